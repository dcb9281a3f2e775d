#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The batch update that turns a list showing one snapshot into the same list showing another,
  /// in the terms of `performBatchUpdates`: deletions and reloads name positions before the
  /// update, insertions name positions after it, moves name both; reconfigurations name
  /// positions after it and run once the batch is done.
  ///
  /// Computed by ``init(from:to:)`` in time linear in the number of items and sections, plus
  /// O(m log n) for the m items that changed position relative to their neighbours (a longest
  /// increasing subsequence keeps the most items in place, so one item moved from the end to the
  /// front is one move, not n).
  struct DiffableUpdate: Equatable, Sendable {
    /// Sections removed (positions before the update).
    var deletedSections = IndexSet()
    /// Sections added (positions after the update).
    var insertedSections = IndexSet()
    /// Sections moved (before → after).
    var movedSections: [Move<Int>] = []
    /// Sections whose cells are all made anew (positions before the update).
    var reloadedSections = IndexSet()
    /// Items removed (positions before the update).
    var deletedItems: [IndexPath] = []
    /// Items added (positions after the update).
    var insertedItems: [IndexPath] = []
    /// Items moved (before → after).
    var movedItems: [Move<IndexPath>] = []
    /// Items whose cell is made anew (positions before the update).
    var reloadedItems: [IndexPath] = []
    /// Items whose existing cell is configured again (positions after the update).
    var reconfiguredItems: [IndexPath] = []
    /// The elementary steps the diff took (element visits, hash lookups and binary-search
    /// steps): the measure of its cost that tests compare across sizes, free of timing noise.
    var work = 0

    /// A move from a position before the update to one after it.
    struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
      var from: Position
      var to: Position
    }

    /// Whether the update changes nothing (an equal snapshot without reloads).
    var isEmpty: Bool {
      deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
        && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
        && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// Whether the batch changes the structure (anything but reconfigurations).
    var hasBatchChanges: Bool {
      !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
        && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
        && movedItems.isEmpty && reloadedItems.isEmpty)
    }

    init() {}

    /// The update from `old` to `new`; `new`'s reloads and reconfigurations are included.
    init<S, I>(
      from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) {
      // Sections: deleted, inserted, and of those in both, the ones kept in place (a longest
      // increasing run of their new positions in old order); the others move. A reloaded
      // section that moves is deleted and inserted instead (UIKit refuses a reload and a move
      // of one section in one batch).
      let oldSections = old.sectionList
      let newSections = new.sectionList
      var commonOldPositions: [Int] = []  // old positions of the sections in both
      var commonNewPositions: [Int] = []  // their new positions, in old order
      for (position, section) in oldSections.enumerated() {
        work += 1
        if let newPosition = new.indexOfSection(section) {
          commonOldPositions.append(position)
          commonNewPositions.append(newPosition)
        } else {
          deletedSections.insert(position)
        }
      }
      for (position, section) in newSections.enumerated() {
        work += 1
        if old.indexOfSection(section) == nil { insertedSections.insert(position) }
      }
      let keptSections = Self.longestIncreasingRun(commonNewPositions, work: &work)
      // Sections whose items are diffed one by one (in both, not reloaded): new position → old.
      var diffedSections: [Int: Int] = [:]
      for (offset, oldPosition) in commonOldPositions.enumerated() {
        let newPosition = commonNewPositions[offset]
        let reloaded = new.isReloaded(section: oldSections[oldPosition])
        switch (keptSections[offset], reloaded) {
        case (true, false):
          diffedSections[newPosition] = oldPosition
        case (true, true):
          reloadedSections.insert(oldPosition)
        case (false, false):
          movedSections.append(Move(from: oldPosition, to: newPosition))
          diffedSections[newPosition] = oldPosition
        case (false, true):
          deletedSections.insert(oldPosition)
          insertedSections.insert(newPosition)
        }
      }

      // Items. An item in a section that is not diffed (deleted, inserted, reloaded) is covered
      // by that section's change. Otherwise: gone → delete; new → insert; in another section →
      // move; in the same section → kept when on the section's longest increasing run of new
      // positions, else move. A reloaded item is reloaded where it stays, else deleted and
      // inserted.
      // One hash lookup per item on each side: an item's place names its section by
      // identifier, compared directly; only items that change section look up positions.
      var isDiffedOld = [Bool](repeating: false, count: oldSections.count)
      for oldPosition in diffedSections.values { isDiffedOld[oldPosition] = true }
      let checksReloads = !new.reloadedItemIdentifiers.isEmpty
      for (newSection, oldSection) in diffedSections {
        let section = oldSections[oldSection]
        var stayingOldIndices: [Int] = []  // positions before, of the items that stay in section
        var stayingNewIndices: [Int] = []  // their positions after, in old order
        for (index, item) in old.sectionItems[oldSection].enumerated() {
          work += 1
          guard let place = new.place(of: item) else {
            deletedItems.append(IndexPath(indexes: [oldSection, index]))
            continue
          }
          if place.section == section {
            stayingOldIndices.append(index)
            stayingNewIndices.append(place.index)
          } else if let target = new.indexOfSection(place.section), diffedSections[target] == nil {
            // Into a section inserted or reloaded: its insertion or reload covers the item.
            deletedItems.append(IndexPath(indexes: [oldSection, index]))
          }  // else into another diffed section: a move, recorded from the new side below
        }
        let kept = Self.longestIncreasingRun(stayingNewIndices, work: &work)
        for (offset, oldIndex) in stayingOldIndices.enumerated() {
          let reloaded =
            checksReloads && new.isReloaded(old.sectionItems[oldSection][oldIndex])
          guard !kept[offset] || reloaded else { continue }
          let before = IndexPath(indexes: [oldSection, oldIndex])
          let after = IndexPath(indexes: [newSection, stayingNewIndices[offset]])
          switch (kept[offset], reloaded) {
          case (true, _): reloadedItems.append(before)
          case (false, false): movedItems.append(Move(from: before, to: after))
          case (false, true):
            deletedItems.append(before)
            insertedItems.append(after)
          }
        }
        for (index, item) in new.sectionItems[newSection].enumerated() {
          work += 1
          guard let place = old.place(of: item) else {
            insertedItems.append(IndexPath(indexes: [newSection, index]))
            continue
          }
          if place.section == section { continue }  // handled above
          let after = IndexPath(indexes: [newSection, index])
          guard let source = old.indexOfSection(place.section), isDiffedOld[source] else {
            insertedItems.append(after)  // from a section deleted or reloaded
            continue
          }
          let before = IndexPath(indexes: [source, place.index])
          if checksReloads && new.isReloaded(item) {
            deletedItems.append(before)
            insertedItems.append(after)
          } else {
            movedItems.append(Move(from: before, to: after))
          }
        }
      }

      // Reconfigurations: items in both, in a diffed section, neither reloaded nor inserted.
      let insertedSet = Set(insertedItems)
      for item in new.reconfiguredItemIdentifiers {
        work += 1
        guard let (newSection, newIndex) = new.location(of: item),
          diffedSections[newSection] != nil, old.location(of: item) != nil,
          !new.isReloaded(item)
        else { continue }
        let after = IndexPath(indexes: [newSection, newIndex])
        if !insertedSet.contains(after) { reconfiguredItems.append(after) }
      }
      deletedItems.sort()
      insertedItems.sort()
      reloadedItems.sort()
      reconfiguredItems.sort()
      movedSections.sort { $0.to < $1.to }
      movedItems.sort { $0.to < $1.to }
    }

    /// Marks the elements on one longest strictly increasing subsequence of `values` (patience
    /// sorting, O(n log n) at worst; a value that extends the longest run costs O(1), so a
    /// sequence with m values out of order costs O(n + m log n)).
    static func longestIncreasingRun(_ values: [Int], work: inout Int) -> [Bool] {
      var kept = [Bool](repeating: false, count: values.count)
      guard !values.isEmpty else { return kept }
      // Fast path: already in order (the common case: nothing moved).
      var sorted = true
      for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
        sorted = false
        break
      }
      work += values.count
      if sorted { return [Bool](repeating: true, count: values.count) }
      var tails: [Int] = []  // index into values of the smallest tail of each run length
      var previous = [Int](repeating: -1, count: values.count)
      for (index, value) in values.enumerated() {
        work += 1
        // Fast path: extends the longest run (most values do when few items moved), O(1).
        if let last = tails.last, values[last] < value {
          previous[index] = last
          tails.append(index)
          continue
        }
        var low = 0
        var high = tails.count
        while low < high {
          work += 1
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
      }
      var index = tails.last!
      while index >= 0 {
        kept[index] = true
        index = previous[index]
      }
      return kept
    }
  }
#endif
