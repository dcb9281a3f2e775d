#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UITraitCollection {
    /// Whether this collection has every trait that `trait` specifies, with the same value,
    /// as UIKit's `containsTraits(in:)`; `nil` or a collection specifying nothing is contained
    /// in any collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
      guard let trait else { return true }
      let specified = trait.specified
      return (!specified.contains(.style) || trait.userInterfaceStyle == userInterfaceStyle)
        && (!specified.contains(.horizontal) || trait.horizontalSizeClass == horizontalSizeClass)
        && (!specified.contains(.vertical) || trait.verticalSizeClass == verticalSizeClass)
        && (!specified.contains(.scale) || trait.displayScale == displayScale)
        && (!specified.contains(.idiom) || trait.userInterfaceIdiom == userInterfaceIdiom)
        && (!specified.contains(.contentSize)
          || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }
  }
#endif
