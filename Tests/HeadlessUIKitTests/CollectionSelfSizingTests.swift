#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A collection cell whose multi-line label is pinned to the content view's margins (8 points,
  /// a plain view's).
  private final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A cell that sizes itself by overriding `preferredLayoutAttributesFitting(_:)`.
  private final class FixedSizeCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = CGSize(width: 120, height: 77)
      return attributes
    }
  }

  /// A data source of label cells over texts, recording the items it is asked for.
  @MainActor private final class TextItems: NSObject, UICollectionViewDataSource {
    var texts: [String]
    var cellRequests: [IndexPath] = []

    init(_ texts: [String]) { self.texts = texts }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { texts.count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      cellRequests.append(indexPath)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
      (cell as? LabelCell)?.label.text = texts[indexPath.item]
      return cell
    }
  }

  @MainActor @Suite struct CollectionSelfSizingTests {
    static let long = String(
      repeating: "A sentence long enough to wrap over several lines of an item. ", count: 3)

    private func makeCollection(
      _ source: TextItems, layout: UICollectionViewLayout, cell: AnyClass = LabelCell.self
    ) -> UICollectionView {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(cell, forCellWithReuseIdentifier: "text")
      collection.dataSource = source
      return collection
    }

    /// The size of a label cell showing `text`: the label's size (wrapped at `width` when
    /// given, else on one line) and 8-point margins.
    private func cellSize(_ text: String, width: CGFloat? = nil) -> CGSize {
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      if let width { label.preferredMaxLayoutWidth = width - 16 }
      let size = label.intrinsicContentSize
      return CGSize(width: (width ?? size.width + 16), height: size.height + 16)
    }

    private func frame(_ collection: UICollectionView, _ item: Int) -> CGRect {
      collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
    }

    private func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.01 }

    // Source: the estimatedItemSize and automaticSize pages ("causes the collection view to
    // query each cell for its actual size using the cell's preferredLayoutAttributesFitting(_:)
    // method"; "Cells that aren't onscreen are assumed to be the estimated height") and the
    // preferredLayoutAttributesFitting(_:) page ("The default implementation of this method
    // adjusts the size values to accommodate changes made by a self-sizing cell"); lines break
    // by the sizes, as the flow layout's page describes ("as many items as fit" a line).
    @Test func flowItemsTakeTheirCellsSizesAndLinesBreakByThem() {
      let words = ["Swift", "Auto Layout", "UIKit on Linux", "Cells", "Self-sizing items", "Flow"]
      let source = TextItems(words + Array(repeating: "Off screen", count: 200))
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
      let collection = makeCollection(source, layout: layout)
      collection.layoutIfNeeded()
      for (item, word) in words.enumerated() {
        let expected = cellSize(word)
        #expect(isClose(frame(collection, item).width, expected.width))
        #expect(isClose(frame(collection, item).height, expected.height))
      }
      // The first line holds the words that fit 390 points, 10 apart at least.
      var used: CGFloat = 0
      var firstLine = 0
      for word in words {
        let width = cellSize(word).width
        if firstLine > 0, used + 10 + width > 390 { break }
        used += (firstLine > 0 ? 10 : 0) + width
        firstLine += 1
      }
      #expect(firstLine > 1 && firstLine < words.count)
      #expect((0..<firstLine).allSatisfy { frame(collection, $0).minY == 0 })
      #expect(frame(collection, firstLine).minY > 0)
      #expect(frame(collection, 0).minX == 0)
      // Items never shown keep the estimate (the flow layout's itemSize for automaticSize).
      #expect(frame(collection, 205).size == layout.itemSize)
      #expect(!source.cellRequests.contains(IndexPath(item: 205, section: 0)))
      // Each item is asked for once, though measuring moved the line breaks.
      #expect(source.cellRequests.count == Set(source.cellRequests).count)
    }

    // Source: the preferredLayoutAttributesFitting(_:) page ("Subclasses can override this
    // method … call super first and make your own modifications to the returned attributes").
    @Test func anOverrideOfPreferredAttributesSizesTheItem() {
      let source = TextItems(Array(repeating: "Item", count: 10))
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = CGSize(width: 50, height: 50)
      let collection = makeCollection(source, layout: layout, cell: FixedSizeCell.self)
      collection.layoutIfNeeded()
      #expect(frame(collection, 0).size == CGSize(width: 120, height: 77))
      #expect(frame(collection, 3).minY == CGFloat(77 + 10))
      #expect(
        collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == frame(collection, 3))
    }

    // Source: the estimated(_:) page ("The final size of the dimension is determined when the
    // content is rendered") and the NSCollectionLayoutDimension page ("You provide an initial
    // estimated size and the system computes the actual value later"): a full-width item of
    // estimated height takes its cell's fitted height at the item's width.
    @Test func compositionalEstimatedHeightsAreMeasuredAtTheItemsWidth() {
      let texts = (0..<300).map { $0.isMultiple(of: 2) ? Self.long : "Short" }
      let source = TextItems(texts)
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
      let item = NSCollectionLayoutItem(layoutSize: size)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
      collection.layoutIfNeeded()
      let long = cellSize(Self.long, width: 390).height
      let short = cellSize("Short", width: 390).height
      #expect(isClose(frame(collection, 0).height, long))
      #expect(isClose(frame(collection, 1).height, short))
      #expect(isClose(frame(collection, 1).minY, long))
      #expect(frame(collection, 0).width == 390)
      let shown = Set(source.cellRequests).count
      #expect(shown > 0 && shown < 60)
      // Items never shown keep the estimate; scrolling to the end measures them all.
      #expect(frame(collection, 299).height == 60)
      while collection.contentOffset.y < collection.contentSize.height - 844 {
        collection.contentOffset.y = min(
          collection.contentOffset.y + 844, collection.contentSize.height - 844)
        collection.layoutIfNeeded()
      }
      #expect(abs(collection.contentSize.height - 150 * (long + short)) < 0.1)
      #expect(Set(source.cellRequests).count == 300)
    }

    // Source: the NSCollectionLayoutGroup page (a horizontal group lays its items out in a row)
    // with the estimated(_:) page: a row of estimated height is as tall as its tallest item,
    // which every item of the row fills (observed on iOS; Apple does not say).
    @Test func aRowOfEstimatedItemsIsAsTallAsItsTallest() {
      let source = TextItems([Self.long, "Short", "Short", "Short"])
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
        subitems: [item])
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
      collection.layoutIfNeeded()
      let tall = cellSize(Self.long, width: 195).height
      #expect(isClose(frame(collection, 0).height, tall))
      #expect(isClose(frame(collection, 1).height, tall))
      #expect(frame(collection, 1).minX == 195)
      #expect(isClose(frame(collection, 2).minY, tall))
      #expect(isClose(frame(collection, 2).height, cellSize("Short", width: 195).height))
    }

    // Source: the estimated(_:) page ("The final size of the dimension is determined when the
    // content is rendered") for a width estimated across a vertical layout: each item takes
    // its cell's fitted width at the group's absolute height, and a group holds the items that
    // fit its width at its fixed spacing, the others wrapping into the next group (a tag list,
    // as it wraps on iOS; Apple does not describe the wrapping).
    @Test func compositionalEstimatedWidthsWrapLikeTags() {
      let words = [
        "Swift", "Auto Layout", "UIKit on Linux", "Cells", "Self-sizing items", "Flow", "Tags",
        "Wrap", "Across the axis",
      ]
      let source = TextItems(words)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .estimated(60), heightDimension: .absolute(40)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        subitems: [item])
      group.interItemSpacing = .fixed(8)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 8
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutIfNeeded()
      var x: CGFloat = 0
      var y: CGFloat = 0
      for (index, word) in words.enumerated() {
        let width = cellSize(word).width
        if x > 0, x + width > 390 {
          x = 0
          y += 48
        }
        let frame = frame(collection, index)
        #expect(isClose(frame.minX, x) && isClose(frame.width, width), "\(word)")
        #expect(frame.minY == y && frame.height == 40, "\(word)")
        x += width + 8
      }
      #expect(y >= 96)
      #expect(collection.contentSize.height == y + 40)
    }

    // Source: the list configuration's sections estimate 44-point rows; a cell without
    // constraints has nothing to size it by and keeps the estimate (the table's standard row).
    @Test func cellsWithoutConstraintsKeepTheEstimate() {
      let source = TextItems(Array(repeating: "Row", count: 30))
      let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
      let collection = makeCollection(source, layout: layout, cell: UICollectionViewListCell.self)
      collection.layoutIfNeeded()
      #expect(frame(collection, 3) == CGRect(x: 0, y: 132, width: 390, height: 44))
    }

    // Source: the estimated(_:) page of NSCollectionLayoutDimension ("The final size of the
    // dimension is determined when the content is rendered"), for items that a vertical group
    // stacks along a vertical section, as for items across it: each item takes its cell's
    // fitted height at the group's width, the next one follows it at the group's spacing, and
    // the group is as tall as its items (the next group moves down with it).
    @Test func estimatedItemsStackedAlongTheAxisTakeTheirCellsHeights() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
        subitems: [item])
      group.interItemSpacing = .fixed(4)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      let texts = ["Short", Self.long, "Short again", Self.long]
      let source = TextItems(texts)
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutIfNeeded()
      // Two 44-point estimates and their spacing fit the 100-point group: two items a group.
      let heights = texts.map { cellSize($0, width: 390).height }
      #expect(heights[1] > 44)
      #expect(isClose(frame(collection, 0).height, heights[0]))
      #expect(isClose(frame(collection, 1).minY, heights[0] + 4))
      #expect(isClose(frame(collection, 1).height, heights[1]))
      #expect(frame(collection, 1).width == 390)
      let secondGroup = heights[0] + 4 + heights[1] + 10
      #expect(isClose(frame(collection, 2).minY, secondGroup))
      #expect(isClose(frame(collection, 3).minY, secondGroup + heights[2] + 4))
      #expect(
        isClose(collection.contentSize.height, secondGroup + heights[2] + 4 + heights[3]))
    }
  }
#endif
