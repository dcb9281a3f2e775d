#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A compositional section's boundary items when several extend the same side.
  @MainActor @Suite struct CollectionBoundaryItemsTests {
    private let source = CollectionItemsSource(items: 1, sections: 2)
    private static let kinds = ["first", "second", "end", "last"]

    private func boundary(
      _ kind: String, _ alignment: NSRectAlignment, width: CGFloat = 1, height: CGFloat
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(width), heightDimension: .absolute(height)),
        elementKind: kind, alignment: alignment)
    }

    /// The height a `LabelHeader` of `text` fits in 390 points (its label inset 8 each side).
    private static func fittedHeight(_ text: String) -> CGFloat {
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      label.preferredMaxLayoutWidth = 390 - 16
      return label.intrinsicContentSize.height + 16
    }

    private func frame(_ collection: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
      collection.supplementaryView(
        forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    // A boundary item is a supplementary item (the SDK's
    // NSCollectionLayoutBoundarySupplementaryItem : NSCollectionLayoutSupplementaryItem), its
    // zIndex its layout attributes' (the UICollectionViewLayoutAttributes zIndex page: "used
    // to determine the front-to-back ordering of items during layout"): a section's header
    // and footer, and the further items after them, alike.
    @Test func boundaryItemsZIndexReachesTheirAttributes() {
      let items = [
        boundary("first", .top, height: 30), boundary("second", .top, height: 20),
        boundary("end", .bottom, height: 10),
      ]
      for (index, item) in items.enumerated() { item.zIndex = 5 + index }
      let section = NSCollectionLayoutSection.rows(height: 50)
      section.boundarySupplementaryItems = items
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section), source: source, kinds: Self.kinds)
      #expect(
        ["first", "second", "end"].map {
          collection.layoutAttributesForSupplementaryElement(
            ofKind: $0, at: IndexPath(item: 0, section: 1))?.zIndex
        } == [5, 6, 7])
    }

    // NSCollectionLayoutBoundarySupplementaryItem's extendsBoundary page: an item that extends
    // the boundary "extends the content area" of its section: each of several does, one after
    // the other in the array's order (Apple is silent on their order: the stricter reading),
    // placed across the axis by its own alignment; the items and the next section follow.
    @Test func everyExtendingHeaderAndFooterTakesItsRoom() {
      let section = NSCollectionLayoutSection.rows(height: 50)
      section.boundarySupplementaryItems = [
        boundary("first", .top, height: 30),
        boundary("end", .bottom, height: 10),
        boundary("second", .topTrailing, width: 0.5, height: 20),
        boundary("last", .bottom, height: 15),
      ]
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: section), source: source, kinds: Self.kinds)
      #expect(frame(collection, "first", 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
      #expect(frame(collection, "second", 0) == CGRect(x: 195, y: 30, width: 195, height: 20))
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 0, y: 50, width: 390, height: 50))
      #expect(frame(collection, "end", 0) == CGRect(x: 0, y: 100, width: 390, height: 10))
      #expect(frame(collection, "last", 0) == CGRect(x: 0, y: 110, width: 390, height: 15))
      #expect(frame(collection, "first", 1)?.minY == 125)
      #expect(
        collection.layoutAttributesForSupplementaryElement(
          ofKind: "second", at: IndexPath(item: 0, section: 1))?.frame
          == CGRect(x: 195, y: 155, width: 195, height: 20))
      #expect(collection.contentSize.height == 250)
    }

    // The SDK's `extendsBoundary` ("For .estimated sized supplementary items, this allows
    // automatic adjustment of the layout") holds for the layout's own boundary items (the
    // configuration's boundarySupplementaryItems page: "global headers and footers") as for a
    // section's: an estimated layout header takes its view's fitted height, and the sections
    // follow it.
    @Test func theLayoutsEstimatedHeaderIsMeasured() {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
          elementKind: "first", alignment: .top)
      ]
      let text = String(repeating: "A layout header long enough to wrap. ", count: 4)
      source.texts["first"] = text
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(
          section: .rows(height: 50), configuration: configuration),
        source: source, kinds: ["first"], classes: ["first": LabelHeader.self])
      let fitted = Self.fittedHeight(text)
      #expect(fitted > 30)
      let header = frame(collection, "first", 0)
      #expect(header.map { abs($0.height - fitted) < 0.01 && $0.minY == 0 } == true)
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY.distance(
          to: fitted
        ).magnitude ?? 1 < 0.01)
      #expect(abs(collection.contentSize.height - (fitted + 100)) < 0.01)
    }

    // The SDK's `extendsBoundary` ("For .estimated sized supplementary items, this allows
    // automatic adjustment of the layout") names no exception for a side's further items: an
    // estimated second header takes its view's fitted height as the first does (measured as
    // its section's header side first shows, the estimated(_:) page: "The final size of the
    // dimension is determined when the content is rendered"), and the items follow it.
    @Test func aFurtherEstimatedHeaderIsMeasured() {
      let text = String(repeating: "A second header long enough to wrap. ", count: 4)
      source.texts["second"] = text
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: Self.twoHeaders()), source: source,
        kinds: ["first", "second"], classes: ["second": LabelHeader.self])
      let fitted = Self.fittedHeight(text)
      #expect(fitted > 20)
      let second = frame(collection, "second", 0)
      #expect(second.map { abs($0.height - fitted) < 0.01 && $0.minY == 30 } == true)
      let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
      #expect(cell.map { abs($0.minY - (30 + fitted)) < 0.01 } == true)
      #expect(frame(collection, "first", 1).map { abs($0.minY - (80 + fitted)) < 0.01 } == true)
      // The view measured is the view shown: the data source is asked once for each (the
      // collectionView(_:viewForSupplementaryElementOfKind:at:) page: the collection view
      // asks for a view it is about to show; Apple is silent on measuring: asking once is
      // the stricter choice, an app counting its views sees one each).
      #expect(source.asked.filter { $0.hasPrefix("second") } == ["second 0.0", "second 1.0"])
      #expect(
        collection.supplementaryView(forElementKind: "second", at: IndexPath(item: 0, section: 0))
          .map { ($0 as? LabelHeader)?.label.text == text } == true)
    }

    /// Rows 50 tall under a 30-point header and a second header estimated at 20.
    private static func twoHeaders() -> NSCollectionLayoutSection {
      let section = NSCollectionLayoutSection.rows(height: 50)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          elementKind: "first", alignment: .top),
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
          elementKind: "second", alignment: .top),
      ]
      return section
    }

    // Only what shows is measured (the estimated(_:) page: the final size "is determined when
    // the content is rendered"): of 40 sections, the further headers of those on screen are
    // asked for, once each; scrolled to the end, those that came are, and no other.
    @Test func furtherHeadersAreMeasuredOnlyAsTheyShow() {
      let many = CollectionItemsSource(items: 1, sections: 40)
      many.texts["second"] = "A short second header."
      let collection = UICollectionView.laidOut(
        UICollectionViewCompositionalLayout(section: Self.twoHeaders()), source: many,
        kinds: ["first", "second"], classes: ["second": LabelHeader.self])
      func askedSections() -> [Int] {
        many.asked.filter { $0.hasPrefix("second ") }.compactMap {
          Int($0.dropFirst("second ".count).prefix { $0 != "." })
        }
      }
      func shownSections() -> [Int] {
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "second").map(\.section)
          .sorted()
      }
      // Those on screen at their estimates are measured, a few then pushed off by the ones
      // measured before them (kept to be shown, as a table's measured rows).
      let first = askedSections()
      #expect(!first.isEmpty && first.count < 20)
      #expect(Set(shownSections()).isSubset(of: first) && shownSections().contains(0))
      collection.contentOffset.y = 300
      collection.layoutIfNeeded()
      #expect(askedSections().count == Set(askedSections()).count)
      #expect(shownSections().contains(first.last ?? 0))
      collection.contentOffset.y = collection.contentSize.height - 844
      collection.layoutIfNeeded()
      let asked = askedSections()
      #expect(asked.count == Set(asked).count)
      #expect(asked.contains(39))
      #expect(asked.count < 40)
    }
  }
#endif
