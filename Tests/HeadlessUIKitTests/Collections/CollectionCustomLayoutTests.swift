#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Attributes that carry a number to their cell.
  @MainActor private final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! BadgeAttributes
      copy.badge = badge
      return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? BadgeAttributes else { return false }
      return MainActor.assumeIsolated { other.badge == badge } && super.isEqual(object)
    }
  }

  /// A layout of its own: `columns` columns of 100-point rows, computed in `prepare()`, each
  /// item's badge its row.
  @MainActor private final class ColumnsLayout: CachedAttributesLayout {
    var columns = 3
    /// The bounds each bounds change was asked about, and the collection's bounds then.
    private(set) var boundsChanges: [(new: CGRect, current: CGRect)] = []

    override func computeCache(
      in collectionView: UICollectionView
    ) -> [UICollectionViewLayoutAttributes] {
      let width = collectionView.bounds.width / CGFloat(columns)
      return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
        let attributes = BadgeAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(
          x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * 100, width: width,
          height: 100)
        attributes.badge = item / columns
        return attributes
      }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      let current = collectionView?.bounds ?? .zero
      boundsChanges.append((newBounds, current))
      return newBounds.width != current.width
    }
  }

  /// A layout of its own with a 40-point banner (a supplementary view) over a backdrop (a
  /// decoration view) above one 100-point row of its items.
  @MainActor private final class BannerLayout: UICollectionViewLayout {
    override func prepare() {
      super.prepare()
      register(UICollectionReusableView.self, forDecorationViewOfKind: "backdrop")
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 140) }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      let banner = BadgeAttributes(forSupplementaryViewOfKind: "banner", with: [0, 0])
      banner.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
      banner.badge = 3
      let backdrop = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: "backdrop", with: [0, 0])
      backdrop.frame = banner.frame
      backdrop.zIndex = -1
      let items = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
        let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, item])
        attributes.frame = CGRect(x: CGFloat(item) * 100, y: 40, width: 100, height: 100)
        return attributes
      }
      return [banner, backdrop] + items
    }
  }

  /// An invalidation context that says why it was made.
  @MainActor private final class ReasonContext: UICollectionViewLayoutInvalidationContext {
    var reason = "none"
  }

  /// A layout that computes its one row of 100-point items only when its cache is empty, and
  /// empties it only for the invalidations that change the data: as layouts that cache are
  /// written.
  @MainActor private final class CachingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private(set) var contexts: [ReasonContext] = []

    override class var invalidationContextClass: AnyClass { ReasonContext.self }

    override func prepare() {
      super.prepare()
      guard cache.isEmpty, let collectionView else { return }
      cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
        let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, item])
        attributes.frame = CGRect(x: CGFloat(item) * 100, y: 0, width: 100, height: 100)
        return attributes
      }
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: cache.last?.frame.maxX ?? 0, height: 100)
    }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      cache.filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.height != collectionView?.bounds.height
    }

    override func invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      (context as? ReasonContext)?.reason = "bounds"
      return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      super.invalidateLayout(with: context)
      if let context = context as? ReasonContext { contexts.append(context) }
      if context.invalidateEverything || context.invalidateDataSourceCounts { cache = [] }
    }
  }

  /// A flow layout whose items start at the left of each line, `spacing` apart: it copies its
  /// superclass's attributes and moves them, as such layouts are written.
  @MainActor private final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    let spacing: CGFloat = 4

    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      let attributes = super.layoutAttributesForElements(in: rect)?.map {
        $0.copy() as! UICollectionViewLayoutAttributes
      }
      var x: CGFloat = 0
      var lineY: CGFloat = -1
      for item in attributes ?? [] where item.representedElementCategory == .cell {
        if item.frame.minY != lineY { x = 0 }
        lineY = item.frame.minY
        item.frame.origin.x = x
        x += item.frame.width + spacing
        (item as? BadgeAttributes)?.badge = 7
      }
      return attributes
    }
  }

  /// A flow layout whose section headers stick to the top of the visible bounds while their
  /// section shows, pushed up by the next section's: it adds the header of a section whose
  /// header scrolled away and moves each, as such layouts are written.
  @MainActor private final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    private(set) var asked = 0

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      asked += 1
      guard let collectionView,
        var attributes = super.layoutAttributesForElements(in: rect)?.map({
          $0.copy() as! UICollectionViewLayoutAttributes
        })
      else { return nil }
      let header = UICollectionView.elementKindSectionHeader
      let sections = Set(
        attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
      for section in sections.sorted()
      where !attributes.contains(where: {
        $0.representedElementKind == header && $0.indexPath.section == section
      }) {
        if let added = layoutAttributesForSupplementaryView(
          ofKind: header, at: IndexPath(item: 0, section: section))
        {
          attributes.append(added)
        }
      }
      let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      for attributes in attributes where attributes.representedElementKind == header {
        let section = attributes.indexPath.section
        let count = collectionView.numberOfItems(inSection: section)
        guard count > 0,
          let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
          let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { continue }
        let height = attributes.frame.height
        attributes.frame.origin.y = min(
          max(top, first.frame.minY - height), last.frame.maxY - height)
        attributes.zIndex = 1_024
      }
      return attributes
    }
  }

  /// A cell that keeps what its attributes carry, and how often they were applied.
  @MainActor private final class BadgeCell: UICollectionViewCell {
    var badge: Int?
    var applied = 0
    var appliedFrame: CGRect?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      applied += 1
      badge = (layoutAttributes as? BadgeAttributes)?.badge
      appliedFrame = layoutAttributes.frame
    }
  }

  /// Cells of `BadgeCell`, recording the badge each had when the data source received it.
  @MainActor private final class BadgeSource: NSObject, UICollectionViewDataSource {
    var count: Int
    var badgesAtDequeue: [Int: Int?] = [:]
    /// How often each item's cell had taken attributes when the data source received it.
    var appliedAtDequeue: [Int: Int] = [:]
    init(count: Int) { self.count = count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
      badgesAtDequeue[indexPath.item] = (cell as? BadgeCell)?.badge
      appliedAtDequeue[indexPath.item] = (cell as? BadgeCell)?.applied
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
    }
  }

  /// A layout of the app's own, and a subclass of the flow layout, are asked for their
  /// attributes as UIKit asks (the SDK's UICollectionViewLayout.h, "UISubclassingHooks":
  /// `prepareLayout` "once at its first layout" and "again after layout is invalidated";
  /// "UICollectionView calls these four methods to determine the layout information";
  /// `collectionViewContentSize`: "The collection view uses this information to configure its
  /// own content size"; UICollectionViewCell.h: `applyLayoutAttributes:` is "called ... just
  /// before the view is returned from the reuse queue" and "only called when attributes
  /// change, as defined by -isEqual:").
  @MainActor @Suite struct CollectionCustomLayoutTests {
    /// A collection of an iPhone 14's screen showing `items` badge cells with `layout`, and
    /// badge cells as supplementary views of kind "banner", laid out.
    private func collection(
      _ layout: UICollectionViewLayout, items: Int
    ) -> (UICollectionView, BadgeSource) {
      let source = BadgeSource(count: items)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
      collection.register(
        BadgeCell.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "banner")
      collection.dataSource = source
      collection.layoutIfNeeded()
      return (collection, source)
    }

    private func shownItems(_ collection: UICollectionView) -> [Int] {
      collection.indexPathsForVisibleItems.map(\.item).sorted()
    }

    @Test func aLayoutOfYourOwnPlacesTheCellsItsAttributesPlace() throws {
      let layout = ColumnsLayout()
      let (collection, _) = collection(layout, items: 40)
      #expect(layout.prepared == 1)
      #expect(collection.contentSize == CGSize(width: 390, height: 1_400))
      // Rows 0 to 8 meet the 844 points shown.
      #expect(shownItems(collection) == Array(0..<27))
      let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
      #expect(cell.frame == CGRect(x: 130, y: 100, width: 130, height: 100))
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
          == cell.frame)
      #expect(layout.askedRects == [CGRect(x: 0, y: 0, width: 390, height: 844)])
    }

    @Test func scrollingAsksForTheNewRectAndReusesCells() throws {
      let layout = ColumnsLayout()
      let (collection, _) = collection(layout, items: 40)
      let shownBefore = Set(collection.visibleCells.map(ObjectIdentifier.init))
      collection.contentOffset.y = 556
      collection.layoutIfNeeded()
      // Once per layout pass.
      #expect(layout.askedRects.count == 2)
      #expect(layout.askedRects.last == CGRect(x: 0, y: 556, width: 390, height: 844))
      // Rows 5 to 13 meet 556 to 1,400.
      #expect(shownItems(collection) == Array(15..<40))
      let shownAfter = Set(collection.visibleCells.map(ObjectIdentifier.init))
      #expect(!shownBefore.isDisjoint(with: shownAfter))
      // A scroll keeps the width: the layout says it stays valid, and is not prepared again.
      #expect(layout.prepared == 1)
      collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
      #expect(collection.contentOffset.y == 0)
    }

    // Apple's shouldInvalidateLayout(forBoundsChange:) page: the collection view asks with "the
    // new bounds of the collection view", before they are its bounds.
    @Test func aBoundsChangeAsksTheLayoutFirst() throws {
      let layout = ColumnsLayout()
      let (collection, _) = collection(layout, items: 40)
      collection.contentOffset.y = 100
      let scroll = try #require(layout.boundsChanges.last)
      #expect(scroll.new == CGRect(x: 0, y: 100, width: 390, height: 844))
      #expect(scroll.current == CGRect(x: 0, y: 0, width: 390, height: 844))
      collection.layoutIfNeeded()
      #expect(layout.prepared == 1)
      collection.frame.size.width = 300
      #expect(layout.boundsChanges.last?.new.width == 300)
      #expect(layout.boundsChanges.last?.current.width == 390)
      collection.layoutIfNeeded()
      #expect(layout.prepared == 2)
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 100)
    }

    @Test func aLayoutOfYourOwnShowsItsSupplementaryAndDecorationViews() throws {
      let (collection, _) = collection(BannerLayout(), items: 2)
      let banner = try #require(
        collection.visibleSupplementaryViews(ofKind: "banner").first as? BadgeCell)
      #expect(banner.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
      #expect(banner.badge == 3)
      #expect(collection.cellForItem(at: [0, 1])?.frame.minX == 100)
      // The decoration view, behind the cells, at the banner's frame.
      let backdrop = try #require(
        collection.subviews.first {
          type(of: $0) == UICollectionReusableView.self && $0.frame.height == 40
        })
      let backdropIndex = try #require(collection.subviews.firstIndex { $0 === backdrop })
      let cellIndex = try #require(
        collection.subviews.firstIndex { $0 === collection.cellForItem(at: [0, 0]) })
      #expect(backdropIndex < cellIndex)
    }

    // Apple's invalidateLayout(with:) and invalidationContext(forBoundsChange:) pages, and
    // UICollectionViewLayout.h: the context's `invalidateEverything` is "set to YES when
    // invalidation occurs because the collection view is sent -reloadData", and
    // `invalidateDataSourceCounts` "when the collection view is sent -reloadData and when items
    // are inserted or deleted"; the bounds context is "an instance of the class provided by
    // the invalidationContextClass class method".
    @Test func invalidationsComeWithAContextOfTheLayoutsClass() throws {
      let layout = CachingLayout()
      let (collection, source) = collection(layout, items: 3)
      let reloads = layout.contexts.count
      #expect(layout.contexts.last?.invalidateEverything == true)
      #expect(collection.indexPathsForVisibleItems.count == 3)
      // An insertion: the counts changed, and the cache is computed again with the new item.
      source.count = 4
      collection.insertItems(at: [[0, 3]])
      collection.layoutIfNeeded()
      let inserted = try #require(layout.contexts.last)
      #expect(layout.contexts.count == reloads + 1)
      #expect(inserted.invalidateDataSourceCounts && !inserted.invalidateEverything)
      #expect(collection.cellForItem(at: [0, 3])?.frame.minX == 300)
      #expect(collection.contentSize == CGSize(width: 400, height: 100))
      // A bounds change the layout asks for: its own context, made for the new bounds.
      collection.frame.size.height = 500
      #expect(layout.contexts.last?.reason == "bounds")
      #expect(layout.contexts.last?.invalidateDataSourceCounts == false)
      // invalidateLayout() comes through invalidateLayout(with:) too.
      layout.invalidateLayout()
      #expect(layout.contexts.last?.reason == "none")
      #expect(layout.contexts.count == reloads + 3)
      let flowContext: AnyClass = UICollectionViewFlowLayout.invalidationContextClass
      #expect(
        ObjectIdentifier(flowContext)
          == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
      let flow = UICollectionViewFlowLayoutInvalidationContext()
      #expect(flow.invalidateFlowLayoutDelegateMetrics && flow.invalidateFlowLayoutAttributes)
    }

    // Apple's contentOffsetAdjustment and contentSizeAdjustment pages: the collection view adds
    // them to its content offset and size (a self-sizing layout keeps what is shown in place
    // when something above it grows).
    @Test func aContextsAdjustmentsMoveTheContent() throws {
      let layout = ColumnsLayout()
      let (collection, _) = collection(layout, items: 40)
      collection.contentOffset.y = 200
      collection.layoutIfNeeded()
      let context = UICollectionViewLayoutInvalidationContext()
      context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
      context.contentSizeAdjustment = CGSize(width: 0, height: 30)
      layout.invalidateLayout(with: context)
      #expect(collection.contentOffset == CGPoint(x: 0, y: 230))
      #expect(collection.contentSize == CGSize(width: 390, height: 1_430))
      // The layout's next content size is the collection's.
      collection.layoutIfNeeded()
      #expect(collection.contentSize == CGSize(width: 390, height: 1_400))
      #expect(layout.askedRects.last == CGRect(x: 0, y: 230, width: 390, height: 844))
    }

    @Test func theBaseClassPlacesNothing() {
      let (collection, source) = collection(UICollectionViewLayout(), items: 10)
      #expect(collection.visibleCells.isEmpty)
      #expect(source.badgesAtDequeue.isEmpty)
      #expect(collection.contentSize == .zero)
      #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func cellsTakeTheirAttributesBeforeTheDataSourceHasThemAndOnlyWhenTheyChange() throws {
      let layout = ColumnsLayout()
      let (collection, source) = collection(layout, items: 40)
      #expect(source.badgesAtDequeue[4] == .some(1))
      let cell = try #require(
        collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? BadgeCell)
      #expect(cell.badge == 1)
      #expect(cell.applied == 1)
      collection.setNeedsLayout()
      collection.layoutIfNeeded()
      #expect(cell.applied == 1)
    }

    @Test func aFlowLayoutSubclassShowsTheFramesItMoved() throws {
      let layout = LeftAlignedFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumInteritemSpacing = 20
      let (collection, _) = collection(layout, items: 5)
      // The flow layout spreads three items over 390 points; the subclass packs them left.
      let frames = try (0..<5).map {
        try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame)
      }
      #expect(frames.map(\.minX) == [0, 104, 208, 0, 104])
      #expect(frames.map(\.minY) == [0, 0, 0, 60, 60])
      let cell = try #require(
        collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
      #expect(cell.badge == 7)
      // The superclass's own attributes are not changed by the subclass's copy.
      let flowFrame = try #require(
        layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
      #expect(flowFrame.minX == 145)
      #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is BadgeAttributes)
    }

    // Apple's layoutAttributesForElements(in:) page: the collection view shows the views
    // whose attributes the layout returns, where they say, supplementary views among them.
    @Test func aFlowLayoutSubclassMovesAndAddsSectionHeaders() throws {
      let layout = StickyHeaderFlowLayout()
      layout.itemSize = CGSize(width: 390, height: 50)
      layout.minimumLineSpacing = 0
      layout.headerReferenceSize = CGSize(width: 390, height: 40)
      let source = CollectionItemsSource(items: 10, sections: 3)
      let header = UICollectionView.elementKindSectionHeader
      let collection = UICollectionView.laidOut(
        layout, source: source, kinds: [header], classes: [header: BadgeCell.self],
        frame: CGRect(x: 0, y: 0, width: 390, height: 400))
      func headerFrame(_ section: Int) -> CGRect? {
        collection.supplementaryView(
          forElementKind: header, at: IndexPath(item: 0, section: section))?
          .frame
      }
      #expect(headerFrame(0) == CGRect(x: 0, y: 0, width: 390, height: 40))
      #expect(layout.asked == 1)
      // Section 0 runs from 0 to 540: its header scrolled away, the layout brings it back to
      // the top of the bounds shown.
      collection.contentOffset.y = 100
      collection.layoutIfNeeded()
      #expect(headerFrame(0) == CGRect(x: 0, y: 100, width: 390, height: 40))
      // Raised (z order 1,024) in front of the cells it covers, and given its attributes.
      let sticky = try #require(
        collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
          as? BadgeCell)
      let covered = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
      let order = collection.subviews.map(ObjectIdentifier.init)
      #expect(
        try #require(order.firstIndex(of: ObjectIdentifier(sticky)))
          > #require(order.firstIndex(of: ObjectIdentifier(covered))))
      #expect(sticky.appliedFrame == sticky.frame)
      // The flow layout's own header stays where the flow puts it.
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
      // Near the end of section 0, the next header pushes it up.
      collection.contentOffset.y = 520
      collection.layoutIfNeeded()
      #expect(headerFrame(0) == CGRect(x: 0, y: 500, width: 390, height: 40))
      #expect(headerFrame(1) == CGRect(x: 0, y: 540, width: 390, height: 40))
      // Past section 0, its header leaves.
      collection.contentOffset.y = 700
      collection.layoutIfNeeded()
      #expect(headerFrame(0) == nil)
      #expect(headerFrame(1) == CGRect(x: 0, y: 700, width: 390, height: 40))
    }

    // UICollectionViewCell.h: attributes are applied "just before the view is returned from
    // the reuse queue" and "only when attributes change": for every layout, the flow layout too.
    @Test func aPlainFlowLayoutsAttributesAreAppliedToo() throws {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      let (collection, source) = collection(layout, items: 5)
      let cell = try #require(
        collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)
      #expect(cell.applied == 1)
      #expect(cell.appliedFrame == cell.frame)
      // Applied before the data source had the cell.
      #expect(source.appliedAtDequeue[1] == 1)
      collection.setNeedsLayout()
      collection.layoutIfNeeded()
      #expect(cell.applied == 1)
      layout.itemSize = CGSize(width: 120, height: 50)
      collection.layoutIfNeeded()
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
      #expect(cell.applied == 2)
      #expect(cell.appliedFrame == cell.frame)
      #expect(cell.frame.width == 120)
    }

    @Test func aPlainFlowLayoutsHeadersTakeTheirAttributes() throws {
      let layout = UICollectionViewFlowLayout()
      layout.headerReferenceSize = CGSize(width: 390, height: 40)
      let header = UICollectionView.elementKindSectionHeader
      let collection = UICollectionView.laidOut(
        layout, source: CollectionItemsSource(items: 3), kinds: [header],
        classes: [header: BadgeCell.self])
      let view = try #require(
        collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
          as? BadgeCell)
      #expect(view.applied == 1)
      #expect(view.appliedFrame == CGRect(x: 0, y: 0, width: 390, height: 40))
      layout.headerReferenceSize = CGSize(width: 390, height: 60)
      collection.layoutIfNeeded()
      #expect(view.applied == 2)
      #expect(view.appliedFrame?.height == 60)
    }

    @Test func attributesCopyAndCompareAsObjects() throws {
      let attributes = BadgeAttributes(forSupplementaryViewOfKind: "badge", with: [2, 3])
      attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      attributes.zIndex = 5
      attributes.badge = 9
      let copy = try #require(attributes.copy() as? BadgeAttributes)
      #expect(copy !== attributes)
      #expect(copy.isEqual(attributes))
      #expect(copy.badge == 9)
      #expect(copy.representedElementCategory == .supplementaryView)
      #expect(copy.representedElementKind == "badge")
      #expect(copy.indexPath == [2, 3])
      #expect(copy.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
      copy.badge = 8
      #expect(!copy.isEqual(attributes))
      let plain = UICollectionViewLayoutAttributes(forCellWith: [0, 0])
      #expect(!plain.isEqual(attributes))
      #expect(plain.representedElementKind == nil)
    }
  }
#endif
