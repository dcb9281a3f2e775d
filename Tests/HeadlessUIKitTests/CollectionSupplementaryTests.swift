#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A header or footer whose label, 8 points inside its edges, sizes it.
  @MainActor final class LabelHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  /// Sections of items with a dequeued header and footer each, recording the views made.
  @MainActor private final class SectionsSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    var footerText = "Footer"
    var made: [String] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { counts[section] }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      made.append(
        "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") "
          + "\(indexPath.section)")
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "label", for: indexPath)
      (view as? LabelHeader)?.label.text =
        kind == UICollectionView.elementKindSectionHeader
        ? "Section \(indexPath.section)" : footerText
      return view
    }
  }

  /// Section headers and footers of collection views: where the layouts put them, pinned or
  /// not, and measured when estimated.
  @MainActor @Suite struct CollectionSupplementaryTests {
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    private func makeCollection(
      _ source: SectionsSource, layout: UICollectionViewLayout
    ) -> UICollectionView {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      for kind in [Self.header, Self.footer] {
        collection.register(
          LabelHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "label")
      }
      collection.dataSource = source
      return collection
    }

    private func flowLayout() -> UICollectionViewFlowLayout {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.headerReferenceSize = CGSize(width: 999, height: 30)
      layout.footerReferenceSize = CGSize(width: 0, height: 20)
      layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
      return layout
    }

    private func frame(
      _ collection: UICollectionView, _ kind: String, _ section: Int
    ) -> CGRect? {
      collection.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    // The headerReferenceSize and footerReferenceSize pages: "only the size that corresponds
    // to the appropriate scrolling direction is used … the width of the header would be set
    // to the width of the collection view"; "Using the Flow Layout" (Collection View
    // Programming Guide): the section's items are surrounded by its header and footer, the
    // section insets between them and the items. dequeueReusableSupplementaryView's page: the
    // registered class is made for the kind.
    @Test func flowHeadersAndFootersSpanTheWidthAroundTheInsets() {
      let source = SectionsSource([4, 4])
      let collection = makeCollection(source, layout: flowLayout())
      collection.layoutIfNeeded()
      // Three 100-point items fit 370 points: two lines (210 with the spacing), so a section is
      // 30 + 5 + 210 + 5 + 20 = 270 points.
      #expect(frame(collection, Self.header, 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
      #expect(frame(collection, Self.footer, 0) == CGRect(x: 0, y: 250, width: 390, height: 20))
      #expect(frame(collection, Self.header, 1) == CGRect(x: 0, y: 270, width: 390, height: 30))
      #expect(frame(collection, Self.footer, 2) == nil)
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 305)
      #expect(collection.contentSize.height == 540)
      let headers = collection.visibleSupplementaryViews(ofKind: Self.header)
      #expect(
        headers.map(\.frame) == [
          frame(collection, Self.header, 0), frame(collection, Self.header, 1),
        ])
      #expect(headers.allSatisfy { $0 is LabelHeader })
      #expect(source.made == ["header 0", "footer 0", "header 1", "footer 1"])
      let inRect =
        collection.collectionViewLayout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 240, width: 390, height: 40)) ?? []
      #expect(
        inRect.filter { $0.representedElementCategory == .supplementaryView }.map(\.frame) == [
          CGRect(x: 0, y: 250, width: 390, height: 20),
          CGRect(x: 0, y: 270, width: 390, height: 30),
        ])
    }

    // The sectionHeadersPinToVisibleBounds page ("headers pin to the top of the collection view
    // bounds during scrolling") and the SDK's UICollectionViewFlowLayout.h ("headers that pin
    // to the top of the screen and footers that pin to the bottom while scrolling (similar to
    // UITableView)"): a pinned header stays at the top of the visible bounds while its section
    // shows, until the section's end pushes it up.
    @Test func pinnedHeadersStayAtTheTopOfTheVisibleBounds() {
      let source = SectionsSource([20, 20])
      let layout = flowLayout()
      layout.sectionHeadersPinToVisibleBounds = true
      let collection = makeCollection(source, layout: layout)
      // Seven lines of 110 less the last spacing: a section is 30 + 5 + 760 + 5 + 20 = 820.
      collection.contentOffset.y = 300
      collection.layoutIfNeeded()
      #expect(frame(collection, Self.header, 0)?.minY == 300)
      let pinned = collection.supplementaryView(
        forElementKind: Self.header, at: IndexPath(item: 0, section: 0))
      #expect(pinned?.frame.minY == 300)
      // Past the section's footer start (800), the header leaves with its section.
      collection.contentOffset.y = 780
      collection.layoutIfNeeded()
      #expect(frame(collection, Self.header, 0)?.minY == 770)
      #expect(frame(collection, Self.header, 1)?.minY == 820)
      #expect(frame(collection, Self.footer, 0)?.minY == 800)
    }

    // NSCollectionLayoutBoundarySupplementaryItem: alignment places it against the section
    // (the SDK's header draws `.topTrailing`-style corners; `.topTrailing` is the top edge's
    // trailing end), the absolute offset moves it, and the SDK's `extendsBoundary` "For
    // .estimated sized supplementary items, this allows automatic adjustment of the layout":
    // an estimated footer takes its view's fitted height, and what follows moves with it.
    @Test func compositionalBoundaryItemsAreAlignedAndMeasured() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)),
          elementKind: Self.header, alignment: .topTrailing, absoluteOffset: CGPoint(x: 0, y: -5)),
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
          elementKind: Self.footer, alignment: .bottom),
      ]
      let source = SectionsSource([2, 2])
      source.footerText = String(
        repeating: "A footer long enough to wrap over a few lines. ", count: 4)
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutIfNeeded()
      #expect(frame(collection, Self.header, 0) == CGRect(x: 195, y: -5, width: 185, height: 40))
      let label = UILabel()
      label.numberOfLines = 0
      label.text = source.footerText
      label.preferredMaxLayoutWidth = 370 - 16
      let fitted = label.intrinsicContentSize.height + 16
      #expect(fitted > 30)
      let footer = frame(collection, Self.footer, 0)
      #expect(footer.map { abs($0.height - fitted) < 0.01 } == true)
      #expect(footer?.minX == 10 && footer?.width == 370)
      #expect(footer.map { abs($0.minY - 140) < 0.01 } == true)
      #expect(
        frame(collection, Self.header, 1).map { abs($0.minY - (140 + fitted - 5)) < 0.01 } == true)
      #expect(
        collection.supplementaryView(
          forElementKind: Self.footer, at: IndexPath(item: 0, section: 0))?
          .frame == footer)
    }
  }
#endif
