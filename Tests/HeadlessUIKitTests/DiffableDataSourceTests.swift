#if !os(iOS) && !os(tvOS) && !os(visionOS)
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

    // Source: the brief's performance bar (appending 10,000 items is linear) and UIKit's O(1)
    // identifier lookups (Apple: "Diffable data sources use identifiers … hashes").
    @Test func appendingManyItemsOneByOneIsLinear() {
      func build(_ count: Int) -> Duration {
        let clock = ContinuousClock()
        return clock.measure {
          var snapshot = Snapshot()
          snapshot.appendSections(["a", "b"])
          for item in 0..<count { snapshot.appendItems([item]) }
          #expect(snapshot.indexOfItem(count - 1) == count - 1)
        }
      }
      _ = build(1_000)  // warm up
      let small = (0..<3).map { _ in build(10_000) }.min()!
      let large = (0..<3).map { _ in build(100_000) }.min()!
      let ratio = large / small
      print("appendItems one by one: 10k \(small), 100k \(large), ratio \(ratio)")
      #expect(ratio < 30)
    }
  }

  @MainActor @Suite struct DiffableSectionSnapshotTests {
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

  /// A small deterministic generator (SplitMix64), so that random cases repeat.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A snapshot of `sections` sections named s0…, holding the items of `items` in order.
  private func makeSnapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
    return snapshot
  }

  @MainActor @Suite struct DiffableUpdateTests {
    // Source: Apple's apply(_:animatingDifferences:) docs — the data source "computes the
    // difference between the current state and the new state"; UITableView's
    // performBatchUpdates docs for the index-path conventions (deletions before, insertions
    // after). Checked by replaying the update on the old state, UIKit's way.
    @Test func randomUpdatesReplayToTheNewSnapshot() throws {
      var random = SeededGenerator(state: 2026)
      var nextItem = 10_000
      for round in 0..<300 {
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
        let update = DiffableUpdate(from: old, to: new)
        let expected = new.sectionIdentifiers.map { ($0, new.itemIdentifiers(inSection: $0)) }
        for variant in [update, update.withSectionMovesAsDeletesAndInserts] {
          let replayed = try simulate(variant, from: old, to: new).get()
          #expect(
            replayed.map(\.0) == expected.map(\.0) && replayed.map(\.1) == expected.map(\.1),
            "round \(round): \(variant)")
        }
      }
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
    // number of items in the snapshot"). Counted in elementary steps (free of timing noise) and
    // timed, at 10,000 and 100,000 items with 100 mixed changes.
    @Test func diffIsNearLinear() {
      func measure(_ count: Int) -> (work: Int, time: Duration) {
        let old = makeSnapshot([("a", Array(0..<count))])
        var new = old
        var random = SeededGenerator(state: UInt64(count))
        for change in 0..<100 {
          let items = new.itemIdentifiers(inSection: "a")
          let target = items[Int.random(in: 0..<items.count, using: &random)]
          switch change % 3 {
          case 0: new.insertItems([count + change], beforeItem: target)
          case 1: new.deleteItems([target])
          default:
            let other = items[Int.random(in: 0..<items.count, using: &random)]
            if other != target { new.moveItem(target, afterItem: other) }
          }
        }
        var update = DiffableUpdate()
        let clock = ContinuousClock()
        let time = (0..<3).map { _ in
          clock.measure { update = DiffableUpdate(from: old, to: new) }
        }.min()!
        #expect(!update.isEmpty)
        return (update.work, time)
      }
      _ = measure(1_000)  // warm up
      let small = measure(10_000)
      let large = measure(100_000)
      let workRatio = Double(large.work) / Double(small.work)
      let timeRatio = large.time / small.time
      print(
        "diff of 100 changes: 10k items \(small.work) steps \(small.time); 100k items "
          + "\(large.work) steps \(large.time); ratios \(workRatio) steps, \(timeRatio) time")
      #expect(workRatio < 11)
      #expect(timeRatio < 20)
    }
  }
#endif
