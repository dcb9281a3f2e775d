#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A layout of its own that stacks full-width items at the heights it knows (50 points until
  /// a cell says otherwise), and takes a self-sizing cell's height through the preferred-
  /// attributes pair: as self-sizing custom layouts are written.
  @MainActor private final class StackLayout: CachedAttributesLayout {
    private(set) var asked: [IndexPath] = []
    var heights: [Int: CGFloat] = [:]

    override func computeCache(
      in collectionView: UICollectionView
    ) -> [UICollectionViewLayoutAttributes] {
      var y: CGFloat = 0
      return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
        let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, item])
        let height = heights[item] ?? 50
        attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
        y += height
        return attributes
      }
    }

    override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      asked.append(originalAttributes.indexPath)
      return preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      heights[preferredAttributes.indexPath.item] = preferredAttributes.size.height
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      context.invalidateItems(at: [preferredAttributes.indexPath])
      return context
    }
  }

  /// A cell whose content is as tall as its data source says, sized by its constraints at the
  /// width its layout gives it.
  @MainActor private final class TallCell: UICollectionViewCell {
    let block = UIView()
    lazy var height = block.heightAnchor.constraint(equalToConstant: 10)

    override init(frame: CGRect) {
      super.init(frame: frame)
      block.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(block)
      NSLayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: contentView.topAnchor),
        block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        height,
      ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let size = contentView.systemLayoutSizeFitting(
        CGSize(width: layoutAttributes.size.width, height: 0),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      layoutAttributes.size.height = size.height
      return layoutAttributes
    }
  }

  /// `TallCell`s, item `i` 30 + 10 × `i` points tall.
  @MainActor private final class TallSource: NSObject, UICollectionViewDataSource {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 30 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath)
      (cell as? TallCell)?.height.constant = 30 + 10 * CGFloat(indexPath.item)
      return cell
    }
  }

  /// A layout of its own with a full-width header (a supplementary view of kind "header", 40
  /// points until it says otherwise) above 50-point rows: a self-sizing header, taken through
  /// the preferred-attributes pair as a cell's size is.
  @MainActor private final class HeaderLayout: UICollectionViewLayout {
    private(set) var askedKinds: [String?] = []
    var headerHeight: CGFloat = 40

    override var collectionViewContentSize: CGSize {
      CGSize(
        width: collectionView?.bounds.width ?? 0,
        height: headerHeight + 50 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0))
    }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      guard let collectionView else { return nil }
      let width = collectionView.bounds.width
      let header = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: "header", with: [0, 0])
      header.frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
      let items = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
        let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, item])
        attributes.frame = CGRect(
          x: 0, y: headerHeight + 50 * CGFloat(item), width: width, height: 50)
        return attributes
      }
      return ([header] + items).filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      askedKinds.append(originalAttributes.representedElementKind)
      return originalAttributes.representedElementKind == "header"
        && preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      headerHeight = preferredAttributes.size.height
      return super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
    }
  }

  /// A header whose content is 72 points tall, sized by its constraints.
  @MainActor private final class TallHeader: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      let block = UIView()
      block.translatesAutoresizingMaskIntoConstraints = false
      addSubview(block)
      NSLayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: topAnchor),
        block.leadingAnchor.constraint(equalTo: leadingAnchor),
        block.trailingAnchor.constraint(equalTo: trailingAnchor),
        block.bottomAnchor.constraint(equalTo: bottomAnchor),
        block.heightAnchor.constraint(equalToConstant: 72),
      ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
  }

  @MainActor @Suite struct CollectionCustomLayoutSelfSizingTests {
    // Apple's preferredLayoutAttributesFitting(_:) and
    // shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) pages: the
    // cell's preferred attributes are offered to the layout, which says whether they need a
    // layout update; the cells show at the sizes the updated layout gives.
    @Test func aLayoutOfYourOwnTakesItsCellsPreferredSizes() throws {
      let layout = StackLayout()
      let source = TallSource()
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
      collection.register(TallCell.self, forCellWithReuseIdentifier: "tall")
      collection.dataSource = source
      collection.layoutIfNeeded()
      // One layout pass shows every cell at its own height: 30, 40, 50, ... stacked.
      let frames = try (0..<5).map {
        try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame)
      }
      #expect(frames.map(\.height) == [30, 40, 50, 60, 70])
      #expect(frames.map(\.minY) == [0, 30, 70, 120, 180])
      #expect(frames.allSatisfy { $0.width == 390 })
      // 30 + 40 + ... + 100 = 520 points would pass 400: items 0 to 6 (0 to 390) show.
      #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == Array(0..<7))
      #expect(collection.contentSize.height > 400)
      // A cell is asked again only when its attributes change; sized, they stop changing.
      let asked = layout.asked.count
      collection.setNeedsLayout()
      collection.layoutIfNeeded()
      #expect(layout.asked.count == asked)
    }

    // Apple's shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
    // page: "The default implementation of this method returns false": the layout's sizes stand.
    @Test func aLayoutThatDeclinesKeepsItsSizes() throws {
      final class Declining: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100) }
        override func layoutAttributesForElements(
          in rect: CGRect
        ) -> [UICollectionViewLayoutAttributes]? {
          let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, 0])
          attributes.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
          return [attributes]
        }
      }
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: Declining())
      collection.register(TallCell.self, forCellWithReuseIdentifier: "tall")
      let source = TallSource()
      collection.dataSource = source
      collection.layoutIfNeeded()
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    // Apple's preferredLayoutAttributesFitting(_:) page (a UICollectionReusableView method:
    // supplementary views "can override this method and use it to return a different size")
    // and shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:): a
    // layout of your own's header sizes itself as its cells do, in the same layout pass.
    @Test func aLayoutOfYourOwnTakesItsSupplementaryViewsPreferredSizes() throws {
      let layout = HeaderLayout()
      let collection = UICollectionView.laidOut(
        layout, source: CollectionItemsSource([3]), kinds: ["header"],
        classes: ["header": TallHeader.self], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
      let header = try #require(collection.visibleSupplementaryViews(ofKind: "header").first)
      #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 72))
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 0, y: 72, width: 390, height: 50))
      #expect(layout.askedKinds.contains("header"))
      // Sized, it is not asked again while its attributes stay the same.
      let asked = layout.askedKinds.count
      collection.setNeedsLayout()
      collection.layoutIfNeeded()
      #expect(layout.askedKinds.count == asked)
    }
  }
#endif
