#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A header or footer of a section, as the list engine tracks it on screen.
  enum SupplementaryPosition: Hashable {
    /// The header of a section.
    case header
    /// The footer of a section.
    case footer
  }

  /// What a table or collection view tells the shared list engine: its data source's counts,
  /// its geometry, how it makes cells and headers, and its delegate's display callbacks. The
  /// extension in `ListHost.swift` holds what the two lists do alike on top of it.
  @preconcurrency @MainActor protocol ListHost<Cell>: UIScrollView {
    /// The class of the list's cells.
    associatedtype Cell: ListCell
    /// The shared engine (cells on screen, layout, updates, selection).
    var engine: ListEngine<Cell> { get }
    /// Whether the list is editing.
    var isEditing: Bool { get }
    /// Whether items can be selected.
    var allowsSelection: Bool { get }
    /// Whether items can be selected while editing.
    var allowsSelectionDuringEditing: Bool { get }
    /// Whether several items can be selected.
    var allowsMultipleSelection: Bool { get }
    /// Whether several items can be selected while editing.
    var allowsMultipleSelectionDuringEditing: Bool { get }
    /// The data source's number of sections.
    func listNumberOfSections() -> Int
    /// The number of sections, as the list's public API answers it.
    var numberOfSections: Int { get }
    /// The data source's number of items in `section`.
    func listNumberOfItems(inSection section: Int) -> Int
    /// The geometry for these counts and viewport width.
    func listGeometry(counts: [Int], viewport: CGSize) -> ListGeometry
    /// The exact extent of a line whose extent was estimated, or `nil` to keep the estimate.
    func listMeasure(section: Int, line: Int, geometry: ListGeometry) -> CGFloat?
    /// Whether the list scrolls horizontally (its scrolling axis is x).
    var listScrollsHorizontally: Bool { get }
    /// Whether the list shows its geometry mirrored along its scrolling axis (a horizontal
    /// layout right to left: the first items at the right end; by default not).
    var listMirrorsAxis: Bool { get }
    /// The geometry's range along the axis that `range` of the list's coordinates shows (the
    /// same range, unless the list mirrors its axis).
    func listLayoutRange(_ range: Range<CGFloat>, geometry: ListGeometry) -> Range<CGFloat>
    /// The frame of an item whose line spans `offset` to `offset + extent` on the axis.
    func listFrame(
      ofItem indexPath: IndexPath, lineOffset: CGFloat, lineExtent: CGFloat,
      geometry: ListGeometry, viewport: CGSize
    ) -> CGRect
    /// The items shown and where, when a layout of the app's own places them (`nil` when the
    /// engine's geometry does): those it gives attributes for in the viewport at the current
    /// offset, or, for a layout that subclasses one the engine computes, the geometry's
    /// `items` at the frames its attributes give; in the list's coordinates.
    func listPlacedItems(
      viewport: CGSize, geometryItems: [IndexPath]
    ) -> [(path: IndexPath, frame: CGRect)]?
    /// Whether a layout of the app's own places the items (the engine's geometry has none).
    var listPlacesOwnItems: Bool { get }
    /// The headers and footers shown and where, when a subclass of a layout the engine computes
    /// placed them (`nil` when the engine's geometry does): those its attributes gave in the
    /// last ``listPlacedItems(viewport:geometryItems:)``, in the list's coordinates.
    func listPlacedSupplementaries() -> [SupplementaryKey: CGRect]?
    /// An item's frame as a layout of the app's own gives it, or `nil` when the engine's
    /// geometry places the list's items.
    func listPlacedFrame(ofItem indexPath: IndexPath) -> CGRect??
    /// The content size a layout of the app's own gives, or `nil` when the geometry's extent
    /// sets it.
    func listPlacedContentSize() -> CGSize?
    /// Called when the list's data changed: `countsChanged` says whether an update inserted or
    /// deleted items or sections, `nil` for a reload (everything changed).
    func listDataDidChange(countsChanged: Bool?)
    /// Called when a cell has taken its place (its frame set) in a layout pass: a collection
    /// view's layout applies its attributes to it.
    func listDidPlace(_ cell: Cell, at indexPath: IndexPath)
    /// The data source's cell for `indexPath`, or `nil` without a data source.
    func listDataSourceCell(at indexPath: IndexPath) -> Cell?
    /// The cell to show at `indexPath` (the data source's; a default in the extension).
    func listMakeCell(at indexPath: IndexPath) -> Cell
    /// The cell of a visible item, as the list's public API answers it.
    func listCell(at indexPath: IndexPath) -> Cell?
    /// Deselects an item through the list's public API.
    func listDeselect(_ indexPath: IndexPath, animated: Bool)
    /// Asks for the header or footer view of `section`, if any.
    func listMakeSupplementary(_ position: SupplementaryPosition, section: Int) -> UIView?
    /// The frame of a section's header or footer (by default: its span along the axis, the
    /// whole viewport across it).
    func listSupplementaryFrame(
      _ key: SupplementaryKey, geometry: ListGeometry, viewport: CGSize
    ) -> CGRect
    /// Whether some header or footer's extent is estimated (by default: none is).
    var listHasEstimatedSupplementaries: Bool { get }
    /// The exact extent of a header or footer whose extent is estimated and not yet measured,
    /// or `nil` (by default: never estimated).
    func listMeasureSupplementary(_ key: SupplementaryKey, geometry: ListGeometry) -> CGFloat?
    /// Whether a section's header or footer stays in view while its section is (by default:
    /// not).
    func listPinsSupplementary(_ position: SupplementaryPosition, section: Int) -> Bool
    /// Tells the delegate a cell will show.
    func listWillDisplay(_ cell: Cell, at indexPath: IndexPath)
    /// Tells the delegate a cell left the screen.
    func listDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
    /// Tells the delegate a header or footer will show.
    func listWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey)
    /// Tells the delegate a header or footer left the screen.
    func listDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey)
    /// Puts a header or footer that left the screen in its reuse queue.
    func listEnqueueSupplementary(_ view: UIView)
    /// Called at the end of each layout pass, with whether the content was reloaded or
    /// updated since the previous pass (by default: nothing).
    func listDidLayOut(contentChanged: Bool)
    /// The words of update messages.
    var listNouns: ListUpdate.Nouns { get }
  }

  /// A `@MainActor` box that lets a main-actor closure cross a main-queue hop.
  @MainActor final class MainActorBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The work table and collection views share, written once: the counts and geometry cached
  /// from the data source, the cells and headers on screen and their reuse, the layout pass
  /// and when it runs, batch updates and their checks, and the selection.
  @MainActor final class ListEngine<Cell: ListCell> {
    unowned let host: any ListHost<Cell>

    /// The registrations and reuse queue of the list's cells.
    let cells = ReuseQueue<Cell>()

    private var counts: [Int]?
    private var geometry: ListGeometry?
    private var geometryViewport: CGSize = .zero
    private var needsReload = true
    private var layoutScheduled = false
    private(set) var hasLaidOut = false
    private(set) var isLayingOut = false
    private(set) var needsLayout = true
    /// Set during a pass that must run again before it returns (``layOutAgainInThisPass()``).
    private var layOutAgain = false

    /// The cells on screen by index path.
    private(set) var visibleCellsByPath: [IndexPath: Cell] = [:]
    /// The headers and footers on screen.
    private(set) var visibleSupplementaries: [SupplementaryKey: UIView] = [:]
    /// The headers and footers on screen that the host had no view for (a delegate's `nil`
    /// header of non-zero height): like a view it returns, the answer holds until they leave the
    /// screen or a reload, so that a layout pass does not ask again.
    private var absentSupplementaries: Set<SupplementaryKey> = []

    /// The selection.
    var selection = ListSelection()

    /// Set by a host whose measuring moved more than the measured line (a flow layout's line
    /// breaks): the measuring builds the geometry again, the host keeping its measurements.
    private var rebuildRequested = false
    /// Whether the geometry is being built again for the measuring (``requestGeometryRebuild()``).
    private(set) var isRebuildingForMeasurement = false

    /// Asks the layout pass's measuring to build the geometry again once this round's lines are
    /// measured.
    func requestGeometryRebuild() { rebuildRequested = true }

    /// The cells the host made to measure their lines during this layout pass, which the pass
    /// shows (the data source is asked once per item shown); those left off screen are reused.
    private var measuredCells: [IndexPath: Cell] = [:]
    /// Likewise, the headers and footers made to measure their extents.
    private var measuredSupplementaries: [SupplementaryKey: UIView] = [:]

    private var updateDepth = 0
    private var pendingUpdate = ListUpdate()
    private var pendingCompletions: [(Bool) -> Void] = []
    private var reloadedDuringBatch = false
    /// Whether a reload or an update happened since the last layout pass (told to the host).
    private var contentChanged = true

    /// Set by the default implementations of optional delegate and data source methods whose
    /// absence changes UIKit's behaviour (a Swift protocol cannot tell whether a method is
    /// implemented): see ``probe(_:)``.
    var defaultImplementationReached = false

    /// Calls a delegate or data source method that has a default implementation; whether the
    /// object implements it (the default was not reached).
    func probe<Result>(_ call: () -> Result) -> (result: Result, implemented: Bool) {
      defaultImplementationReached = false
      let result = call()
      let implemented = !defaultImplementationReached
      defaultImplementationReached = false
      return (result, implemented)
    }

    init(host: any ListHost<Cell>) {
      self.host = host
    }

    // MARK: Viewport

    /// The size the list shows: its bounds, or the screen's when its frame has zero size
    /// (headless computes no Auto Layout, so a list sized by constraints has a zero frame).
    var viewport: CGSize {
      let size = host.bounds.size
      if size.width > 0, size.height > 0 { return size }
      return UIScreen.main.bounds.size
    }

    /// The range of `geometry` along the axis that the viewport shows.
    private func visibleRange(in geometry: ListGeometry) -> Range<CGFloat> {
      let size = viewport
      let offset = host.listScrollsHorizontally ? host.contentOffset.x : host.contentOffset.y
      let extent = host.listScrollsHorizontally ? size.width : size.height
      return host.listLayoutRange(offset..<(offset + max(extent, 0.5)), geometry: geometry)
    }

    // MARK: Counts and geometry

    /// The counts, asking the data source when not loaded.
    var loadedCounts: [Int] {
      if let counts { return counts }
      let sections = max(0, host.listNumberOfSections())
      let loaded = (0..<sections).map { max(0, host.listNumberOfItems(inSection: $0)) }
      counts = loaded
      return loaded
    }

    /// The geometry, built when missing or when the viewport's width changed.
    var currentGeometry: ListGeometry {
      let size = viewport
      if let geometry, geometryViewport == size { return geometry }
      let built = host.listGeometry(counts: loadedCounts, viewport: size)
      geometry = built
      geometryViewport = size
      updateContentSize(built)
      return built
    }

    private func updateContentSize(_ geometry: ListGeometry) {
      let size = viewport
      let extent = geometry.totalExtent
      let content =
        host.listPlacedContentSize()
        ?? (host.listScrollsHorizontally
          ? CGSize(width: extent, height: size.height) : CGSize(width: size.width, height: extent))
      guard host.contentSize != content else { return }
      let oldWidth = host.contentSize.width
      let oldRange = host.contentOffsetRange(viewport: size)
      let oldEnd = oldRange.max.x
      host.contentSize = content
      if host.listMirrorsAxis, content.width != oldWidth {
        // Mirrored, the content starts at its right end: the offset keeps its distance from
        // that end (the first layout shows the right end, as UIKit's right-to-left
        // collections do; Apple is silent on a later change: keeping what shows is the
        // stricter reading). Only the default initial offset moves there: one the app set
        // before the content had a width stays where the app put it (Apple is silent; the
        // stricter choice: the collection never overrides an offset the app asked for).
        if oldWidth == 0, host.contentOffset.x != oldRange.min.x { return }
        let range = host.contentOffsetRange(viewport: size)
        let fromEnd = max(0, oldEnd - host.contentOffset.x)
        let x = max(range.min.x, range.max.x - fromEnd)
        if x != host.contentOffset.x { host.contentOffset.x = x }
      }
    }

    /// Forgets the geometry (a property that shapes it changed); the next layout rebuilds it.
    func invalidateGeometry() {
      geometry = nil
      setNeedsLayout()
    }

    /// Forgets the counts, cells and selection: `reloadData`. The data source is asked again at
    /// the next layout (or when counts are read).
    func reloadData() {
      selection.removeAll()
      needsReload = true
      contentChanged = true
      counts = nil
      geometry = nil
      if updateDepth > 0 { reloadedDuringBatch = true }
      setNeedsLayout()
      host.listDataDidChange(countsChanged: nil)
    }

    // MARK: The host's hooks

    /// The host's content offset changed from `old`: a layout is needed when it moved.
    func scrolled(from old: CGPoint) {
      if host.contentOffset != old { setNeedsLayout() }
    }

    /// The host's delegate changed: the geometry is built again (the delegate may size the
    /// items). Returns the delegate as the list's own delegate protocol, if it is one.
    func delegateChanged<Delegate>(to delegate: (any UIScrollViewDelegate)?) -> Delegate? {
      let typed = delegate as? Delegate
      invalidateGeometry()
      return typed
    }

    /// The host's frame changed from `old`: a new size needs a new geometry.
    func frameChanged(from old: CGRect) {
      if host.frame.size != old.size { invalidateGeometry() }
    }

    /// The host's `layoutSubviews()`: the layout pass. `superCall` is the host's
    /// `super.layoutSubviews()`, an argument so that it runs first and the hook is one line
    /// (as the two below).
    func layoutSubviews(after superCall: Void) { layout() }

    /// The host's `setNeedsLayout()`, after its `super.setNeedsLayout()`.
    func setNeedsLayout(after superCall: Void) { setNeedsLayout() }

    /// The host's `didMoveToWindow()`, after its `super.didMoveToWindow()`.
    func didMoveToWindow(after superCall: Void) { scheduleLayoutIfInWindow() }

    // MARK: Layout timing

    /// Marks the list as needing layout and, when it is in a window, schedules a layout pass
    /// on a later main-queue turn (coalesced), as UIKit's end-of-run-loop layout does.
    func setNeedsLayout() {
      needsLayout = true
      // The host's own flag too, so that its layoutIfNeeded() runs its layoutSubviews().
      host.layoutPass.needsLayout = true
      scheduleLayoutIfInWindow()
    }

    /// Schedules the pending layout when the list entered a window.
    func scheduleLayoutIfInWindow() {
      guard needsLayout, !layoutScheduled, host.window != nil else { return }
      layoutScheduled = true
      // Weak: a list released before the turn comes is simply not laid out (the engine lives
      // and dies with its list).
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let engine = self else { return }
          engine.layoutScheduled = false
          guard engine.needsLayout, engine.host.window != nil else { return }
          engine.host.layoutIfNeeded()
        }
      }
    }

    /// Lays out now if a layout is pending (as UIKit's `_updateVisibleCellsNow`).
    func layoutIfNeeded() {
      if needsLayout { layout() }
    }

    /// The layout pass: drops the cells of a reload, computes what is visible, makes the
    /// missing cells (asking the data source), recycles those that left, and sets frames.
    func layout() {
      guard !isLayingOut else { return }
      // A self-sizing cell that invalidated the layout is shown at its size before the pass
      // ends (bounded: a layout that never settles is shown as it stands).
      for _ in 0..<4 {
        layOutOnce()
        guard layOutAgain else { return }
        layOutAgain = false
      }
    }

    /// Asks for one more layout pass before the current one returns (a self-sizing cell
    /// invalidated a layout of the app's own).
    func layOutAgainInThisPass() {
      if isLayingOut { layOutAgain = true }
    }

    private func layOutOnce() {
      isLayingOut = true
      defer {
        isLayingOut = false
        needsLayout = false
        hasLaidOut = true
      }
      if needsReload {
        needsReload = false
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
          removeCell(cell, at: path)
        }
        for (key, view) in visibleSupplementaries { removeSupplementary(view, key) }
        absentSupplementaries.removeAll()
      }
      var geometry = currentGeometry
      let range = visibleRange(in: geometry)
      // The cells that left go to the reuse queue before the rows that came are measured (which
      // makes their cells), so that those reuse them.
      // A layout of the app's own has no lines to measure: its cells leave below, when it is
      // asked where they are (once per pass, as UIKit asks).
      if !host.listPlacesOwnItems {
        removeCells(notIn: Set(geometry.visibleContent(in: range).items))
      }
      // Measure the lines that show with estimated extents, then look again (measuring
      // shifts what follows).
      for _ in 0..<4 {
        var changed = false
        for (section, line) in geometry.visibleLines(in: range)
        where geometry.sections[section].lines.needsMeasuring(line) {
          let spacing = geometry.sections[section].lineSpacing
          let exact = host.listMeasure(section: section, line: line, geometry: geometry)
          let extent = (exact ?? (geometry.sections[section].lines.extent(of: line) - spacing))
          geometry.sections[section].lines.set(extent + spacing, at: line)
          changed = true
        }
        // Headers and footers of estimated extents, measured as they show.
        let estimatedSupplementaries =
          host.listHasEstimatedSupplementaries
          ? wantedSupplementaries(geometry.visibleContent(in: range)) : []
        for key in estimatedSupplementaries {
          guard let extent = host.listMeasureSupplementary(key, geometry: geometry) else {
            continue
          }
          if key.position == .header {
            geometry.sections[key.section].headerExtent = extent
          } else {
            geometry.sections[key.section].footerExtent = extent
          }
          changed = true
        }
        if rebuildRequested {
          rebuildRequested = false
          isRebuildingForMeasurement = true
          geometry = host.listGeometry(counts: loadedCounts, viewport: viewport)
          isRebuildingForMeasurement = false
        }
        if !changed { break }
      }
      self.geometry = geometry
      updateContentSize(geometry)
      // Mirrored, a new content width moves what the offset shows.
      let content = geometry.visibleContent(in: visibleRange(in: geometry))
      let placed = host.listPlacedItems(viewport: viewport, geometryItems: content.items)
      removeCells(notIn: Set(placed?.map(\.path) ?? content.items))
      // A layout's subclass shows the headers and footers it gave attributes for (a sticky
      // header of its own among them), where it placed them.
      let placedSupplementaries = host.listPlacedSupplementaries()
      let wanted =
        placedSupplementaries.map { $0.keys.sorted() } ?? wantedSupplementaries(content)
      let wantedSet = Set(wanted)
      for (key, view) in visibleSupplementaries where !wantedSet.contains(key) {
        removeSupplementary(view, key)
      }
      absentSupplementaries.formIntersection(wantedSet)
      let size = viewport
      for key in wanted {
        let frame =
          placedSupplementaries?[key]
          ?? host.listSupplementaryFrame(key, geometry: geometry, viewport: size)
        if let view = visibleSupplementaries[key] {
          view.frame = frame
          continue
        }
        guard
          let view = measuredSupplementaries.removeValue(forKey: key) ?? makeSupplementary(key)
        else { continue }
        view.frame = frame
        visibleSupplementaries[key] = view
        host.listWillDisplaySupplementary(view, key)
        if view.superview !== host { host.addSubview(view) }
      }
      let items =
        placed
        ?? content.items.map { path in
          let span = geometry.lineSpan(of: path)
          return (
            path,
            host.listFrame(
              ofItem: path, lineOffset: span.offset, lineExtent: span.extent, geometry: geometry,
              viewport: size)
          )
        }
      for (path, frame) in items {
        if let cell = visibleCellsByPath[path] {
          cell.frame = frame
          host.listDidPlace(cell, at: path)
          continue
        }
        let cell = measuredCells.removeValue(forKey: path) ?? host.listMakeCell(at: path)
        cell.frame = frame
        host.listDidPlace(cell, at: path)
        visibleCellsByPath[path] = cell
        let selected = selection.contains(path)
        if cell.isSelected != selected { cell.showSelected(selected, animated: false) }
        host.listWillDisplay(cell, at: path)
        if cell.superview !== host { host.addSubview(cell) }
      }
      // Measured, then pushed off screen by the lines measured before them.
      for (_, cell) in measuredCells.sorted(by: { $0.key < $1.key }) { cells.enqueue(cell) }
      measuredCells = [:]
      for (_, view) in measuredSupplementaries { host.listEnqueueSupplementary(view) }
      measuredSupplementaries = [:]
      let changed = contentChanged
      contentChanged = false
      host.listDidLayOut(contentChanged: changed)
    }

    /// The header or footer view that measures `key`: the one on screen, the one made to
    /// measure it earlier in this pass, or the host's new one, kept for the layout pass to show.
    func supplementaryToMeasure(_ key: SupplementaryKey) -> UIView? {
      if let view = visibleSupplementaries[key] ?? measuredSupplementaries[key] { return view }
      let view = makeSupplementary(key)
      measuredSupplementaries[key] = view
      return view
    }

    /// The host's view for a header or footer not on screen, unless it had none for it already.
    private func makeSupplementary(_ key: SupplementaryKey) -> UIView? {
      guard !absentSupplementaries.contains(key) else { return nil }
      let view = host.listMakeSupplementary(key.position, section: key.section)
      if view == nil { absentSupplementaries.insert(key) }
      return view
    }

    /// The headers and footers a pass shows: those on the range's sections with an extent
    /// in `range`, and the pinned ones of every section on screen.
    private func wantedSupplementaries(
      _ content: VisibleContent
    ) -> [SupplementaryKey] {
      var keys = Set(
        content.headers.map { SupplementaryKey(position: .header, section: $0) }
          + content.footers.map { SupplementaryKey(position: .footer, section: $0) })
      for section in content.sections {
        for position in [SupplementaryPosition.header, .footer]
        where host.listPinsSupplementary(position, section: section) {
          keys.insert(SupplementaryKey(position: position, section: section))
        }
      }
      return keys.sorted()
    }

    /// The cell that measures `path`: the one on screen, the one made to measure it earlier in
    /// this pass, or one `make` makes, kept for the layout pass to show.
    func cellToMeasure(at path: IndexPath, make: () -> Cell) -> Cell {
      if let cell = visibleCellsByPath[path] ?? measuredCells[path] { return cell }
      let cell = make()
      measuredCells[path] = cell
      return cell
    }

    private func removeCells(notIn wanted: Set<IndexPath>) {
      for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key })
      where !wanted.contains(path) {
        removeCell(cell, at: path)
      }
    }

    private func removeCell(_ cell: Cell, at path: IndexPath) {
      visibleCellsByPath[path] = nil
      cell.removeFromSuperview()
      host.listDidEndDisplaying(cell, at: path)
      cells.enqueue(cell)
    }

    private func removeSupplementary(_ view: UIView, _ key: SupplementaryKey) {
      visibleSupplementaries[key] = nil
      view.removeFromSuperview()
      host.listDidEndDisplayingSupplementary(view, key)
      host.listEnqueueSupplementary(view)
    }

    // MARK: Queries

    /// The visible cells' index paths, in order (never lays out).
    var visiblePaths: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The visible cells' index paths, in order, after the pending layout if any (as UIKit's
    /// `indexPathsForVisibleRows` and `indexPathsForVisibleItems`).
    var laidOutVisiblePaths: [IndexPath] {
      layoutIfNeeded()
      return visiblePaths
    }

    /// The visible cells in index path order, after the pending layout if any.
    var laidOutVisibleCells: [Cell] {
      layoutIfNeeded()
      return visiblePaths.compactMap { visibleCellsByPath[$0] }
    }

    /// The cell of a visible item (never lays out).
    func cell(at path: IndexPath) -> Cell? { visibleCellsByPath[path] }

    /// The index path of a visible cell.
    func indexPath(of cell: UIView) -> IndexPath? {
      visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The data source's number of items in `section` (loaded when not known); 0 out of range.
    func numberOfItems(inSection section: Int) -> Int {
      let counts = loadedCounts
      return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The selected index paths in selection order, or `nil` when none.
    var selectedPaths: [IndexPath]? { selection.paths.isEmpty ? nil : selection.paths }

    /// The frame of an item (`.zero` when out of range).
    func frame(ofItem path: IndexPath) -> CGRect {
      guard isValid(path) else { return .zero }
      let geometry = currentGeometry
      if let placed = host.listPlacedFrame(ofItem: path) { return placed ?? .zero }
      let span = geometry.lineSpan(of: path)
      return host.listFrame(
        ofItem: path, lineOffset: span.offset, lineExtent: span.extent, geometry: geometry,
        viewport: viewport)
    }

    /// Whether `path` names an existing item.
    func isValid(_ path: IndexPath) -> Bool {
      guard path.count == 2 else { return false }
      let counts = loadedCounts
      return path.section >= 0 && path.section < counts.count && path.item >= 0
        && path.item < counts[path.section]
    }

    /// The content offset that shows `frame` at `position` (top/left, middle, bottom/right, or
    /// the least scrolling) in the part of the viewport the adjusted content insets leave clear
    /// (an item scrolled to the top rests under a navigation bar, not behind it), clamped to
    /// the scrolling range.
    func offset(toShow frame: CGRect, position: ListScrollPosition) -> CGPoint {
      let horizontal = host.listScrollsHorizontally
      _ = currentGeometry
      let insets = host.adjustedContentInset
      let insetStart = horizontal ? insets.left : insets.top
      let insetEnd = horizontal ? insets.right : insets.bottom
      let extent = (horizontal ? viewport.width : viewport.height) - insetStart - insetEnd
      let start = horizontal ? frame.minX : frame.minY
      let length = horizontal ? frame.width : frame.height
      let current = (horizontal ? host.contentOffset.x : host.contentOffset.y) + insetStart
      var target: CGFloat
      switch position {
      case .start: target = start
      case .middle: target = start + length / 2 - extent / 2
      case .end: target = start + length - extent
      case .nearest:
        if start < current {
          target = start
        } else if start + length > current + extent {
          target = start + length - extent
        } else {
          target = current
        }
      }
      let range = host.contentOffsetRange(viewport: viewport)
      target -= insetStart
      return horizontal
        ? CGPoint(x: max(range.min.x, min(target, range.max.x)), y: host.contentOffset.y)
        : CGPoint(x: host.contentOffset.x, y: max(range.min.y, min(target, range.max.y)))
    }

    // MARK: Batch updates

    /// Begins a batch (nestable); the first loads the counts to compare with afterwards.
    func beginUpdates() {
      if updateDepth == 0 {
        _ = loadedCounts
        pendingUpdate = ListUpdate()
        reloadedDuringBatch = false
      }
      updateDepth += 1
    }

    /// Ends a batch; the outermost applies it. `completion` runs when its animation would end
    /// (after `Headless.animatedTransitionDuration`, or on a later turn when animations
    /// are off), never inside the call; with `false` when the update was refused.
    func endUpdates(completion: ((Bool) -> Void)? = nil) {
      if let completion { pendingCompletions.append(completion) }
      guard updateDepth > 0 else { return }
      updateDepth -= 1
      guard updateDepth == 0 else { return }
      // A reload inside the batch replaces its changes (UIKit reloads everything).
      let applied = reloadedDuringBatch ? true : apply(pendingUpdate)
      let completions = pendingCompletions
      pendingCompletions = []
      pendingUpdate = ListUpdate()
      for completion in completions { Self.finish(completion, finished: applied) }
    }

    /// `performBatchUpdates`: the changes `updates` records form one batch; `completion` as
    /// ``endUpdates(completion:)``.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      beginUpdates()
      updates?()
      endUpdates(completion: completion)
    }

    /// Records changes: inside a batch they wait for its end; outside, they form their own.
    func record(_ change: (inout ListUpdate) -> Void) {
      beginUpdates()
      change(&pendingUpdate)
      endUpdates()
    }

    private static func finish(_ completion: @escaping (Bool) -> Void, finished: Bool) {
      let box = MainActorBox(completion)
      let delay =
        UIView.areAnimationsEnabled ? max(0, Headless.animatedTransitionDuration) : 0
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated { box.value(finished) }
      }
    }

    /// Checks the update against the data source's new counts; refuses it (a misuse, keeping
    /// the list as it was) or applies it to the cells on screen and the selection.
    private func apply(_ update: ListUpdate) -> Bool {
      guard let old = counts else { return true }
      let sections = max(0, host.listNumberOfSections())
      let new = (0..<sections).map { max(0, host.listNumberOfItems(inSection: $0)) }
      if let message = update.validate(old: old, new: new, nouns: host.listNouns) {
        let name = Misuse.name(of: type(of: host))
        Misuse.report(
          "\(name): \(message) The update was refused; the \(host.listNouns.view) keeps its "
            + "previous content until reloadData().",
          fix:
            "Change the data source's counts to match the inserted, deleted and moved "
            + "\(host.listNouns.item)s (update the model inside the batch), or call reloadData().")
        return false
      }
      counts = new
      geometry = nil
      contentChanged = true
      host.listDataDidChange(
        countsChanged: !update.insertedItems.isEmpty || !update.deletedItems.isEmpty
          || !update.insertedSections.isEmpty || !update.deletedSections.isEmpty)
      var moved: [IndexPath: Cell] = [:]
      for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
        if let target = update.mapItem(path) {
          moved[target] = cell
        } else {
          removeCell(cell, at: path)
        }
      }
      visibleCellsByPath = moved
      // Headers and footers stay unless sections changed; then they are asked again.
      if !update.insertedSections.isEmpty || !update.deletedSections.isEmpty
        || !update.reloadedSections.isEmpty || !update.movedSections.isEmpty
      {
        for (key, view) in visibleSupplementaries { removeSupplementary(view, key) }
        absentSupplementaries.removeAll()
      }
      selection.remap { update.mapItem($0) }
      if hasLaidOut { layout() } else { setNeedsLayout() }
      return true
    }
  }

  /// A header or footer of a section.
  struct SupplementaryKey: Hashable, Comparable {
    let position: SupplementaryPosition
    let section: Int

    /// By section, each section's header first.
    static func < (left: Self, right: Self) -> Bool {
      (left.section, left.position == .footer ? 1 : 0)
        < (right.section, right.position == .footer ? 1 : 0)
    }
  }

  /// Where a list scrolls an item to.
  enum ListScrollPosition {
    /// The top (or left) edge.
    case start
    /// The middle.
    case middle
    /// The bottom (or right) edge.
    case end
    /// The least scrolling that shows it whole.
    case nearest
  }
#endif
