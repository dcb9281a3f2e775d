#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A scrolling collection of items in sections placed by a layout, as UIKit's
  /// `UICollectionView`.
  ///
  /// Headless, as ``UITableView`` (the same engine): the data source is asked for the cells of
  /// the items that fit the viewport only, during layout: on ``UIView/layoutIfNeeded()``, or on a
  /// later main-queue turn after the collection enters a window, reloads, scrolls or changes
  /// size. ``visibleCells`` and ``indexPathsForVisibleItems`` lay out first when a layout is
  /// pending; ``cellForItem(at:)`` never does. The viewport is the bounds, or
  /// `UIScreen.main.bounds`' size when the frame has zero size. The frames come from
  /// ``UICollectionViewFlowLayout`` or ``UICollectionViewCompositionalLayout`` (see each).
  @preconcurrency @MainActor open class UICollectionView: UIScrollView, ListHost {
    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates a position.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// At the top.
      public static let top = ScrollPosition(rawValue: 1 << 0)
      /// Centered vertically.
      public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
      /// At the bottom.
      public static let bottom = ScrollPosition(rawValue: 1 << 2)
      /// At the left.
      public static let left = ScrollPosition(rawValue: 1 << 3)
      /// Centered horizontally.
      public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
      /// At the right.
      public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
      didSet {
        oldValue.collectionView = nil
        collectionViewLayout.collectionView = self
        // What the old layout placed is not the new one's.
        placedAttributes = [:]
        placedElementAttributes = [:]
        placedSupplementaryAttributes = nil
        engine.invalidateGeometry()
      }
    }

    /// The data source (weak). Setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }

    /// The delegate (weak): a ``UICollectionViewDelegate`` (or
    /// ``UICollectionViewDelegateFlowLayout``). Headless: typed as the scroll view's delegate.
    open override weak var delegate: (any UIScrollViewDelegate)? {
      didSet { collectionDelegate = engine.delegateChanged(to: delegate) }
    }
    private weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// Whether items can be selected (`true` by default).
    open var allowsSelection = true
    /// Whether several items can be selected (`false` by default).
    open var allowsMultipleSelection = false
    /// Whether the collection is editing.
    open var isEditing = false
    /// Whether items can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// The view behind the items.
    open var backgroundView: UIView? {
      didSet { listReplaceSubview(oldValue, with: backgroundView, behind: true) }
    }

    typealias Cell = UICollectionViewCell
    lazy var engine = ListEngine<Cell>(host: self)
    private let supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    var layoutResult: CollectionLayoutResult?
    /// The attributes of the cells a layout of the app's own placed in the last layout pass.
    var placedAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The attributes of the other views a layout of the app's own placed there (for a
    /// subclass of a built-in layout: of those other than sections' headers and footers).
    var placedElementAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The attributes of the sections' headers and footers a subclass of a built-in layout
    /// placed there (`nil` for another layout).
    var placedSupplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes]?
    /// The sizes self-sizing items took when measured (their cells'
    /// `preferredLayoutAttributesFitting(_:)`), which the layout uses in place of estimates;
    /// forgotten whenever the layout is computed anew for another reason than the measuring.
    private(set) var measuredItemSizes: [IndexPath: CGSize] = [:]
    /// The extents estimated headers and footers took when measured, kept as the items' sizes.
    var measuredSupplementaryExtents: [SupplementaryKey: CGFloat] = [:]
    /// The extents estimated boundary items measured when the layout is computed (the
    /// layout's own header and footer, a section's further ones) took, by kind and index path.
    var measuredBoundaryExtents: [CollectionElementKey: CGFloat] = [:]
    /// The views measured for those extents, kept to be shown (their data source asked once).
    var measuredBoundaryViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The views shown of the layout's other elements (`UICollectionView+Elements.swift`).
    var elementViews: [CollectionElementKey: UICollectionReusableView] = [:]

    /// Creates a collection with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
      layout.collectionView = self
    }

    /// Creates a collection from an archive (headless: an empty flow layout collection).
    public required init?(coder: NSCoder) {
      collectionViewLayout = UICollectionViewFlowLayout()
      super.init(coder: coder)
      collectionViewLayout.collectionView = self
    }

    // MARK: Layout hooks

    /// Scrolling marks the collection as needing layout.
    open override var contentOffset: CGPoint {
      willSet { boundsWillChange(to: CGRect(origin: newValue, size: bounds.size)) }
      didSet { engine.scrolled(from: oldValue) }
    }

    /// A new size marks the collection as needing layout.
    open override var frame: CGRect {
      willSet { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
      didSet { engine.frameChanged(from: oldValue) }
    }

    /// Lays out the visible items.
    open override func layoutSubviews() { engine.layoutSubviews(after: super.layoutSubviews()) }

    /// Marks the collection as needing layout; in a window, it runs on a later turn.
    open override func setNeedsLayout() { engine.setNeedsLayout(after: super.setNeedsLayout()) }

    /// Schedules the pending layout once in a window.
    open override func didMoveToWindow() { engine.didMoveToWindow(after: super.didMoveToWindow()) }

    /// Changes the layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
      collectionViewLayout = layout
    }

    /// Changes the layout; `completion` runs when the change would end (a later turn).
    open func setCollectionViewLayout(
      _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
      collectionViewLayout = layout
      engine.beginUpdates()
      engine.endUpdates(completion: completion)
    }

    // MARK: Registration and dequeuing

    /// Registers a cell class for an identifier (`nil` unregisters); cells are made with
    /// `init(frame:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      engine.cells.register(cellClass, identifier, in: "UICollectionView")
    }

    /// Registers a supplementary view class for a kind and an identifier.
    open func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      supplementaryQueue.register(viewClass, identifier, kind: elementKind, in: "UICollectionView")
      {
        $0.elementKind = elementKind
      }
    }

    func isCellRegistered(_ identifier: String) -> Bool { engine.cells.isRegistered(identifier) }

    func isSupplementaryRegistered(_ kind: String, _ identifier: String) -> Bool {
      supplementaryQueue.isRegistered(identifier, kind: kind)
    }

    /// A reusable cell (after its `prepareForReuse()`) or a new one of the registered class.
    /// Dequeuing an unregistered identifier is a misuse (UIKit raises): reported, and a new
    /// `UICollectionViewCell` with that identifier is returned (nothing is registered).
    open func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      let dequeued = listDequeueCell(identifier, for: indexPath) {
        engine.cells.dequeue(identifier)
      }
      guard let dequeued else {
        Misuse.report(
          "UICollectionView: could not dequeue a cell with identifier \"\(identifier)\" for "
            + "item \(indexPath.item) in section \(indexPath.section): no class or nib is "
            + "registered for it. A new UICollectionViewCell was returned.",
          fix:
            "Call register(_:forCellWithReuseIdentifier:) for \"\(identifier)\", or use a "
            + "CellRegistration.")
        return UICollectionViewCell(headlessReuseIdentifier: identifier)
      }
      // UICollectionViewCell.h: a layout's attributes are applied "just before the view is
      // returned from the reuse queue".
      if let attributes = placedAttributes[indexPath] ?? builtInAttributes(ofItem: indexPath) {
        dequeued.applyIfChanged(attributes)
      }
      return dequeued
    }

    /// A reusable supplementary view or a new one of the registered class. An unregistered
    /// kind and identifier is a misuse (UIKit raises): reported, and a new
    /// `UICollectionReusableView` is returned.
    open func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let view = supplementaryQueue.dequeue(identifier, kind: elementKind) else {
        Misuse.report(
          "UICollectionView: could not dequeue a view of kind \"\(elementKind)\" with "
            + "identifier \"\(identifier)\": no class or nib is registered for it. A new "
            + "UICollectionReusableView was returned.",
          fix:
            "Call register(_:forSupplementaryViewOfKind:withReuseIdentifier:), or use a "
            + "SupplementaryRegistration.")
        let view = UICollectionReusableView(headlessReuseIdentifier: identifier)
        view.elementKind = elementKind
        return view
      }
      return view
    }

    // MARK: Data

    /// The number of sections (asks the data source when not known).
    open var numberOfSections: Int { engine.loadedCounts.count }

    /// The number of items in a section; 0 out of range.
    open func numberOfItems(inSection section: Int) -> Int {
      engine.numberOfItems(inSection: section)
    }

    /// Reloads everything at the next layout; the selection is cleared.
    open func reloadData() { engine.reloadData() }

    /// Inserts items (the data source must already count them).
    open func insertItems(at indexPaths: [IndexPath]) {
      engine.record { $0.insertedItems += indexPaths }
    }

    /// Deletes items (the data source must no longer count them).
    open func deleteItems(at indexPaths: [IndexPath]) {
      engine.record { $0.deletedItems += indexPaths }
    }

    /// Reloads items: their cells are asked again.
    open func reloadItems(at indexPaths: [IndexPath]) {
      engine.record { $0.reloadedItems += indexPaths }
    }

    /// Reconfigures items: the data source makes the cell of each visible item again, and
    /// dequeuing for that item returns its existing cell (no `prepareForReuse()`, no new
    /// cell); items off screen have no cell to reconfigure (`Reconfiguration`).
    open func reconfigureItems(at indexPaths: [IndexPath]) { listReconfigure(indexPaths) }

    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      engine.record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) {
      engine.record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) {
      engine.record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section with its items (the data source must already show it at its new
    /// place); the other sections keep their order around it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) {
      engine.record { $0.reloadedSections.formUnion(sections) }
    }

    /// Makes the changes in `updates` as one batch, checked against the data source's counts
    /// as UIKit does ("Invalid update": reported, the collection keeps its content).
    /// `completion` runs when the animation ends (a later turn), never inside the call.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      engine.performBatchUpdates(updates, completion: completion)
    }

    // MARK: Cells and geometry

    /// The cell of a visible item, or `nil` (never lays out).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      engine.cell(at: indexPath)
    }

    /// The visible cells, in index path order (lays out first when a layout is pending).
    open var visibleCells: [UICollectionViewCell] { engine.laidOutVisibleCells }

    /// The index paths of the visible items, in order (lays out first when pending).
    open var indexPathsForVisibleItems: [IndexPath] { engine.laidOutVisiblePaths }

    /// The index path of a visible cell, else `nil`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { engine.indexPath(of: cell) }

    /// The visible supplementary view of a kind at an index path (a section's header or
    /// footer: (section, 0); an item's supplementary: the item's), if any.
    open func supplementaryView(
      forElementKind elementKind: String, at indexPath: IndexPath
    )
      -> UICollectionReusableView?
    {
      visibleSupplementaries(ofKind: elementKind)[indexPath]
    }

    /// The visible supplementary views of a kind, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
      visibleSupplementaries(ofKind: elementKind).sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible supplementary views of a kind.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
      visibleSupplementaries(ofKind: elementKind).keys.sorted()
    }

    private func visibleSupplementaries(
      ofKind kind: String
    ) -> [IndexPath: UICollectionReusableView] {
      var found = shownElementViews(ofKind: kind)
      for (key, view) in engine.visibleSupplementaries {
        guard let view = view as? UICollectionReusableView, view.elementKind == kind else {
          continue
        }
        found[IndexPath(item: 0, section: key.section)] = view
      }
      return found
    }

    /// The attributes of a supplementary view of `elementKind` (its frame, pinned where the
    /// layout pins it), from the layout, in the collection's coordinates (mirrored right to
    /// left where the layout flips); `nil` when there is none.
    open func layoutAttributesForSupplementaryElement(
      ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      shown(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The attributes of an item (its frame), from the layout, in the collection's coordinates
    /// (mirrored right to left where the layout flips).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      shown(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's `attributes` with their frame in the collection's coordinates.
    private func shown(
      _ attributes: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
      attributes?.frame = shownFrame(attributes?.frame ?? .zero)
      return attributes
    }

    /// Scrolls so the item shows at `scrollPosition` (none: the least scrolling). An index path
    /// out of range is a misuse (UIKit raises): reported and ignored.
    open func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      let position: ListScrollPosition =
        if scrollPosition.contains(.top) || scrollPosition.contains(.left) {
          .start
        } else if scrollPosition.contains(.centeredVertically)
          || scrollPosition.contains(.centeredHorizontally)
        {
          .middle
        } else if scrollPosition.contains(.bottom) || scrollPosition.contains(.right) {
          .end
        } else {
          .nearest
        }
      listScroll(
        to: indexPath, at: position, animated: animated, by: "UICollectionView.scrollToItem"
      ) {
        engine.frame(ofItem: indexPath)
      }
    }

    // MARK: Selection

    /// The selected items, or `nil` when none.
    open var indexPathsForSelectedItems: [IndexPath]? { engine.selectedPaths }

    /// Selects an item (`nil` deselects all) and scrolls it to `scrollPosition` (none: no
    /// scrolling). Does not call the delegate.
    open func selectItem(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
      if let selected = listSelect(indexPath, animated: animated), !scrollPosition.isEmpty {
        scrollToItem(at: selected, at: scrollPosition, animated: animated)
      }
    }

    /// Deselects an item. Does not call the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
      listRemoveSelection(indexPath, animated: animated)
    }

    var currentCollectionDelegate: (any UICollectionViewDelegate)? { collectionDelegate }

    /// The list configuration of a list section of a compositional layout, if any.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
      _ = engine.currentGeometry
      guard let configurations = layoutResult?.listConfigurations,
        configurations.indices.contains(section)
      else { return nil }
      return configurations[section]
    }

    // MARK: ListHost

    var listScrollsHorizontally: Bool {
      if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
        return flow.scrollDirection == .horizontal
      }
      if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
        return compositional.configuration.scrollDirection == .horizontal
      }
      return false
    }

    var listNouns: ListUpdate.Nouns { .init(view: "collection view", item: "item") }

    func listNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func listNumberOfItems(inSection section: Int) -> Int {
      dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func listGeometry(counts: [Int], viewport: CGSize) -> ListGeometry {
      if !engine.isRebuildingForMeasurement {
        measuredItemSizes = [:]
        measuredSupplementaryExtents = [:]
        measuredBoundaryExtents = [:]
        for view in measuredBoundaryViews.values { listEnqueueSupplementary(view) }
        measuredBoundaryViews = [:]
      }
      var result = collectionViewLayout.computeLayout(
        counts: counts, viewport: viewport, in: self)
      result.flipsHorizontally = flipsLayoutHorizontally
      layoutResult = result
      return result.geometry
    }

    /// Measures the items of a line of a self-sizing section: each cell's
    /// `preferredLayoutAttributesFitting(_:)` from its estimated attributes. Returns the line's
    /// extent along the scrolling axis (its tallest item's); an item whose size across the axis
    /// changed moves the line breaks of a flow layout, whose geometry is then built again.
    func listMeasure(section: Int, line: Int, geometry: ListGeometry) -> CGFloat? {
      guard let result = layoutResult, result.placements.indices.contains(section),
        let fitting = result.placements[section].selfSizing
      else { return nil }
      let span = geometry.lineSpan(
        of: IndexPath(
          item: geometry.sections[section].items(ofLine: line).lowerBound,
          section: section))
      // A line's extent: its longest item's, or, for items stacked along the axis, their sum
      // at the group's spacing.
      let stacks = result.placements[section].stacksAlongAxis
      var extent: CGFloat = 0
      var added = 0
      func add(_ size: CGSize) {
        let main = result.horizontal ? size.width : size.height
        extent =
          stacks
          ? extent + main + (added > 0 ? result.placements[section].crossSpacing : 0)
          : max(extent, main)
        added += 1
      }
      for item in geometry.sections[section].items(ofLine: line) {
        let path = IndexPath(item: item, section: section)
        if let known = measuredItemSizes[path] {
          // Measured before the line breaks moved.
          add(known)
          continue
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = listFrame(
          ofItem: path, lineOffset: span.offset, lineExtent: span.extent, geometry: geometry,
          viewport: engine.viewport)
        attributes.fitting = fitting
        let size = listCellToMeasure(at: path).preferredLayoutAttributesFitting(attributes).size
        measuredItemSizes[path] = size
        if let old = layoutResult?.placements[section].itemSizes?[item] {
          layoutResult?.placements[section].itemSizes?[item] = size
          if (result.horizontal ? old.height : old.width)
            != (result.horizontal ? size.height : size.width)
          {
            engine.requestGeometryRebuild()
          }
        }
        add(size)
      }
      if result.placements[section].rebuildsWhenMeasured { engine.requestGeometryRebuild() }
      return extent
    }

    func listFrame(
      ofItem indexPath: IndexPath, lineOffset: CGFloat, lineExtent: CGFloat,
      geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      flippedIfNeeded(
        layoutFrame(
          ofItem: indexPath, lineOffset: lineOffset, lineExtent: lineExtent, geometry: geometry,
          viewport: viewport),
        geometry: geometry, viewport: viewport)
    }

    /// An item's frame as the layout writes it, before the collection mirrors it.
    private func layoutFrame(
      ofItem indexPath: IndexPath, lineOffset: CGFloat, lineExtent: CGFloat,
      geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      guard let result = layoutResult, result.placements.indices.contains(indexPath.section) else {
        return CGRect(x: 0, y: lineOffset, width: viewport.width, height: lineExtent)
      }
      let placement = result.placements[indexPath.section]
      let section = geometry.sections[indexPath.section]
      let horizontal = result.horizontal
      let line = section.line(ofItem: indexPath.item)
      let first = section.items(ofLine: line).lowerBound
      let position = indexPath.item - first
      if let frames = placement.groupFrames, !frames.isEmpty {
        // Each group at its line's offset (and, side by side on one line, after the groups
        // before it), its items where the group's layout put them; a measured line's items
        // where its groups' layout put them.
        let measured = placement.lineGroupFrames[line].flatMap {
          $0.indices.contains(position) ? $0[position] : nil
        }
        let frame = measured ?? frames[position % frames.count]
        let cross =
          placement.crossStart
          + (measured == nil ? CGFloat(position / frames.count) * placement.groupStride : 0)
        return horizontal
          ? frame.offsetBy(dx: lineOffset, dy: cross)
          : frame.offsetBy(dx: cross, dy: lineOffset)
      }
      var size = placement.itemSizes?[indexPath.item] ?? placement.itemSize
      var main = lineOffset
      var cross = placement.crossStart
      let itemCross = horizontal ? size.height : size.width
      let itemMain = horizontal ? size.width : size.height
      if placement.stacksAlongAxis, let sizes = placement.itemSizes {
        // Measured items stacked along the axis: each after the previous ones.
        for item in first..<indexPath.item {
          main += (horizontal ? sizes[item].width : sizes[item].height) + placement.crossSpacing
        }
      } else if placement.stacksAlongAxis {
        main += CGFloat(position) * (itemMain + placement.crossSpacing)
      } else if let sizes = placement.itemSizes, placement.packsLines {
        // A compositional group: packed from the leading edge, at the group's spacing.
        for item in first..<indexPath.item {
          cross += (horizontal ? sizes[item].height : sizes[item].width) + placement.crossSpacing
        }
      } else if let sizes = placement.itemSizes {
        // As the flow layout: a line's items spread over the room, at least the spacing apart,
        // each centered on the line's axis ("Using the Flow Layout", Collection View
        // Programming Guide: "the flow layout object centers items vertically on the same line").
        // The minimumInteritemSpacing page says only that "the actual spacing may possibly be
        // adjusted upward", with no exception for the last line: every line is spread, the
        // last too, and an item alone on its line is centered on it (spreading one item; the
        // observed iOS behaviour apps work around with left-aligned layouts).
        main += (lineExtent - itemMain) / 2
        let items = section.items(ofLine: line)
        let used = items.reduce(CGFloat(0)) {
          $0 + (horizontal ? sizes[$1].height : sizes[$1].width)
        }
        let spacing =
          items.count > 1
          ? max(
            placement.crossSpacing, (placement.crossAvailable - used) / CGFloat(items.count - 1))
          : placement.crossSpacing
        for item in first..<indexPath.item {
          cross += (horizontal ? sizes[item].height : sizes[item].width) + spacing
        }
        if items.count == 1, placement.centersLoneItems {
          cross += (placement.crossAvailable - itemCross) / 2
        }
      } else if placement.centersLoneItems, section.itemsPerLine == 1 {
        cross += (placement.crossAvailable - itemCross) / 2
      } else {
        cross += CGFloat(position) * (itemCross + placement.crossSpacing)
      }
      if placement.itemSizes == nil, !placement.stacksAlongAxis {
        // A uniform line's items fill the line's extent along the axis.
        if horizontal { size.width = lineExtent } else { size.height = lineExtent }
      }
      return horizontal
        ? CGRect(x: main, y: cross, width: size.width, height: size.height)
        : CGRect(x: cross, y: main, width: size.width, height: size.height)
    }

    func listDataSourceCell(at indexPath: IndexPath) -> UICollectionViewCell? {
      dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    func listCell(at indexPath: IndexPath) -> UICollectionViewCell? { cellForItem(at: indexPath) }

    func listDeselect(_ indexPath: IndexPath, animated: Bool) {
      deselectItem(at: indexPath, animated: animated)
    }

    func listMakeSupplementary(_ position: SupplementaryPosition, section: Int) -> UIView? {
      guard let dataSource,
        let kind = supplementaryPlacement(SupplementaryKey(position: position, section: section))?
          .kind
      else { return nil }
      let made = probe {
        dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
      }
      guard made.implemented else { return nil }
      if made.result.elementKind == nil { made.result.elementKind = kind }
      return made.result
    }

    func listWillDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func listDidEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func listWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey) {
      guard let view = view as? UICollectionReusableView, let kind = view.elementKind else {
        return
      }
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: kind,
        at: IndexPath(item: 0, section: key.section))
    }

    func listDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey) {
      guard let view = view as? UICollectionReusableView, let kind = view.elementKind else {
        return
      }
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
        at: IndexPath(item: 0, section: key.section))
    }

    func listEnqueueSupplementary(_ view: UIView) {
      guard let view = view as? UICollectionReusableView, let kind = view.elementKind else {
        return
      }
      supplementaryQueue.enqueue(view, kind: kind)
    }
  }
#endif
