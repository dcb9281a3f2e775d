#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The latest snapshot given to a diffable data source, readable and writable from any
  /// thread: UIKit's `snapshot()` and `apply` are `nonisolated` in the iOS 16.5 SDK's overlay
  /// (an app may apply from one background queue).
  ///
  /// `@unchecked Sendable`: the stored state (`value`, `sections`, the pending count) is read
  /// and written under `lock` alone, and snapshots are `Sendable` values (copied out, never shared).
  final class DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    private let lock = NSLock()
    private var value = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sections:
      [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// The section snapshot last applied to `section`, if any.
    func sectionSnapshot(
      for section: SectionIdentifierType
    )
      -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>?
    {
      lock.lock()
      defer { lock.unlock() }
      return sections[section]
    }

    /// How many applies made off the main queue wait for their turn on it.
    private var pendingBackgroundApplies = 0

    /// Records `snapshot` as the latest unless the call is a main-queue apply while applies
    /// made off the main queue are still on their way (returns `false` then); counts a
    /// background apply as pending.
    func submit(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      onMain: Bool
    ) -> Bool {
      let stored = snapshot.withoutPendingUpdates
      lock.lock()
      defer { lock.unlock() }
      if onMain && pendingBackgroundApplies > 0 { return false }
      if !onMain { pendingBackgroundApplies += 1 }
      value = stored
      return true
    }

    /// A background apply reached the main queue.
    func backgroundApplyArrived() {
      lock.lock()
      pendingBackgroundApplies -= 1
      lock.unlock()
    }

    /// Records the section snapshot applied to `section`.
    func setSectionSnapshot(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      for section: SectionIdentifierType
    ) {
      lock.lock()
      sections[section] = snapshot
      lock.unlock()
    }

    /// The latest snapshot, without its pending reloads.
    var snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
      get {
        lock.lock()
        defer { lock.unlock() }
        return value
      }
      set {
        let stored = newValue.withoutPendingUpdates
        lock.lock()
        value = stored
        lock.unlock()
      }
    }
  }

  /// An apply's completion on its way to the main queue, where UIKit calls it ("it will be
  /// called on the main queue when any animations are completed" — UIDiffableDataSource.h).
  ///
  /// `@unchecked Sendable` because UIKit's signature takes a plain (non-`Sendable`) closure
  /// from any queue and promises to call it on the main queue; the SDK's overlay declares
  /// `apply` `nonisolated` with that very parameter, so the same hand-over compiles on iOS.
  /// Called from the main queue (the usual case) the closure never leaves the main actor's
  /// thread; from a background queue it is handed over once: the data source is its only
  /// holder and calls it once, on the main actor.
  struct DiffableCompletion: @unchecked Sendable {
    let body: (() -> Void)?
  }

  /// What the table and collection diffable data sources share: the snapshot the list shows
  /// (on the main actor) and the latest one applied (any thread), the identifier ↔ position
  /// mappings, and how an apply reaches the main queue.
  @MainActor final class DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The latest snapshot applied, from any thread (what `snapshot()` returns).
    nonisolated let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// The snapshot the list shows: what the data source methods answer.
    var displayed = Snapshot()

    /// The elementary steps of the last apply's diff (``DiffableUpdate/work``), for tests of
    /// its cost.
    var lastDiffWork = 0

    /// Creates the state of an empty list.
    nonisolated init() {}

    /// The item at an index path of the list, O(1).
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      guard indexPath.count == 2 else { return nil }
      return displayed.item(section: indexPath[0], index: indexPath[1])
    }

    /// The index path of an item, O(1).
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
      displayed.location(of: itemIdentifier).map { IndexPath(indexes: [$0.section, $0.index]) }
    }

    /// The section at a position, O(1).
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
      displayed.sectionList.indices.contains(index) ? displayed.sectionList[index] : nil
    }

    /// The position of a section, or `nil`.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
      displayed.indexOfSection(sectionIdentifier)
    }

    /// What the list shows after the user moved an item from `source` to `destination` (the
    /// list has already moved it), or `nil` when it stayed.
    func moving(_ source: IndexPath, to destination: IndexPath) -> Snapshot? {
      guard source != destination else { return nil }
      var moved = displayed
      moved.moveItem(
        from: (source.section, source.item), to: (destination.section, destination.item))
      return moved
    }

    /// Shows and records a snapshot the user made on screen (a move).
    func take(_ snapshot: Snapshot) {
      displayed = snapshot
      store.snapshot = snapshot
    }

    /// The number of items of the section at a position.
    func numberOfItems(inSection section: Int) -> Int {
      displayed.sectionItems.indices.contains(section) ? displayed.sectionItems[section].count : 0
    }

    /// Records `snapshot` as the latest and runs `body` (the update of the list) on the main
    /// actor: at once when called on the main queue, else on the main queue's next turn
    /// (UIKit: "the final UI update [is] applied back on the main queue").
    ///
    /// A main-queue apply while applies made off the main queue are still on their way is
    /// refused and reported: UIKit asserts ("Deadlock detected: calling this method on the
    /// main queue with outstanding async updates is not permitted … Please always submit
    /// updates either always on the main queue or always off the main queue").
    nonisolated func submit(
      _ snapshot: Snapshot, by owner: Any.Type,
      _ body: @escaping @MainActor @Sendable () -> Void
    ) {
      let onMain = MainQueue.isCurrent
      guard store.submit(snapshot, onMain: onMain) else {
        let name = Misuse.name(of: owner)
        MainActor.assumeIsolated {
          Misuse.report(
            "\(name): apply on the main queue while applies made on a background queue are "
              + "still on their way; UIKit asserts ('Deadlock detected: calling this method on "
              + "the main queue with outstanding async updates is not permitted'). The "
              + "snapshot was not applied.",
            fix: "Apply snapshots always from the main queue or always from one background "
              + "queue, never both.")
        }
        return
      }
      if onMain {
        MainActor.assumeIsolated { body() }
      } else {
        let store = self.store
        DispatchQueue.main.async {
          store.backgroundApplyArrived()
          MainActor.assumeIsolated { body() }
        }
      }
    }

    /// Calls a completion on a later turn of the main queue, `delay` seconds from now: UIKit
    /// calls it when the update's animations end, never inside `apply` (headless chooses the
    /// stricter timing when nothing was animated too).
    static func complete(_ completion: DiffableCompletion, after delay: TimeInterval = 0) {
      guard completion.body != nil else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
        MainActor.assumeIsolated { completion.body?() }
      }
    }
  }

  /// A list a diffable data source updates: a table or a collection view.
  @preconcurrency @MainActor protocol DiffableList: AnyObject {
    /// Makes the changes `updates` records as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Reloads everything.
    func reloadData()
    /// The words of messages.
    var listNouns: ListUpdate.Nouns { get }
    /// How a cell provider dequeues a cell for this list (for messages).
    var diffableDequeueHint: String { get }
    /// Reconfigures the cells of items.
    func reconfigureDiffableItems(_ indexPaths: [IndexPath])
  }

  /// What the table and collection diffable data sources do alike, written once in the
  /// extension: applying snapshots (from the main queue or one background queue), the update
  /// of the list, the cells. Each public method of the two calls one of these.
  @preconcurrency @MainActor protocol DiffableDataSource: AnyObject, Sendable {
    /// The type of the section identifiers.
    associatedtype SectionIdentifierType: Hashable & Sendable
    /// The type of the item identifiers.
    associatedtype ItemIdentifierType: Hashable & Sendable
    /// The list it updates.
    associatedtype List: DiffableList
    /// The snapshots: the one shown and the latest applied.
    nonisolated var state: DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType> {
      get
    }
    /// The list (weak).
    var diffableList: List? { get }
    /// Makes the changes of `update` in `list`, inside its batch.
    func diffableChanges(_ update: DiffableUpdate, in list: List)
    /// The public `apply(_:animatingDifferences:completion:)` (subclasses may override it).
    func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool, completion: (() -> Void)?)
    /// The public `applySnapshotUsingReloadData(_:completion:)`.
    func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)?)
  }

  extension DiffableDataSource {
    typealias DiffableState = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>

    /// `apply(_:animatingDifferences:completion:)`: records the snapshot and updates the list
    /// on the main queue (``diffableUpdate(to:animated:completion:)``).
    nonisolated func diffableApply(
      _ snapshot: DiffableState.Snapshot, animated: Bool, completion: (() -> Void)?
    ) {
      let completion = DiffableCompletion(body: completion)
      state.submit(snapshot, by: Self.self) {
        self.diffableUpdate(to: snapshot, animated: animated, completion: completion)
      }
    }

    /// `apply(_:animatingDifferences:) async`: the public apply, returning once the update's
    /// animation ended. On the main actor (as the newer SDKs declare it), so that an `await`ed
    /// apply never counts as an apply from a background queue.
    func diffableApplyAwaiting(_ snapshot: DiffableState.Snapshot, animated: Bool) async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        apply(snapshot, animatingDifferences: animated) { continuation.resume() }
      }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: the list reloads all its data at once
    /// (no animation, cells made anew); `completion` runs on a later turn of the main queue.
    nonisolated func diffableReload(
      _ snapshot: DiffableState.Snapshot, completion: (() -> Void)?
    ) {
      let completion = DiffableCompletion(body: completion)
      state.submit(snapshot, by: Self.self) {
        self.state.displayed = snapshot.withoutPendingUpdates
        self.diffableList?.reloadData()
        DiffableState.complete(completion)
      }
    }

    /// `applySnapshotUsingReloadData(_:) async`: the public one, returning once the list was
    /// reset.
    func diffableReloadAwaiting(_ snapshot: DiffableState.Snapshot) async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        applySnapshotUsingReloadData(snapshot) { continuation.resume() }
      }
    }

    /// Diffs what the list shows against `snapshot` and updates the list (one batch, then the
    /// reconfigurations).
    func diffableUpdate(
      to snapshot: DiffableState.Snapshot, animated: Bool, completion: DiffableCompletion
    ) {
      let new = snapshot.withoutPendingUpdates
      let update = DiffableUpdate(from: state.displayed, to: snapshot)
      state.lastDiffWork = update.work
      guard let list = diffableList, !update.isEmpty else {
        state.displayed = new
        DiffableState.complete(completion)
        return
      }
      let perform = {
        if update.hasBatchChanges {
          list.performBatchUpdates(
            {
              self.state.displayed = new
              self.diffableChanges(update, in: list)
            },
            completion: { _ in completion.body?() })
        } else {
          self.state.displayed = new
          DiffableState.complete(completion)
        }
        if !update.reconfiguredItems.isEmpty {
          list.reconfigureDiffableItems(update.reconfiguredItems)
        }
      }
      if animated { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    /// The elementary steps of the last apply's diff, for tests of its cost.
    var lastDiffWork: Int { state.lastDiffWork }

    /// The cell `provider` makes for the item at `indexPath` of `list`. An index path the
    /// snapshot does not hold, or a `nil` cell, is a misuse (UIKit raises): reported, and an
    /// empty cell shows instead.
    func diffableCell<Cell: ReusableView>(
      in list: List, at indexPath: IndexPath, provider: (ItemIdentifierType) -> Cell?
    ) -> Cell {
      // The messages are made on the misuse paths only (this runs for every cell shown).
      func position() -> String {
        "\(list.listNouns.item) \(indexPath.item) in section \(indexPath.section)"
      }
      guard let item = state.itemIdentifier(for: indexPath) else {
        let name = Misuse.name(of: Self.self)
        let nouns = list.listNouns
        let changes = nouns.item.prefix(1).uppercased() + nouns.item.dropFirst() + "s"
        Misuse.report(
          "\(name): the \(nouns.view) asked for the cell of \(position()), which the snapshot does "
            + "not hold.",
          fix: "Change the \(nouns.view)'s \(nouns.item)s only through "
            + "apply(_:animatingDifferences:), not with insert\(changes)/delete\(changes) or "
            + "reloadData on the \(nouns.view) itself.")
        return Cell(headlessReuseIdentifier: nil)
      }
      guard let cell = provider(item) else {
        Misuse.report(
          "\(Misuse.name(of: Self.self)): the cell provider returned nil for item "
            + "\(String(reflecting: item)) at \(position()); UIKit raises ('returned a nil cell'). An empty cell shows instead.",
          fix: "Return a cell for every item: dequeue one with \(list.diffableDequeueHint).")
        return Cell(headlessReuseIdentifier: nil)
      }
      return cell
    }
  }
#endif
