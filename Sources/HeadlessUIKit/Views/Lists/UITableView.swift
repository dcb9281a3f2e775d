#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A scrolling list of rows in sections, as UIKit's `UITableView`.
  ///
  /// Headless, as UIKit: the data source is asked for the counts, and only for the cells of the
  /// rows that fit the table's viewport, during layout. Layout runs on ``UIView/layoutIfNeeded()``
  /// (or a layout of a superview), and on a later main-queue turn after the table enters a
  /// window, reloads, scrolls or changes size (UIKit's end-of-run-loop layout pass).
  /// ``visibleCells`` and ``indexPathsForVisibleRows`` lay out first when a layout is pending,
  /// as UIKit's do; ``cellForRow(at:)`` never does. The viewport is the table's bounds, or
  /// `UIScreen.main.bounds`' size when its frame has zero size (headless computes no Auto
  /// Layout). Rows of ``automaticDimension`` height size themselves from their cells' constraints
  /// when they come on screen (the content view's `systemLayoutSizeFitting` at its width in the
  /// row, plus the separator), the rows off screen having ``estimatedRowHeight`` until then. A
  /// cell's content view is laid out as UIKit's: the row less the separator's pixel, the
  /// accessory and the side safe area, with UIKit's cell margins.
  @preconcurrency @MainActor open class UITableView: UIScrollView, ListHost {
    /// The look of a table.
    public enum Style: Int, Sendable {
      /// Plain rows; section headers and footers float.
      case plain
      /// Grouped sections.
      case grouped
      /// Grouped sections inset with rounded corners.
      case insetGrouped
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
      /// The least scrolling that shows the row.
      case none
      /// At the top.
      case top
      /// In the middle.
      case middle
      /// At the bottom.
      case bottom
    }

    /// How inserted, deleted or reloaded rows animate (headless: recorded only; updates with
    /// any animation finish on the same timeline).
    public enum RowAnimation: Int, Sendable {
      /// Fades.
      case fade
      /// Slides right.
      case right
      /// Slides left.
      case left
      /// Slides from the top.
      case top
      /// Slides from the bottom.
      case bottom
      /// No animation.
      case none
      /// Keeps the middle.
      case middle
      /// UIKit's choice.
      case automatic = 100
    }

    /// The value of a height that is computed: a row's or a header's self-sizing height.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style

    /// The data source (weak). Setting it reloads the data.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }

    /// The delegate (weak): a ``UITableViewDelegate``, which refines ``UIScrollViewDelegate``.
    /// Headless: typed as the scroll view's delegate (Swift cannot narrow an inherited
    /// property's type); assign a ``UITableViewDelegate`` as on iOS.
    open override weak var delegate: (any UIScrollViewDelegate)? {
      didSet { tableDelegate = engine.delegateChanged(to: delegate) }
    }
    private weak var tableDelegate: (any UITableViewDelegate)?

    /// The height of rows (`automaticDimension` by default: each row sizes itself from its
    /// cell's constraints, 44 points for a cell whose content view has none).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
      didSet { engine.invalidateGeometry() }
    }
    /// The estimated height of rows: when not 0, the delegate's heights are asked, and
    /// self-sizing rows measured, only for the rows shown, the others having the estimate
    /// (`automaticDimension` by default: 44); 0 asks every row's height on reload (automatic
    /// ones are then 44 headless).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
      didSet { engine.invalidateGeometry() }
    }
    /// The height of section headers (`automaticDimension` by default: 28 with a title).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
      didSet { engine.invalidateGeometry() }
    }
    /// The height of section footers (`automaticDimension` by default: 28 with a title).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
      didSet { engine.invalidateGeometry() }
    }
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// How separators are drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The color of separators.
    open var separatorColor: UIColor? {
      didSet {
        appearanceSetterCalled("separatorColor") { [separatorColor] in
          $0.separatorColor = separatorColor
        }
      }
    }
    /// The insets of separators.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the cells' content views take their leading and trailing margins from the
    /// readable content width (`false` by default since iOS 12): on a table wider than the
    /// readable width, the margins center a readable-wide content.
    open var cellLayoutMarginsFollowReadableWidth = false {
      didSet { engine.invalidateGeometry() }
    }
    /// Whether the cells' content views stay inside the table's left and right safe area
    /// (`true` by default).
    open var insetsContentViewsToSafeArea = true {
      didSet { engine.invalidateGeometry() }
    }
    /// The view above the rows (its frame's height is kept).
    open var tableHeaderView: UIView? {
      didSet { listReplaceSubview(oldValue, with: tableHeaderView, relayout: true) }
    }
    /// The view below the rows (its frame's height is kept).
    open var tableFooterView: UIView? {
      didSet { listReplaceSubview(oldValue, with: tableFooterView, relayout: true) }
    }
    /// The view behind the rows.
    open var backgroundView: UIView? {
      didSet { listReplaceSubview(oldValue, with: backgroundView, behind: true) }
    }
    /// Whether rows can be selected (`true` by default).
    open var allowsSelection = true
    /// Whether rows can be selected while editing (`false` by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected (`false` by default).
    open var allowsMultipleSelection = false
    /// Whether several rows can be selected while editing (`false` by default).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing: rows show their editing controls.
    open var isEditing: Bool {
      get { storedEditing }
      set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    typealias Cell = UITableViewCell
    lazy var engine = ListEngine<Cell>(host: self)
    private let headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()

    /// Creates a table with a frame and a style.
    public init(frame: CGRect, style: Style) {
      self.style = style
      super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
      self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive (headless: an empty plain table).
    public required init?(coder: NSCoder) {
      style = .plain
      super.init(coder: coder)
    }

    // MARK: Layout hooks

    /// Scrolling marks the table as needing layout (cells follow on the next pass).
    open override var contentOffset: CGPoint { didSet { engine.scrolled(from: oldValue) } }

    /// A new size marks the table as needing layout.
    open override var frame: CGRect { didSet { engine.frameChanged(from: oldValue) } }

    /// Lays out the visible rows: makes the cells that came into view (asking the data
    /// source), recycles those that left; a plain table's headers and footers then float in
    /// front of the rows.
    open override func layoutSubviews() {
      engine.layoutSubviews(after: super.layoutSubviews())
      bringFloatingViewsToFront()
    }

    /// Marks the table as needing layout; in a window, the layout runs on a later main-queue
    /// turn.
    open override func setNeedsLayout() { engine.setNeedsLayout(after: super.setNeedsLayout()) }

    /// Schedules the pending layout once in a window.
    open override func didMoveToWindow() { engine.didMoveToWindow(after: super.didMoveToWindow()) }

    // MARK: Registration and dequeuing

    /// Registers a cell class for an identifier (`nil` unregisters). Cells are made with
    /// `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      engine.cells.register(cellClass, identifier, in: "UITableView")
    }

    /// Registers a header/footer view class for an identifier (`nil` unregisters).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
      headerFooterQueue.register(aClass, identifier, in: "UITableView")
    }

    /// A reusable cell (after its `prepareForReuse()`), a new one of the registered class, or
    /// `nil` when none is queued and none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      engine.cells.dequeue(identifier)
    }

    /// A reusable cell (after its `prepareForReuse()`) or a new one of the registered class,
    /// sized for the row. Dequeuing an unregistered identifier is a misuse (UIKit raises):
    /// reported, and a new default-style cell with that identifier is returned (nothing is
    /// registered or queued).
    open func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    )
      -> UITableViewCell
    {
      let dequeued = listDequeueCell(identifier, for: indexPath) {
        dequeueReusableCell(withIdentifier: identifier)
      }
      guard let dequeued else {
        Misuse.report(
          "UITableView: unable to dequeue a cell with identifier \"\(identifier)\" for row "
            + "\(indexPath.row) in section \(indexPath.section): no class or nib is registered "
            + "for it. A new default UITableViewCell was returned.",
          fix: "Call register(_:forCellReuseIdentifier:) for \"\(identifier)\" before dequeuing.")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
      // The row's geometry (separator, margins, accessory room) is the table's.
      dequeued.owningTable = self
      return dequeued
    }

    /// A reusable header/footer view, a new one of the registered class, or `nil`.
    open func dequeueReusableHeaderFooterView(
      withIdentifier identifier: String
    )
      -> UITableViewHeaderFooterView?
    {
      headerFooterQueue.dequeue(identifier)
    }

    // MARK: Data

    /// The number of sections (asks the data source when not known).
    open var numberOfSections: Int { engine.loadedCounts.count }

    /// The number of rows in a section (asks the data source when not known); 0 out of range.
    open func numberOfRows(inSection section: Int) -> Int {
      engine.numberOfItems(inSection: section)
    }

    /// Reloads everything: counts and visible cells are asked again at the next layout; the
    /// selection is cleared.
    open func reloadData() { engine.reloadData() }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      engine.record { $0.reloadedSections.formUnion(sections) }
    }

    /// Inserts sections (the data source must already count them).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      engine.record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (the data source must no longer count them).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      engine.record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section with its rows (the data source must already show it at its new
    /// place); the other sections keep their order around it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts rows (the data source must already count them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      engine.record { $0.insertedItems += indexPaths }
    }

    /// Deletes rows (the data source must no longer count them).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      engine.record { $0.deletedItems += indexPaths }
    }

    /// Reloads rows: their cells are asked again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      engine.record { $0.reloadedItems += indexPaths }
    }

    /// Reconfigures rows: the data source makes the cell of each visible row again, and
    /// dequeuing for that row returns its existing cell (no `prepareForReuse()`, no new cell);
    /// rows off screen have no cell to reconfigure (`Reconfiguration`).
    open func reconfigureRows(at indexPaths: [IndexPath]) { listReconfigure(indexPaths) }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      engine.record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Begins a batch of updates (nestable; prefer ``performBatchUpdates(_:completion:)``).
    open func beginUpdates() { engine.beginUpdates() }

    /// Ends a batch: checks the data source's new counts against the changes (a mismatch is
    /// UIKit's "Invalid update" exception: reported, and the table keeps its content) and
    /// applies them.
    open func endUpdates() { engine.endUpdates() }

    /// Makes the changes in `updates` as one batch. `completion` runs when the update's
    /// animation ends (a later turn; `false` if the update was refused), never inside the call.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      engine.performBatchUpdates(updates, completion: completion)
    }

    // MARK: Cells and geometry

    /// The cell of a visible row, or `nil` (never lays out).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { engine.cell(at: indexPath) }

    /// The visible cells, in order (lays out first when a layout is pending, as UIKit).
    open var visibleCells: [UITableViewCell] { engine.laidOutVisibleCells }

    /// The index paths of the visible rows, in order (lays out first when pending).
    open var indexPathsForVisibleRows: [IndexPath]? { engine.laidOutVisiblePaths }

    /// The index path of a visible cell, else `nil`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { engine.indexPath(of: cell) }

    /// The visible header view of a section, if it is a ``UITableViewHeaderFooterView``.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      visibleHeaderView(forSection: section) as? UITableViewHeaderFooterView
    }

    /// The visible footer view of a section, if it is a ``UITableViewHeaderFooterView``.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      visibleFooterView(forSection: section) as? UITableViewHeaderFooterView
    }

    /// The visible header view of a section, whatever its class.
    func visibleHeaderView(forSection section: Int) -> UIView? {
      engine.visibleSupplementaries[SupplementaryKey(position: .header, section: section)]
    }

    /// The visible footer view of a section, whatever its class.
    func visibleFooterView(forSection section: Int) -> UIView? {
      engine.visibleSupplementaries[SupplementaryKey(position: .footer, section: section)]
    }

    /// The frame of a row in the table's content (`.zero` out of range).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { engine.frame(ofItem: indexPath) }

    /// The frame of a section's header in the content: its place among the rows, also while a
    /// plain table's header floats over them (`.zero` out of range).
    open func rectForHeader(inSection section: Int) -> CGRect {
      rect(of: SupplementaryKey(position: .header, section: section))
    }

    /// The frame of a section's footer in the content: its place among the rows, also while a
    /// plain table's footer floats over them (`.zero` out of range).
    open func rectForFooter(inSection section: Int) -> CGRect {
      rect(of: SupplementaryKey(position: .footer, section: section))
    }

    /// The frame of a whole section in the content: header, rows and footer (`.zero` out of
    /// range).
    open func rectForSection(_ section: Int) -> CGRect {
      let geometry = engine.currentGeometry
      guard geometry.sections.indices.contains(section) else { return .zero }
      return CGRect(
        x: 0, y: geometry.sectionStarts[section], width: engine.viewport.width,
        height: geometry.sections[section].extent)
    }

    private func rect(of key: SupplementaryKey) -> CGRect {
      let geometry = engine.currentGeometry
      guard geometry.sections.indices.contains(key.section) else { return .zero }
      let span = geometry.span(of: key)
      return CGRect(x: 0, y: span.offset, width: engine.viewport.width, height: span.extent)
    }

    /// The row at a point of the content, if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
      let geometry = engine.currentGeometry
      return geometry.visibleContent(in: point.y..<(point.y + 0.5)).items.first
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least scrolling). An index
    /// path out of range is a misuse (UIKit raises): reported and ignored.
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      let position: ListScrollPosition =
        switch scrollPosition {
        case .none: .nearest
        case .top: .start
        case .middle: .middle
        case .bottom: .end
        }
      listScroll(to: indexPath, at: position, animated: animated, by: "UITableView.scrollToRow") {
        rectForRow(at: indexPath)
      }
    }

    // MARK: Selection

    /// The first selected row, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { engine.selection.paths.first }

    /// The selected rows, or `nil` when none.
    open var indexPathsForSelectedRows: [IndexPath]? { engine.selectedPaths }

    /// Selects a row (`nil` deselects all) and scrolls it to `scrollPosition` (`.none`: no
    /// scrolling). Does not call the delegate, as UIKit documents.
    open func selectRow(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
      guard let selected = listSelect(indexPath, animated: animated), scrollPosition != .none
      else { return }
      scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    /// Deselects a row. Does not call the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
      listRemoveSelection(indexPath, animated: animated)
    }

    // MARK: Editing

    /// Starts or ends editing; visible cells follow.
    open func setEditing(_ editing: Bool, animated: Bool) {
      storedEditing = editing
      for cell in engine.visibleCellsByPath.values { cell.setEditing(editing, animated: animated) }
    }

    // MARK: Delegate access

    var currentTableDelegate: (any UITableViewDelegate)? { tableDelegate }

    // MARK: ListHost

    var listScrollsHorizontally: Bool { false }
    var listNouns: ListUpdate.Nouns { .init(view: "table view", item: "row") }

    func listNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func listNumberOfItems(inSection section: Int) -> Int {
      dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    private var uniformRowHeight: CGFloat { rowHeight < 0 ? 44 : rowHeight }

    private func supplementaryHeight(
      _ position: SupplementaryPosition, section: Int
    ) -> CGFloat {
      let property = position == .header ? sectionHeaderHeight : sectionFooterHeight
      var height =
        if let delegate = tableDelegate {
          position == .header
            ? delegate.tableView(self, heightForHeaderInSection: section)
            : delegate.tableView(self, heightForFooterInSection: section)
        } else {
          property
        }
      if height < 0 {
        let title =
          position == .header
          ? dataSource?.tableView(self, titleForHeaderInSection: section)
          : dataSource?.tableView(self, titleForFooterInSection: section)
        height = title != nil ? 28 : (style == .plain ? 0 : 18)
      }
      return height
    }

    func listGeometry(counts: [Int], viewport: CGSize) -> ListGeometry {
      // Whether the delegate gives the first row's height. If it does, rows are estimated and
      // measured as they show (or all measured now, without estimates, as UIKit does). If that
      // call reached the default, the delegate may still give other rows theirs (an override
      // that returns `super` for some rows): each row is asked once, and the rows are uniform,
      // without storage, when none gives its own.
      var firstRowHeight = false
      if let first = counts.firstIndex(where: { $0 > 0 }) {
        firstRowHeight = delegateRowHeight(at: IndexPath(row: 0, section: first)) != nil
      }
      // Rows are estimated, and measured as they show, when the delegate gives heights (which
      // may be automatic) or when rows size themselves; an estimate of 0 asks every height now.
      let estimate = estimatedRowHeight < 0 ? 44 : estimatedRowHeight
      let estimated = estimatedRowHeight != 0 && (firstRowHeight || rowHeight < 0)
      let sections = counts.enumerated().map { section, rows -> SectionGeometry in
        let lines: LineExtents
        if estimated {
          lines = LineExtents(count: rows, estimate: estimate)
        } else if tableDelegate == nil {
          lines = LineExtents(count: rows, uniform: uniformRowHeight)
        } else {
          let heights = (0..<rows).map {
            delegateRowHeight(at: IndexPath(row: $0, section: section))
          }
          lines =
            heights.allSatisfy({ $0 == nil })
            ? LineExtents(count: rows, uniform: uniformRowHeight)
            : LineExtents(extents: heights.map { $0.map { $0 < 0 ? 44 : $0 } ?? uniformRowHeight })
        }
        var geometry = SectionGeometry(itemCount: rows, lines: lines)
        geometry.headerExtent = supplementaryHeight(.header, section: section)
        geometry.footerExtent = supplementaryHeight(.footer, section: section)
        return geometry
      }
      return ListGeometry(
        leading: tableHeaderView?.frame.height ?? 0, trailing: tableFooterView?.frame.height ?? 0,
        sections: sections)
    }

    /// The height the delegate gives a row (negative: automatic), decided for this call: `nil`
    /// when the call reached the default implementation (the row then has ``rowHeight``).
    private func delegateRowHeight(at indexPath: IndexPath) -> CGFloat? {
      guard let delegate = tableDelegate else { return nil }
      let (height, implemented) = probe { delegate.tableView(self, heightForRowAt: indexPath) }
      return implemented ? height : nil
    }

    /// The default implementations' answer to `tableView(_:heightForRowAt:)`: the table's
    /// ``rowHeight``, reporting that the default was reached (see ``probe(_:)``).
    func defaultRowHeight() -> CGFloat {
      defaultImplementationReached = true
      return rowHeight
    }

    func listMeasure(section: Int, line: Int, geometry: ListGeometry) -> CGFloat? {
      let path = IndexPath(row: line, section: section)
      let height = delegateRowHeight(at: path) ?? rowHeight
      return height < 0 ? selfSizedHeight(at: path) : height
    }

    /// The height of an automatic row, from its cell (the one on screen, or the data source's,
    /// which the layout then shows: the data source is asked once per row shown).
    private func selfSizedHeight(at path: IndexPath) -> CGFloat {
      listCellToMeasure(at: path).selfSizingHeight(width: engine.viewport.width)
    }

    func listFrame(
      ofItem indexPath: IndexPath, lineOffset: CGFloat, lineExtent: CGFloat,
      geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      CGRect(x: 0, y: lineOffset, width: viewport.width, height: lineExtent)
    }

    func listDataSourceCell(at indexPath: IndexPath) -> UITableViewCell? {
      dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    func listMakeCell(at indexPath: IndexPath) -> UITableViewCell {
      let cell =
        listDataSourceCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.owningTable = self
      if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
      return cell
    }

    func listCell(at indexPath: IndexPath) -> UITableViewCell? { cellForRow(at: indexPath) }

    func listDeselect(_ indexPath: IndexPath, animated: Bool) {
      deselectRow(at: indexPath, animated: animated)
    }

    func listMakeSupplementary(_ position: SupplementaryPosition, section: Int) -> UIView? {
      let custom =
        position == .header
        ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
        : tableDelegate?.tableView(self, viewForFooterInSection: section)
      if let custom { return custom }
      let title =
        position == .header
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
      guard let title else { return nil }
      let view =
        dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
        ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
      view.textLabel?.text = title
      return view
    }

    private static let titleViewIdentifier = "HeadlessUIKit.UITableView.title"

    func listWillDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func listDidEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func listWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey) {
      if key.position == .header {
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
      } else {
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
      }
    }

    func listDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey) {
      if key.position == .header {
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
      } else {
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
      }
    }

    func listEnqueueSupplementary(_ view: UIView) {
      guard let view = view as? UITableViewHeaderFooterView else { return }
      headerFooterQueue.enqueue(view)
    }
  }
#endif
