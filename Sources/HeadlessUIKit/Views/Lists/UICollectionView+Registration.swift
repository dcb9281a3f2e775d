#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UICollectionView {
    /// How cells of a class are made and configured for items, as UIKit's
    /// `UICollectionView.CellRegistration`. Create it once (not inside the cell provider) and
    /// pass it to ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
      /// Configures a dequeued cell for an item.
      public typealias Handler = (Cell, IndexPath, Item) -> Void

      let handler: Handler
      let identifier = "HeadlessUIKit.CellRegistration." + UUID().uuidString

      /// Creates a registration that configures cells with `handler`.
      public init(handler: @escaping Handler) {
        self.handler = handler
      }
    }

    /// How supplementary views of a class and kind are made and configured, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary>
    where Supplementary: UICollectionReusableView {
      /// Configures a dequeued view: the view, its kind and its index path.
      public typealias Handler = (Supplementary, String, IndexPath) -> Void

      let elementKind: String
      let handler: Handler
      let identifier = "HeadlessUIKit.SupplementaryRegistration." + UUID().uuidString

      /// Creates a registration of views of `elementKind` configured with `handler`.
      public init(elementKind: String, handler: @escaping Handler) {
        self.elementKind = elementKind
        self.handler = handler
      }
    }

    /// A cell of the registration's class (reused when one is queued), configured by its
    /// handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
      using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
      if !isCellRegistered(registration.identifier) {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
      }
      let dequeued = dequeueReusableCell(
        withReuseIdentifier: registration.identifier, for: indexPath)
      let cell = dequeued as? Cell ?? Cell(headlessReuseIdentifier: registration.identifier)
      if let item { registration.handler(cell, indexPath, item) }
      return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
      using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
      if !isSupplementaryRegistered(registration.elementKind, registration.identifier) {
        register(
          Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
          withReuseIdentifier: registration.identifier)
      }
      let dequeued = dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
        for: indexPath)
      let view =
        dequeued as? Supplementary
        ?? Supplementary(headlessReuseIdentifier: registration.identifier)
      registration.handler(view, registration.elementKind, indexPath)
      return view
    }
  }
#endif
