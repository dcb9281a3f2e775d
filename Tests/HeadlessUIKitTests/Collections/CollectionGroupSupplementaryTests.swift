#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A group's own supplementary items (the SDK's UICollectionViewCompositionalLayout.h, on
  /// NSCollectionLayoutGroup's settable `supplementaryItems`: "Supplementary items are
  /// \"anchored\" to the group's geometry").
  @MainActor @Suite struct CollectionGroupSupplementaryTests {
    private let source = CollectionItemsSource(items: 3)

    private func badge() -> NSCollectionLayoutSupplementaryItem {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    }

    /// Rows of two items, 100 points tall, in a section inset 10 leading and 20 trailing, the
    /// group badged at its top trailing corner; laid out.
    private func makeCollection(rightToLeft: Bool) -> UICollectionView {
      let group = NSCollectionLayoutGroup.row(height: 100, perRow: 2)
      group.supplementaryItems = [badge()]
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
      return UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section), source: source, kinds: ["badge"],
        rightToLeft: rightToLeft)
    }

    @Test func aGroupsSupplementaryItemsAreAnchoredToEachGroup() {
      let collection = makeCollection(rightToLeft: false)
      // Groups span 10 to 370; one badge a group, at its first item's index path.
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
          == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
      #expect(
        collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?
          .frame == CGRect(x: 350, y: 0, width: 20, height: 20))
      #expect(
        collection.layoutAttributesForSupplementaryElement(
          ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame
          == CGRect(x: 350, y: 100, width: 20, height: 20))
      #expect(
        collection.layoutAttributesForSupplementaryElement(
          ofKind: "badge", at: IndexPath(item: 1, section: 0)) == nil)
    }

    // Right to left the group is mirrored with its items (20 to 380) and its trailing corner
    // is its left.
    @Test func aGroupsSupplementaryItemsFollowTheLayoutDirection() {
      let collection = makeCollection(rightToLeft: true)
      #expect(
        collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?
          .frame == CGRect(x: 20, y: 0, width: 20, height: 20))
    }

    // The SDK's NSCollectionLayoutItem `itemWithLayoutSize:supplementaryItems:`, inherited by
    // NSCollectionLayoutGroup, and the group's settable `supplementaryItems`.
    @Test func aGroupKeepsTheSupplementaryItemsItIsGiven() {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
      let made = NSCollectionLayoutGroup(layoutSize: size, supplementaryItems: [badge()])
      #expect(made.supplementaryItems.map(\.elementKind) == ["badge"])
      #expect(made.subitems.isEmpty)
      let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [])
      #expect(group.supplementaryItems.isEmpty)
      group.supplementaryItems = [badge(), badge()]
      #expect(group.supplementaryItems.count == 2)
    }

    // A nested group's own supplementary items are anchored to that group (the SDK's
    // NSCollectionLayoutGroup `supplementaryItems`: "anchored" to the group's geometry; a
    // nested group is a group like the outer one): here to the two items it holds, at the
    // index path of its first, one for each outer group.
    @Test func aNestedGroupsSupplementaryItemsAreAnchoredToIt() throws {
      let half = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
      let nested = NSCollectionLayoutGroup.vertical(
        layoutSize: half,
        subitem: NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))),
        count: 2)
      nested.supplementaryItems = [badge()]
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [NSCollectionLayoutItem(layoutSize: half), nested])
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        source: CollectionItemsSource(items: 6), kinds: ["badge"])
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
          == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
      for first in [1, 4] {
        let items = try [first, first + 1].map {
          try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame)
        }
        let area = items[0].union(items[1])
        #expect(
          collection.supplementaryView(
            forElementKind: "badge", at: IndexPath(item: first, section: 0))?.frame
            == CGRect(x: area.maxX - 20, y: area.minY, width: 20, height: 20))
      }
    }

    // A nested group that repeats its subitem while it fits (no count) holds as many items as
    // fit its own room (the vertical(layoutSize:subitems:) page: items "arranged in a vertical
    // line"; the fractionalHeight(_:) page: a fraction of "the containing group"): two halves
    // here, and its badge is anchored to both, as the counted group's is.
    @Test func aRepeatingNestedGroupsSupplementaryItemsAreAnchoredToItsItems() throws {
      let half = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
      let nested = NSCollectionLayoutGroup.vertical(
        layoutSize: half,
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        ])
      // At its bottom trailing corner: below both of its items.
      nested.supplementaryItems = [
        NSCollectionLayoutSupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(20), heightDimension: .absolute(20)),
          elementKind: "badge",
          containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
      ]
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [NSCollectionLayoutItem(layoutSize: half), nested])
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        source: CollectionItemsSource(items: 6), kinds: ["badge"])
      #expect(
        collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
          == CGRect(x: 195, y: 50, width: 195, height: 50))
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
          == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
      #expect(
        collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 4, section: 0))?
          .frame == CGRect(x: 370, y: 180, width: 20, height: 20))
    }

    // A nested group's supplementary items are anchored to the group's own frame, not to its
    // items' (the SDK's NSCollectionLayoutGroup `supplementaryItems`: "anchored" to the group's
    // geometry; the contentInsets page: an item's insets are applied "after its position is
    // computed", inside the room the group gives it): with the nested group's and its items'
    // insets the two differ, and the badge sits on the group's corner, left to right and
    // mirrored right to left.
    @Test(arguments: [false, true])
    func aNestedGroupsSupplementaryItemsAreAnchoredToItsFrameNotItsItems(rightToLeft: Bool) throws {
      let half = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let nested = NSCollectionLayoutGroup.vertical(layoutSize: half, subitem: item, count: 2)
      nested.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
      nested.supplementaryItems = [badge()]
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [NSCollectionLayoutItem(layoutSize: half), nested])
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        source: CollectionItemsSource(items: 3), kinds: ["badge"], rightToLeft: rightToLeft)
      // The nested group takes the trailing half (195 to 390, or 0 to 195 mirrored), 100
      // tall; its first item is inset by the group's 6 and its own 4.
      let firstItem = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
      #expect(firstItem.frame.minX == (rightToLeft ? 10 : 205))
      #expect(firstItem.frame.minY == 10)
      #expect(
        collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?
          .frame == CGRect(x: rightToLeft ? 0 : 370, y: 0, width: 20, height: 20))
    }
  }
#endif
