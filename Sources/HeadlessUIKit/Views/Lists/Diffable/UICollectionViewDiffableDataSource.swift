#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The data source of a collection view that works from snapshots, as UIKit's
  /// `UICollectionViewDiffableDataSource`: you say what the collection shows (a
  /// ``NSDiffableDataSourceSnapshot``), it works out the differences and updates the items.
  ///
  /// ```swift
  /// dataSource = UICollectionViewDiffableDataSource<Section, Item.ID>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, id in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
  /// }
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  ///
  /// Creating it makes it the collection view's `dataSource`, which the collection view holds
  /// weakly, as UIKit's: keep a strong reference to it.
  ///
  /// `apply` diffs the current snapshot against the new one in time linear in the number of
  /// items and updates the collection view with one batch update, then reconfigures the items
  /// the snapshot asks to. The completion runs on the main queue when the update's animation
  /// ends, never inside the call. Isolation follows the iOS 16.5 SDK's overlay: `@MainActor`,
  /// with `apply`, `applySnapshotUsingReloadData` and `snapshot()` `nonisolated`.
  @preconcurrency @MainActor
  open class UICollectionViewDiffableDataSource<
    SectionIdentifierType, ItemIdentifierType
  >: NSObject, UICollectionViewDataSource, DiffableDataSource
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of an item: usually dequeues a configured cell for the index path.
    /// Returning `nil` is a misuse (UIKit raises).
    public typealias CellProvider =
      (
        _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ itemIdentifier: ItemIdentifierType
      ) -> UICollectionViewCell?

    /// Makes a supplementary view (a header, a footer…) of a kind for an index path.
    public typealias SupplementaryViewProvider =
      (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
      UICollectionReusableView?

    weak var diffableList: UICollectionView?
    private let cellProvider: CellProvider
    nonisolated let state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout asks for; `nil` when the layout has none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source asks and tells when the user reorders items.
    public var reorderingHandlers = ReorderingHandlers()

    /// What the data source asks and tells when the user expands or collapses items.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source of `collectionView` and makes it the collection view's
    /// `dataSource` (held weakly: keep a strong reference to this object).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      diffableList = collectionView
      self.cellProvider = cellProvider
      super.init()
      collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: diffs it against what the collection view shows and updates the items
    /// with one batch update, animated or not (iOS 15 and later diff in both cases), then
    /// reconfigures the items the snapshot asks to. `completion` runs on the main queue once
    /// the update's animation ended, never inside this call. May be called from one background
    /// queue, as UIKit allows: the collection view is updated on the main queue.
    nonisolated open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      diffableApply(snapshot, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, and returns
    /// once the update's animation ended.
    nonisolated open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true
    ) async {
      await diffableApplyAwaiting(snapshot, animated: animatingDifferences)
    }

    /// Shows `snapshot` without diffing: the collection view reloads all its data (no
    /// animation, cells made anew). `completion` runs on a later turn of the main queue.
    nonisolated open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      diffableReload(snapshot, completion: completion)
    }

    /// Shows `snapshot` without diffing, and returns once the collection view was reset.
    nonisolated open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
      await diffableReloadAwaiting(snapshot)
    }

    /// A copy of the latest snapshot applied (from any thread), to change and apply again.
    nonisolated open func snapshot()
      -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    {
      state.store.snapshot
    }

    // MARK: Section snapshots

    /// Shows `snapshot` as the items of `section` (its visible items: those whose parents are
    /// expanded), appending the section when the collection view has none such; the other
    /// sections are unchanged. Diffed and applied as ``apply(_:animatingDifferences:completion:)``.
    nonisolated public func apply(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      var full = state.store.snapshot
      if full.indexOfSection(section) == nil {
        full.appendSections([section])
      } else {
        full.deleteItems(full.itemIdentifiers(inSection: section))
      }
      full.appendItems(snapshot.visibleItems, toSection: section)
      state.store.setSectionSnapshot(snapshot, for: section)
      apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as the items of `section`, and returns once the update's animation
    /// ended.
    nonisolated public func apply(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
      await sectionApplyOnMainActor(
        snapshot, to: section, animatingDifferences: animatingDifferences)
    }

    private func sectionApplyOnMainActor(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool
    ) async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        apply(snapshot, to: section, animatingDifferences: animatingDifferences) {
          continuation.resume()
        }
      }
    }

    /// The items of `section` as a section snapshot: the one last applied to it while the
    /// section still shows its visible items, else the section's items as root items.
    nonisolated public func snapshot(
      for section: SectionIdentifierType
    )
      -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
      let full = state.store.snapshot
      let items =
        full.indexOfSection(section) == nil ? [] : full.itemIdentifiers(inSection: section)
      if let stored = state.store.sectionSnapshot(for: section), stored.visibleItems == items {
        return stored
      }
      var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      flat.append(items)
      return flat
    }

    // MARK: Identifiers and positions

    /// The section at a position of the collection view, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
      state.sectionIdentifier(for: index)
    }

    /// The position of a section in the collection view, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
      state.index(for: sectionIdentifier)
    }

    /// The item at an index path of the collection view, or `nil` (O(1)).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      state.itemIdentifier(for: indexPath)
    }

    /// The index path of an item in the collection view, or `nil` (O(1)).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
      state.indexPath(for: itemIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections of the snapshot the collection view shows.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      state.displayed.numberOfSections
    }

    /// The number of items in a section of the snapshot the collection view shows.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      state.numberOfItems(inSection: section)
    }

    /// The cell the cell provider makes for the item. A `nil` cell is a misuse (UIKit
    /// raises): reported, and an empty cell shows instead.
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      diffableCell(in: collectionView, at: indexPath) {
        cellProvider(collectionView, indexPath, $0)
      }
    }

    /// The supplementary view the ``supplementaryViewProvider`` makes. None (no provider, or
    /// `nil`) is a misuse when the layout asks for one (UIKit raises): reported, and an empty
    /// view shows instead.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
      collectionView.defaultImplementationReached = true  // nothing shows
      Misuse.report(
        "\(Misuse.name(of: Self.self)): the layout asked for a supplementary view of kind "
          + "\"\(kind)\" at \(indexPath), but "
          + (supplementaryViewProvider == nil
            ? "supplementaryViewProvider is nil" : "the supplementaryViewProvider returned nil")
          + "; UIKit raises. An empty view shows instead.",
        fix: "Set supplementaryViewProvider and return a view for every kind the layout uses.")
      return UICollectionReusableView(frame: .zero)
    }

    /// Whether an item can be moved by the user: what ``reorderingHandlers``'
    /// `canReorderItem` answers, `false` when it is not set.
    open func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    {
      guard let item = state.itemIdentifier(for: indexPath),
        let canReorder = reorderingHandlers.canReorderItem
      else { return false }
      return canReorder(item)
    }

    /// Takes in a move the user made (the collection view has already moved the item): the
    /// snapshot follows, between ``reorderingHandlers``' `willReorder` and `didReorder`.
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let moved = state.moving(sourceIndexPath, to: destinationIndexPath) else { return }
      let transaction = NSDiffableDataSourceTransaction(initial: state.displayed, final: moved)
      reorderingHandlers.willReorder?(transaction)
      state.take(moved)
      reorderingHandlers.didReorder?(transaction)
    }

    /// The titles of the index: `nil` unless overridden.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The index path a title of the index jumps to: the first item of the section at the
    /// title's position unless overridden.
    open func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: index)
    }

    // MARK: Updating the collection view

    func diffableChanges(_ update: DiffableUpdate, in list: UICollectionView) {
      list.applyDiffableUpdate(update)
    }
  }

  extension UICollectionView: DiffableList {
    var diffableDequeueHint: String {
      "a cell registration (dequeueConfiguredReusableCell) or "
        + "dequeueReusableCell(withReuseIdentifier:for:)"
    }

    func reconfigureDiffableItems(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }

    /// Makes the changes of a diffable update inside a batch.
    func applyDiffableUpdate(_ update: DiffableUpdate) {
      if !update.deletedSections.isEmpty { deleteSections(update.deletedSections) }
      if !update.insertedSections.isEmpty { insertSections(update.insertedSections) }
      for move in update.movedSections { moveSection(move.from, toSection: move.to) }
      if !update.reloadedSections.isEmpty { reloadSections(update.reloadedSections) }
      if !update.deletedItems.isEmpty { deleteItems(at: update.deletedItems) }
      if !update.insertedItems.isEmpty { insertItems(at: update.insertedItems) }
      for move in update.movedItems { moveItem(at: move.from, to: move.to) }
      if !update.reloadedItems.isEmpty { reloadItems(at: update.reloadedItems) }
    }
  }
#endif
