#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A boundary item placed by its alignment inside an area (a section's, or the whole
  /// content's), as a compositional layout computed it.
  struct AlignedElement {
    var kind: String
    var size: CGSize
    var alignment: NSRectAlignment
    var offset: CGPoint
    var zIndex: Int
    /// Whether its extent along the scrolling axis is estimated, its view's fitted one
    /// replacing it as it shows (a section's further header or footer).
    var isEstimated = false

    @MainActor init(_ item: NSCollectionLayoutBoundarySupplementaryItem, in container: CGSize) {
      kind = item.elementKind
      size = item.layoutSize.resolve(in: container)
      alignment = item.alignment
      offset = item.offset
      zIndex = item.zIndex
    }

    /// Its frame in `area`, its offset's x mirrored right to left.
    func frame(in area: CGRect, rightToLeft: Bool) -> CGRect {
      alignment.frame(of: size, in: area, rightToLeft: rightToLeft).offsetBy(
        dx: rightToLeft ? -offset.x : offset.x, dy: offset.y)
    }
  }

  /// The elements of a section besides its cells, header and footer.
  struct SectionElements {
    /// The boundary items that do not extend the section.
    var overlays: [AlignedElement] = []
    /// The supplementary items of the group's items, by an item's place in its group (its
    /// place in its line, modulo the count).
    var itemSupplementaries: [[NSCollectionLayoutSupplementaryItem]] = []
    /// The supplementary items of the group itself, shown with each group, at its first item.
    var groupSupplementaries: [NSCollectionLayoutSupplementaryItem] = []
    /// The supplementary items of the groups nested in the group.
    var nestedGroupSupplementaries: [NestedGroupSupplementaries] = []
    /// Those of the lines whose items were measured, by line, replacing
    /// ``nestedGroupSupplementaries`` there.
    var lineNestedGroupSupplementaries: [Int: [NestedGroupSupplementaries]] = [:]
    /// How many items a group holds, and its size.
    var itemsPerGroup = 1
    var groupSize: CGSize = .zero
    /// The further boundary items that extend the section, after its header and its footer.
    var headerExtras: [AlignedElement] = []
    var footerExtras: [AlignedElement] = []
    /// The decoration items.
    var decorations: [NSCollectionLayoutDecorationItem] = []
    /// The section's content insets, which its boundary items follow across the axis.
    var insets: NSDirectionalEdgeInsets = .zero

    /// Whether the section has none.
    var isEmpty: Bool {
      overlays.isEmpty && decorations.isEmpty && itemSupplementaries.allSatisfy(\.isEmpty)
        && groupSupplementaries.isEmpty && nestedGroupSupplementaries.isEmpty
        && headerExtras.isEmpty && footerExtras.isEmpty
    }
  }

  /// A group nested in a section's group, with supplementary items: the places in the outer
  /// group of the items it holds, and its supplementary items, anchored to the group's frame.
  struct NestedGroupSupplementaries {
    var places: Range<Int>
    var items: [NSCollectionLayoutSupplementaryItem]
    /// Where the group lies, and its first item, in the outer group (left to right), when the
    /// group was laid out level by level; nil where its items were placed flat (the
    /// supplementary items are then anchored to its items' union).
    var frames: (group: CGRect, firstItem: CGRect)? = nil

    /// The group's frame, given where its first item was placed (`flipped`: mirrored right to
    /// left with its items, so that its leading side stays at its first item's).
    func groupFrame(firstItemAt placed: CGRect, flipped: Bool) -> CGRect? {
      guard let (group, item) = frames else { return nil }
      let x =
        flipped
        ? placed.minX + (item.maxX - group.maxX) : placed.minX + (group.minX - item.minX)
      return CGRect(
        x: x, y: placed.minY + (group.minY - item.minY), width: group.width,
        height: group.height)
    }
  }

  extension NSCollectionLayoutGroup {
    /// The supplementary items of the groups nested in this one (at any depth), by the places
    /// of their items, as the group's items are laid out in order (a nested group's subitems
    /// repeated by its count, as `leaves(of:)` lays them out).
    var nestedGroupSupplementaries: [NestedGroupSupplementaries] {
      var found: [NestedGroupSupplementaries] = []
      var place = 0
      func walk(_ subitems: [NSCollectionLayoutItem]) {
        for item in subitems {
          guard let nested = item as? NSCollectionLayoutGroup else {
            place += 1
            continue
          }
          let start = place
          for _ in 0..<max(1, nested.fixedCount ?? 1) { walk(nested.subitems) }
          let anchored = nested.supplementaryItems.filter { $0.containerAnchor != nil }
          if !anchored.isEmpty {
            found.append(NestedGroupSupplementaries(places: start..<place, items: anchored))
          }
        }
      }
      walk(subitems)
      return found
    }
  }

  /// What a compositional layout shows besides cells and sections' headers and footers: the
  /// layout's own header and footer, boundary items that take no room, items' supplementary
  /// items, decoration views.
  struct CollectionElements {
    /// The layout-wide header (before the first section) and footer (after the last).
    var layoutHeader: AlignedElement?
    var layoutFooter: AlignedElement?
    /// The layout-wide boundary items that do not extend the content.
    var layoutOverlays: [AlignedElement] = []
    /// Each section's.
    var sections: [SectionElements] = []
    /// Whether leading and trailing are mirrored (a vertical layout, right to left).
    var rightToLeft = false

    /// Whether the layout has none.
    var isEmpty: Bool {
      layoutHeader == nil && layoutFooter == nil && layoutOverlays.isEmpty
        && sections.allSatisfy(\.isEmpty)
    }
  }

  /// A view of a collection besides its cells and sections' headers and footers, by what it
  /// is, its kind and its index path.
  struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath
  }

  /// Such an element where the layout puts it.
  struct CollectionElement {
    var key: CollectionElementKey
    var frame: CGRect
    var zIndex: Int
  }

  extension NSRectAlignment {
    /// The frame of a rectangle of `size` aligned in `area`: its edge or corner, the middle on
    /// an axis the alignment does not name (`.top` is the top edge's middle), leading on the
    /// right right to left (the effective layout direction, as `NSDirectionalRectEdge`).
    func frame(of size: CGSize, in area: CGRect, rightToLeft: Bool) -> CGRect {
      let leading: Set<NSRectAlignment> = [.leading, .topLeading, .bottomLeading]
      let trailing: Set<NSRectAlignment> = [.trailing, .topTrailing, .bottomTrailing]
      let top: Set<NSRectAlignment> = [.top, .topLeading, .topTrailing]
      let bottom: Set<NSRectAlignment> = [.bottom, .bottomLeading, .bottomTrailing]
      let toLeft = rightToLeft ? trailing : leading
      let toRight = rightToLeft ? leading : trailing
      let x =
        toLeft.contains(self)
        ? area.minX : toRight.contains(self) ? area.maxX - size.width : area.midX - size.width / 2
      let y =
        top.contains(self)
        ? area.minY : bottom.contains(self) ? area.maxY - size.height : area.midY - size.height / 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  extension NSDirectionalEdgeInsets {
    /// The rectangle inside these insets, leading on the right right to left.
    func inset(_ rect: CGRect, rightToLeft: Bool) -> CGRect {
      let left = rightToLeft ? trailing : leading
      let right = rightToLeft ? leading : trailing
      return CGRect(
        x: rect.minX + left, y: rect.minY + top, width: max(0, rect.width - left - right),
        height: max(0, rect.height - top - bottom))
    }
  }
#endif
