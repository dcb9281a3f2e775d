#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A collection cell that counts its reuses.
  final class CountingCollectionCell: UICollectionViewCell {
    var reuses = 0
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A collection data source and delegate over sections of strings, recording calls.
  @MainActor
  final class ItemsSource: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    var sections: [[String]]
    var log: [String] = []
    var cellRequests: [IndexPath] = []
    var shouldSelect = true
    var sizes: ((IndexPath) -> CGSize)?
    var header: ((UICollectionView, IndexPath) -> UICollectionReusableView)?

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(items: Int) { self.init([(0..<items).map { "Item \($0)" }]) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    { sections[section].count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      cellRequests.append(indexPath)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? CountingCollectionCell)?.label.text = sections[indexPath.section][indexPath.item]
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      header?(collectionView, indexPath) ?? UICollectionReusableView()
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldHighlight \(indexPath.item)")
      return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldSelect \(indexPath.item)")
      return shouldSelect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      log.append("didDeselect \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("willDisplay \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      if let sizes { return sizes(indexPath) }
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
  }

  @MainActor func makeGrid(
    _ source: ItemsSource, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
    collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.delegate = source
    return collection
  }

  @MainActor @Suite struct CollectionViewTests {
    // Source: UICollectionViewFlowLayout doc ("lines … as many items as fit", minimum
    // spacings); UICollectionView doc: cells are requested for the visible items.
    @Test func aFlowGridMakesOnlyTheVisibleItemsInRows() {
      let source = ItemsSource(items: 100)
      let collection = makeGrid(source)
      #expect(source.cellRequests.isEmpty)
      collection.layoutIfNeeded()
      // 3 items a row (100 wide, at least 10 apart in 390), rows 110 apart: 8 rows fit 844.
      #expect(source.cellRequests == (0..<24).map { IndexPath(item: $0, section: 0) })
      #expect(
        collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
          == CGRect(x: 145, y: 0, width: 100, height: 100))
      #expect(
        collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
          == CGRect(x: 145, y: 110, width: 100, height: 100))
      #expect(collection.contentSize.height == CGFloat(34 * 110 - 10))
      #expect(collection.visibleCells.first?.headless.texts == ["Item 0"])
      #expect(
        collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY
          == CGFloat(110))
      let category: UICollectionView.ElementCategory? =
        collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?
        .representedElementCategory
      #expect(category == .cell)
    }

    // Headless rule: a zero-size frame shows the screen's worth.
    @Test func aZeroFrameShowsTheScreensWorth() {
      let source = ItemsSource(items: 100)
      let collection = makeGrid(source, frame: .zero)
      #expect(collection.indexPathsForVisibleItems.count == 24)
    }

    // Source: UIView.setNeedsLayout doc (the layout happens in the next update cycle);
    // reloadData doc.
    @Test func layoutRunsOnALaterTurnOnceInAWindow() async {
      let (window, base) = await makeWindow()
      _ = window
      let source = ItemsSource(items: 10)
      let collection = makeGrid(source)
      base.view.addSubview(collection)
      #expect(source.cellRequests.isEmpty)
      #expect(await waitUntil { source.cellRequests.count == 10 })
      source.cellRequests = []
      collection.reloadData()
      #expect(source.cellRequests.isEmpty)
      await nextMainQueueTurn()
      #expect(source.cellRequests.count == 10)
      collection.removeFromSuperview()
    }

    // Source: UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:) doc.
    @Test func delegateSizesWrapLines() {
      let source = ItemsSource(items: 6)
      source.sizes = {
        $0.item.isMultiple(of: 2) ? CGSize(width: 250, height: 40) : CGSize(width: 100, height: 60)
      }
      let collection = makeGrid(source)
      collection.layoutIfNeeded()
      // 250 + 10 + 100 = 360 fits 390: two items a line, spread to the edges, 60 high (the
      // tallest), lines 10 apart. "Using the Flow Layout" (Collection View Programming Guide
      // for iOS, developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/
      // CollectionViewPGforIOS): "the flow layout object centers items vertically on the same
      // line … The overall height or width of the line is then determined by the largest item":
      // the 40-point items sit 10 points down their 60-point lines.
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 0, y: 10, width: 250, height: 40))
      #expect(
        collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
          == CGRect(x: 290, y: 0, width: 100, height: 60))
      #expect(
        collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
          == CGRect(x: 0, y: 80, width: 250, height: 40))
      #expect(collection.contentSize.height == CGFloat(3 * 70 - 10))
    }

    // Source: the minimumInteritemSpacing page ("after the number of items is determined, the
    // actual spacing may possibly be adjusted upward"), with no exception for a line's place:
    // the last line is spread as the others, and an item alone on its line is centered on it
    // (Apple is silent on a lone item; centered is the observed iOS behaviour that apps work
    // around with left-aligned layouts), whether the delegate sizes the items or they all
    // have the layout's item size.
    @Test func anItemAloneOnItsLineIsCentered() {
      let source = ItemsSource(items: 5)
      let widths: [CGFloat] = [250, 100, 300, 200, 150]
      source.sizes = { CGSize(width: widths[$0.item], height: 40) }
      let collection = makeGrid(source)
      collection.layoutIfNeeded()
      let frames = (0..<5).map {
        collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
      }
      // Lines: 250 + 100 (spread to the edges), 300 alone, 200 + 150 (the last, spread too).
      #expect(frames == [0, 290, 45, 0, 240])
      let wide = ItemsSource(items: 2)
      let grid = makeGrid(wide) { $0.itemSize = CGSize(width: 300, height: 50) }
      grid.delegate = nil
      grid.layoutIfNeeded()
      #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 45)
    }

    // Source: UICollectionViewFlowLayout.scrollDirection doc (horizontal: lines are columns).
    @Test func aHorizontalFlowScrollsAlongX() {
      let source = ItemsSource(items: 100)
      let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 390, height: 220)) {
        $0.scrollDirection = .horizontal
      }
      collection.layoutIfNeeded()
      // Columns of 2 (220 high), 110 apart: 4 columns fit 390 → 8 items.
      #expect(collection.indexPathsForVisibleItems.count == 8)
      #expect(
        collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == CGFloat(110))
      #expect(collection.headless.scroll(byScreens: 1))
      #expect(collection.contentOffset.x == 390)
      #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 6, section: 0))
    }

    // Source: NSCollectionLayoutDimension / NSCollectionLayoutGroup / NSCollectionLayoutSection
    // docs ("Implementing Modern Collection Views" sample grids).
    @Test func aCompositionalGridComputesRowsFromFractions() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 16, bottom: 10, trailing: 16)
      section.interGroupSpacing = 8
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
      let source = ItemsSource(items: 40)
      collection.dataSource = source
      collection.layoutIfNeeded()
      #expect(
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 16, y: 10, width: 179, height: 100))
      #expect(
        collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
          == CGRect(x: 195, y: 118, width: 179, height: 100))
      // Rows 108 apart from 10: rows 0...7 start before 844.
      #expect(source.cellRequests.count == 16)
      #expect(collection.contentSize.height == CGFloat(10 + 20 * 108 - 8 + 10))
    }

    // Source: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:) doc; the section
    // provider init; NSCollectionLayoutBoundarySupplementaryItem doc (a .top item is a header).
    @Test func aSectionProviderWithCountedGroupsAndHeaders() {
      let layout = UICollectionViewCompositionalLayout { index, environment in
        #expect(environment.container.contentSize.width == 390)
        // NSCollectionLayoutEnvironment's traitCollection: the collection view's, an iPhone's
        // compact width (a provider switching on size class reads it).
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
          subitem: item, count: index == 0 ? 3 : 2)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
      }
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        var content = view.defaultContentConfiguration()
        content.text = "Section \(indexPath.section)"
        view.contentConfiguration = content
      }
      let source = ConfiguredSource(
        [["a", "b", "c", "d"], ["e", "f", "g"]], registration, headers)
      collection.dataSource = source
      collection.layoutIfNeeded()
      #expect(
        collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
          == CGRect(x: 130, y: 40, width: 130, height: 130))
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.width == 195)
      #expect(
        collection.visibleCells.map(\.headless.texts) == [
          ["a"], ["b"], ["c"], ["d"], ["e"], ["f"], ["g"],
        ])
      #expect(
        collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(
          \.headless.texts)
          == [["Section 0"], ["Section 1"]])
      #expect(
        collection.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 1)) != nil)
    }

    // Source: UICollectionLayoutListConfiguration and UICollectionViewCompositionalLayout.list
    // docs; CellRegistration doc ("a registration … dequeues and configures a cell").
    @Test func aListLayoutReusesRegisteredCells() {
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .none
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      var configured: [IndexPath] = []
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, indexPath, text in
        configured.append(indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      let source = ConfiguredSource([(0..<1000).map { "Row \($0)" }], registration, nil)
      collection.dataSource = source
      collection.layoutIfNeeded()
      #expect(configured.count == 20)
      let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
      let accessories = (first as? UICollectionViewListCell)?.accessories ?? []
      #expect(accessories.map { $0.headless.kind } == [.disclosureIndicator])
      #expect(accessories.map { $0.headless.displayed } == [.always])
      collection.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
      collection.layoutIfNeeded()
      #expect(configured.count == 40)
      #expect(collection.visibleCells.contains { $0 === first })
      #expect(collection.visibleCells.first?.headless.texts == ["Row 20"])
    }

    // Source: UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
    // doc; UISwipeActionsConfiguration.performsFirstActionWithFullSwipe doc.
    @Test func aListSectionsSwipeActionDeletesAnItem() {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      var source: ConfiguredSource?
      weak var weakCollection: UICollectionView?
      configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            source?.sections[indexPath.section].remove(at: indexPath.item)
            weakCollection?.deleteItems(at: [indexPath])
            done(true)
          }
        ])
      }
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      weakCollection = collection
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
      }
      source = ConfiguredSource([["a", "b", "c"]], registration, nil)
      collection.dataSource = source
      collection.layoutIfNeeded()
      #expect(collection.headless.swipeToDelete(at: IndexPath(item: 1, section: 0)))
      #expect(collection.numberOfItems(inSection: 0) == 2)
      #expect(collection.visibleCells.map(\.headless.texts) == [["a"], ["c"]])
      #expect(!collection.headless.swipeAction("Archive", at: IndexPath(item: 0, section: 0)))
      #expect(collection.headless.swipeAction("Delete", at: IndexPath(item: 0, section: 0)))
      #expect(collection.numberOfItems(inSection: 0) == 1)
    }

    // Source: dequeueReusableCell(withReuseIdentifier:for:) doc ("you must register a class or
    // nib file … before calling this method"; UIKit raises).
    @Test func dequeuingAnUnregisteredIdentifierIsAMisuse() {
      let source = ItemsSource(items: 2)
      let layout = UICollectionViewFlowLayout()
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.dataSource = source
      let reports = misuseReports { collection.layoutIfNeeded() }
      #expect(reports.count == 2)
      #expect(reports.first?.message.contains("\"cell\"") == true)
      #expect(collection.visibleCells.count == 2)
    }

    // Source: UIKit's "Invalid update: invalid number of items in section 0…" exception;
    // performBatchUpdates(_:completion:) doc (the completion runs after the animations).
    @Test func batchUpdatesAreCheckedAndCompleteLater() async {
      useShortTransitions()
      let source = ItemsSource(items: 5)
      let collection = makeGrid(source)
      collection.layoutIfNeeded()
      source.sections[0].append("x")
      let reports = misuseReports { collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
      #expect(reports.first?.message.contains("invalid number of items in section 0") == true)
      #expect(reports.first?.message.contains("(0 inserted, 1 deleted)") == true)
      #expect(collection.numberOfItems(inSection: 0) == 5)
      var finished: Bool?
      source.cellRequests = []
      collection.performBatchUpdates({
        collection.insertItems(at: [IndexPath(item: 5, section: 0)])
      }) { finished = $0 }
      #expect(finished == nil)
      #expect(collection.numberOfItems(inSection: 0) == 6)
      #expect(source.cellRequests == [IndexPath(item: 5, section: 0)])
      #expect(await waitUntil { finished != nil })
      #expect(finished == true)
      source.sections.append(["y"])
      collection.insertSections(IndexSet(integer: 1))
      #expect(collection.numberOfSections == 2)
    }

    // Source: selectItem(at:animated:scrollPosition:) doc ("does not cause any
    // selection-related delegate methods to be called"); Collection View Programming Guide,
    // "Managing the Visual State for Selections" (the order of a tap's callbacks).
    @Test func selectionByCodeAndByTaps() {
      let source = ItemsSource(items: 100)
      let collection = makeGrid(source)
      collection.layoutIfNeeded()
      collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      #expect(source.log.filter { $0.contains("elect") }.isEmpty)
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
      source.log = []
      #expect(collection.headless.tap(at: IndexPath(item: 2, section: 0)))
      #expect(
        source.log == [
          "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2",
          "didDeselect 0", "didSelect 2",
        ])
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      source.shouldSelect = false
      collection.headless.tap(at: IndexPath(item: 3, section: 0))
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
      source.shouldSelect = true
      collection.allowsMultipleSelection = true
      collection.headless.tap(at: IndexPath(item: 3, section: 0))
      collection.headless.tap(at: IndexPath(item: 2, section: 0))
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
      #expect(!collection.headless.tap(at: IndexPath(item: 90, section: 0)))
      collection.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
      #expect(collection.indexPathsForSelectedItems == nil)
    }

    // Source: scrollToItem(at:at:animated:) and UICollectionView.ScrollPosition docs; UIKit
    // raises for an index path out of bounds.
    @Test func scrollToItemPositionsAndReuses() {
      let source = ItemsSource(items: 300)
      let collection = makeGrid(source)
      collection.layoutIfNeeded()
      source.log = []
      collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: true)
      #expect(collection.contentOffset.y == CGFloat(50 * 110))
      collection.layoutIfNeeded()
      #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 150, section: 0))
      #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 24)
      let reused = collection.visibleCells.compactMap { $0 as? CountingCollectionCell }.filter {
        $0.reuses > 0
      }
      #expect(reused.count == 24)
      collection.scrollToItem(
        at: IndexPath(item: 150, section: 0), at: .centeredVertically, animated: false)
      #expect(collection.contentOffset.y == CGFloat(50 * 110 + 50 - 422))
      let reports = misuseReports {
        collection.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
      }
      #expect(reports.count == 1)
    }

    // Source: brief's performance bar; UICollectionView overview ("reuses cells"). Counted in
    // cells made, free of timing noise; the time it takes is Benchmarks/'s.
    @Test func a100kItemGridMakesOnlyTheCellsA100ItemGridMakes() {
      func cellsMade(items: Int) -> Int {
        let source = ItemsSource(items: items)
        let collection = makeGrid(source)
        // No delegate: UIKit's flow layout asks a delegate for every item's size up front.
        collection.delegate = nil
        collection.reloadData()
        collection.layoutIfNeeded()
        collection.headless.scroll(byScreens: 1)
        return source.cellRequests.count
      }
      let small = cellsMade(items: 100)
      let large = cellsMade(items: 100_000)
      #expect(large == small)
      #expect(large <= 60)
    }
  }

  /// A data source configuring cells and headers with registrations.
  @MainActor final class ConfiguredSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    let headers: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>?

    init(
      _ sections: [[String]],
      _ registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>,
      _ headers: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>?
    ) {
      self.sections = sections
      self.registration = registration
      self.headers = headers
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    { sections[section].count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let headers else { return UICollectionReusableView() }
      return collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
  }
#endif
