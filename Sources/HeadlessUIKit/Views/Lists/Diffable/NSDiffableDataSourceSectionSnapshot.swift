#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The items of one section as a tree — items with children, each parent expanded or
  /// collapsed — as UIKit's `NSDiffableDataSourceSectionSnapshot` (outlines in a collection
  /// view's list). A collection view shows a section's ``visibleItems``: the items whose
  /// ancestors are all expanded.
  ///
  /// ```swift
  /// var section = NSDiffableDataSourceSectionSnapshot<String>()
  /// section.append(["Fruits"])
  /// section.append(["Apple", "Pear"], to: "Fruits")
  /// section.expand(["Fruits"])
  /// dataSource.apply(section, to: .main)
  /// ```
  ///
  /// Identifiers are unique in the section snapshot; a duplicate, or a parent or neighbour the
  /// snapshot does not hold, is what UIKit raises on: reported headless through `Misuse`, the
  /// snapshot unchanged. Parent lookups are O(1); ``items``, ``visibleItems`` and
  /// ``index(of:)`` walk the tree (O(n)).
  public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
  where ItemIdentifierType: Hashable & Sendable {
    private struct Node: Sendable {
      var parent: ItemIdentifierType?
      var children: [ItemIdentifierType] = []
      var isExpanded = false
    }

    private var roots: [ItemIdentifierType] = []
    private var nodes: [ItemIdentifierType: Node] = [:]

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of a section snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
      self = snapshot
    }

    // MARK: Changing

    /// Appends items at the end of the root level, or of `parent`'s children. Reported and
    /// ignored, as UIKit raises: an identifier given twice or already held, a parent not held.
    public mutating func append(
      _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
    ) {
      if let parent, nodes[parent] == nil {
        reportUnknown([parent], in: "append(_:to:)")
        return
      }
      guard checkNew(items, in: "append(_:to:)") else { return }
      for item in items { nodes[item] = Node(parent: parent) }
      if let parent {
        nodes[parent]!.children.append(contentsOf: items)
      } else {
        roots.append(contentsOf: items)
      }
    }

    /// Inserts items just before `item`, as its siblings. Reported and ignored: duplicates, or
    /// `item` not held.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
      insertSiblings(items, next: item, after: false, in: "insert(_:before:)")
    }

    /// Inserts items just after `item`, as its siblings. Reported and ignored: duplicates, or
    /// `item` not held.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
      insertSiblings(items, next: item, after: true, in: "insert(_:after:)")
    }

    /// Deletes items with all their descendants. Items not held are reported and skipped: UIKit
    /// does not document what it does with them, so the headless UIKit takes the stricter
    /// reading, as `NSDiffableDataSourceSnapshot.deleteItems(_:)` does.
    public mutating func delete(_ items: [ItemIdentifierType]) {
      let unknown = items.filter { nodes[$0] == nil }
      if !unknown.isEmpty {
        reportDiffableMisuse(
          "\(Misuse.name(of: Self.self)).delete(_:): \(describe(unknown)), which the section "
            + "snapshot does not hold. UIKit does not document what it does with them; the "
            + "headless UIKit reports it (the stricter reading) and deletes the items it holds.",
          fix: "Delete only items the section snapshot holds (check contains(_:) first).")
      }
      for item in items {
        guard let node = nodes[item] else { continue }
        if let parent = node.parent {
          nodes[parent]?.children.removeAll { $0 == item }
        } else {
          roots.removeAll { $0 == item }
        }
        removeSubtree(item)
      }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
      self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands items: their children become visible (when the items are). Items not held are
    /// skipped.
    public mutating func expand(_ items: [ItemIdentifierType]) {
      for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
    }

    /// Collapses items: their descendants are no longer visible. Items not held are skipped.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
      for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
    }

    /// Replaces the children of `parent` with the root items of `snapshot` (and their
    /// descendants and expansion states). Reported and ignored: `parent` not held, or an
    /// identifier of `snapshot` already held outside `parent`'s descendants.
    public mutating func replace(
      childrenOf parent: ItemIdentifierType,
      using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
      guard let node = nodes[parent] else {
        reportUnknown([parent], in: "replace(childrenOf:using:)")
        return
      }
      var trial = self
      for child in node.children { trial.removeSubtree(child) }
      trial.nodes[parent]!.children = []
      guard trial.checkNew(snapshot.items, in: "replace(childrenOf:using:)") else { return }
      trial.graft(snapshot, parent: parent)
      trial.nodes[parent]!.children = snapshot.roots
      self = trial
    }

    /// Inserts the items of `snapshot` (its roots as siblings) just before `item`.
    public mutating func insert(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      before item: ItemIdentifierType
    ) {
      insertSnapshot(snapshot, next: item, after: false, in: "insert(_:before:)")
    }

    /// Inserts the items of `snapshot` (its roots as siblings) just after `item`.
    public mutating func insert(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      after item: ItemIdentifierType
    ) {
      insertSnapshot(snapshot, next: item, after: true, in: "insert(_:after:)")
    }

    // MARK: Reading

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` shows: held, and every ancestor expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
      guard var node = nodes[item] else { return false }
      while let parent = node.parent {
        guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
        node = parentNode
      }
      return true
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// The depth of `item`: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
      var level = 0
      var current = nodes[item]?.parent
      while let parent = current {
        level += 1
        current = nodes[parent]?.parent
      }
      return level
    }

    /// The position of `item` in ``items``, or `nil` when not held. O(n).
    public func index(of item: ItemIdentifierType) -> Int? {
      guard nodes[item] != nil else { return nil }
      return items.firstIndex(of: item)
    }

    /// The parent of `child`, or `nil` for a root item or an item not held.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
      nodes[child]?.parent
    }

    /// The subtree under `parent` as a section snapshot: its children as roots, or `parent`
    /// itself as the root when `includingParent`.
    public func snapshot(
      of parent: ItemIdentifierType, includingParent: Bool = false
    )
      -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
      var result = NSDiffableDataSourceSectionSnapshot()
      guard let node = nodes[parent] else {
        reportUnknown([parent], in: "snapshot(of:includingParent:)")
        return result
      }
      let tops = includingParent ? [parent] : node.children
      result.roots = tops
      var stack = tops.map { ($0, ItemIdentifierType?.none) }
      while let (item, newParent) = stack.popLast() {
        var copy = nodes[item]!
        copy.parent = newParent
        result.nodes[item] = copy
        stack.append(contentsOf: copy.children.map { ($0, item) })
      }
      return result
    }

    /// Every item, depth first (parents before their children), collapsed or not.
    public var items: [ItemIdentifierType] { depthFirst(visibleOnly: false) }

    /// The root items, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items that show, depth first: those whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { depthFirst(visibleOnly: true) }

    /// A text drawing of the tree, one item a line, indented by level, `+` before an
    /// expanded parent and `-` before a collapsed one.
    public func visualDescription() -> String {
      var lines: [String] = []
      func walk(_ level: [ItemIdentifierType], depth: Int) {
        for item in level {
          let node = nodes[item]!
          let mark = node.children.isEmpty ? " " : node.isExpanded ? "+" : "-"
          lines.append(String(repeating: "  ", count: depth) + mark + " \(item)")
          walk(node.children, depth: depth + 1)
        }
      }
      walk(roots, depth: 0)
      return lines.joined(separator: "\n")
    }

    // MARK: Private

    private func depthFirst(visibleOnly: Bool) -> [ItemIdentifierType] {
      var result: [ItemIdentifierType] = []
      result.reserveCapacity(nodes.count)
      var stack = Array(roots.reversed())
      while let item = stack.popLast() {
        result.append(item)
        let node = nodes[item]!
        if !visibleOnly || node.isExpanded { stack.append(contentsOf: node.children.reversed()) }
      }
      return result
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
      var stack = [item]
      while let next = stack.popLast() {
        if let node = nodes.removeValue(forKey: next) { stack.append(contentsOf: node.children) }
      }
    }

    /// Copies `snapshot`'s nodes in, its roots under `parent`.
    private mutating func graft(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      parent: ItemIdentifierType?
    ) {
      for (item, node) in snapshot.nodes {
        var copy = node
        if node.parent == nil { copy.parent = parent }
        nodes[item] = copy
      }
    }

    private mutating func insertSiblings(
      _ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool, in method: String
    ) {
      guard let node = nodes[item] else {
        reportUnknown([item], in: method)
        return
      }
      guard checkNew(items, in: method) else { return }
      for new in items { nodes[new] = Node(parent: node.parent) }
      placeSiblings(items, next: item, parent: node.parent, after: after)
    }

    private mutating func insertSnapshot(
      _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      next item: ItemIdentifierType, after: Bool, in method: String
    ) {
      guard let node = nodes[item] else {
        reportUnknown([item], in: method)
        return
      }
      guard checkNew(snapshot.items, in: method) else { return }
      graft(snapshot, parent: node.parent)
      placeSiblings(snapshot.roots, next: item, parent: node.parent, after: after)
    }

    private mutating func placeSiblings(
      _ items: [ItemIdentifierType], next item: ItemIdentifierType,
      parent: ItemIdentifierType?, after: Bool
    ) {
      if let parent {
        let index = nodes[parent]!.children.firstIndex(of: item)!
        nodes[parent]!.children.insert(contentsOf: items, at: after ? index + 1 : index)
      } else {
        let index = roots.firstIndex(of: item)!
        roots.insert(contentsOf: items, at: after ? index + 1 : index)
      }
    }

    private func checkNew(_ items: [ItemIdentifierType], in method: String) -> Bool {
      var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
      let duplicates = items.filter { nodes[$0] != nil || !seen.insert($0).inserted }
      guard duplicates.isEmpty else {
        reportDiffableMisuse(
          "\(Misuse.name(of: Self.self)).\(method): identifiers in a section snapshot must be "
            + "unique. Duplicate item identifiers: \(describe(duplicates)); UIKit raises. The "
            + "snapshot is unchanged.",
          fix: "Give each item an identifier that appears once in the section snapshot (at "
            + "any level).")
        return false
      }
      return true
    }

    private func reportUnknown(_ items: [ItemIdentifierType], in method: String) {
      reportDiffableMisuse(
        "\(Misuse.name(of: Self.self)).\(method): invalid item identifier "
          + "\(describe(items)), which the section snapshot does not hold; UIKit raises. The "
          + "snapshot is unchanged.",
        fix: "Name an item the section snapshot holds (check contains(_:)).")
    }

    private func describe(_ items: [ItemIdentifierType]) -> String {
      let shown = items.prefix(5).map { String(reflecting: $0) }.joined(separator: ", ")
      return items.count > 5 ? "[\(shown), … (\(items.count) in all)]" : "[\(shown)]"
    }
  }
#endif
