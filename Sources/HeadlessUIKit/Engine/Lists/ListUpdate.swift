#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The changes of one batch update of a table or collection view, and UIKit's checks of them
  /// against the data source's counts before and after, shared by both.
  struct ListUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []

    /// Whether nothing was recorded.
    var isEmpty: Bool {
      insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
        && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty
        && movedItems.isEmpty && movedSections.isEmpty
    }

    /// The words of the messages: "table view" and "row", or "collection view" and "item".
    struct Nouns {
      let view: String
      let item: String
    }

    /// UIKit's "Invalid update" message when the update does not match the counts (UIKit
    /// raises NSInternalInconsistencyException with it), else `nil`.
    func validate(old: [Int], new: [Int], nouns: Nouns) -> String? {
      let items = nouns.item + "s"
      for section in deletedSections.union(reloadedSections) where section >= old.count {
        return
          "attempt to \(deletedSections.contains(section) ? "delete" : "reload") section "
          + "\(section), but there are only \(old.count) sections before the update"
      }
      for section in insertedSections where section >= new.count {
        return
          "attempt to insert section \(section) but there are only \(new.count) sections "
          + "after the update"
      }
      for move in movedSections where move.from >= old.count || move.to >= new.count {
        return
          "attempt to move section \(move.from) to section \(move.to), but there are only "
          + "\(old.count) sections before the update and \(new.count) after"
      }
      let expectedSections = old.count + insertedSections.count - deletedSections.count
      if new.count != expectedSections {
        return
          "Invalid update: invalid number of sections. The number of sections contained in "
          + "the \(nouns.view) after the update (\(new.count)) must be equal to the number of "
          + "sections contained in the \(nouns.view) before the update (\(old.count)), plus or "
          + "minus the number of sections inserted or deleted (\(insertedSections.count) "
          + "inserted, \(deletedSections.count) deleted)."
      }
      let sources =
        deletedItems.map { ("delete", $0) } + reloadedItems.map { ("reload", $0) }
        + movedItems.map { ("move", $0.from) }
      for (verb, path) in sources {
        guard path.section < old.count, path.item >= 0, path.item < old[path.section] else {
          let count = path.section < old.count ? old[path.section] : 0
          return
            "attempt to \(verb) \(nouns.item) \(path.item) from section \(path.section) which "
            + "only contains \(count) \(items) before the update"
        }
      }
      for (verb, path) in insertedItems.map({ ("insert", $0) })
        + movedItems.map({ ("move", $0.to) })
      {
        guard path.section < new.count, path.item >= 0, path.item < new[path.section] else {
          let count = path.section < new.count ? new[path.section] : 0
          return
            "attempt to \(verb) \(nouns.item) \(path.item) into section \(path.section), but "
            + "there are only \(count) \(items) in section \(path.section) after the update"
        }
      }
      for oldSection in old.indices
      where !deletedSections.contains(oldSection) && !reloadedSections.contains(oldSection) {
        guard let newSection = mapSection(oldSection), !insertedSections.contains(newSection)
        else { continue }
        let inserted = insertedItems.filter { $0.section == newSection }.count
        let deleted = deletedItems.filter { $0.section == oldSection }.count
        let movedIn = movedItems.filter { $0.to.section == newSection }.count
        let movedOut = movedItems.filter { $0.from.section == oldSection }.count
        let expected = old[oldSection] + inserted - deleted + movedIn - movedOut
        if new[newSection] != expected {
          return
            "Invalid update: invalid number of \(items) in section \(newSection). The number of "
            + "\(items) contained in an existing section after the update (\(new[newSection])) "
            + "must be equal to the number of \(items) contained in that section before the "
            + "update (\(old[oldSection])), plus or minus the number of \(items) inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
            + "minus the number of \(items) moved into or out of that section (\(movedIn) moved "
            + "in, \(movedOut) moved out)."
        }
      }
      return nil
    }

    /// Where an old section is after the update; `nil` when deleted. A moved section goes
    /// where it was moved; the others keep their order around the deleted, inserted and moved
    /// ones, as UIKit's batch updates.
    func mapSection(_ section: Int) -> Int? {
      guard !movedSections.isEmpty else {
        return Self.map(section, deleted: deletedSections, inserted: insertedSections)
      }
      if let move = movedSections.first(where: { $0.from == section }) { return move.to }
      guard !deletedSections.contains(section) else { return nil }
      return Self.map(
        section, deleted: deletedSections.union(IndexSet(movedSections.map(\.from))),
        inserted: insertedSections.union(IndexSet(movedSections.map(\.to))))
    }

    /// Where an old item is after the update; `nil` when it is gone or replaced (deleted,
    /// reloaded, or in a deleted or reloaded section).
    func mapItem(_ path: IndexPath) -> IndexPath? {
      if let move = movedItems.first(where: { $0.from == path }) { return move.to }
      guard !reloadedSections.contains(path.section), let section = mapSection(path.section),
        !deletedItems.contains(path), !reloadedItems.contains(path)
      else { return nil }
      let deleted = IndexSet(
        (deletedItems.filter { $0.section == path.section }
          + movedItems.map(\.from).filter { $0.section == path.section }).map(\.item))
      let inserted = IndexSet(
        (insertedItems.filter { $0.section == section }
          + movedItems.map(\.to).filter { $0.section == section }).map(\.item))
      return Self.map(path.item, deleted: deleted, inserted: inserted).map {
        IndexPath(item: $0, section: section)
      }
    }

    /// Where index `index` goes when `deleted` (old indices) are removed and `inserted` (new
    /// indices) are added.
    static func map(_ index: Int, deleted: IndexSet, inserted: IndexSet) -> Int? {
      guard !deleted.contains(index) else { return nil }
      var new = index - deleted.count(in: 0..<index)
      for insertion in inserted {
        if insertion <= new { new += 1 } else { break }
      }
      return new
    }
  }
#endif
