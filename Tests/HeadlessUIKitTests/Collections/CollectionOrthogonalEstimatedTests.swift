#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A card whose fitted size is 60 points wide and 30 tall, plus 20 and 10 for each item
  /// before it.
  private final class CardCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      let item = CGFloat(layoutAttributes.indexPath.item)
      attributes.size = CGSize(width: 60 + 20 * item, height: 30 + 10 * item)
      return attributes
    }
  }

  /// Orthogonally scrolling sections with estimated sizes (the orthogonalScrollingBehavior
  /// page: the section lays "out its content orthogonally to the main layout axis"), each group
  /// as large as its cells' fitted sizes make it (the NSCollectionLayoutDimension
  /// estimated(_:) page: "The final size of the dimension is determined when the content is
  /// rendered").
  @MainActor @Suite struct CollectionOrthogonalEstimatedTests {
    /// A vertical collection whose first section scrolls horizontally: groups of one card,
    /// 10 points apart, each `width` wide and `height` tall, the card estimated in both
    /// dimensions (filling the group's height when `height` is not estimated); then a section
    /// of 50-point rows.
    private func makeCollection(
      width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension
    ) -> UICollectionView {
      let card = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .estimated(100),
          heightDimension: height.isEstimated ? .estimated(44) : .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height),
        subitems: [card])
      let cards = NSCollectionLayoutSection(group: group)
      cards.orthogonalScrollingBehavior = .groupPaging
      cards.interGroupSpacing = 10
      let rows = NSCollectionLayoutSection(group: .row(height: 50))
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout { section, _ in
          section == 0 ? cards : rows
        })
      collection.register(CardCell.self, forCellWithReuseIdentifier: "cell")
      let source = CollectionItemsSource([4, 1])
      collection.dataSource = source
      collection.layoutIfNeeded()
      withExtendedLifetime(source) {}
      return collection
    }

    // Each card its fitted width (60, 80, 100, 120), each group as wide as its card and 10
    // points after the previous one; the group's estimated height its card's (30 to 60: Apple
    // is silent on whether groups of one section share a height; the stricter reading, each
    // group its own content's), the section as tall as its tallest group: the next section
    // starts at 60.
    @Test func estimatedCardsOfAnOrthogonalSectionTakeTheirFittedSizes() throws {
      let collection = makeCollection(width: .estimated(100), height: .estimated(44))
      #expect(
        try collection.itemFrames(4) == [
          CGRect(x: 0, y: 0, width: 60, height: 30),
          CGRect(x: 70, y: 0, width: 80, height: 40),
          CGRect(x: 160, y: 0, width: 100, height: 50),
          CGRect(x: 270, y: 0, width: 120, height: 60),
        ])
      #expect(
        collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
          == CGRect(x: 270, y: 0, width: 120, height: 60))
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 60)
      #expect(collection.contentSize.height == 110)
    }

    // A group of absolute height keeps it (its cards fill it) while its estimated width is
    // its card's: the section stays 80 tall, the groups follow one another at their fitted
    // widths.
    @Test func anOrthogonalSectionOfAbsoluteHeightKeepsItWithFittedWidths() throws {
      let collection = makeCollection(width: .estimated(100), height: .absolute(80))
      #expect(
        try collection.itemFrames(4) == [
          CGRect(x: 0, y: 0, width: 60, height: 80),
          CGRect(x: 70, y: 0, width: 80, height: 80),
          CGRect(x: 160, y: 0, width: 100, height: 80),
          CGRect(x: 270, y: 0, width: 120, height: 80),
        ])
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
    }
  }
#endif
