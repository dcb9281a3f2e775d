#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The space around an item's edges in its group, as UIKit's `NSCollectionLayoutEdgeSpacing`:
  /// given to `NSCollectionLayoutItem.edgeSpacing`, it moves the item away from its neighbours
  /// and its group's edges before the item's `contentInsets` apply. A flexible spacing takes a
  /// share of the room its group leaves (equal shares among the flexible spacings along the
  /// group's axis; across it, split between the two edges when both are flexible).
  @preconcurrency @MainActor public final class NSCollectionLayoutEdgeSpacing {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates an edge spacing (`nil`: no space on that edge).
    public init(
      leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
      trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }
  }

  /// An item of a group laid out in it: the item, and its frame relative to the outermost
  /// group's origin, in the layout's coordinates (left to right; the collection mirrors them).
  struct GroupLeaf {
    var item: NSCollectionLayoutItem
    var frame: CGRect
    /// The item's z order (a custom item's; 0 for others).
    var zIndex = 0
  }

  extension NSCollectionLayoutGroup {
    /// Whether the group is laid out level by level (``leaves(in:traits:)``) rather than as one line
    /// of equal items: it nests a group, or one of its items has content insets or edge
    /// spacing, or its spacing is flexible.
    var isStructured: Bool {
      itemProvider != nil || interItemSpacing?.isFlexibleSpacing == true
        || subitems.contains {
          $0 is NSCollectionLayoutGroup || $0.contentInsets != .zero || $0.edgeSpacing != nil
        }
    }

    /// Whether the group nests a group or is a custom group: laid out level by level even
    /// where its sizes are estimated.
    var nestsGroups: Bool {
      itemProvider != nil || subitems.contains { $0 is NSCollectionLayoutGroup }
    }

    /// Whether a dimension of the group or of an item in it (at any depth) is estimated.
    var hasEstimatedDimension: Bool {
      layoutSize.isEstimated
        || subitems.contains {
          ($0 as? NSCollectionLayoutGroup)?.hasEstimatedDimension ?? $0.layoutSize.isEstimated
        }
    }

    /// The group's items (at any depth) as UIKit lays a group of `size` out: its content area
    /// inside its own `contentInsets`; its subitems one after the other along its axis, each
    /// at its `layoutSize` resolved against that area (the fractionalWidth(_:) page: "a
    /// fraction of the width of the containing group"; Apple is silent on whether a group's
    /// insets shrink what its items' fractions are of: the inset area is the stricter reading,
    /// items that never overflow their group), repeated while they fit (or `count` copies
    /// sharing the axis), `interItemSpacing` between them (a flexible one spreading them over
    /// the room, the NSCollectionLayoutSpacing page: "respaced evenly in the additional space")
    /// and their `edgeSpacing` around them; a nested group is laid out the same way in the
    /// room it occupies; an item's frame is then inset by its `contentInsets` (the
    /// contentInsets page: applied "after its position is computed", after edge spacing).
    /// The nested groups with supplementary items come with the places of their items and
    /// their own frames (a group's `contentInsets` and its items' inset its items, not it).
    /// A custom group's items are where its item provider puts them, asked with `traits`.
    ///
    /// With `measured` (the fitted sizes of the items that showed, by their place in the
    /// group), estimated dimensions are the content's (the estimated(_:) page: "The final size
    /// of the dimension is determined when the content is rendered"): an item's are its fitted
    /// size (its room: that size and its `contentInsets`), a group's its items' extent along
    /// its axis and the largest of them across it (its own insets added), the group and its
    /// nested groups alike; items estimated across a group estimated across its axis then
    /// take the group's extent (a row as tall as its tallest item). The items a group holds
    /// are those its estimates hold (Apple is silent: the stricter choice, measuring never
    /// moves items between groups). Returns the group's size, so resolved.
    func leaves(
      in size: CGSize, traits: UITraitCollection, measured: ((Int) -> CGSize?)? = nil
    ) -> (leaves: [GroupLeaf], nested: [NestedGroupSupplementaries], size: CGSize) {
      var leaves: [GroupLeaf] = []
      var nested: [NestedGroupSupplementaries] = []
      let size =
        measured.map { fitted(size, traits: traits, measured: $0, after: []) } ?? size
      layOutSubitems(
        in: contentInsets.inset(CGRect(origin: .zero, size: size), rightToLeft: false),
        traits: traits, measured: measured, stretches: true, into: &leaves, nested: &nested)
      return (leaves, nested, size)
    }

    /// The group's `size` with its estimated dimensions replaced by its content's, its items
    /// numbered after `leaves`.
    private func fitted(
      _ size: CGSize, traits: UITraitCollection, measured: @escaping (Int) -> CGSize?,
      after leaves: [GroupLeaf]
    ) -> CGSize {
      guard layoutSize.isEstimated else { return size }
      var scratch = leaves
      var ignored: [NestedGroupSupplementaries] = []
      let used = layOutSubitems(
        in: contentInsets.inset(CGRect(origin: .zero, size: size), rightToLeft: false),
        traits: traits, measured: measured, stretches: false, into: &scratch, nested: &ignored)
      var fitted = size
      if layoutSize.widthDimension.isEstimated {
        fitted.width = used.width + contentInsets.leading + contentInsets.trailing
      }
      if layoutSize.heightDimension.isEstimated {
        fitted.height = used.height + contentInsets.top + contentInsets.bottom
      }
      return fitted
    }

    /// The slots' sizes with their estimated dimensions fitted to `measured` (the items
    /// numbered after `leaves`); with `stretches`, an item estimated across a group estimated
    /// across its axis takes the group's room (`across`).
    private func fittedSlots(
      _ slots: [GroupSlot], across: CGFloat, traits: UITraitCollection,
      measured: @escaping (Int) -> CGSize?, stretches: Bool, after leaves: [GroupLeaf]
    ) -> [GroupSlot] {
      var slots = slots
      var scratch = leaves
      var ignored: [NestedGroupSupplementaries] = []
      let fills =
        stretches
        && (isVertical ? layoutSize.widthDimension : layoutSize.heightDimension).isEstimated
      for index in slots.indices {
        let item = slots[index].item
        if let group = item as? NSCollectionLayoutGroup {
          slots[index].size = group.fitted(
            slots[index].size, traits: traits, measured: measured, after: scratch)
          group.layOutSubitems(
            in: group.contentInsets.inset(
              CGRect(origin: .zero, size: slots[index].size), rightToLeft: false),
            traits: traits, measured: measured, stretches: false, into: &scratch,
            nested: &ignored)
          continue
        }
        let insets = item.contentInsets
        if let known = measured(scratch.count) {
          if item.layoutSize.widthDimension.isEstimated {
            slots[index].size.width = known.width + insets.leading + insets.trailing
          }
          if item.layoutSize.heightDimension.isEstimated {
            slots[index].size.height = known.height + insets.top + insets.bottom
          }
        }
        let crossDimension =
          isVertical ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        if fills, crossDimension.isEstimated {
          let edges = slots[index].edges(vertical: isVertical)
          let room = across - edges.crossBefore.least - edges.crossAfter.least
          if isVertical { slots[index].size.width = room } else { slots[index].size.height = room }
        }
        scratch.append(GroupLeaf(item: item, frame: .zero))
      }
      return slots
    }

    /// Lays the group's subitems out in `area`, returning the least room they take (the
    /// extent of their slots and spacings along the axis, the largest slot across it).
    @discardableResult
    private func layOutSubitems(
      in area: CGRect, traits: UITraitCollection, measured: ((Int) -> CGSize?)?,
      stretches: Bool, into leaves: inout [GroupLeaf], nested: inout [NestedGroupSupplementaries]
    ) -> CGSize {
      if itemProvider != nil {
        let custom = customLeaves(in: area, traits: traits)
        leaves += custom
        let union = custom.reduce(CGRect(origin: area.origin, size: .zero)) {
          $0.union($1.frame)
        }
        return CGSize(width: union.maxX - area.minX, height: union.maxY - area.minY)
      }
      let along = isVertical ? area.height : area.width
      let across = isVertical ? area.width : area.height
      var slots = fittingSlots(in: area.size)
      guard !slots.isEmpty else { return .zero }
      if let measured {
        slots = fittedSlots(
          slots, across: across, traits: traits, measured: measured, stretches: stretches,
          after: leaves)
      }
      // The least room the slots take along the axis, and the spacings that may grow.
      let spacing = interItemSpacing?.spacing ?? 0
      var used = spacing * CGFloat(slots.count - 1)
      var widest: CGFloat = 0
      var flexible = interItemSpacing?.isFlexibleSpacing == true ? slots.count - 1 : 0
      for slot in slots {
        let edges = slot.edges(vertical: isVertical)
        used += slot.extent(vertical: isVertical) + edges.before.least + edges.after.least
        widest = max(
          widest,
          slot.crossExtent(vertical: isVertical) + edges.crossBefore.least
            + edges.crossAfter.least)
        flexible += (edges.before.grows ? 1 : 0) + (edges.after.grows ? 1 : 0)
      }
      let share = flexible > 0 ? max(0, along - used) / CGFloat(flexible) : 0
      var position: CGFloat = 0
      for (index, slot) in slots.enumerated() {
        if index > 0 {
          position += spacing + (interItemSpacing?.isFlexibleSpacing == true ? share : 0)
        }
        let edges = slot.edges(vertical: isVertical)
        position += edges.before.least + (edges.before.grows ? share : 0)
        let cross = edges.crossOffset(room: across, extent: slot.crossExtent(vertical: isVertical))
        let origin =
          isVertical
          ? CGPoint(x: area.minX + cross, y: area.minY + position)
          : CGPoint(x: area.minX + position, y: area.minY + cross)
        let frame = CGRect(origin: origin, size: slot.size)
        if let group = slot.item as? NSCollectionLayoutGroup {
          let start = leaves.count
          group.layOutSubitems(
            in: group.contentInsets.inset(frame, rightToLeft: false), traits: traits,
            measured: measured, stretches: true, into: &leaves, nested: &nested)
          let anchored = group.supplementaryItems.filter { $0.containerAnchor != nil }
          if !anchored.isEmpty, leaves.count > start {
            nested.append(
              NestedGroupSupplementaries(
                places: start..<leaves.count, items: anchored,
                frames: (group: frame, firstItem: leaves[start].frame)))
          }
        } else {
          leaves.append(
            GroupLeaf(
              item: slot.item, frame: slot.item.contentInsets.inset(frame, rightToLeft: false)))
        }
        position +=
          slot.extent(vertical: isVertical) + edges.after.least
          + (edges.after.grows ? share : 0)
      }
      return isVertical
        ? CGSize(width: widest, height: used) : CGSize(width: used, height: widest)
    }

    /// The subitems the group holds in `room`, each with its resolved size: `count` copies of
    /// its subitem sharing the axis, or its subitems in order, repeated while they fit (the
    /// first always; at most 1,000, against sizes that never fill the group).
    private func fittingSlots(in room: CGSize) -> [GroupSlot] {
      let spacing = interItemSpacing?.spacing ?? 0
      let along = isVertical ? room.height : room.width
      if let fixedCount, fixedCount > 0, let subitem = subitems.first {
        var size = subitem.layoutSize.resolve(in: room)
        let edges = GroupSlot(item: subitem, size: size).edges(vertical: isVertical)
        let share =
          (along - spacing * CGFloat(fixedCount - 1)) / CGFloat(fixedCount) - edges.before.least
          - edges.after.least
        if isVertical { size.height = share } else { size.width = share }
        return Array(repeating: GroupSlot(item: subitem, size: size), count: fixedCount)
      }
      var slots: [GroupSlot] = []
      var used: CGFloat = 0
      while !subitems.isEmpty, slots.count < 1000 {
        let item = subitems[slots.count % subitems.count]
        let slot = GroupSlot(item: item, size: item.layoutSize.resolve(in: room))
        let edges = slot.edges(vertical: isVertical)
        let extent = slot.extent(vertical: isVertical) + edges.before.least + edges.after.least
        let next = used + (slots.isEmpty ? 0 : spacing) + extent
        if !slots.isEmpty, next > along + 0.001 { break }
        used = next
        slots.append(slot)
        if extent <= 0 { break }
      }
      return slots
    }
  }

  extension NSCollectionLayoutSize {
    /// Whether either dimension is estimated.
    var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
  }

  /// A subitem of a group and the room it takes.
  @MainActor private struct GroupSlot {
    var item: NSCollectionLayoutItem
    var size: CGSize

    func extent(vertical: Bool) -> CGFloat { vertical ? size.height : size.width }
    func crossExtent(vertical: Bool) -> CGFloat { vertical ? size.width : size.height }

    /// The item's edge spacings before and after it along the group's axis, and across it.
    func edges(vertical: Bool) -> SlotEdges {
      let spacing = item.edgeSpacing
      return vertical
        ? SlotEdges(
          before: .init(spacing?.top), after: .init(spacing?.bottom),
          crossBefore: .init(spacing?.leading), crossAfter: .init(spacing?.trailing))
        : SlotEdges(
          before: .init(spacing?.leading), after: .init(spacing?.trailing),
          crossBefore: .init(spacing?.top), crossAfter: .init(spacing?.bottom))
    }
  }

  /// An item's edge spacings in its group's axes.
  private struct SlotEdges {
    /// One edge's spacing: its least value, and whether it grows.
    struct Edge {
      var least: CGFloat
      var grows: Bool

      @MainActor init(_ spacing: NSCollectionLayoutSpacing?) {
        least = spacing?.spacing ?? 0
        grows = spacing?.isFlexibleSpacing ?? false
      }
    }

    var before: Edge
    var after: Edge
    var crossBefore: Edge
    var crossAfter: Edge

    /// Where an item `extent` long starts across a room `room` long: after its fixed spacing,
    /// or the room left shared by its flexible spacings.
    func crossOffset(room: CGFloat, extent: CGFloat) -> CGFloat {
      let left = max(0, room - extent - crossBefore.least - crossAfter.least)
      switch (crossBefore.grows, crossAfter.grows) {
      case (true, true): return crossBefore.least + left / 2
      case (true, false): return crossBefore.least + left
      default: return crossBefore.least
      }
    }
  }
#endif
