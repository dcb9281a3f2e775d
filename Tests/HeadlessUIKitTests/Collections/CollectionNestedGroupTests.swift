#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Groups nested in groups (Apple's NSCollectionLayoutGroup page: a group is an item, so
  /// groups combine into more complex layouts), each level with its own size, spacing and
  /// insets.
  @MainActor @Suite struct CollectionNestedGroupTests {
    private func size(
      _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
    ) -> NSCollectionLayoutSize {
      NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A row 200 tall: a large item 60 % wide, then, 10 points after it, a column 146 wide of
    /// two items sharing its height 10 points apart.
    private func largeAndColumn() -> NSCollectionLayoutSection {
      let large = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.absolute(146), .fractionalHeight(1)),
        repeatingSubitem: NSCollectionLayoutItem(
          layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5))),
        count: 2)
      column.interItemSpacing = .fixed(10)
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
      row.interItemSpacing = .fixed(10)
      return NSCollectionLayoutSection(group: row)
    }

    // A vertical group inside a horizontal one occupies its own size, its items stacked
    // within it (the fractionalHeight(_:) page: "a fraction of the height of the containing
    // group": here the column's 200, less its spacing, shared by its two items).
    @Test func aColumnNestedInARowStacksItsItemsInItsOwnRoom() throws {
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: largeAndColumn()),
        source: CollectionItemsSource(items: 6))
      #expect(
        try collection.itemFrames(6) == [
          CGRect(x: 0, y: 0, width: 234, height: 200),
          CGRect(x: 244, y: 0, width: 146, height: 95),
          CGRect(x: 244, y: 105, width: 146, height: 95),
          CGRect(x: 0, y: 200, width: 234, height: 200),
          CGRect(x: 244, y: 200, width: 146, height: 95),
          CGRect(x: 244, y: 305, width: 146, height: 95),
        ])
      #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 105)
    }

    // Right to left the whole group mirrors: the large item leads from the right (the
    // NSCollectionLayoutEdgeSpacing page: leading is on the right in a right-to-left
    // environment; the layout flips, as observed on iOS).
    @Test func aNestedGroupMirrorsRightToLeft() throws {
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: largeAndColumn()),
        source: CollectionItemsSource(items: 3), rightToLeft: true)
      #expect(
        try collection.itemFrames(3) == [
          CGRect(x: 156, y: 0, width: 234, height: 200),
          CGRect(x: 0, y: 0, width: 146, height: 95),
          CGRect(x: 0, y: 105, width: 146, height: 95),
        ])
    }

    // A horizontal group inside a vertical one, and insets at each level: the outer group's
    // contentInsets shrink the room its items share (Apple is silent on whether the fractions
    // are of the inset room: the stricter reading, items that never overflow their group);
    // the nested row's items are inset by their own contentInsets once placed (the
    // contentInsets page: "adjust its final size after its position is computed").
    @Test func insetsApplyAtEachLevel() throws {
      let banner = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
      let tile = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      tile.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let tiles = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(90)), repeatingSubitem: tile, count: 3)
      tiles.interItemSpacing = .fixed(4)
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(150)), subitems: [banner, tiles])
      column.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)),
        source: CollectionItemsSource(items: 5))
      // The room is 380 × 140 from (5, 5); three tiles of (380 - 8) / 3 = 124 each.
      #expect(
        try collection.itemFrames(5) == [
          CGRect(x: 5, y: 5, width: 380, height: 50),
          CGRect(x: 7, y: 57, width: 120, height: 86),
          CGRect(x: 135, y: 57, width: 120, height: 86),
          CGRect(x: 263, y: 57, width: 120, height: 86),
          CGRect(x: 5, y: 155, width: 380, height: 50),
        ])
    }

    // Edge spacing moves an item before its content insets (the edgeSpacing page: "the amount
    // of space added around the boundaries of the item"); flexible spacings share the room
    // left (the NSCollectionLayoutSpacing page: "respaced evenly in the additional space"):
    // here they center each 40-point item in its 100-point row.
    @Test func edgeSpacingPlacesItemsInTheirGroup() throws {
      let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
      item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(10), top: .flexible(0), trailing: nil, bottom: .flexible(0))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
        source: CollectionItemsSource(items: 4))
      // Three 110-point slots fit in 390; the fourth item starts the next row.
      #expect(
        try collection.itemFrames(4) == [
          CGRect(x: 10, y: 30, width: 100, height: 40),
          CGRect(x: 120, y: 30, width: 100, height: 40),
          CGRect(x: 230, y: 30, width: 100, height: 40),
          CGRect(x: 10, y: 130, width: 100, height: 40),
        ])
    }

    // A flexible interItemSpacing spreads a group's items over its width, at least the
    // spacing apart (the NSCollectionLayoutSpacing page).
    @Test func flexibleSpacingSpreadsAGroupsItems() throws {
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))])
      row.interItemSpacing = .flexible(10)
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
        source: CollectionItemsSource(items: 3))
      #expect(try collection.itemFrames(3).map(\.minX) == [0, 145, 290])
    }

    // In an orthogonally scrolling section (the orthogonalScrollingBehavior page: the section
    // "lays out its content" along the axis orthogonal to the main layout axis), each group
    // is laid out level by level as in any section, and the groups sit side by side across
    // the axis, `interGroupSpacing` apart (the interGroupSpacing page: "the amount of space
    // between the groups in the section"): a row 300 wide and its column repeated at 320.
    @Test func nestedGroupsSitSideBySideInAnOrthogonallyScrollingSection() throws {
      let large = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
        repeatingSubitem: NSCollectionLayoutItem(
          layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5))),
        count: 2)
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(300), .absolute(100)), subitems: [large, column])
      let section = NSCollectionLayoutSection(group: row)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 20
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section),
        source: CollectionItemsSource(items: 6))
      #expect(
        try collection.itemFrames(6) == [
          CGRect(x: 0, y: 0, width: 150, height: 100),
          CGRect(x: 150, y: 0, width: 150, height: 50),
          CGRect(x: 150, y: 50, width: 150, height: 50),
          CGRect(x: 320, y: 0, width: 150, height: 100),
          CGRect(x: 470, y: 0, width: 150, height: 50),
          CGRect(x: 470, y: 50, width: 150, height: 50),
        ])
    }

    // The orthogonalScrollingBehavior page: the section scrolls its content on its own axis,
    // and UIKit makes the cells its scrolling brings into the bounds (at its start, as nothing
    // scrolls it here), not one per item: a carousel of 20 shows three.
    @Test func anOrthogonalSectionMakesOnlyTheCellsItShows() throws {
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
      let card = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(150), .absolute(100)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
            supplementaryItems: [badge])
        ])
      let section = NSCollectionLayoutSection(group: card)
      section.orthogonalScrollingBehavior = .continuous
      let source = CollectionItemsSource(items: 20)
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section), source: source, kinds: ["badge"])
      // Each card shown has its badge; the others have none.
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge").map(\.item).sorted()
          == [0, 1, 2])
      // 0 to 150, 150 to 300 and 300 to 450 meet the 390 points shown.
      #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2])
      #expect(collection.visibleCells.count == 3)
      #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
      // The layout still places every item.
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
          == CGRect(x: 750, y: 0, width: 150, height: 100))
    }
  }
#endif
