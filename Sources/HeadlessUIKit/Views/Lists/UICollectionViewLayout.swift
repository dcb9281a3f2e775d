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
  /// `UICollectionViewLayoutAttributes`: an `NSObject` that copies itself (`NSCopying`), so that
  /// a layout subclass can copy its superclass's attributes before changing them, and a
  /// subclass of attributes can carry more (override `copy(with:)` and `isEqual(_:)`, calling
  /// `super`). Headless: no `transform` or `transform3D` (the headless UIKit draws no
  /// transforms).
  @preconcurrency @MainActor
  open class UICollectionViewLayoutAttributes: NSObject,
    @preconcurrency NSCopying
  {
    /// The element's index path.
    open var indexPath = IndexPath()
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
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { size = newValue.size }
    }
    /// Whether the element is hidden. The collection view makes no view for a hidden item.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's z order.
    open var zIndex = 0
    /// What the element is.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view, `nil` for a cell.
    open private(set) var representedElementKind: String?
    /// How the layout lets a self-sizing item fit this size (`nil`: both dimensions free, as
    /// a flow layout's estimated items).
    var fitting: FittingPriorities?

    /// Attributes of a cell at an empty index path (what `copy(with:)` starts from: a subclass
    /// of attributes that declares an initializer of its own must also implement this one).
    public required override init() {}

    /// Attributes of a cell.
    public convenience init(forCellWith indexPath: IndexPath) {
      self.init()
      self.indexPath = indexPath
    }

    /// Attributes of a supplementary view.
    public convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init()
      self.indexPath = indexPath
      setCategory(.supplementaryView, kind: elementKind)
    }

    /// Attributes of a decoration view.
    public convenience init(
      forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
    ) {
      self.init()
      self.indexPath = indexPath
      setCategory(.decorationView, kind: decorationViewKind)
    }

    /// Sets what the element is (UIKit's class constructors do; the properties are read-only).
    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
      representedElementCategory = category
      representedElementKind = kind
    }

    /// A copy of the attributes, of the same class (`NSCopying`). A subclass with more to copy
    /// overrides it, calling `super` and setting its own properties on the copy.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = type(of: self).init()
      copy.indexPath = indexPath
      copy.frame = frame
      copy.isHidden = isHidden
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.setCategory(representedElementCategory, kind: representedElementKind)
      copy.fitting = fitting
      return copy
    }

    /// Whether `object` is attributes of the same class with the same values (a subclass with
    /// more to compare overrides it, calling `super`).
    open nonisolated override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UICollectionViewLayoutAttributes,
        type(of: other) == type(of: self)
      else { return false }
      return MainActor.assumeIsolated { isEqualValues(other) }
    }

    private func isEqualValues(_ other: UICollectionViewLayoutAttributes) -> Bool {
      indexPath == other.indexPath && frame == other.frame && isHidden == other.isHidden
        && alpha == other.alpha && zIndex == other.zIndex
        && representedElementCategory == other.representedElementCategory
        && representedElementKind == other.representedElementKind
    }

    /// A hash of the index path and the element's kind, consistent with `isEqual(_:)`.
    open nonisolated override var hash: Int {
      MainActor.assumeIsolated {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
      }
    }
  }

  /// The object that positions a collection view's items, as UIKit's
  /// `UICollectionViewLayout`: an abstract class to subclass.
  ///
  /// A layout of your own is used as UIKit uses it: the collection view calls ``prepare()``
  /// at its first layout and after ``invalidateLayout()``, sets its content size from
  /// ``collectionViewContentSize``, shows the cells that ``layoutAttributesForElements(in:)``
  /// places in its bounds (hidden ones not made), at those frames, and gives each its
  /// attributes through `apply(_:)` when they change; ``layoutAttributesForItem(at:)`` answers
  /// for one item (`scrollToItem`, `layoutAttributesForItem(at:)` of the collection view). The
  /// base class's own answers are UIKit's: no content, no attributes. A bounds change (a
  /// scroll, a new size) asks ``shouldInvalidateLayout(forBoundsChange:)`` first.
  ///
  /// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout`` compute their
  /// geometry in the headless engine. A subclass of theirs is asked for
  /// ``layoutAttributesForElements(in:)`` too, so one that moves its superclass's attributes
  /// (a left-aligned flow, say) shows its cells where it moved them. Supplementary and
  /// decoration views of a layout of your own are not shown (its cells are).
  @preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// The decoration views' classes (by kind) and those left off screen.
    private let decorationViews = ReuseQueue<UICollectionReusableView>()

    /// Creates a layout.
    public override init() {}

    /// Creates a layout from an archive (headless: a default layout).
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes (override to return a subclass that
    /// carries more): the flow and compositional layouts make theirs of this class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the headless engine computes the layout's geometry: the flow and compositional
    /// layouts, and subclasses of theirs (the base class: a layout of the app's own).
    var computesGeometry: Bool { false }

    /// Whether the engine places the items from its geometry without asking the layout for
    /// their attributes: exactly a flow or compositional layout, not a subclass.
    var placesFromGeometry: Bool { false }

    /// New attributes of ``layoutAttributesClass``.
    func newAttributes(
      _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
      let type =
        Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        ?? UICollectionViewLayoutAttributes.self
      let attributes = type.init()
      attributes.indexPath = indexPath
      attributes.setCategory(category, kind: kind)
      return attributes
    }

    /// Attributes of an element besides cells and sections' headers and footers, in the
    /// coordinates of `collectionView`'s layout (unmirrored).
    private func newAttributes(
      _ element: CollectionElement, in collectionView: UICollectionView
    ) -> UICollectionViewLayoutAttributes {
      let attributes = newAttributes(
        element.key.category == .decorationView ? .decorationView : .supplementaryView,
        kind: element.key.kind, at: element.key.indexPath)
      attributes.frame = collectionView.shownFrame(element.frame)
      attributes.zIndex = element.zIndex
      return attributes
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a new size)
    /// invalidates the layout (`false`). Asked before the bounds change, of a layout of your
    /// own or a subclass of the flow or compositional layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling that would stop at `proposedContentOffset` stops (there). Headless:
    /// not asked (no scroll here decelerates).
    open func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to apply after an update or layout transition (the proposed one).
    open func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint
    )
      -> CGPoint
    { proposedContentOffset }

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
      invalidateLayout(with: newInvalidationContext())
    }

    /// Marks the layout as needing to be computed again, for what `context` names (override to
    /// drop only that, calling `super`: ``invalidateLayout()``, a bounds change the layout
    /// asks for and the collection view's data changes all come through here). The context's
    /// content size and offset adjustments are added to the collection view's (Apple's
    /// `contentOffsetAdjustment` and `contentSizeAdjustment` pages). Headless: the whole layout
    /// is computed again.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      guard let collectionView else { return }
      let size = context.contentSizeAdjustment
      if size != .zero {
        let current = collectionView.contentSize
        collectionView.contentSize = CGSize(
          width: current.width + size.width, height: current.height + size.height)
      }
      let offset = context.contentOffsetAdjustment
      if offset != .zero {
        let current = collectionView.contentOffset
        collectionView.contentOffset = CGPoint(x: current.x + offset.x, y: current.y + offset.y)
      }
      collectionView.engine.invalidateGeometry()
    }

    /// The class of the layout's invalidation contexts (override to return a subclass).
    open class var invalidationContextClass: AnyClass {
      UICollectionViewLayoutInvalidationContext.self
    }

    /// The context a bounds change to `newBounds` invalidates the layout with, when
    /// ``shouldInvalidateLayout(forBoundsChange:)`` says so: a new one of
    /// ``invalidationContextClass``.
    open func invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext { newInvalidationContext() }

    /// Whether a self-sizing view's preferred attributes invalidate the layout (`false`).
    /// Headless: asked by no layout of your own (its views keep the sizes it gives).
    open func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context a self-sizing view's preferred attributes invalidate the layout with: a
    /// new one of ``invalidationContextClass``.
    open func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { newInvalidationContext() }

    /// Called before the layout is computed (override point).
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize {
      guard computesGeometry, let collectionView else { return .zero }
      _ = collectionView.engine.currentGeometry
      return collectionView.contentSize
    }

    /// The attributes of an item, or `nil` out of range.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      guard computesGeometry, let collectionView, collectionView.engine.isValid(indexPath) else {
        return nil
      }
      let attributes = newAttributes(.cell, kind: nil, at: indexPath)
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
      guard computesGeometry, let collectionView else { return nil }
      return collectionView.layoutElement(.decorationView, kind: elementKind, at: indexPath).map {
        newAttributes($0, in: collectionView)
      }
    }

    /// The attributes of a supplementary view: a section's header or footer (the index path's
    /// section, item 0), a layout-wide header or footer (index path (0, 0)), an item's
    /// supplementary item (the item's index path); `nil` when there is none of that kind.
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard computesGeometry, let collectionView else { return nil }
      guard let key = collectionView.supplementaryKey(elementKind, indexPath) else {
        return collectionView.layoutElement(.supplementaryView, kind: elementKind, at: indexPath)
          .map { newAttributes($0, in: collectionView) }
      }
      let attributes = newAttributes(.supplementaryView, kind: elementKind, at: indexPath)
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
      guard computesGeometry, let collectionView else { return nil }
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
        newAttributes($0, in: collectionView)
      }
      return content.items.compactMap { layoutAttributesForItem(at: $0) } + supplementaries
        + others
    }

    /// Headless: computes the geometry for `counts` items per section in `viewport`. A layout
    /// of the app's own is prepared and has no geometry: it places its items itself.
    func computeLayout(
      counts: [Int], viewport: CGSize, in collectionView: UICollectionView
    )
      -> CollectionLayoutResult
    {
      prepare()
      let sections = counts.map {
        SectionGeometry(itemCount: $0, lines: LineExtents(count: 0, uniform: 0))
      }
      return CollectionLayoutResult(
        geometry: ListGeometry(sections: sections), placements: counts.map { _ in .init() },
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
