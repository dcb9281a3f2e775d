#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The data source of a table view that works from snapshots, as UIKit's
  /// `UITableViewDiffableDataSource`: you say what the table shows (a
  /// ``NSDiffableDataSourceSnapshot``), it works out the differences and updates the rows.
  ///
  /// ```swift
  /// dataSource = UITableViewDiffableDataSource<Section, Item.ID>(tableView: tableView) {
  ///   tableView, indexPath, id in
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  ///   cell.textLabel?.text = model[id]?.title
  ///   return cell
  /// }
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  ///
  /// Creating it makes it the table's `dataSource`, which the table holds weakly, as UIKit's:
  /// keep a strong reference to it (usually a property of the controller).
  ///
  /// `apply` diffs the table's current snapshot against the new one in time linear in the
  /// number of items and updates the table with one batch update (deletions, insertions,
  /// moves, reloads), then reconfigures the items the snapshot asks to: their cells stay and
  /// the cell provider runs again on them. As UIKit's, the completion runs on the main queue
  /// when the update's animation ends, never inside the call.
  ///
  /// Isolation follows the iOS 16.5 SDK's overlay: the class is `@MainActor`, while `apply`,
  /// `applySnapshotUsingReloadData` and `snapshot()` are `nonisolated` (UIKit lets one
  /// background queue apply; the table is updated on the main queue).
  @preconcurrency @MainActor
  open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UITableViewDataSource, DiffableDataSource
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of an item: usually dequeues a cell for the index path and configures
    /// it from the item. Returning `nil` is a misuse (UIKit raises).
    public typealias CellProvider =
      (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
      UITableViewCell?

    weak var diffableList: UITableView?
    private let cellProvider: CellProvider
    nonisolated let state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of the rows the next updates insert, delete or reload: `.automatic`
    /// unless set; a change takes effect on the next apply.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source of `tableView` and makes it the table's `dataSource` (which the
    /// table holds weakly: keep a strong reference to this object).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      diffableList = tableView
      self.cellProvider = cellProvider
      super.init()
      tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: diffs it against what the table shows and updates the rows with one
    /// batch update, animated or not (iOS 15 and later diff in both cases), then reconfigures
    /// the items the snapshot asks to. `completion` runs on the main queue once the update's
    /// animation ended, never inside this call.
    ///
    /// May be called from a background queue, always the same one, as UIKit allows: the
    /// latest snapshot is recorded at once and the table is updated on the main queue.
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

    /// Shows `snapshot` without diffing: the table reloads all its data at once (no animation,
    /// cells made anew). `completion` runs on a later turn of the main queue.
    nonisolated open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      diffableReload(snapshot, completion: completion)
    }

    /// Shows `snapshot` without diffing, as ``applySnapshotUsingReloadData(_:completion:)``
    /// does, and returns once the table was reset.
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

    // MARK: Identifiers and positions

    /// The section at a position of the table, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
      state.sectionIdentifier(for: index)
    }

    /// The position of a section in the table, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
      state.index(for: sectionIdentifier)
    }

    /// The item at an index path of the table, or `nil` (O(1)): how a delegate maps a tapped
    /// row to its model.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      state.itemIdentifier(for: indexPath)
    }

    /// The index path of an item in the table, or `nil` (O(1)).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
      state.indexPath(for: itemIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The number of sections of the snapshot the table shows.
    open func numberOfSections(in tableView: UITableView) -> Int {
      state.displayed.numberOfSections
    }

    /// The number of items in a section of the snapshot the table shows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      state.numberOfItems(inSection: section)
    }

    /// The cell the cell provider makes for the row's item. A `nil` cell is a misuse (UIKit
    /// raises): reported, and an empty cell shows instead.
    open func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      diffableCell(in: tableView, at: indexPath) { cellProvider(tableView, indexPath, $0) }
    }

    /// The title of a section's header: `nil` unless overridden.
    open func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    {
      nil
    }

    /// The title of a section's footer: `nil` unless overridden.
    open func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    )
      -> String?
    {
      nil
    }

    /// Whether a row can be edited (swiped to delete): `false` unless overridden, as UIKit's
    /// diffable data source.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      false
    }

    /// Commits an edit the user made: does nothing unless overridden (apply a snapshot
    /// without the item to delete it).
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}

    /// Whether a row can be moved by the user: `false` unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      false
    }

    /// Records a move the user made by dragging a row: the snapshot follows (the table has
    /// already moved the row).
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let moved = state.moving(sourceIndexPath, to: destinationIndexPath) else { return }
      state.take(moved)
    }

    /// The titles of the section index: `nil` unless overridden.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section a title of the section index jumps to: the title's position unless
    /// overridden.
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      index
    }

    // MARK: Updating the table

    func diffableChanges(_ update: DiffableUpdate, in list: UITableView) {
      list.applyDiffableUpdate(update, animation: defaultRowAnimation)
    }
  }

  extension UITableView: DiffableList {
    var diffableDequeueHint: String { "tableView.dequeueReusableCell(withIdentifier:for:)" }

    func reconfigureDiffableItems(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

    /// Makes the changes of a diffable update inside a batch.
    func applyDiffableUpdate(_ update: DiffableUpdate, animation: RowAnimation) {
      if !update.deletedSections.isEmpty { deleteSections(update.deletedSections, with: animation) }
      if !update.insertedSections.isEmpty {
        insertSections(update.insertedSections, with: animation)
      }
      for move in update.movedSections { moveSection(move.from, toSection: move.to) }
      if !update.reloadedSections.isEmpty {
        reloadSections(update.reloadedSections, with: animation)
      }
      if !update.deletedItems.isEmpty { deleteRows(at: update.deletedItems, with: animation) }
      if !update.insertedItems.isEmpty { insertRows(at: update.insertedItems, with: animation) }
      for move in update.movedItems { moveRow(at: move.from, to: move.to) }
      if !update.reloadedItems.isEmpty { reloadRows(at: update.reloadedItems, with: animation) }
    }
  }
#endif
