#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Custom groups (the SDK's UICollectionViewCompositionalLayout.h, on
  /// `customGroupWithLayoutSize:itemProvider:`: "During layout, the itemProvider will be called
  /// with the group's current geometry provided via the NSCollectionLayoutEnvironment supplied.
  /// The coordinate space for returned frames should be {0,0} relative to this group's
  /// geometry. Custom groups can be nested arbitrarily inside other groups.").
  @MainActor @Suite struct CollectionCustomGroupTests {
    /// A group of three items on a diagonal, each a third of the container's width square,
    /// at z order 0, 1, 2 (2, 1, 0 when `descending`), noting the container sizes it was asked
    /// for.
    private func diagonal(
      _ size: NSCollectionLayoutSize, descending: Bool = false,
      asked: @escaping (CGSize) -> Void = { _ in }
    ) -> NSCollectionLayoutGroup {
      .custom(layoutSize: size) { environment in
        let room = environment.container.contentSize
        asked(room)
        let side = room.width / 3
        return (0..<3).map { index in
          NSCollectionLayoutGroupCustomItem(
            frame: CGRect(
              x: CGFloat(index) * side, y: CGFloat(index) * 10, width: side, height: side),
            zIndex: descending ? 2 - index : index)
        }
      }
    }

    // The items are where the provider puts them, relative to each group's origin, in item
    // order; the provider is asked with the group's own size.
    @Test func aCustomGroupsItemsAreWhereItsProviderPutsThem() throws {
      var asked: [CGSize] = []
      let group = diagonal(
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150))
      ) { asked.append($0) }
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        source: CollectionItemsSource(items: 6))
      #expect(asked.first == CGSize(width: 390, height: 150))
      #expect(
        try collection.itemFrames(6) == [
          CGRect(x: 0, y: 0, width: 130, height: 130),
          CGRect(x: 130, y: 10, width: 130, height: 130),
          CGRect(x: 260, y: 20, width: 130, height: 130),
          CGRect(x: 0, y: 150, width: 130, height: 130),
          CGRect(x: 130, y: 160, width: 130, height: 130),
          CGRect(x: 260, y: 170, width: 130, height: 130),
        ])
      #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 160)
    }

    // Nested in a row, a custom group takes its own size in it and is asked with that size.
    @Test func aCustomGroupNestsInAnotherGroup() throws {
      var asked: [CGSize] = []
      let custom = diagonal(
        NSCollectionLayoutSize(widthDimension: .absolute(240), heightDimension: .absolute(100))
      ) { asked.append($0) }
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(150), heightDimension: .fractionalHeight(1))),
          custom,
        ])
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
        source: CollectionItemsSource(items: 4))
      #expect(asked.first == CGSize(width: 240, height: 100))
      #expect(
        try collection.itemFrames(4) == [
          CGRect(x: 0, y: 0, width: 150, height: 100),
          CGRect(x: 150, y: 0, width: 80, height: 80),
          CGRect(x: 230, y: 10, width: 80, height: 80),
          CGRect(x: 310, y: 20, width: 80, height: 80),
        ])
    }

    // The SDK's `customItemWithFrame:` and `customItemWithFrame:zIndex:`.
    @Test func aCustomItemKeepsItsFrameAndZIndex() {
      let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      #expect(NSCollectionLayoutGroupCustomItem(frame: frame).frame == frame)
      #expect(NSCollectionLayoutGroupCustomItem(frame: frame).zIndex == 0)
      #expect(NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: 3).zIndex == 3)
    }

    // The zIndex page of NSCollectionLayoutGroupCustomItem: "The vertical stacking order of
    // the custom item in relation to other items in the group": each item's layout
    // attributes carry its custom item's z order, and its cell's view is in front of those of
    // lower z order (the UICollectionViewLayoutAttributes zIndex page: "Items with higher
    // index values appear on top of items with lower values"; equal ones, "an undetermined
    // order", keep the order they were added in: the stricter choice, a stable order).
    @Test func aCustomItemsZIndexOrdersItsCell() throws {
      let group = diagonal(
        NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
        descending: true)
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        source: CollectionItemsSource(items: 6))
      #expect(
        (0..<6).map {
          collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex
        } == [2, 1, 0, 2, 1, 0])
      let cells = try (0..<6).map {
        try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)))
      }
      let order = collection.subviews.compactMap { view in
        cells.firstIndex { $0 === view }
      }
      #expect(order == [2, 5, 1, 4, 0, 3])
    }
  }
#endif
