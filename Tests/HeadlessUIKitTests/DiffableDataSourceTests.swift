#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  @MainActor @Suite struct DiffableSnapshotTests {
    // Source: Apple's NSDiffableDataSourceSnapshot documentation (numberOfItems,
    // sectionIdentifiers, itemIdentifiers(inSection:), indexOfItem(_:), appendItems(_:toSection:)
    // "appends into the last section" by default — UIDiffableDataSource.h).
    @Test func structureAndLookups() {
      var snapshot = Snapshot()
      #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2, 3], toSection: "a")
      snapshot.appendItems([4, 5])  // the last section
      #expect(snapshot.sectionIdentifiers == ["a", "b"])
      #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
      #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
      #expect(snapshot.numberOfItems(inSection: "a") == 3)
      #expect(snapshot.numberOfItems == 5)
      #expect(snapshot.indexOfItem(4) == 3)
      #expect(snapshot.indexOfItem(99) == nil)
      #expect(snapshot.indexOfSection("b") == 1)
      #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
      #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)

      snapshot.insertItems([10], beforeItem: 1)
      snapshot.insertItems([11], afterItem: 3)
      #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 1, 2, 3, 11])
      #expect(snapshot.indexOfItem(4) == 5)
      snapshot.moveItem(10, afterItem: 5)
      snapshot.moveItem(2, beforeItem: 1)
      #expect(snapshot.itemIdentifiers == [2, 1, 3, 11, 4, 5, 10])
      #expect(snapshot.sectionIdentifier(containingItem: 10) == "b")
      #expect(snapshot.indexOfItem(10) == 6)
      snapshot.deleteItems([1, 5, 42])  // 42: not held, skipped
      #expect(snapshot.itemIdentifiers == [2, 3, 11, 4, 10])
      #expect(snapshot.indexOfItem(4) == 3)

      snapshot.insertSections(["z"], beforeSection: "a")
      snapshot.insertSections(["m"], afterSection: "a")
      #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
      snapshot.appendItems([7], toSection: "z")
      snapshot.moveSection("z", afterSection: "b")
      #expect(snapshot.sectionIdentifiers == ["a", "m", "b", "z"])
      #expect(snapshot.itemIdentifiers == [2, 3, 11, 4, 10, 7])
      #expect(snapshot.indexOfItem(7) == 5)
      snapshot.moveSection("b", beforeSection: "a")
      #expect(snapshot.itemIdentifiers == [4, 10, 2, 3, 11, 7])
      #expect(snapshot.indexOfSection("a") == 1)
      snapshot.deleteSections(["a", "nope"])
      #expect(snapshot.sectionIdentifiers == ["b", "m", "z"])
      #expect(snapshot.itemIdentifiers == [4, 10, 7])
      #expect(snapshot.indexOfItem(2) == nil)
      #expect(snapshot.indexOfItem(7) == 2)
      snapshot.deleteAllItems()
      #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    // Source: Apple's reloadItems(_:), reconfigureItems(_:), reloadSections(_:),
    // reloadedItemIdentifiers / reconfiguredItemIdentifiers / reloadedSectionIdentifiers docs
    // (iOS 15): the identifiers the apply will reload or reconfigure.
    @Test func reloadsAndReconfigurationsAreRecorded() {
      var snapshot = Snapshot()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2, 3], toSection: "a")
      snapshot.reloadItems([2, 1, 2])
      snapshot.reconfigureItems([3])
      snapshot.reloadSections(["b"])
      #expect(snapshot.reloadedItemIdentifiers == [2, 1])
      #expect(snapshot.reconfiguredItemIdentifiers == [3])
      #expect(snapshot.reloadedSectionIdentifiers == ["b"])
      snapshot.deleteItems([2])
      snapshot.deleteSections(["b"])
      #expect(snapshot.reloadedItemIdentifiers == [1])
      #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    // Source: UIDiffableDataSource.h ("All identifiers must be unique … If you pass duplicate
    // values … the system will throw an exception"); UIKit's exception text "Fatal: supplied
    // item identifiers are not unique. Duplicate identifiers: …" (as reported in
    // mozilla-mobile/firefox-ios#23056). Headless: a misuse report naming the snapshot's type,
    // the identifier and the fix; the snapshot is unchanged.
    @Test func duplicateIdentifiersAreReportedAndChangeNothing() {
      var snapshot = Snapshot()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2])
      let before = snapshot.itemIdentifiers
      let reports = misuseReports {
        snapshot.appendItems([3, 1])
        snapshot.appendItems([4, 4])
        snapshot.insertItems([2], afterItem: 1)
        snapshot.appendSections(["a"])
      }
      #expect(reports.count == 4)
      #expect(snapshot.itemIdentifiers == before)
      #expect(snapshot.sectionIdentifiers == ["a"])
      let first = reports.first
      #expect(first?.message.contains("NSDiffableDataSourceSnapshot<String, Int>") == true)
      #expect(first?.message.contains("not unique") == true)
      #expect(first?.message.contains("[1]") == true)
      #expect(first?.fix.contains("reconfigureItems") == true)
    }

    // Source: UIKit raises "Invalid item identifier specified for reload" for an identifier the
    // snapshot does not hold (and likewise for reconfigure, insert/move anchors and sections);
    // appending items before any section raises "There are currently no sections in the data
    // source. Please add a section first."; itemIdentifiers(inSection:) raises on iOS 14+ for a
    // missing section (the-blue-alliance/the-blue-alliance-ios#899).
    @Test func unknownIdentifiersAreReportedAndChangeNothing() {
      var snapshot = Snapshot()
      let empty = misuseReports { snapshot.appendItems([1]) }
      #expect(empty.count == 1 && empty[0].message.contains("no sections"))
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2])
      let reports = misuseReports {
        snapshot.reloadItems([1, 9])
        snapshot.reconfigureItems([8])
        snapshot.insertItems([5], beforeItem: 9)
        snapshot.moveItem(1, afterItem: 9)
        snapshot.moveItem(1, beforeItem: 1)
        snapshot.appendItems([5], toSection: "x")
        snapshot.reloadSections(["x"])
        snapshot.moveSection("a", beforeSection: "x")
        _ = snapshot.itemIdentifiers(inSection: "x")
      }
      #expect(reports.count == 9)
      #expect(reports[0].message.contains("Invalid item identifier specified for reload"))
      #expect(reports[0].message.contains("[9]"))
      #expect(snapshot.itemIdentifiers == [1, 2])
      #expect(snapshot.reloadedItemIdentifiers.isEmpty)
      #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    }
  }

  @MainActor @Suite struct DiffableSectionSnapshotTests {
    // Source: Apple's deleteItems(_:), deleteSections(_:) and the section snapshot's delete(_:)
    // say nothing of identifiers the snapshot does not hold, while its other methods raise on
    // one. Not settled, so the stricter reading: reported, and the identifiers it holds are
    // deleted all the same.
    @Test func deletingIdentifiersTheSnapshotDoesNotHoldIsReported() {
      var snapshot = Snapshot()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2, 3], toSection: "a")
      snapshot.appendItems([4], toSection: "b")
      let reports = misuseReports {
        snapshot.deleteItems([2, 9])
        snapshot.deleteSections(["x", "b"])
      }
      #expect(reports.count == 2)
      #expect(reports.first?.message.contains("deleteItems(_:): [9]") == true)
      #expect(reports.last?.message.contains("deleteSections(_:): [\"x\"]") == true)
      #expect(snapshot.itemIdentifiers == [1, 3])
      #expect(snapshot.sectionIdentifiers == ["a"])
      #expect(misuseReports { snapshot.deleteItems([1]) }.isEmpty)

      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["fruit"])
      outline.append(["apple"], to: "fruit")
      let outlineReports = misuseReports { outline.delete(["pear", "fruit"]) }
      #expect(outlineReports.count == 1)
      #expect(outlineReports.first?.message.contains("\"pear\"") == true)
      #expect(outline.items.isEmpty)
    }

    // Source: Apple's NSDiffableDataSourceSectionSnapshot docs: append(_:to:) adds children,
    // visibleItems are the items whose parents are expanded, level(of:) and parent(of:) read
    // the hierarchy, delete(_:) removes an item with its children.
    @Test func outlineHierarchyAndVisibility() {
      var section = NSDiffableDataSourceSectionSnapshot<String>()
      section.append(["Fruits", "Vegetables"])
      section.append(["Apple", "Pear"], to: "Fruits")
      section.append(["Gala"], to: "Apple")
      section.append(["Leek"], to: "Vegetables")
      #expect(section.items == ["Fruits", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
      #expect(section.visibleItems == ["Fruits", "Vegetables"])
      section.expand(["Fruits"])
      #expect(section.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables"])
      #expect(section.isVisible("Pear") && !section.isVisible("Gala"))
      #expect(section.level(of: "Gala") == 2 && section.parent(of: "Gala") == "Apple")
      #expect(section.index(of: "Vegetables") == 4)
      section.insert(["Plum"], after: "Apple")
      #expect(section.snapshot(of: "Fruits").rootItems == ["Apple", "Plum", "Pear"])
      var berries = NSDiffableDataSourceSectionSnapshot<String>()
      berries.append(["Berry"])
      berries.append(["Raspberry"], to: "Berry")
      section.replace(childrenOf: "Vegetables", using: berries)
      #expect(section.contains("Raspberry") && !section.contains("Leek"))
      #expect(section.level(of: "Raspberry") == 2)
      section.delete(["Fruits"])
      #expect(section.items == ["Vegetables", "Berry", "Raspberry"])
      let reports = misuseReports {
        section.append(["Berry"])
        section.append(["X"], to: "Nope")
      }
      #expect(reports.count == 2 && reports[0].message.contains("must be unique"))
      #expect(section.items == ["Vegetables", "Berry", "Raspberry"])
    }
  }

  /// Applies a batch update to the old snapshot as UIKit's batch updates do (deletes and
  /// reloads at old positions, inserts at new positions, moves from old to new, everything not
  /// named keeping its relative order) and returns the resulting sections and items, or a
  /// description of what is inconsistent.
  private func simulate(
    _ update: DiffableUpdate, from old: Snapshot, to new: Snapshot
  )
    -> Result<[(String, [Int])], SimulationError>
  {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let movedFrom = Set(update.movedSections.map(\.from))
    var survivors: [Int] = []  // old positions of sections that keep their relative order
    for position in oldSections.indices
    where !update.deletedSections.contains(position) && !movedFrom.contains(position) {
      survivors.append(position)
    }
    // final position → (old position or nil when inserted)
    var placed = [Int?](repeating: nil, count: newSections.count)
    var explicit = Set<Int>()
    for position in update.insertedSections {
      guard position < newSections.count else { return .failure(.init("insert section oob")) }
      explicit.insert(position)
    }
    for move in update.movedSections {
      guard move.to < newSections.count, explicit.insert(move.to).inserted else {
        return .failure(.init("section move target"))
      }
      placed[move.to] = move.from
    }
    var next = survivors.makeIterator()
    for position in newSections.indices where !explicit.contains(position) {
      guard let survivor = next.next() else { return .failure(.init("too few sections")) }
      placed[position] = survivor
    }
    guard next.next() == nil else { return .failure(.init("too many sections")) }
    var result: [(String, [Int])] = []
    for (position, source) in placed.enumerated() {
      guard let source else {
        result.append(
          (newSections[position], new.itemIdentifiers(inSection: newSections[position])))
        continue
      }
      let identifier = oldSections[source]
      if update.reloadedSections.contains(source) {
        result.append((identifier, new.itemIdentifiers(inSection: identifier)))
        continue
      }
      let oldItems = old.itemIdentifiers(inSection: identifier)
      let gone = Set(
        update.deletedItems.filter { $0[0] == source }.map { $0[1] }
          + update.movedItems.filter { $0.from[0] == source }.map { $0.from[1] })
      let staying = oldItems.indices.filter { !gone.contains($0) }.map { oldItems[$0] }
      let count =
        new.sectionIdentifiers.contains(identifier)
        ? new.numberOfItems(inSection: identifier) : -1
      var items = [Int?](repeating: nil, count: max(count, 0))
      for path in update.insertedItems where path[0] == position {
        guard path[1] < items.count else { return .failure(.init("insert oob \(path)")) }
        items[path[1]] = new.itemIdentifiers(inSection: identifier)[path[1]]
      }
      for move in update.movedItems where move.to[0] == position {
        guard move.to[1] < items.count, items[move.to[1]] == nil else {
          return .failure(.init("move target \(move)"))
        }
        let from = old.itemIdentifiers(inSection: oldSections[move.from[0]])
        items[move.to[1]] = from[move.from[1]]
      }
      var rest = staying.makeIterator()
      for index in items.indices where items[index] == nil {
        guard let item = rest.next() else {
          return .failure(.init("too few items in \(identifier)"))
        }
        items[index] = item
      }
      guard rest.next() == nil else { return .failure(.init("too many items in \(identifier)")) }
      result.append((identifier, items.map { $0! }))
    }
    return .success(result)
  }

  private struct SimulationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// `items` with 100 mixed changes at random places: 34 insertions, 33 deletions, 33 moves
  /// (array operations, so that building the case costs little).
  private func changed(_ items: [Int], seed: UInt64) -> [Int] {
    var items = items
    var random = SeededGenerator(seed: seed)
    let base = items.count
    for change in 0..<100 {
      let index = Int.random(in: 0..<items.count, using: &random)
      switch change % 3 {
      case 0: items.insert(base + change, at: index)
      case 1: items.remove(at: index)
      default:
        let item = items.remove(at: index)
        items.insert(item, at: Int.random(in: 0...items.count, using: &random))
      }
    }
    return items
  }

  /// A snapshot of `sections` sections named s0…, holding the items of `items` in order.
  private func makeSnapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
    return snapshot
  }

  /// Off the main actor: long measurements here do not hold up the main actor that the
  /// other suites' tests run on.
  @Suite struct DiffablePerformanceTests {
    // Source: the brief's performance bar (appending 10,000 items is linear) and UIKit's O(1)
    // identifier lookups (Apple: "Diffable data sources use identifiers … hashes"). Counted in
    // the hashes and comparisons of items, free of timing noise: linear gives about ×12 from
    // 10,000 to 100,000 items (×10, and the hash tables' doublings rehash what they hold), a
    // scan per append ×100.
    @Test(
      .disabled(
        if: underSanitizer, "a measurement of growth: slow and meaningless under a sanitizer"))
    func appendingManyItemsOneByOneIsLinear() async {
      let (small, large, found) = await onADispatchThread {
        func build(_ count: Int) -> (steps: Int, found: Bool) {
          let counter = StepCounter()
          var snapshot = NSDiffableDataSourceSnapshot<String, CountedItem>()
          snapshot.appendSections(["a", "b"])
          for item in 0..<count { snapshot.appendItems([CountedItem(item, counter)]) }
          let last = CountedItem(count - 1, counter)
          return (counter.steps, snapshot.indexOfItem(last) == count - 1)
        }
        let small = build(10_000)
        let large = build(100_000)
        return (small.steps, large.steps, small.found && large.found)
      }
      #expect(found)
      #expect(small >= 10_000, "each append looks its item up")
      #expect(Double(large) / Double(small) < 20, "10k items: \(small) steps; 100k: \(large)")
    }
  }

  /// Counts the elementary steps of identifier lookups: each hash and comparison of a
  /// ``CountedItem``. Touched by one thread only (the measurement's), so unchecked.
  private final class StepCounter: @unchecked Sendable {
    var steps = 0
  }

  /// An item identifier that counts its hashes and comparisons in a ``StepCounter``.
  private struct CountedItem: Hashable, Sendable {
    let value: Int
    let counter: StepCounter
    init(_ value: Int, _ counter: StepCounter) {
      self.value = value
      self.counter = counter
    }
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.counter.steps += 1
      return lhs.value == rhs.value
    }
    func hash(into hasher: inout Hasher) {
      counter.steps += 1
      hasher.combine(value)
    }
  }

  @Suite struct DiffableUpdateTests {
    // Source: Apple's apply(_:animatingDifferences:) docs — the data source "computes the
    // difference between the current state and the new state"; UITableView's
    // performBatchUpdates docs for the index-path conventions (deletions before, insertions
    // after). Checked by replaying the update on the old state, UIKit's way.
    @Test func randomUpdatesReplayToTheNewSnapshot() async {
      let failures = await onADispatchThread { randomReplayFailures() }
      #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    // Source: Apple's apply docs (only the differences are applied): an equal snapshot is no
    // update at all; a single move is one move (UIKit animates one row, not the whole list).
    @Test func minimalUpdates() {
      let old = makeSnapshot([("a", Array(0..<100))])
      #expect(DiffableUpdate(from: old, to: old).isEmpty)
      var new = old
      new.moveItem(99, beforeItem: 0)
      let update = DiffableUpdate(from: old, to: new)
      #expect(update.movedItems.count == 1)
      #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty)
      var reconfigured = old
      reconfigured.reconfigureItems([5])
      reconfigured.reloadItems([6])
      let reconfigure = DiffableUpdate(from: old, to: reconfigured)
      #expect(reconfigure.reconfiguredItems == [IndexPath(indexes: [0, 5])])
      #expect(reconfigure.reloadedItems == [IndexPath(indexes: [0, 6])])
      #expect(!reconfigure.movedItems.contains { _ in true })
    }

    // Source: Apple's apply(_:animatingDifferences:) docs ("an O(n) operation, where n is the
    // number of items in the snapshot"). Counted in elementary steps (free of timing noise), at
    // 10,000 and 100,000 items with 100 mixed changes; the time it takes is Benchmarks/'s.
    @Test(
      .disabled(
        if: underSanitizer, "a measurement of growth: slow and meaningless under a sanitizer"))
    func diffIsNearLinear() async {
      let (small, large, changedSomething) = await onADispatchThread {
        func work(_ count: Int) -> (work: Int, changed: Bool) {
          let old = makeSnapshot([("a", Array(0..<count))])
          let new = makeSnapshot([("a", changed(Array(0..<count), seed: UInt64(count)))])
          let update = DiffableUpdate(from: old, to: new)
          return (update.work, !update.isEmpty)
        }
        let small = work(10_000)
        let large = work(100_000)
        return (small.work, large.work, small.changed && large.changed)
      }
      #expect(changedSomething)
      #expect(Double(large) / Double(small) < 11, "10k items: \(small) steps; 100k: \(large)")
    }
  }

  /// Replays random updates (300 rounds of random snapshots and changes) and returns the
  /// rounds whose replay did not give the new snapshot.
  /// 300 random cases: a snapshot of up to 4 sections of up to 8 items, and the same after
  /// up to 6 random changes (deletions, insertions, moves of items and sections, reloads).
  private func randomCases() -> [(old: Snapshot, new: Snapshot)] {
    var cases: [(old: Snapshot, new: Snapshot)] = []
    var random = SeededGenerator(seed: 2026)
    var nextItem = 10_000
    for _ in 0..<300 {
      var sections: [(String, [Int])] = []
      var item = 0
      for section in 0..<Int.random(in: 0...4, using: &random) {
        let count = Int.random(in: 0...8, using: &random)
        sections.append(("s\(section)", Array(item..<(item + count))))
        item += count
      }
      let old = makeSnapshot(sections)
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let items = new.itemIdentifiers
        let sectionIDs = new.sectionIdentifiers
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
        case 1 where !sectionIDs.isEmpty:
          nextItem += 1
          new.appendItems([nextItem], toSection: sectionIDs.randomElement(using: &random)!)
        case 2 where items.count > 1:
          let a = items.randomElement(using: &random)!
          let b = items.randomElement(using: &random)!
          if a != b { new.moveItem(a, beforeItem: b) }
        case 3 where sectionIDs.count > 1:
          let a = sectionIDs.randomElement(using: &random)!
          let b = sectionIDs.randomElement(using: &random)!
          if a != b { new.moveSection(a, afterSection: b) }
        case 4 where !sectionIDs.isEmpty:
          new.deleteSections([sectionIDs.randomElement(using: &random)!])
        case 5:
          nextItem += 1
          new.appendSections(["n\(nextItem)"])
        case 6 where !items.isEmpty: new.reloadItems([items.randomElement(using: &random)!])
        case 7 where !sectionIDs.isEmpty:
          new.reloadSections([sectionIDs.randomElement(using: &random)!])
        case 8 where !items.isEmpty:
          nextItem += 1
          new.insertItems([nextItem], afterItem: items.randomElement(using: &random)!)
        default: break
        }
      }
      cases.append((old, new))
    }
    return cases
  }

  private func randomReplayFailures() -> [String] {
    var failures: [String] = []
    for (round, (old, new)) in randomCases().enumerated() {
      let update = DiffableUpdate(from: old, to: new)
      let expected = new.sectionIdentifiers.map { ($0, new.itemIdentifiers(inSection: $0)) }
      switch simulate(update, from: old, to: new) {
      case .success(let replayed)
      where replayed.map(\.0) == expected.map(\.0) && replayed.map(\.1) == expected.map(\.1):
        break
      case .success(let replayed): failures.append("round \(round): \(update) → \(replayed)")
      case .failure(let error): failures.append("round \(round): \(update): \(error)")
      }
    }
    return failures
  }

  /// Runs `body` on a Dispatch thread, outside both the main actor and Swift's cooperative
  /// pool, so that long measurements hold up neither the other tests' main-actor work nor
  /// their tasks.
  private func onADispatchThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
  }

  /// A table of screen size with a registered cell class, and a diffable data source over it
  /// whose cell provider shows the item's text from `texts` (or the number) and counts calls.
  @MainActor private final class DiffableTableFixture {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    var texts: [Int: String] = [:]
    var provided: [Int] = []
    let dataSource: UITableViewDiffableDataSource<String, Int>

    init() {
      table.register(ReuseCountingCell.self, forCellReuseIdentifier: "cell")
      var provided: (Int) -> Void = { _ in }
      var text: (Int) -> String = { "\($0)" }
      dataSource = UITableViewDiffableDataSource(tableView: table) { tableView, indexPath, item in
        provided(item)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = text(item)
        return cell
      }
      provided = { [unowned self] in self.provided.append($0) }
      text = { [unowned self] in self.texts[$0] ?? "\($0)" }
    }

    /// The texts of the visible cells, in order, after a layout pass.
    var shown: [String] {
      table.layoutIfNeeded()
      return (table.indexPathsForVisibleRows ?? []).compactMap {
        table.cellForRow(at: $0)?.textLabel?.text
      }
    }

    func apply(_ sections: [(String, [Int])], animated: Bool = false) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(sections.map(\.0))
      for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
      dataSource.apply(snapshot, animatingDifferences: animated)
    }
  }

  @MainActor @Suite struct TableDiffableDataSourceTests {
    // Source: UITableView.h (`dataSource` is `weak`); Apple's UITableViewDiffableDataSource
    // overview ("Connect a diffable data source to your table view": init(tableView:…) makes
    // it the data source).
    @Test func itBecomesTheTablesWeakDataSource() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      var dataSource: UITableViewDiffableDataSource<String, Int>? =
        UITableViewDiffableDataSource(tableView: table) { _, _, _ in UITableViewCell() }
      #expect(table.dataSource === dataSource)
      let released = WeakReference(dataSource)
      dataSource = nil
      #expect(released.object == nil)
      #expect(table.dataSource == nil)
    }

    // Source: Apple's apply(_:animatingDifferences:) docs and the "Updating Collection Views
    // Using Diffable Data Sources" sample: the first apply fills the empty list; rows show the
    // items in order; snapshot() returns the current state; itemIdentifier(for:) and
    // indexPath(for:) map both ways.
    @Test func firstApplyFillsTheTableInOrder() {
      let fixture = DiffableTableFixture()
      #expect(fixture.shown.isEmpty)
      let reports = misuseReports {
        fixture.apply([("a", [1, 2, 3]), ("b", [4, 5])])
      }
      #expect(reports.isEmpty)
      #expect(fixture.table.numberOfSections == 2)
      #expect(fixture.table.numberOfRows(inSection: 1) == 2)
      #expect(fixture.shown == ["1", "2", "3", "4", "5"])
      let source = fixture.dataSource
      #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
      #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 5)
      #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 1)) == nil)
      #expect(source.indexPath(for: 3) == IndexPath(row: 2, section: 0))
      #expect(source.indexPath(for: 42) == nil)
      #expect(source.sectionIdentifier(for: 1) == "b" && source.index(for: "a") == 0)
    }

    // Source: Apple's apply docs (the data source computes the differences and updates the
    // UI with them); UITableView's performBatchUpdates docs (rows not deleted or reloaded keep
    // their cells). The table's own consistency check passes (no misuse report).
    @Test func applyDiffsIntoOneBatchAndKeepsTheCellsOfItemsThatStay() {
      let fixture = DiffableTableFixture()
      fixture.apply([("a", [1, 2, 3, 4]), ("b", [5, 6])])
      #expect(fixture.shown == ["1", "2", "3", "4", "5", "6"])
      let cellOf3 = fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))
      fixture.provided = []
      let reports = misuseReports {
        fixture.apply([("a", [4, 1]), ("b", [6, 3, 7]), ("c", [8])])
      }
      #expect(reports.isEmpty)
      #expect(fixture.shown == ["4", "1", "6", "3", "7", "8"])
      #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellOf3)
      #expect(fixture.provided.sorted() == [7, 8])  // only the new items' cells are made
      // Sections reorder too: a moved section keeps its rows' cells (UITableView's
      // moveSection(_:toSection:) docs).
      fixture.provided = []
      let moved = misuseReports { fixture.apply([("c", [8]), ("b", [6, 3]), ("a", [1, 4])]) }
      #expect(moved.isEmpty)
      #expect(fixture.shown == ["8", "6", "3", "1", "4"])
      #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellOf3)
      #expect(fixture.provided.isEmpty)
    }

    // Source: UITableView's performBatchUpdates docs (the table checks the counts and keeps
    // the cells of rows that stay) and Apple's apply docs. 300 random updates through a real
    // table: never an "Invalid update", the rows show the new snapshot in order, and the rows
    // of items that stayed (not reloaded, not in a reloaded section) keep their cells.
    @Test func randomUpdatesThroughTheTableKeepItConsistent() {
      var failures: [String] = []
      for (round, (old, new)) in randomCases().enumerated() {
        let fixture = DiffableTableFixture()
        fixture.dataSource.apply(old, animatingDifferences: false)
        _ = fixture.shown
        var cells: [Int: UITableViewCell] = [:]
        for cell in fixture.table.visibleCells {
          if let path = fixture.table.indexPath(for: cell),
            let item = fixture.dataSource.itemIdentifier(for: path)
          {
            cells[item] = cell
          }
        }
        let reports = misuseReports { fixture.dataSource.apply(new, animatingDifferences: false) }
        let shown = fixture.shown
        let expected = new.itemIdentifiers.prefix(20).map(String.init)  // 20 rows fit
        if !reports.isEmpty || shown != expected {
          failures.append("round \(round): \(reports.map(\.message)) shown \(shown)")
          continue
        }
        for (item, cell) in cells {
          guard let path = fixture.dataSource.indexPath(for: item),
            !new.reloadedItemIdentifiers.contains(item),
            let section = new.sectionIdentifier(containingItem: item),
            !new.reloadedSectionIdentifiers.contains(section),
            old.sectionIdentifier(containingItem: item) == section
          else { continue }
          // Still on screen (an insertion above can push a row off): the same cell.
          if let now = fixture.table.cellForRow(at: path), now !== cell {
            failures.append("round \(round): item \(item) has a new cell")
          }
        }
      }
      #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    // Source: Apple's apply docs — only the differences are applied; an equal snapshot has
    // none: no cell is made again.
    @Test func applyingAnEqualSnapshotChangesNothing() {
      let fixture = DiffableTableFixture()
      fixture.apply([("a", [1, 2, 3])])
      _ = fixture.shown
      let cells = fixture.table.visibleCells
      fixture.provided = []
      fixture.apply([("a", [1, 2, 3])])
      _ = fixture.shown
      #expect(fixture.provided.isEmpty)
      #expect(zip(fixture.table.visibleCells, cells).allSatisfy { $0 === $1 })
    }

    // Source: Apple's reconfigureItems(_:) docs: "updates the contents of existing cells
    // without replacing them with new cells"; reloadItems(_:) replaces the cell.
    @Test func reconfigureKeepsTheCellAndReloadRemakesIt() {
      let fixture = DiffableTableFixture()
      fixture.apply([("a", [1, 2, 3])])
      _ = fixture.shown
      let cell2 = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
      fixture.texts[2] = "two"
      fixture.provided = []
      var snapshot = fixture.dataSource.snapshot()
      snapshot.reconfigureItems([2])
      fixture.dataSource.apply(snapshot, animatingDifferences: false)
      #expect(fixture.shown == ["1", "two", "3"])
      #expect(fixture.provided == [2])
      #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell2)
      #expect((cell2 as? ReuseCountingCell)?.reuses == 0)  // not prepared for reuse
      #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)

      fixture.texts[3] = "three"
      fixture.provided = []
      snapshot = fixture.dataSource.snapshot()
      snapshot.reloadItems([3])
      fixture.dataSource.apply(snapshot, animatingDifferences: false)
      #expect(fixture.shown == ["1", "two", "three"])
      #expect(fixture.provided == [3])
    }

    // Source: UIDiffableDataSource.h ("the completion block … will be called on the main queue
    // when any animations are completed"); stricter headless timing: never inside the call,
    // animated or not.
    @Test func theCompletionRunsLaterNeverInsideApply() async {
      useShortTransitions()
      let fixture = DiffableTableFixture()
      var done: [String] = []
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2])
      fixture.dataSource.apply(snapshot, animatingDifferences: false) { done.append("plain") }
      #expect(done.isEmpty)
      await nextMainQueueTurn()
      #expect(done == ["plain"])
      snapshot.appendItems([3])
      fixture.dataSource.apply(snapshot, animatingDifferences: true) { done.append("animated") }
      #expect(done == ["plain"])
      #expect(fixture.table.numberOfRows(inSection: 0) == 3)  // the rows changed at once
      #expect(await waitUntil { done == ["plain", "animated"] })
      fixture.dataSource.apply(snapshot) { done.append("unchanged") }
      #expect(done.count == 2)
      #expect(await waitUntil { done.last == "unchanged" })
      snapshot.appendItems([4])
      await fixture.dataSource.apply(snapshot, animatingDifferences: true)
      #expect(fixture.shown == ["1", "2", "3", "4"])
    }

    // Source: applySnapshotUsingReloadData docs / UIDiffableDataSource.h ("always skips
    // diffing, and immediately resets the UITableView to the new data source state without
    // animation"): every visible cell is made anew.
    @Test func applyUsingReloadDataResetsWithoutDiffing() async {
      let fixture = DiffableTableFixture()
      fixture.apply([("a", [1, 2, 3])])
      _ = fixture.shown
      fixture.provided = []
      var snapshot = fixture.dataSource.snapshot()
      snapshot.appendItems([4])
      var done = false
      fixture.dataSource.applySnapshotUsingReloadData(snapshot) { done = true }
      #expect(!done)
      #expect(fixture.shown == ["1", "2", "3", "4"])
      #expect(fixture.provided == [1, 2, 3, 4])
      #expect(await waitUntil { done })
      await fixture.dataSource.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot())
      #expect(fixture.shown.isEmpty)
    }

    // Source: UIDiffableDataSource.h ("you may call this from a background queue … the final
    // UI update [is] applied back on the main queue"; all applies confined to one queue);
    // the iOS 16.5 SDK's overlay marks apply and snapshot() nonisolated.
    @Test func applyFromABackgroundQueueUpdatesTheTableOnTheMainQueue() async {
      let fixture = DiffableTableFixture()
      fixture.apply([("a", [1])])
      let source = fixture.dataSource
      let counts = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          var snapshot = source.snapshot()
          snapshot.appendItems([2, 3])
          source.apply(snapshot, animatingDifferences: false)
          continuation.resume(returning: source.snapshot().numberOfItems)
        }
      }
      #expect(counts == 3)  // the latest snapshot, on the applying queue
      #expect(await waitUntil { fixture.table.numberOfRows(inSection: 0) == 3 })
      #expect(fixture.shown == ["1", "2", "3"])

      // Mixing queues: a main-queue apply while a background one is on its way is refused
      // (UIKit asserts "Deadlock detected … outstanding async updates").
      let reports = misuseReports {
        DispatchQueue.global().sync {
          var snapshot = source.snapshot()
          snapshot.appendItems([4])
          source.apply(snapshot, animatingDifferences: false)
        }
        fixture.apply([("a", [9])])
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("Deadlock detected") == true)
      #expect(await waitUntil { fixture.table.numberOfRows(inSection: 0) == 4 })
      #expect(fixture.shown == ["1", "2", "3", "4"])
    }

    // Source: UITableViewDelegate.tableView(_:didSelectRowAt:) and Apple's itemIdentifier(for:)
    // docs — the delegate maps the tapped row to its item through the data source.
    @Test func aTappedRowMapsToItsItem() async {
      let (window, base) = await makeWindow()
      _ = window
      let fixture = DiffableTableFixture()
      let delegate = SelectionRecorder()
      fixture.table.delegate = delegate
      base.view.addSubview(fixture.table)
      fixture.apply([("a", [10, 20, 30])])
      var snapshot = fixture.dataSource.snapshot()
      snapshot.moveItem(30, beforeItem: 10)
      await fixture.dataSource.apply(snapshot, animatingDifferences: true)
      #expect(await waitUntil { fixture.table.visibleCells.count == 3 })
      #expect(fixture.table.headless.tap(at: IndexPath(row: 0, section: 0)))
      #expect(delegate.selected.map { fixture.dataSource.itemIdentifier(for: $0) } == [30])
      fixture.table.removeFromSuperview()
    }

    // Source: UIKit's UITableViewDiffableDataSource defaults (canEditRowAt is false until a
    // subclass overrides it: swipe to delete needs the override, Apple's sample
    // "Implementing Modern Collection Views" / practice); titleForHeaderInSection is nil.
    @Test func editingNeedsASubclassAndDeletesThroughASnapshot() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let plain = UITableViewDiffableDataSource<String, Int>(tableView: table) {
        tableView, indexPath, _ in
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2, 3])
      plain.apply(snapshot, animatingDifferences: false)
      table.layoutIfNeeded()
      #expect(!plain.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
      #expect(plain.tableView(table, titleForHeaderInSection: 0) == nil)
      #expect(!table.headless.swipeToDelete(at: IndexPath(row: 0, section: 0)))

      let editable = EditableDataSource(tableView: table) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
      }
      editable.applySnapshotUsingReloadData(snapshot)
      table.layoutIfNeeded()
      #expect(table.headless.swipeToDelete(at: IndexPath(row: 1, section: 0)))
      #expect(editable.snapshot().itemIdentifiers == [1, 3])
      table.layoutIfNeeded()
      #expect(table.visibleCells.map { $0.textLabel?.text } == ["1", "3"])
      #expect(editable.tableView(table, titleForHeaderInSection: 0) == "Section a")
    }

    // Source: UIKit raises when the cell provider returns nil ("UITableView dataSource
    // returned a nil cell"). Headless: reported, naming the data source and the item.
    @Test func aNilCellIsReported() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([7])
      let reports = misuseReports {
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("UITableViewDiffableDataSource<String, Int>") == true)
      #expect(reports.first?.message.contains("7") == true)
    }

    // Source: Apple's apply(_:animatingDifferences:) docs ("an O(n) operation, where n is the
    // number of items"); the brief's bar: 10× the items costs well under 100× (quadratic).
    // Counted in the diff's elementary steps, free of timing noise; the time it takes is
    // Benchmarks/'s. Only the visible rows' cells are made, whatever the number of items.
    @Test(
      .disabled(
        if: underSanitizer, "a measurement of growth: slow and meaningless under a sanitizer"))
    func applyingHundredChangesIsNearLinearInTheNumberOfItems() {
      func measure(_ count: Int) -> (work: Int, cells: Int) {
        let fixture = DiffableTableFixture()
        fixture.apply([("a", Array(0..<count))])
        _ = fixture.shown
        let changed = makeSnapshot([("a", changed(Array(0..<count), seed: UInt64(count)))])
        fixture.provided = []
        fixture.dataSource.apply(changed, animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.dataSource.snapshot().numberOfItems == count + 34 - 33)
        #expect(fixture.shown.count == 20)
        return (fixture.dataSource.lastDiffWork, fixture.provided.count)
      }
      // On the main actor (the table is UIKit): sizes that keep it brief, so that the tests
      // running beside it are not held up.
      let small = measure(1_000)
      let large = measure(10_000)
      #expect(Double(large.work) / Double(small.work) < 11, "\(small.work) / \(large.work)")
      #expect(large.cells <= 60)  // only visible rows' cells, whatever the number of items
    }
  }

  /// A cell that counts how often it was prepared for reuse.
  private final class ReuseCountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  @MainActor private final class SelectionRecorder: NSObject, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  private final class EditableDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }
    override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    {
      sectionIdentifier(for: section).map { "Section \($0)" }
    }
    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([item])
      apply(snapshot, animatingDifferences: false)
    }
  }

  @MainActor @Suite struct CollectionDiffableDataSourceTests {
    // Source: Apple's UICollectionViewDiffableDataSource docs and the "Implementing Modern
    // Collection Views" sample: a list layout, a cell registration in the cell provider, a
    // header from the supplementaryViewProvider; apply diffs, reconfigureItems keeps the cell
    // (reconfigureItems(_:) docs), and a tapped item maps to its identifier.
    @Test func listDiffsReconfiguresAndMapsTaps() async {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      let book = CellBook()
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, item in
        book.configured.append(item)
        var content = UIListContentConfiguration.cell()
        content.text = book.names[item] ?? "\(item)"
        cell.contentConfiguration = content
      }
      let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        var content = UIListContentConfiguration.plainHeader()
        content.text = "Header \(indexPath.section)"
        view.contentConfiguration = content
      }
      let dataSource = UICollectionViewDiffableDataSource<String, Int>(
        collectionView: collection
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      #expect(collection.dataSource === dataSource)
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
      func shown() -> [String] {
        collection.layoutIfNeeded()
        return collection.visibleCells.flatMap(\.headless.texts)
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2, 3, 4])
      let reports = misuseReports { dataSource.apply(snapshot, animatingDifferences: false) }
      #expect(reports.isEmpty)
      #expect(shown() == ["1", "2", "3", "4"])
      let cellOf2 = collection.cellForItem(at: IndexPath(item: 1, section: 0))
      snapshot.deleteItems([1])
      snapshot.moveItem(4, beforeItem: 2)
      snapshot.appendItems([5])
      book.names[2] = "two"
      snapshot.reconfigureItems([2])
      book.configured = []
      let update = misuseReports { dataSource.apply(snapshot, animatingDifferences: false) }
      #expect(update.isEmpty)
      #expect(shown() == ["4", "two", "3", "5"])
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf2)
      #expect(book.configured.sorted() == [2, 5])
      #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 4)
      #expect(dataSource.indexPath(for: 5) == IndexPath(item: 3, section: 0))
      #expect(dataSource.snapshot().itemIdentifiers == [4, 2, 3, 5])

      let (window, base) = await makeWindow()
      _ = window
      let delegate = ItemSelectionRecorder()
      collection.delegate = delegate
      base.view.addSubview(collection)
      #expect(collection.headless.tap(at: IndexPath(item: 2, section: 0)))
      #expect(delegate.selected.map { dataSource.itemIdentifier(for: $0) } == [3])
      collection.removeFromSuperview()
    }

    // Source: Apple's apply(_:to:animatingDifferences:completion:) and snapshot(for:) docs: a
    // section snapshot replaces one section's items; the collection shows its visible items.
    @Test func sectionSnapshotsFillOneSection() async {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, item in
        var content = UIListContentConfiguration.cell()
        content.text = item
        cell.contentConfiguration = content
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruits", "Vegetables"])
      outline.append(["Apple", "Pear"], to: "Fruits")
      await dataSource.apply(outline, to: 0, animatingDifferences: false)
      collection.layoutIfNeeded()
      #expect(collection.visibleCells.flatMap(\.headless.texts) == ["Fruits", "Vegetables"])
      outline.expand(["Fruits"])
      dataSource.apply(outline, to: 0, animatingDifferences: false, completion: nil)
      collection.layoutIfNeeded()
      #expect(
        collection.visibleCells.flatMap(\.headless.texts)
          == ["Fruits", "Apple", "Pear", "Vegetables"])
      #expect(dataSource.snapshot(for: 0).items == outline.items)
      #expect(dataSource.snapshot().sectionIdentifiers == [0])
    }
  }

  /// What a cell registration's handler reads and records.
  @MainActor private final class CellBook {
    var names: [Int: String] = [:]
    var configured: [Int] = []
  }

  extension CollectionDiffableDataSourceTests {
    // Source: Apple's UICollectionViewDiffableDataSource.ReorderingHandlers docs: items can
    // be reordered when canReorderItem allows it; willReorder and didReorder get a transaction
    // (initial and final snapshots, the difference) around the data source's own update.
    @Test func reorderingHandlersSurroundAUsersMove() {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        _, _, _ in
      }
      let dataSource = UICollectionViewDiffableDataSource<String, Int>(
        collectionView: collection
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2, 3])
      dataSource.apply(snapshot, animatingDifferences: false)
      let first = IndexPath(item: 0, section: 0)
      #expect(!dataSource.collectionView(collection, canMoveItemAt: first))
      var log: [String] = []
      dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
      dataSource.reorderingHandlers.willReorder = {
        log.append("will \($0.initialSnapshot.itemIdentifiers)")
      }
      dataSource.reorderingHandlers.didReorder = { transaction in
        log.append("did \(transaction.finalSnapshot.itemIdentifiers)")
        log.append("sections \(transaction.sectionTransactions.map(\.sectionIdentifier))")
      }
      #expect(dataSource.collectionView(collection, canMoveItemAt: first))
      #expect(!dataSource.collectionView(collection, canMoveItemAt: IndexPath(item: 2, section: 0)))
      dataSource.collectionView(collection, moveItemAt: first, to: IndexPath(item: 2, section: 0))
      #expect(log == ["will [1, 2, 3]", "did [2, 3, 1]", "sections [\"a\"]"])
      #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
      #expect(dataSource.itemIdentifier(for: first) == 2)
    }
  }

  @MainActor private final class ItemSelectionRecorder: NSObject, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  // Source: the iOS 16.5 SDK's UIKit overlay (UITableViewDiffableDataSource's apply and
  // snapshot() are nonisolated; the class is @MainActor). This code also type-checks against
  // the real iOS SDK with complete concurrency checking: it must compile here unchanged.
  @MainActor private final class ScreenUsingDiffableSources: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<String, Int>!

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
      }
      dataSource.defaultRowAnimation = .fade
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      snapshot.appendItems([1, 2, 3], toSection: "main")
      dataSource.apply(snapshot, animatingDifferences: false) {}
      let source = dataSource!
      DispatchQueue.global().async {
        var copy = source.snapshot()
        copy.appendItems([4])
        source.apply(copy, animatingDifferences: true)
      }
      Task { await source.applySnapshotUsingReloadData(snapshot) }
    }
  }
#endif
