#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A flow layout that asks not to be mirrored.
  @MainActor private final class UnflippedFlowLayout: UICollectionViewFlowLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  }

  /// A flow layout written for a right-to-left language.
  @MainActor private final class RightToLeftFlowLayout: UICollectionViewFlowLayout {
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
  }

  /// Right to left, the collection view mirrors the frames of a layout that flips (the SDK's
  /// UICollectionViewLayout.h and Apple's flipsHorizontallyInOppositeLayoutDirection page: "the
  /// collection view automatically flips" the layout's horizontal coordinates when the layout
  /// direction is the opposite of the layout's development direction).
  @MainActor @Suite struct CollectionLayoutDirectionTests {
    private let source = CollectionItemsSource(items: 3)

    private func makeCollection(
      _ layout: UICollectionViewLayout, rightToLeft: Bool = true
    ) -> UICollectionView {
      UICollectionView.laidOut(layout, source: source, rightToLeft: rightToLeft)
    }

    private func xs(_ collection: UICollectionView, _ count: Int = 3) -> [CGFloat?] {
      (0..<count).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
    }

    /// `layout` with 100 × 50 items and a 30-point left inset.
    private func flowLayout(
      _ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
    ) -> UICollectionViewFlowLayout {
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.sectionInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
      return layout
    }

    // The SDK's UICollectionViewLayout.h: the base class's flipsHorizontallyInOppositeLayout-
    // Direction "returns false" and its developmentLayoutDirection is the main bundle's
    // development region's (left to right here); "FlowLayout returns leftToRight". That the
    // flow and compositional layouts flip is the observed iOS behaviour (both mirror right to
    // left with no code of the app's).
    @Test func theLayoutsSayWhetherTheyFlip() {
      let base = UICollectionViewLayout()
      #expect(!base.flipsHorizontallyInOppositeLayoutDirection)
      #expect(base.developmentLayoutDirection == .leftToRight)
      let flow = UICollectionViewFlowLayout()
      #expect(flow.flipsHorizontallyInOppositeLayoutDirection)
      #expect(flow.developmentLayoutDirection == .leftToRight)
      let compositional = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [])))
      #expect(compositional.flipsHorizontallyInOppositeLayoutDirection)
      #expect(compositional.developmentLayoutDirection == .leftToRight)
    }

    // A line of three 100-point items in 360 points (a 30-point left inset) is spread 30 apart
    // (UICollectionViewFlowLayout's minimumInteritemSpacing page: the spacing "may be adjusted
    // upward"): 30, 160, 290 left to right; mirrored, the first item is on the right and the
    // inset too.
    @Test func aFlowLayoutsLinesFillFromTheRight() {
      #expect(
        xs(makeCollection(flowLayout(), rightToLeft: false))
          == [30, 160, 290])
      let collection = makeCollection(flowLayout())
      #expect(xs(collection) == [260, 130, 0])
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 260, y: 0, width: 100, height: 50))
    }

    // The flipsHorizontallyInOppositeLayoutDirection page: a layout that does not flip keeps
    // its coordinates; one written for right to left is mirrored in a left-to-right
    // collection, and not in a right-to-left one.
    @Test func theFlipFollowsTheLayoutsProperties() {
      #expect(xs(makeCollection(flowLayout(UnflippedFlowLayout()))) == [30, 160, 290])
      #expect(
        xs(makeCollection(flowLayout(RightToLeftFlowLayout()), rightToLeft: false))
          == [260, 130, 0])
      #expect(xs(makeCollection(flowLayout(RightToLeftFlowLayout()))) == [30, 160, 290])
    }

    // A row of two half-width items in a section inset 10 leading and 20 trailing: 10 and 190
    // left to right; right to left the leading inset is on the right (the NSDirectionalEdge-
    // Insets page: leading and trailing follow the layout direction), so 200 and 20.
    @Test func aCompositionalLayoutsGroupsFillFromTheRight() {
      let section = NSCollectionLayoutSection.rows(height: 50, perRow: 2)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
      let layout = UICollectionViewCompositionalLayout(section: section)
      #expect(xs(makeCollection(layout, rightToLeft: false)) == [10, 190, 10])
      let collection = makeCollection(layout)
      #expect(xs(collection) == [200, 20, 200])
      #expect(
        collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
          == CGRect(x: 200, y: 50, width: 180, height: 50))
    }

    // An orthogonally scrolling section (the orthogonalScrollingBehavior page: the section's
    // groups are laid out along the other axis) starts at its leading edge: right to left, its
    // first group is against the right edge and the next ones further left, past the edge.
    @Test func anOrthogonalSectionScrollsFromTheRight() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(150), heightDimension: .absolute(80)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      let layout = UICollectionViewCompositionalLayout(section: section)
      #expect(xs(makeCollection(layout, rightToLeft: false)) == [0, 150, 300])
      #expect(xs(makeCollection(layout)) == [240, 90, -60])
    }

    /// Ten 100 × 50 items in a 390 × 50 collection scrolling horizontally, 10 points between
    /// the columns: 1,090 points of content.
    private func horizontalCollection(rightToLeft: Bool = true) -> UICollectionView {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumLineSpacing = 10
      return UICollectionView.laidOut(
        layout, source: tenItems, rightToLeft: rightToLeft,
        frame: CGRect(x: 0, y: 0, width: 390, height: 50))
    }

    private let tenItems = CollectionItemsSource(items: 10)

    private func visibleItems(_ collection: UICollectionView) -> [Int] {
      collection.indexPathsForVisibleItems.map(\.item)
    }

    // A horizontal flow layout is mirrored along its axis: item i, at 110 i left to right, is
    // at 1,090 − 110 i − 100 (the flipsHorizontallyInOppositeLayoutDirection page: the
    // collection view flips the layout's horizontal coordinates). The content offset starts
    // at the right end, where the first items are (the SDK's UICollectionViewLayout.h: the
    // collection "will ensure its bounds.origin is always found at the leading edge"; the
    // observed iOS behaviour: a right-to-left horizontal collection opens on its first items,
    // at the right), and the items made are those the mirrored offset shows.
    @Test func aHorizontalFlowLayoutStartsAtTheRightEnd() {
      let leftToRight = horizontalCollection(rightToLeft: false)
      #expect(leftToRight.contentOffset == .zero)
      #expect(visibleItems(leftToRight) == [0, 1, 2, 3])
      let collection = horizontalCollection()
      #expect(collection.contentSize == CGSize(width: 1090, height: 50))
      #expect(collection.contentOffset == CGPoint(x: 700, y: 0))
      #expect(visibleItems(collection) == [0, 1, 2, 3])
      #expect(
        (0..<4).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
          == [990, 880, 770, 660])
    }

    // Only the default initial offset starts at the right end: an offset the app set before
    // the first layout stays (Apple is silent; the stricter choice: the collection never
    // overrides an offset the app asked for), and the items it shows are made, mirrored.
    @Test func anOffsetSetBeforeTheFirstLayoutStays() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumLineSpacing = 10
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 50), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.semanticContentAttribute = .forceRightToLeft
      collection.dataSource = tenItems
      collection.contentOffset = CGPoint(x: 200, y: 0)
      collection.layoutIfNeeded()
      #expect(collection.contentOffset == CGPoint(x: 200, y: 0))
      // Item i spans 990 − 110 i to 1,090 − 110 i: 4 to 8 meet 200 to 590.
      #expect(visibleItems(collection) == [4, 5, 6, 7, 8])
    }

    // Scrolled to the left end, a mirrored horizontal collection shows its last items (7 to
    // 9 whole, 6 in part), the last one against the left edge.
    @Test func aMirroredHorizontalCollectionScrollsTowardsItsLastItems() {
      let collection = horizontalCollection()
      collection.contentOffset = .zero
      collection.layoutIfNeeded()
      #expect(visibleItems(collection) == [6, 7, 8, 9])
      #expect(collection.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.minX == 0)
      // scrollToItem goes back to an item at its mirrored place.
      collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .right, animated: false)
      collection.layoutIfNeeded()
      #expect(collection.contentOffset.x == 700)
      #expect(visibleItems(collection).first == 0)
    }

    // The flipsHorizontallyInOppositeLayoutDirection page: "the layout information you
    // provide is still based on the collection view's natural coordinate system" and the
    // collection view flips it. So the layout's own layoutAttributesForItem(at:) and
    // layoutAttributesForElements(in:) keep its coordinates; the collection view's
    // layoutAttributesForItem(at:) answers where it shows the cell (Apple is silent on the
    // collection's method: answering the frame the cell has is the stricter reading).
    @Test func theLayoutAnswersInItsOwnCoordinates() throws {
      let collection = horizontalCollection()
      let first = IndexPath(item: 0, section: 0)
      let layout = collection.collectionViewLayout
      #expect(
        layout.layoutAttributesForItem(at: first)?.frame
          == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(
        collection.layoutAttributesForItem(at: first)?.frame
          == CGRect(x: 990, y: 0, width: 100, height: 50))
      #expect(
        collection.cellForItem(at: first)?.frame == CGRect(x: 990, y: 0, width: 100, height: 50))
      let inRect = try #require(
        layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 50)))
      #expect(inRect.map(\.indexPath.item) == [0, 1, 2, 3])
      #expect(inRect.map(\.frame.minX) == [0, 110, 220, 330])
      // Vertically too: the flow layout's first item at the left inset, shown on the right.
      let vertical = makeCollection(flowLayout())
      #expect(vertical.collectionViewLayout.layoutAttributesForItem(at: first)?.frame.minX == 30)
      #expect(vertical.layoutAttributesForItem(at: first)?.frame.minX == 260)
    }

    /// Five 100-point items in a 390 × 100 compositional layout scrolling horizontally, a
    /// 40-point leading section header and a badge at each item's top trailing corner: 540
    /// points of content.
    private func horizontalCompositional(
      _ source: CollectionItemsSource, rightToLeft: Bool
    ) -> UICollectionView {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [
          NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        ])
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
          subitems: [item]))
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
          elementKind: "header", alignment: .leading)
      ]
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .horizontal
      return UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section, configuration: configuration),
        source: source, kinds: ["header", "badge"], rightToLeft: rightToLeft,
        frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    // A horizontal compositional layout is mirrored along its axis as a whole: its leading
    // header at the right end of the content, the items leftwards from it, each badge on its
    // item's left (the trailing side right to left), each frame the mirror of its
    // left-to-right one across the 540 points (the flipsHorizontallyInOppositeLayoutDirection
    // page), while the layout answers its own.
    @Test func aHorizontalCompositionalLayoutIsMirroredAsAWhole() {
      let source = CollectionItemsSource(items: 5)
      let leftToRight = horizontalCompositional(source, rightToLeft: false)
      let collection = horizontalCompositional(source, rightToLeft: true)
      #expect(collection.contentOffset.x == 150)
      let header = IndexPath(item: 0, section: 0)
      #expect(
        collection.supplementaryView(forElementKind: "header", at: header)?.frame
          == CGRect(x: 500, y: 0, width: 40, height: 100))
      #expect(
        collection.collectionViewLayout.layoutAttributesForSupplementaryView(
          ofKind: "header", at: header)?.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
      #expect(visibleItems(collection) == [0, 1, 2, 3])
      for item in 0..<4 {
        let path = IndexPath(item: item, section: 0)
        let ltr = leftToRight.layoutAttributesForSupplementaryElement(ofKind: "badge", at: path)
        let mirrored = ltr.map {
          CGRect(x: 540 - $0.frame.maxX, y: $0.frame.minY, width: 20, height: 20)
        }
        #expect(mirrored != nil)
        #expect(collection.supplementaryView(forElementKind: "badge", at: path)?.frame == mirrored)
        #expect(collection.cellForItem(at: path)?.frame.minX == CGFloat(400 - 100 * item))
      }
    }
  }
#endif
