#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// What supplies a collection view's items, as UIKit's `UICollectionViewDataSource`.
  @preconcurrency @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    /// The cell of an item: dequeued with `dequeueReusableCell(withReuseIdentifier:for:)` or
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A supplementary view (a header or footer) the layout asks for.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether an item can be moved (`false` by default).
    func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    /// Moves an item the user dragged.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  extension UICollectionViewDataSource {
    /// 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented: the collection shows no supplementary view.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.defaultImplementationReached = true
      return UICollectionReusableView(frame: .zero)
    }
    /// `false`.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { false }
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}
  }

  /// What a collection view tells and asks about its items' display and selection, as UIKit's
  /// `UICollectionViewDelegate` (every method optional, with UIKit's defaults).
  @preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a touch highlights an item (`true` by default).
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool
    /// An item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// An item was unhighlighted.
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select an item (`true` by default).
    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    )
      -> Bool
    /// Whether the user may deselect an item (`true` by default).
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool
    /// The user selected an item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected an item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// A supplementary view is about to show.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath)
    /// A cell left the screen.
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath)
  }

  extension UICollectionViewDelegate {
    /// `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    /// `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
  }
#endif
