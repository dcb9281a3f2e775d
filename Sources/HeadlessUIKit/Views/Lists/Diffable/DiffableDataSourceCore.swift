#if !os(iOS) && !os(tvOS) && !os(visionOS)
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
#endif
