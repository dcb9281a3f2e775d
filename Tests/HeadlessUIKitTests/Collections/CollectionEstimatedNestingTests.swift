#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A cell whose fitted height is 40 points plus 10 for each item before it, at the width it
  /// is given.
  private final class GrowingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = CGSize(
        width: layoutAttributes.size.width,
        height: 40 + 10 * CGFloat(layoutAttributes.indexPath.item))
      return attributes
    }
  }

  /// Nested groups in sections of estimated sizes, laid out level by level as the others
  /// (Apple's NSCollectionLayoutGroup page: "Because a group is a subclass of
  /// NSCollectionLayoutItem, it behaves like an item. You can combine a group with other items
  /// and groups into more complex layouts"), each estimated dimension the content's (the
  /// NSCollectionLayoutDimension estimated(_:) page: "The final size of the dimension is
  /// determined when the content is rendered").
  @MainActor @Suite struct CollectionEstimatedNestingTests {
    private func estimated(
      _ width: NSCollectionLayoutDimension, _ height: CGFloat
    ) -> NSCollectionLayoutSize {
      NSCollectionLayoutSize(widthDimension: width, heightDimension: .estimated(height))
    }

    /// Groups of a full-width item above a row (inset 10 points each side) of two half-width
    /// items, 8 points apart vertically, 12 between groups, every height estimated; the row
    /// badged at its top trailing corner when `badged`; laid out with growing cells.
    private func makeCollection(items: Int, badged: Bool = false) -> UICollectionView {
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: estimated(.fractionalWidth(1), 44),
        subitems: [NSCollectionLayoutItem(layoutSize: estimated(.fractionalWidth(0.5), 44))])
      row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      if badged {
        row.supplementaryItems = [
          NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        ]
      }
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: estimated(.fractionalWidth(1), 100),
        subitems: [NSCollectionLayoutItem(layoutSize: estimated(.fractionalWidth(1), 44)), row])
      group.interItemSpacing = .fixed(8)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 12
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collection.register(GrowingCell.self, forCellWithReuseIdentifier: "cell")
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: "badge",
        withReuseIdentifier: "view")
      let source = CollectionItemsSource(items: items)
      collection.dataSource = source
      collection.layoutIfNeeded()
      withExtendedLifetime(source) {}
      return collection
    }

    // Each group stacks its item (40 points) and its row, 8 apart; the row is as tall as its
    // taller item (60 of 50 and 60), both filling it, within the row's insets; the next group
    // 12 points below (its item 70, its row 90).
    @Test func selfSizingCellsInANestedRowOfAnEstimatedSectionAreLaidOutLevelByLevel() throws {
      let collection = makeCollection(items: 6)
      #expect(
        try collection.itemFrames(6) == [
          CGRect(x: 0, y: 0, width: 390, height: 40),
          CGRect(x: 10, y: 48, width: 185, height: 60),
          CGRect(x: 195, y: 48, width: 185, height: 60),
          CGRect(x: 0, y: 120, width: 390, height: 70),
          CGRect(x: 10, y: 198, width: 185, height: 90),
          CGRect(x: 195, y: 198, width: 185, height: 90),
        ])
      #expect(collection.contentSize.height == 288)
    }

    // The SDK's UICollectionViewCompositionalLayout.h on a group's supplementaryItems:
    // "Supplementary items are \"anchored\" to the group's geometry": the row's badge at the
    // row's top trailing corner (its frame spans the width, its insets inset its items only),
    // not at its items' union (which ends 10 points earlier), in each group.
    @Test func aNestedGroupsBadgeInAnEstimatedSectionIsAnchoredToTheGroupsFrame() {
      let collection = makeCollection(items: 6, badged: true)
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
          == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
      #expect(
        collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?
          .frame == CGRect(x: 370, y: 48, width: 20, height: 20))
      #expect(
        collection.layoutAttributesForSupplementaryElement(
          ofKind: "badge", at: IndexPath(item: 4, section: 0))?.frame
          == CGRect(x: 370, y: 198, width: 20, height: 20))
    }
  }
#endif
