// Fixture of scripts/diagnostics-parity: custom collection view layouts as apps write them: a
// subclass of UICollectionViewLayout that computes its attributes in prepare(), a subclass of
// the flow layout that copies and moves its superclass's attributes, and attributes that carry
// more. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class BadgeAttributes: UICollectionViewLayoutAttributes {
  var badge = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! BadgeAttributes
    copy.badge = badge
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes, other.badge == badge else { return false }
    return super.isEqual(object)
  }
}

final class ColumnsLayout: UICollectionViewLayout {
  private var cache: [UICollectionViewLayoutAttributes] = []
  private var height: CGFloat = 0
  var columns = 2

  override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    cache = []
    let width = collectionView.bounds.width / CGFloat(columns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let attributes = BadgeAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * 50, width: width,
        height: 50)
      attributes.badge = item
      cache.append(attributes)
      height = max(height, attributes.frame.maxY)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    cache.first { $0.indexPath == indexPath }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}

final class StickyContext: UICollectionViewLayoutInvalidationContext {
  var onlyHeaders = false
}

final class StickyLayout: UICollectionViewFlowLayout {
  private var cleared = 0

  override class var invalidationContextClass: AnyClass { StickyContext.self }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func invalidationContext(
    forBoundsChange newBounds: CGRect
  )
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? StickyContext)?.onlyHeaders = true
    context.invalidateSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if context.invalidateEverything || context.invalidateDataSourceCounts { cleared += 1 }
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = false
    }
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    CGPoint(x: proposedContentOffset.x.rounded(), y: proposedContentOffset.y)
  }
}

final class LeftAlignedLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect)?.map {
      $0.copy() as! UICollectionViewLayoutAttributes
    }
    var x = sectionInset.left
    var lineY: CGFloat = -1
    for item in attributes ?? [] where item.representedElementCategory == .cell {
      if item.frame.origin.y >= lineY { x = sectionInset.left }
      item.frame.origin.x = x
      x += item.frame.width + minimumInteritemSpacing
      lineY = max(lineY, item.frame.maxY)
    }
    return attributes
  }
}

final class SelfSizingStackLayout: UICollectionViewLayout {
  private var heights: [IndexPath: CGFloat] = [:]

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    heights[preferredAttributes.indexPath] = preferredAttributes.size.height
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    context.invalidateItems(at: [preferredAttributes.indexPath])
    return context
  }
}

final class FittingCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.size.height =
      contentView.systemLayoutSizeFitting(
        CGSize(width: layoutAttributes.size.width, height: 0),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
    return attributes
  }
}

final class BadgeCell: UICollectionViewCell {
  var badge = 0

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    badge = (layoutAttributes as? BadgeAttributes)?.badge ?? 0
  }
}

@MainActor func customLayoutCollection() -> UICollectionView {
  let layout = ColumnsLayout()
  layout.columns = 3
  let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
  view.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
  _ = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
  _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
  return view
}
