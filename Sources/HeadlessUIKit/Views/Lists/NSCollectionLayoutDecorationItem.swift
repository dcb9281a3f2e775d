#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view the layout itself places behind a section's content, as UIKit's
  /// `NSCollectionLayoutDecorationItem`: its class is registered on the layout
  /// (`register(_:forDecorationViewOfKind:)`), not asked of the data source. Headless: a
  /// background covers its section (header, insets, items and footer; not the space between
  /// sections) across the collection's whole width, inset by its `contentInsets`.
  @preconcurrency @MainActor
  public final class NSCollectionLayoutDecorationItem:
    NSCollectionLayoutItem
  {
    /// The kind of the decoration view, as registered on the layout.
    public let elementKind: String
    /// The z order (0 by default; the section's other elements are above it).
    public var zIndex = 0

    init(elementKind: String) {
      self.elementKind = elementKind
      super.init(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [])
    }

    /// A background behind a section, of a kind registered on the layout.
    public static func background(elementKind: String) -> Self {
      Self(elementKind: elementKind)
    }
  }
#endif
