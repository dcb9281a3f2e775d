#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A section background's view.
  @MainActor private final class BackgroundView: UICollectionReusableView {}

  /// A collection that counts its layout passes.
  @MainActor private final class CountingCollection: UICollectionView {
    var passes = 0
    override func layoutSubviews() {
      passes += 1
      super.layoutSubviews()
    }
  }

  /// What compositional layouts show besides cells and section headers: the layout's own
  /// header and footer, boundary items that take no room, items' supplementary items (badges)
  /// and decoration views, in both layout directions.
  @MainActor @Suite struct CollectionElementsTests {
    private static let kinds = ["header", "footer", "layout-header", "layout-footer", "badge"]

    private func makeCollection(
      _ source: CollectionItemsSource, layout: UICollectionViewLayout
    ) -> UICollectionView {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      for kind in Self.kinds {
        collection.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: "view")
      }
      collection.dataSource = source
      return collection
    }

    /// Rows of `perRow` items, 100 points tall (50 with one a row), with `supplementaryItems`
    /// on each item.
    private func section(
      perRow: Int = 1, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) -> NSCollectionLayoutSection {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(perRow)),
          heightDimension: .fractionalHeight(1)),
        supplementaryItems: supplementaryItems)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(perRow == 1 ? 50 : 100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }

    private func boundary(
      _ kind: String, _ alignment: NSRectAlignment, width: NSCollectionLayoutDimension,
      height: CGFloat
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: width, heightDimension: .absolute(height)),
        elementKind: kind, alignment: alignment)
    }

    private func frame(
      _ collection: UICollectionView, _ kind: String, _ item: Int, _ section: Int
    ) -> CGRect? {
      collection.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    // The boundarySupplementaryItems page of UICollectionViewCompositionalLayoutConfiguration
    // ("associated with the boundary edges of the entire layout, such as global headers and
    // footers"), the interSectionSpacing page ("the amount of space between the sections"):
    // the layout's header comes before the first section's header, its footer after the
    // last section's footer, and the spacing separates one section's footer from the next
    // section's header.
    @Test func layoutWideHeaderAndFooterSurroundTheSpacedSections() {
      let section = section()
      section.boundarySupplementaryItems = [
        boundary("header", .top, width: .fractionalWidth(1), height: 30),
        boundary("footer", .bottom, width: .fractionalWidth(1), height: 20),
      ]
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 20
      configuration.boundarySupplementaryItems = [
        boundary("layout-header", .top, width: .fractionalWidth(1), height: 60),
        boundary("layout-footer", .bottom, width: .absolute(200), height: 40),
      ]
      let source = CollectionItemsSource([2, 2])
      let collection = makeCollection(
        source,
        layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration)
      )
      collection.layoutIfNeeded()
      // 60 + (30 + 100 + 20) + 20 + (30 + 100 + 20) + 40.
      #expect(
        frame(collection, "layout-header", 0, 0) == CGRect(x: 0, y: 0, width: 390, height: 60))
      #expect(frame(collection, "header", 0, 0)?.minY == 60)
      #expect(frame(collection, "footer", 0, 0) == CGRect(x: 0, y: 190, width: 390, height: 20))
      #expect(frame(collection, "header", 0, 1)?.minY == 230)
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 260)
      #expect(frame(collection, "footer", 0, 1)?.minY == 360)
      #expect(
        frame(collection, "layout-footer", 0, 0) == CGRect(x: 95, y: 380, width: 200, height: 40))
      #expect(collection.contentSize.height == 420)
      let shown = collection.supplementaryView(
        forElementKind: "layout-header", at: IndexPath(item: 0, section: 0))
      #expect(shown?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
      #expect(shown?.superview === collection)
      #expect(source.asked.contains("layout-header 0.0"))
      #expect(source.asked.contains("layout-footer 0.0"))
    }

    // The extendsBoundary page: "whether a boundary supplementary item extends the content
    // area of the section or layout it's attached to". Not extending, the item takes no room:
    // the items start where the section does and the item sits inside the section's area,
    // placed by its alignment on both axes (the SDK header's diagram aligns the item to the
    // section geometry), within the section's insets across the axis as extending ones are.
    // Apple does not say whether that area includes the section's top inset: headless aligns
    // to the section's whole area (the stricter reading of "the section geometry").
    @Test func boundaryItemsThatDoNotExtendSitInsideTheSection() {
      let section = section()
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      let header = boundary("header", .topLeading, width: .absolute(100), height: 30)
      header.extendsBoundary = false
      let footer = boundary("footer", .bottomTrailing, width: .absolute(100), height: 30)
      footer.extendsBoundary = false
      section.boundarySupplementaryItems = [header, footer]
      let source = CollectionItemsSource([2, 2])
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutIfNeeded()
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
      #expect(collection.contentSize.height == 200)
      #expect(frame(collection, "header", 0, 0) == CGRect(x: 10, y: 0, width: 100, height: 30))
      #expect(frame(collection, "footer", 0, 0) == CGRect(x: 280, y: 70, width: 100, height: 30))
      #expect(frame(collection, "header", 0, 1) == CGRect(x: 10, y: 100, width: 100, height: 30))
      #expect(
        collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))?
          .frame == CGRect(x: 10, y: 100, width: 100, height: 30))
    }

    // The NSRectAlignment and NSDirectionalRectEdge pages name leading and trailing, which
    // follow the effective layout direction: right to left, a `.topLeading` header sits at the
    // right, inside the section's leading inset (now on the right), and a badge anchored to
    // the top trailing corner of its item sits at the item's left.
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
      let section = section(supplementaryItems: [badge])
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
      section.boundarySupplementaryItems = [
        boundary("header", .topLeading, width: .fractionalWidth(0.5), height: 30)
      ]
      let source = CollectionItemsSource([1])
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      collection.layoutIfNeeded()
      #expect(frame(collection, "header", 0, 0) == CGRect(x: 10, y: 0, width: 180, height: 30))
      #expect(frame(collection, "badge", 0, 0) == CGRect(x: 350, y: 30, width: 20, height: 20))
      collection.semanticContentAttribute = .forceRightToLeft
      collection.collectionViewLayout.invalidateLayout()
      collection.layoutIfNeeded()
      #expect(frame(collection, "header", 0, 0) == CGRect(x: 200, y: 0, width: 180, height: 30))
      // The item is mirrored too (x 20 to 380, its leading inset on the right); its trailing
      // edge is its left.
      #expect(frame(collection, "badge", 0, 0) == CGRect(x: 20, y: 30, width: 20, height: 20))
    }

    // The SDK's UICollectionViewCompositionalLayout.h: a supplementary item anchored to an
    // item's `[.top, .trailing]` with a fractional offset of (0.5, -0.5) straddles the item's
    // corner; a container anchor combined with an item anchor puts that point of the
    // supplementary on the container's point, then offsets it. The zIndex page of
    // NSCollectionLayoutSupplementaryItem: the element's attributes carry it. The
    // viewForSupplementaryElementOfKind page: the data source makes the view, asked at the
    // item's index path.
    @Test func itemSupplementariesArePlacedOnTheirItems() {
      let corner = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
      corner.zIndex = 10
      let inside = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
        elementKind: "footer",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: -4)),
        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
      let source = CollectionItemsSource([3])
      let collection = makeCollection(
        source,
        layout: UICollectionViewCompositionalLayout(
          section: section(perRow: 2, supplementaryItems: [corner, inside])))
      collection.layoutIfNeeded()
      // Items at (0, 0, 195, 100), (195, 0, 195, 100) and (0, 100, 195, 100).
      let badge = collection.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 1, section: 0))
      #expect(badge?.frame == CGRect(x: 380, y: -10, width: 20, height: 20))
      #expect(badge?.zIndex == 10)
      #expect(badge?.representedElementCategory == .supplementaryView)
      #expect(frame(collection, "badge", 2, 0) == CGRect(x: 185, y: 90, width: 20, height: 20))
      #expect(frame(collection, "footer", 0, 0) == CGRect(x: 48.75, y: 86, width: 97.5, height: 10))
      #expect(frame(collection, "badge", 3, 0) == nil)
      #expect(
        collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == [
          IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
          IndexPath(item: 2, section: 0),
        ])
      let view = collection.supplementaryView(
        forElementKind: "badge", at: IndexPath(item: 1, section: 0))
      #expect(view?.frame == badge?.frame)
      #expect(source.asked.contains("badge 0.1"))
      // In front of the cells.
      let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
      let order = collection.subviews
      #expect(
        (order.firstIndex { $0 === view } ?? -1) > (order.firstIndex { $0 === cell } ?? Int.max))
      // The reloadData page: supplementary views are asked again, the old ones reused.
      source.asked = []
      collection.reloadData()
      collection.layoutIfNeeded()
      #expect(
        source.asked.filter { $0.hasPrefix("badge") } == ["badge 0.0", "badge 0.1", "badge 0.2"])
      #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 3)
      #expect(
        collection.subviews.filter { ($0 as? UICollectionReusableView)?.reuseIdentifier == "view" }
          .count == 6)
    }

    // NSCollectionLayoutDecorationItem's background(elementKind:) page ("a section background
    // decoration item of the specified element kind"), the SDK header ("Useful for setting a
    // background decoration view behind a section's content area … contentInsets applied";
    // "all other section items will be automatically be promoted to zIndex=1"), and
    // register(_:forDecorationViewOfKind:): the layout makes the registered class's view,
    // behind the section's cells, covering the section inset by the item's insets.
    @Test func sectionBackgroundsAreDecorationViewsBehindTheCells() {
      let section = section()
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      section.boundarySupplementaryItems = [
        boundary("header", .top, width: .fractionalWidth(1), height: 30)
      ]
      let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
      background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      section.decorationItems = [background]
      let layout = UICollectionViewCompositionalLayout(section: section)
      layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
      let source = CollectionItemsSource([2, 2])
      let collection = makeCollection(source, layout: layout)
      collection.layoutIfNeeded()
      // A section is 30 + 10 + 100 + 10 = 150 points.
      let attributes = layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 1))
      #expect(attributes?.frame == CGRect(x: 5, y: 155, width: 380, height: 140))
      #expect(attributes?.representedElementCategory == .decorationView)
      #expect(attributes?.representedElementKind == "background")
      let views = collection.subviews.compactMap { $0 as? BackgroundView }
      #expect(
        views.map(\.frame) == [
          CGRect(x: 5, y: 5, width: 380, height: 140),
          CGRect(x: 5, y: 155, width: 380, height: 140),
        ])
      let firstCell = collection.subviews.firstIndex { $0 is UICollectionViewCell }
      let lastBackground = collection.subviews.lastIndex { $0 is BackgroundView }
      #expect((lastBackground ?? Int.max) < (firstCell ?? -1))
      #expect(!source.asked.contains { $0.hasPrefix("background") })
      let inRect =
        layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 390, height: 100)) ?? []
      #expect(inRect.filter { $0.representedElementCategory == .decorationView }.count == 1)
      // Scrolled away, the first section's background leaves the collection for reuse.
      collection.frame.size.height = 100
      collection.contentOffset.y = 200
      collection.layoutIfNeeded()
      #expect(collection.subviews.compactMap { $0 as? BackgroundView }.count == 1)
    }

    // The UIView.setNeedsLayout page: layout happens in the next update cycle, once. Showing
    // and ordering the elements' views does not ask for another pass: in a window, the passes
    // come to an end.
    @Test func elementViewsDoNotKeepTheCollectionLayingOut() async {
      let (window, base) = await makeWindow()
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
      badge.zIndex = 1
      let section = section(perRow: 2, supplementaryItems: [badge])
      section.decorationItems = [.background(elementKind: "background")]
      let layout = UICollectionViewCompositionalLayout(section: section)
      layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
      let source = CollectionItemsSource([6])
      let collection = CountingCollection(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: "badge",
        withReuseIdentifier: "view")
      collection.dataSource = source
      base.view.addSubview(collection)
      #expect(await waitUntil { collection.visibleSupplementaryViews(ofKind: "badge").count == 6 })
      for _ in 0..<3 { await nextMainQueueTurn() }
      let settled = collection.passes
      for _ in 0..<5 { await nextMainQueueTurn() }
      #expect(collection.passes == settled)
      collection.removeFromSuperview()
      _ = window
    }

    // register(_:forDecorationViewOfKind:): UIKit raises when a section shows a decoration
    // kind no class is registered for; headless reports the misuse and shows none.
    @Test func anUnregisteredDecorationKindIsAMisuse() {
      let section = section()
      section.decorationItems = [.background(elementKind: "unregistered")]
      let source = CollectionItemsSource([1])
      let collection = makeCollection(
        source, layout: UICollectionViewCompositionalLayout(section: section))
      let reports = misuseReports { collection.layoutIfNeeded() }
      #expect(reports.contains { $0.message.contains("\"unregistered\"") })
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }
  }
#endif
