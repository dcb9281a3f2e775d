#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  extension UIViewController {
    /// Overrides traits of a child controller (and so of its descendants and views), as UIKit's
    /// `setOverrideTraitCollection(_:forChild:)`: the traits `collection` specifies replace the
    /// ones the child inherits from this controller; `nil` removes the override. The
    /// controllers and views whose traits change hear `traitCollectionDidChange(_:)`, top-down,
    /// with their traits current, and those views then need layout. Headless: a controller that is not a
    /// child of this one is reported and ignored.
    public func setOverrideTraitCollection(
      _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
      guard childViewController.parent === self else {
        Misuse.report(
          "\(Misuse.name(of: type(of: self))).setOverrideTraitCollection(_:forChild:) was given \(Misuse.name(of: type(of: childViewController))), which is not its child; nothing was overridden.",
          fix: "Add the controller with addChild(_:) first, then override its traits.")
        return
      }
      let change = TraitChange(controller: childViewController)
      UIViewController.childTraitOverrides = UIViewController.childTraitOverrides.filter {
        $0.value.child != nil && $0.value.parent != nil
      }
      let key = ObjectIdentifier(childViewController)
      if let collection {
        UIViewController.childTraitOverrides[key] = TraitOverride(
          parent: self, child: childViewController, traits: collection)
      } else {
        UIViewController.childTraitOverrides[key] = nil
      }
      change.deliver()
    }

    /// The traits this controller overrides for `childViewController` (`nil` when none), as
    /// UIKit's `overrideTraitCollection(forChild:)`.
    public func overrideTraitCollection(
      forChild childViewController: UIViewController
    ) -> UITraitCollection? {
      guard let entry = UIViewController.childTraitOverrides[ObjectIdentifier(childViewController)],
        entry.child === childViewController, entry.parent === self
      else { return nil }
      return entry.traits
    }

    /// The overrides set by parents, by child (entries of released controllers are dropped when
    /// the next override is set; a released child's identifier is never matched, as the entry's
    /// weak `child` must be the very controller asked about).
    private static var childTraitOverrides: [ObjectIdentifier: TraitOverride] = [:]

    private struct TraitOverride {
      weak var parent: UIViewController?
      weak var child: UIViewController?
      let traits: UITraitCollection
    }
  }
#endif
