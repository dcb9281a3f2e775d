#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The state of a list's data at one moment — its sections and the items of each, by identifier
  /// — as UIKit's `NSDiffableDataSourceSnapshot`.
  ///
  /// Build a snapshot, then give it to a diffable data source's `apply(_:animatingDifferences:)`:
  ///
  /// ```swift
  /// var snapshot = NSDiffableDataSourceSnapshot<Section, Item.ID>()
  /// snapshot.appendSections([.main])
  /// snapshot.appendItems(items.map(\.id), toSection: .main)
  /// dataSource.apply(snapshot, animatingDifferences: true)
  /// ```
  ///
  /// Every section identifier and every item identifier appears once in the whole snapshot (an
  /// item and a section may share a value). What UIKit refuses with an exception — a duplicate
  /// identifier, an identifier the snapshot does not hold, appending items before any section —
  /// is reported headless through `Misuse` and the snapshot is left as it was.
  ///
  /// Lookups (`indexOfItem(_:)`, `sectionIdentifier(containingItem:)`, `indexOfSection(_:)`) take
  /// constant time; appending `k` items costs O(k).
  public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
  where
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
  {
    /// Where an item is: its section, and its position among the section's items.
    struct ItemPlace: Sendable {
      var section: SectionIdentifierType
      var index: Int
    }

    /// The section identifiers, in order.
    private(set) var sectionList: [SectionIdentifierType] = []
    /// The items of each section, parallel to `sectionList`.
    private(set) var sectionItems: [[ItemIdentifierType]] = []
    /// The position of each section in `sectionList`.
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The place of each item.
    private var itemPlaces: [ItemIdentifierType: ItemPlace] = [:]
    /// The position, among all items, of each section's first item (parallel to `sectionList`).
    private var sectionStarts: [Int] = []
    /// The items to reload, in the order they were asked for, and as a set.
    private var reloadedItems: [ItemIdentifierType] = []
    private var reloadedItemSet: Set<ItemIdentifierType> = []
    /// The items to reconfigure, in the order they were asked for, and as a set.
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reconfiguredItemSet: Set<ItemIdentifierType> = []
    /// The sections to reload, in the order they were asked for, and as a set.
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedSectionSet: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Structure

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPlaces.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionList.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }

    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] {
      var all: [ItemIdentifierType] = []
      all.reserveCapacity(itemPlaces.count)
      for items in sectionItems { all.append(contentsOf: items) }
      return all
    }

    /// The sections to reload when the snapshot is applied (``reloadSections(_:)``).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The items to reload when the snapshot is applied (``reloadItems(_:)``).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items to reconfigure when the snapshot is applied (``reconfigureItems(_:)``).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section. UIKit raises for a section the snapshot does not hold;
    /// headless, that is reported and the answer is 0.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
      guard let position = sectionPositions[identifier] else {
        reportUnknownSection(identifier, in: "numberOfItems(inSection:)")
        return 0
      }
      return sectionItems[position].count
    }

    /// The item identifiers of a section, in order. UIKit (iOS 14 and later) raises for a section
    /// the snapshot does not hold; headless, that is reported and the answer is empty.
    public func itemIdentifiers(
      inSection identifier: SectionIdentifierType
    )
      -> [ItemIdentifierType]
    {
      guard let position = sectionPositions[identifier] else {
        reportUnknownSection(identifier, in: "itemIdentifiers(inSection:)")
        return []
      }
      return sectionItems[position]
    }

    /// The section that holds an item, or `nil` when the snapshot does not hold the item.
    public func sectionIdentifier(
      containingItem identifier: ItemIdentifierType
    )
      -> SectionIdentifierType?
    {
      itemPlaces[identifier]?.section
    }

    /// The position of an item among all the snapshot's items, or `nil` when the snapshot does
    /// not hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
      guard let place = itemPlaces[identifier], let section = sectionPositions[place.section]
      else { return nil }
      return sectionStarts[section] + place.index
    }

    /// The position of a section, or `nil` when the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
      sectionPositions[identifier]
    }

    // MARK: Items

    /// Appends items to a section, by default the last one. Reported and ignored, as UIKit
    /// raises: an identifier given twice or already in the snapshot, no section at all, a
    /// section the snapshot does not hold.
    public mutating func appendItems(
      _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
      let position: Int
      if let sectionIdentifier {
        guard let found = sectionPositions[sectionIdentifier] else {
          report(
            "appendItems(_:toSection:) names section \(describe(sectionIdentifier)), which the "
              + "snapshot does not hold; UIKit raises an exception. The items were not added.",
            fix: "Append the section first (appendSections), or name one of "
              + "sectionIdentifiers.")
          return
        }
        position = found
      } else {
        guard !sectionList.isEmpty else {
          report(
            "appendItems(_:) on a snapshot without sections; UIKit raises 'There are currently "
              + "no sections in the data source. Please add a section first.' The items were "
              + "not added.",
            fix: "Call appendSections([...]) before appending items.")
          return
        }
        position = sectionList.count - 1
      }
      guard checkNew(identifiers, in: "appendItems(_:toSection:)") else { return }
      let section = sectionList[position]
      var index = sectionItems[position].count
      if identifiers.count > 64 { itemPlaces.reserveCapacity(itemPlaces.count + identifiers.count) }
      for identifier in identifiers {
        itemPlaces[identifier] = ItemPlace(section: section, index: index)
        index += 1
      }
      sectionItems[position].append(contentsOf: identifiers)
      shiftStarts(after: position, by: identifiers.count)
    }

    /// Inserts items just before an item. Reported and ignored, as UIKit raises: an identifier
    /// given twice or already in the snapshot, or `beforeIdentifier` not in the snapshot.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
      insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after an item. Reported and ignored, as UIKit raises: an identifier
    /// given twice or already in the snapshot, or `afterIdentifier` not in the snapshot.
    public mutating func insertItems(
      _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
      insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Deletes items. Identifiers the snapshot does not hold are reported and skipped: UIKit does
    /// not document what it does with them (its other methods raise on an unknown identifier), so
    /// the headless UIKit takes the stricter reading.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
      var doomed: [Int: Set<ItemIdentifierType>] = [:]
      var unknown: [ItemIdentifierType] = []
      for identifier in identifiers {
        guard let place = itemPlaces[identifier], let section = sectionPositions[place.section]
        else {
          unknown.append(identifier)
          continue
        }
        doomed[section, default: []].insert(identifier)
      }
      if !unknown.isEmpty { reportUnknownDeletions(describe(unknown), in: "deleteItems(_:)") }
      guard !doomed.isEmpty else { return }
      for (section, removed) in doomed {
        sectionItems[section].removeAll { removed.contains($0) }
        for identifier in removed { itemPlaces[identifier] = nil }
        reindexItems(inSection: section, from: 0)
      }
      rebuildStarts()
      forget(items: doomed.values.reduce(into: Set()) { $0.formUnion($1) })
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
      self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before another. Reported and ignored, as UIKit raises: either item not
    /// in the snapshot, or an item moved relative to itself.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
      move(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item just after another. Reported and ignored, as UIKit raises: either item not
    /// in the snapshot, or an item moved relative to itself.
    public mutating func moveItem(
      _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
      move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to reload when the snapshot is applied: their cells are made anew. Reported
    /// and ignored, as UIKit raises ("Invalid item identifier specified for reload"): an item
    /// the snapshot does not hold.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
      guard checkHeld(identifiers, in: "reloadItems(_:)") else { return }
      for identifier in identifiers where reloadedItemSet.insert(identifier).inserted {
        reloadedItems.append(identifier)
      }
    }

    /// Marks items to reconfigure when the snapshot is applied: the cell provider runs again on
    /// each item's existing cell, which is kept (cheaper than ``reloadItems(_:)``). Reported and
    /// ignored, as UIKit raises: an item the snapshot does not hold.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
      guard checkHeld(identifiers, in: "reconfigureItems(_:)") else { return }
      for identifier in identifiers where reconfiguredItemSet.insert(identifier).inserted {
        reconfiguredItems.append(identifier)
      }
    }

    // MARK: Sections

    /// Appends sections. Reported and ignored, as UIKit raises: an identifier given twice or
    /// already in the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
      guard checkNew(sections: identifiers, in: "appendSections(_:)") else { return }
      insertSections(identifiers, at: sectionList.count)
    }

    /// Inserts sections just before a section. Reported and ignored, as UIKit raises: an
    /// identifier given twice or already in the snapshot, or `toIdentifier` not in it.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
      guard let position = heldSection(toIdentifier, in: "insertSections(_:beforeSection:)"),
        checkNew(sections: identifiers, in: "insertSections(_:beforeSection:)")
      else { return }
      insertSections(identifiers, at: position)
    }

    /// Inserts sections just after a section. Reported and ignored, as UIKit raises: an
    /// identifier given twice or already in the snapshot, or `toIdentifier` not in it.
    public mutating func insertSections(
      _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
      guard let position = heldSection(toIdentifier, in: "insertSections(_:afterSection:)"),
        checkNew(sections: identifiers, in: "insertSections(_:afterSection:)")
      else { return }
      insertSections(identifiers, at: position + 1)
    }

    /// Deletes sections with their items. Identifiers the snapshot does not hold are reported and
    /// skipped, as in ``deleteItems(_:)``.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
      let unknown = identifiers.filter { sectionPositions[$0] == nil }
      if !unknown.isEmpty {
        reportUnknownDeletions(describe(unknown), in: "deleteSections(_:)")
      }
      let doomed = Set(identifiers.filter { sectionPositions[$0] != nil })
      guard !doomed.isEmpty else { return }
      var removedItems: Set<ItemIdentifierType> = []
      var keptSections: [SectionIdentifierType] = []
      var keptItems: [[ItemIdentifierType]] = []
      for (position, section) in sectionList.enumerated() {
        if doomed.contains(section) {
          for identifier in sectionItems[position] {
            itemPlaces[identifier] = nil
            removedItems.insert(identifier)
          }
          sectionPositions[section] = nil
        } else {
          keptSections.append(section)
          keptItems.append(sectionItems[position])
        }
      }
      sectionList = keptSections
      sectionItems = keptItems
      reindexSections(from: 0)
      forget(items: removedItems)
      forget(sections: doomed)
    }

    /// Moves a section just before another. Reported and ignored, as UIKit raises: either section
    /// not in the snapshot, or a section moved relative to itself.
    public mutating func moveSection(
      _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
      moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section just after another. Reported and ignored, as UIKit raises: either section
    /// not in the snapshot, or a section moved relative to itself.
    public mutating func moveSection(
      _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
      moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to reload when the snapshot is applied: their cells are made anew.
    /// Reported and ignored, as UIKit raises ("Invalid section identifier specified for
    /// reload"): a section the snapshot does not hold.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
      for identifier in identifiers where sectionPositions[identifier] == nil {
        reportUnknownSection(identifier, in: "reloadSections(_:)")
        return
      }
      for identifier in identifiers where reloadedSectionSet.insert(identifier).inserted {
        reloadedSections.append(identifier)
      }
    }

    // MARK: Internal reading (the data sources and the diff)

    /// The item at a section position and a position in it, or `nil` out of range. O(1).
    func item(section: Int, index: Int) -> ItemIdentifierType? {
      guard sectionItems.indices.contains(section), sectionItems[section].indices.contains(index)
      else { return nil }
      return sectionItems[section][index]
    }

    /// The section position and the position in it of an item. O(1).
    func location(of identifier: ItemIdentifierType) -> (section: Int, index: Int)? {
      guard let place = itemPlaces[identifier], let section = sectionPositions[place.section]
      else { return nil }
      return (section, place.index)
    }

    /// The place (section identifier and position in it) of an item. O(1).
    func place(of identifier: ItemIdentifierType) -> ItemPlace? { itemPlaces[identifier] }

    /// Whether the snapshot asks to reload, or to reconfigure, the item or the section.
    func isReloaded(_ identifier: ItemIdentifierType) -> Bool {
      reloadedItemSet.contains(identifier)
    }
    func isReloaded(section identifier: SectionIdentifierType) -> Bool {
      reloadedSectionSet.contains(identifier)
    }

    /// The same state without the reloads and reconfigurations it asks for: what a data source
    /// holds once the snapshot is applied.
    var withoutPendingUpdates: NSDiffableDataSourceSnapshot {
      guard !reloadedItems.isEmpty || !reconfiguredItems.isEmpty || !reloadedSections.isEmpty
      else { return self }
      var copy = self
      copy.reloadedItems = []
      copy.reloadedItemSet = []
      copy.reconfiguredItems = []
      copy.reconfiguredItemSet = []
      copy.reloadedSections = []
      copy.reloadedSectionSet = []
      return copy
    }

    /// Moves an item from one place to another directly, as a user's reordering does (the
    /// table's `moveRowAt`); positions are section positions and positions in them.
    mutating func moveItem(from source: (section: Int, index: Int), to destination: (Int, Int)) {
      guard let identifier = item(section: source.section, index: source.index),
        sectionItems.indices.contains(destination.0)
      else { return }
      sectionItems[source.section].remove(at: source.index)
      let target = min(destination.1, sectionItems[destination.0].count)
      sectionItems[destination.0].insert(identifier, at: target)
      reindexItems(inSection: source.section, from: 0)
      if destination.0 != source.section { reindexItems(inSection: destination.0, from: 0) }
      rebuildStarts()
    }

    // MARK: Private

    private mutating func insert(
      _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
    ) {
      let method = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
      guard let (section, index) = location(of: anchor) else {
        reportUnknownItems([anchor], in: method)
        return
      }
      guard checkNew(identifiers, in: method) else { return }
      let at = after ? index + 1 : index
      sectionItems[section].insert(contentsOf: identifiers, at: at)
      reindexItems(inSection: section, from: at)
      shiftStarts(after: section, by: identifiers.count)
    }

    private mutating func move(
      _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool
    ) {
      let method = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
      let unknown = [identifier, anchor].filter { itemPlaces[$0] == nil }
      guard unknown.isEmpty else {
        reportUnknownItems(unknown, in: method)
        return
      }
      guard identifier != anchor else {
        report(
          "\(method) moves item \(describe(identifier)) relative to itself; UIKit raises an "
            + "exception. The snapshot is unchanged.",
          fix: "Move the item relative to another item.")
        return
      }
      let (fromSection, fromIndex) = location(of: identifier)!
      sectionItems[fromSection].remove(at: fromIndex)
      reindexItems(inSection: fromSection, from: fromIndex)
      let (toSection, anchorIndex) = location(of: anchor)!
      let at = after ? anchorIndex + 1 : anchorIndex
      sectionItems[toSection].insert(identifier, at: at)
      itemPlaces[identifier] = ItemPlace(section: sectionList[toSection], index: at)
      reindexItems(inSection: toSection, from: at)
      if fromSection != toSection { rebuildStarts() }
    }

    private mutating func moveSection(
      _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
      let method = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
      guard let from = heldSection(identifier, in: method),
        heldSection(anchor, in: method) != nil
      else { return }
      guard identifier != anchor else {
        report(
          "\(method) moves section \(describe(identifier)) relative to itself; UIKit raises an "
            + "exception. The snapshot is unchanged.",
          fix: "Move the section relative to another section.")
        return
      }
      let items = sectionItems.remove(at: from)
      sectionList.remove(at: from)
      let anchorPosition = sectionList.firstIndex(of: anchor)!
      let at = after ? anchorPosition + 1 : anchorPosition
      sectionList.insert(identifier, at: at)
      sectionItems.insert(items, at: at)
      reindexSections(from: min(from, at))
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at position: Int) {
      sectionList.insert(contentsOf: identifiers, at: position)
      sectionItems.insert(
        contentsOf: Array(repeating: [], count: identifiers.count), at: position)
      reindexSections(from: position)
    }

    /// Renumbers the items of a section from a position on. O(items after the position).
    private mutating func reindexItems(inSection section: Int, from start: Int) {
      let identifier = sectionList[section]
      let items = sectionItems[section]
      var index = start
      while index < items.count {
        itemPlaces[items[index]] = ItemPlace(section: identifier, index: index)
        index += 1
      }
    }

    /// Renumbers sections from a position on, and recomputes the starts.
    private mutating func reindexSections(from start: Int) {
      var position = start
      while position < sectionList.count {
        sectionPositions[sectionList[position]] = position
        position += 1
      }
      rebuildStarts()
    }

    private mutating func rebuildStarts() {
      sectionStarts.removeAll(keepingCapacity: true)
      var start = 0
      for items in sectionItems {
        sectionStarts.append(start)
        start += items.count
      }
    }

    /// Adds `delta` to the starts of the sections after `section`: O(1) for the last section.
    private mutating func shiftStarts(after section: Int, by delta: Int) {
      var position = section + 1
      while position < sectionStarts.count {
        sectionStarts[position] += delta
        position += 1
      }
    }

    /// Drops deleted items from the reload and reconfigure lists.
    private mutating func forget(items: Set<ItemIdentifierType>) {
      if !reloadedItemSet.isDisjoint(with: items) {
        reloadedItemSet.subtract(items)
        reloadedItems.removeAll { items.contains($0) }
      }
      if !reconfiguredItemSet.isDisjoint(with: items) {
        reconfiguredItemSet.subtract(items)
        reconfiguredItems.removeAll { items.contains($0) }
      }
    }

    private mutating func forget(sections: Set<SectionIdentifierType>) {
      guard !reloadedSectionSet.isDisjoint(with: sections) else { return }
      reloadedSectionSet.subtract(sections)
      reloadedSections.removeAll { sections.contains($0) }
    }

    /// Whether `identifiers` are all new: none twice, none already held; reports otherwise.
    private func checkNew(_ identifiers: [ItemIdentifierType], in method: String) -> Bool {
      var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
      var duplicates: [ItemIdentifierType] = []
      for identifier in identifiers
      where itemPlaces[identifier] != nil || !seen.insert(identifier).inserted {
        duplicates.append(identifier)
      }
      guard duplicates.isEmpty else {
        report(
          "\(method): supplied item identifiers are not unique. Duplicate identifiers: "
            + "\(describe(duplicates)). UIKit raises 'Fatal: supplied item identifiers are not "
            + "unique.' The snapshot is unchanged.",
          fix: "Give each item an identifier that appears once in the whole snapshot (across "
            + "sections), e.g. a model's stable id. To show an item's new content, keep its "
            + "identifier and call reconfigureItems or reloadItems instead of adding it again.")
        return false
      }
      return true
    }

    private func checkNew(
      sections identifiers: [SectionIdentifierType], in method: String
    )
      -> Bool
    {
      var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
      var duplicates: [SectionIdentifierType] = []
      for identifier in identifiers
      where sectionPositions[identifier] != nil || !seen.insert(identifier).inserted {
        duplicates.append(identifier)
      }
      guard duplicates.isEmpty else {
        report(
          "\(method): supplied section identifiers are not unique. Duplicate identifiers: "
            + "\(describe(duplicates)). UIKit raises 'Fatal: supplied section identifiers are "
            + "not unique.' The snapshot is unchanged.",
          fix: "Give each section an identifier that appears once in the snapshot.")
        return false
      }
      return true
    }

    /// Whether every item is held; reports the unknown ones otherwise.
    private func checkHeld(_ identifiers: [ItemIdentifierType], in method: String) -> Bool {
      let unknown = identifiers.filter { itemPlaces[$0] == nil }
      guard unknown.isEmpty else {
        reportUnknownItems(unknown, in: method)
        return false
      }
      return true
    }

    private func heldSection(_ identifier: SectionIdentifierType, in method: String) -> Int? {
      guard let position = sectionPositions[identifier] else {
        reportUnknownSection(identifier, in: method)
        return nil
      }
      return position
    }

    private func reportUnknownItems(_ identifiers: [ItemIdentifierType], in method: String) {
      let verb =
        method.hasPrefix("reload")
        ? "reload" : method.hasPrefix("reconfigure") ? "reconfigure" : "this change"
      report(
        "\(method): invalid item identifier \(describe(identifiers)), which the snapshot does "
          + "not hold; UIKit raises ('Invalid item identifier specified for \(verb)'). The "
          + "snapshot is unchanged.",
        fix: "Name items the snapshot holds (check indexOfItem(_:) != nil); an item removed "
          + "from your model must be deleted from the snapshot, not reloaded.")
    }

    /// Reports identifiers a deletion named that the snapshot does not hold. Apple documents
    /// neither an exception nor a silent skip for them (its other methods raise on an unknown
    /// identifier), so the headless UIKit reports them, the stricter choice, and deletes the
    /// identifiers it does hold.
    private func reportUnknownDeletions(_ described: String, in method: String) {
      report(
        "\(method): \(described), which the snapshot does not hold. UIKit does not document what "
          + "it does with them; the headless UIKit reports it (the stricter reading) and deletes "
          + "the identifiers the snapshot holds.",
        fix: "Delete only what the snapshot holds: filter the identifiers with indexOfItem(_:) "
          + "(or indexOfSection(_:)) != nil first, or build the snapshot anew from your model.")
    }

    private func reportUnknownSection(_ identifier: SectionIdentifierType, in method: String) {
      report(
        "\(method): invalid section identifier \(describe(identifier)), which the snapshot "
          + "does not hold; UIKit raises an exception.",
        fix: "Name a section of sectionIdentifiers, or append it first (appendSections).")
    }

    private func describe(_ value: some Any) -> String { String(reflecting: value) }

    private func describe<T>(_ values: [T]) -> String {
      let shown = values.prefix(5).map { String(reflecting: $0) }.joined(separator: ", ")
      return values.count > 5 ? "[\(shown), … (\(values.count) in all)]" : "[\(shown)]"
    }

    private func report(_ message: String, fix: String) {
      reportDiffableMisuse("\(Misuse.name(of: Self.self)).\(message)", fix: fix)
    }
  }

  /// Reports a misuse of a snapshot or a diffable data source from whatever thread it happens on
  /// (snapshots are values any thread may build): at once on the main queue, else on the main
  /// queue's next turn.
  func reportDiffableMisuse(_ message: String, fix: String) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { Misuse.report(message, fix: fix) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { Misuse.report(message, fix: fix) } }
    }
  }
#endif
