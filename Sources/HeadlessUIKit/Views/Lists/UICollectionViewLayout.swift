#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Where a collection view places a section's items across its scrolling axis, as its layout
  /// computed them.
  struct SectionPlacement {
    /// The inset before the first item of a line, across the axis.
    var crossStart: CGFloat = 0
    /// The space between the items of a line, across the axis (the least, when items have
    /// their own sizes: their lines are spread over ``crossAvailable``).
    var crossSpacing: CGFloat = 0
    /// The room for a line's items across the axis.
    var crossAvailable: CGFloat = 0
    /// The size of every item (when ``itemSizes`` is `nil`).
    var itemSize: CGSize = .zero
    /// Each item's size, when they differ.
    var itemSizes: [CGSize]?
    /// Whether a line's items are stacked along the scrolling axis (a vertical group).
    var stacksAlongAxis = false
    /// Whether the items of a line of ``itemSizes`` are packed from its start at
    /// ``crossSpacing`` and aligned to its leading edge (a compositional group), rather than
    /// spread over the room and centered on the line (a flow layout).
    var packsLines = false
    /// Whether an item alone on its line is centered across the axis (a flow layout).
    var centersLoneItems = false
    /// How the section's items are fitted when they size themselves (estimated sizes), or
    /// `nil` when their sizes are the layout's.
    var selfSizing: FittingPriorities?
    /// The frames of a group's items relative to the group's origin (a compositional group
    /// laid out level by level), or `nil` when its items share one line.
    var groupFrames: [CGRect]?
    /// With ``groupFrames``, the distance across the axis from one group to the next on the
    /// same line (an orthogonally scrolling section's groups side by side: a group's extent
    /// plus the section's `interGroupSpacing`), or 0 when each line holds one group.
    var groupStride: CGFloat = 0
    /// The frames of the items of the lines whose items were measured, by line and place in
    /// the line, replacing ``groupFrames`` and ``groupStride`` there (a group with estimated
    /// sizes, laid out level by level; an orthogonally scrolling section's groups side by
    /// side, each as large as its measured items make it).
    var lineGroupFrames: [Int: [CGRect]] = [:]
    /// Whether measuring a line asks for the geometry again (a group with estimated sizes
    /// laid out level by level: the layout places the measured items).
    var rebuildsWhenMeasured = false
    /// The z orders of a group's items by place (a custom group's), or `nil` when all are 0.
    var itemZIndices: [Int]?
  }

  extension SectionGeometry {
    /// The lines of items of `sizes` wrapped as a flow layout wraps them: each line holds the
    /// items that fit `available` across the axis, at least `spacing` apart, and is as long
    /// along the axis as its longest item (then `lineSpacing`). A line counts as measured once
    /// all its items are.
    init(
      wrapping sizes: [CGSize], in available: CGFloat, spacing: CGFloat, lineSpacing: CGFloat,
      vertical: Bool, measured: (Int) -> Bool
    ) {
      var starts: [Int] = []
      var extents: [CGFloat] = []
      var used: CGFloat = 0
      for (item, size) in sizes.enumerated() {
        let cross = vertical ? size.width : size.height
        let main = vertical ? size.height : size.width
        if starts.isEmpty || used + spacing + cross > available {
          starts.append(item)
          extents.append(main + lineSpacing)
          used = cross
        } else {
          used += spacing + cross
          extents[extents.count - 1] = max(extents[extents.count - 1], main + lineSpacing)
        }
      }
      var lines = LineExtents(count: extents.count, estimate: extents.first ?? 0)
      for (line, extent) in extents.enumerated() {
        let end = line + 1 < starts.count ? starts[line + 1] : sizes.count
        lines.set(extent, at: line, isMeasured: (starts[line]..<end).allSatisfy(measured))
      }
      self.init(itemCount: sizes.count, lines: lines)
      lineStarts = starts
    }
  }

  /// The priorities a self-sizing item is fitted with, one a dimension: `.required` keeps the
  /// layout's value, `.fittingSizeLevel` lets the content decide (an estimated dimension).
  struct FittingPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority
  }

  /// Where a collection view places a section's header or footer, as its layout computed it
  /// (its extent along the scrolling axis is the section geometry's).
  struct SupplementaryPlacement {
    /// The kind of the view.
    var kind: String
    /// Where it starts across the axis.
    var crossStart: CGFloat = 0
    /// Its extent across the axis, or `nil` for the viewport's.
    var crossExtent: CGFloat?
    /// The offset from where its alignment puts it.
    var offset: CGPoint = .zero
    /// Whether its extent along the axis is an estimate its view's fitted size replaces.
    var isEstimated = false
    /// Whether it stays in view while any part of its section is.
    var pins = false
    /// The extent of the further items of its side after it, which the section's header or
    /// footer extent includes (a compositional section's further extending boundary items).
    var extrasExtent: CGFloat = 0
    /// Whether one of those further items is estimated along the axis (measured as it shows).
    var hasEstimatedExtras = false
    /// Its z order (a compositional boundary item's `zIndex`).
    var zIndex = 0
  }

  /// A compositional section's header or footer: its placement, the extent it adds along the
  /// axis (its own and its further items'), and those further items, placed after it.
  struct BoundaryPlacement {
    var placement: SupplementaryPlacement
    var extent: CGFloat
    var extras: [AlignedElement]
  }

  /// What a collection view's layout computed: the geometry along the scrolling axis, the
  /// placement across it, and the section headers and footers.
  struct CollectionLayoutResult {
    var geometry: ListGeometry
    var placements: [SectionPlacement]
    var headers: [SupplementaryPlacement?]
    var footers: [SupplementaryPlacement?]
    /// Whether a header's or footer's extent is estimated, to be measured as it shows.
    var hasEstimatedSupplementaries: Bool {
      (headers + footers).contains { $0?.isEstimated == true || $0?.hasEstimatedExtras == true }
    }
    var horizontal = false
    /// Whether the collection mirrors the frames across its width (right to left).
    var flipsHorizontally = false
    /// The list configuration of each list section (its swipe actions).
    var listConfigurations: [UICollectionLayoutListConfiguration?] = []
    /// The other elements: the layout's header and footer, items' supplementary items,
    /// decoration views.
    var elements = CollectionElements()
  }

  /// The position and size of an element of a collection view, as UIKit's
  /// `UICollectionViewLayoutAttributes`.
  @preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's frame.
    open var frame: CGRect = .zero
    /// The element's size.
    open var size: CGSize {
      get { frame.size }
      set { frame.size = newValue }
    }
    /// The element's center.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's z order.
    open var zIndex = 0
    /// What the element is.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary view, else `nil`.
    public let representedElementKind: String?
    /// How the layout lets a self-sizing item fit this size (`nil`: both dimensions free, as
    /// a flow layout's estimated items).
    var fitting: FittingPriorities?

    /// Attributes of a cell.
    public init(forCellWith indexPath: IndexPath) {
      self.indexPath = indexPath
      representedElementCategory = .cell
      representedElementKind = nil
    }

    /// Attributes of a supplementary view.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
      self.indexPath = indexPath
      representedElementCategory = .supplementaryView
      representedElementKind = elementKind
    }

    /// Attributes of a decoration view.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
      self.indexPath = indexPath
      representedElementCategory = .decorationView
      representedElementKind = decorationViewKind
    }

    /// Attributes of an element besides cells and sections' headers and footers, in the
    /// coordinates of `collectionView`'s layout (unmirrored).
    convenience init(_ element: CollectionElement, in collectionView: UICollectionView) {
      if element.key.category == .decorationView {
        self.init(forDecorationViewOfKind: element.key.kind, with: element.key.indexPath)
      } else {
        self.init(forSupplementaryViewOfKind: element.key.kind, with: element.key.indexPath)
      }
      frame = collectionView.shownFrame(element.frame)
      zIndex = element.zIndex
    }
  }

  /// The object that positions a collection view's items, as UIKit's
  /// `UICollectionViewLayout`. Headless: ``UICollectionViewFlowLayout`` and
  /// ``UICollectionViewCompositionalLayout`` compute frames; another layout places each item
  /// on a full-width row of 44 points (custom layout code is not run).
  @preconcurrency @MainActor open class UICollectionViewLayout {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// The decoration views' classes (by kind) and those left off screen.
    private let decorationViews = ReuseQueue<UICollectionReusableView>()

    /// Creates a layout.
    public init() {}

    /// Creates a layout from an archive (headless: a default layout).
    public required init?(coder: NSCoder) {}

    /// The layout direction the layout's frames are written for: the main bundle's development
    /// region's (the SDK's UICollectionViewLayout.h: "Default implementation returns the layout
    /// direction of the main bundle's development region"; headless: left to right without one).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
      // The Info.plist key itself: `developmentLocalization` traps in Linux's Foundation.
      let language =
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String ?? "en"
      return Locale.Language(identifier: language).characterDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// Whether the collection view mirrors the layout's frames horizontally when its effective
    /// layout direction is not ``developmentLayoutDirection`` (`false` here, as the SDK's base
    /// class; the flow and compositional layouts return `true`). The layout's own
    /// `layoutAttributes…` methods keep answering in its coordinates; the collection view's
    /// cells, views and `layoutAttributes…` methods are mirrored: a layout that scrolls
    /// vertically across the collection's width, one that scrolls horizontally along its
    /// content (the first items at its right end, where the content offset starts).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Marks the layout as needing to be computed again.
    open func invalidateLayout() {
      collectionView?.engine.invalidateGeometry()
    }

    /// Called before the layout is computed (override point).
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize {
      guard let collectionView else { return .zero }
      _ = collectionView.engine.currentGeometry
      return collectionView.contentSize
    }

    /// The attributes of an item, or `nil` out of range.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      guard let collectionView, collectionView.engine.isValid(indexPath) else { return nil }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      // The collection shows it mirrored where the layout flips; the layout's are unmirrored.
      attributes.frame = collectionView.shownFrame(collectionView.engine.frame(ofItem: indexPath))
      attributes.zIndex = collectionView.itemZIndex(
        at: indexPath, geometry: collectionView.engine.currentGeometry)
      return attributes
    }

    /// Registers the class of the decoration views of `elementKind` (`nil` unregisters): the
    /// collection makes them with `init(frame:)`, as it needs them. A class that is not a
    /// `UICollectionReusableView` is a misuse (UIKit raises): reported, nothing changes.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
      decorationViews.register(
        viewClass, elementKind, kind: elementKind, in: "UICollectionViewLayout"
      ) { $0.elementKind = elementKind }
    }

    /// A queued or new decoration view of `kind`, or `nil` when no class is registered.
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView? {
      decorationViews.dequeue(kind, kind: kind)
    }

    /// Keeps a decoration view that left the screen for reuse.
    func enqueueDecorationView(_ view: UICollectionReusableView, ofKind kind: String) {
      decorationViews.enqueue(view, kind: kind)
    }

    /// The attributes of a decoration view (a section's background: the index path's section,
    /// item 0), or `nil` when the layout has none of that kind there.
    open func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let collectionView else { return nil }
      return collectionView.layoutElement(.decorationView, kind: elementKind, at: indexPath).map {
        UICollectionViewLayoutAttributes($0, in: collectionView)
      }
    }

    /// The attributes of a supplementary view: a section's header or footer (the index path's
    /// section, item 0), a layout-wide header or footer (index path (0, 0)), an item's
    /// supplementary item (the item's index path); `nil` when there is none of that kind.
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let collectionView else { return nil }
      guard let key = collectionView.supplementaryKey(elementKind, indexPath) else {
        return collectionView.layoutElement(.supplementaryView, kind: elementKind, at: indexPath)
          .map { UICollectionViewLayoutAttributes($0, in: collectionView) }
      }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: elementKind, with: indexPath)
      attributes.frame = collectionView.shownFrame(
        collectionView.listSupplementaryFrame(
          key, geometry: collectionView.engine.currentGeometry,
          viewport: collectionView.engine.viewport))
      attributes.zIndex = collectionView.supplementaryPlacement(key)?.zIndex ?? 0
      return attributes
    }

    /// The attributes of the items, supplementary views and decoration views in `rect` (in
    /// the layout's coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      guard let collectionView else { return nil }
      let geometry = collectionView.engine.currentGeometry
      let horizontal = collectionView.listScrollsHorizontally
      let range = horizontal ? rect.minX..<rect.maxX : rect.minY..<rect.maxY
      let content = geometry.visibleContent(in: range)
      var supplementaries: [UICollectionViewLayoutAttributes] = []
      for section in content.sections {
        for kind in collectionView.supplementaryKinds(ofSection: section) {
          let path = IndexPath(item: 0, section: section)
          if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: path),
            attributes.frame.intersects(rect)
          {
            supplementaries.append(attributes)
          }
        }
      }
      let others = collectionView.layoutElements(in: collectionView.shownFrame(rect)).map {
        UICollectionViewLayoutAttributes($0, in: collectionView)
      }
      return content.items.compactMap { layoutAttributesForItem(at: $0) } + supplementaries
        + others
    }

    /// Headless: computes the geometry for `counts` items per section in `viewport`. The base
    /// layout stacks full-width rows of 44 points.
    func computeLayout(
      counts: [Int], viewport: CGSize, in collectionView: UICollectionView
    )
      -> CollectionLayoutResult
    {
      prepare()
      let sections = counts.map {
        SectionGeometry(itemCount: $0, lines: LineExtents(count: $0, uniform: 44))
      }
      return CollectionLayoutResult(
        geometry: ListGeometry(sections: sections),
        placements: counts.map { _ in
          SectionPlacement(itemSize: CGSize(width: viewport.width, height: 44))
        },
        headers: counts.map { _ in nil }, footers: counts.map { _ in nil })
    }
  }

  extension UICollectionView {
    /// What an element of a collection view is, as UIKit's
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
      /// A cell.
      case cell
      /// A supplementary view.
      case supplementaryView
      /// A decoration view.
      case decorationView
    }
  }
#endif
