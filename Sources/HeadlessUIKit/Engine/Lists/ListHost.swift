#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // What table and collection views do alike on top of the engine, written once: each of
  // their public methods below is one call to these. They go through the lists' public
  // (overridable) members where UIKit's would, so that subclasses see the same calls.
  extension ListHost {
    /// Set by the default implementations of optional delegate and data source methods whose
    /// absence changes UIKit's behaviour: see ``probe(_:)``.
    var defaultImplementationReached: Bool {
      get { engine.defaultImplementationReached }
      set { engine.defaultImplementationReached = newValue }
    }

    /// Calls a delegate or data source method that has a default implementation; whether the
    /// object implements it.
    func probe<Result>(_ call: () -> Result) -> (result: Result, implemented: Bool) {
      engine.probe(call)
    }

    /// Whether items can be selected now (editing or not).
    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether several items can be selected now (editing or not).
    var allowsMultipleSelectionNow: Bool {
      isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The header or footer's span along the axis, the whole viewport across it.
    func listSupplementaryFrame(
      _ key: SupplementaryKey, geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      let span = geometry.span(of: key)
      return listScrollsHorizontally
        ? CGRect(x: span.offset, y: 0, width: span.extent, height: viewport.height)
        : CGRect(x: 0, y: span.offset, width: viewport.width, height: span.extent)
    }

    /// Not mirrored.
    var listMirrorsAxis: Bool { false }

    /// The same range (not mirrored).
    func listLayoutRange(_ range: Range<CGFloat>, geometry: ListGeometry) -> Range<CGFloat> {
      range
    }

    /// None estimated.
    var listHasEstimatedSupplementaries: Bool { false }

    /// Never estimated.
    func listMeasureSupplementary(_ key: SupplementaryKey, geometry: ListGeometry) -> CGFloat? {
      nil
    }

    /// Placed by the geometry.
    func listPlacedItems(
      viewport: CGSize, geometryItems: [IndexPath]
    ) -> [(path: IndexPath, frame: CGRect)]? { nil }

    /// Placed by the geometry.
    var listPlacesOwnItems: Bool { false }

    /// Placed by the geometry.
    func listPlacedSupplementaries() -> [SupplementaryKey: CGRect]? { nil }

    /// Placed by the geometry.
    func listPlacedFrame(ofItem indexPath: IndexPath) -> CGRect?? { nil }

    /// Set by the geometry.
    func listPlacedContentSize() -> CGSize? { nil }

    /// Nothing to tell.
    func listDataDidChange(countsChanged: Bool?) {}

    /// Nothing to apply.
    func listDidPlace(_ cell: Cell, at indexPath: IndexPath) {}

    /// Nothing to do after a layout pass.
    func listDidLayOut(contentChanged: Bool) {}

    /// Not pinned.
    func listPinsSupplementary(_ position: SupplementaryPosition, section: Int) -> Bool { false }

    /// The data source's cell, or an empty one without a data source.
    func listMakeCell(at indexPath: IndexPath) -> Cell {
      listDataSourceCell(at: indexPath) ?? Cell(headlessReuseIdentifier: nil)
    }

    /// The cell whose size an item's measuring asks: the one on screen, or the data source's,
    /// which the layout then shows (the data source is asked once per item shown).
    func listCellToMeasure(at indexPath: IndexPath) -> Cell {
      engine.cellToMeasure(at: indexPath) { listMakeCell(at: indexPath) }
    }

    /// Replaces the subview `old` with `new` (behind every other subview with `behind`); with
    /// `relayout`, the geometry is built again (a table's header or footer view).
    func listReplaceSubview(
      _ old: UIView?, with new: UIView?, behind: Bool = false, relayout: Bool = false
    ) {
      old?.removeFromSuperview()
      if let new {
        if behind { insertSubview(new, at: 0) } else { addSubview(new) }
      }
      if relayout { engine.invalidateGeometry() }
    }

    /// The cell `dequeueReusableCell(…for:)` returns: the existing cell of `indexPath` while it
    /// is reconfigured (`Reconfiguration`), else `dequeue`'s (a queued or new cell),
    /// sized for the item; `nil` when nothing is registered (the caller reports it).
    func listDequeueCell(
      _ identifier: String, for indexPath: IndexPath, dequeue: () -> Cell?
    ) -> Cell? {
      if let cell = Reconfiguration.existingCell(of: self, at: indexPath) as? Cell,
        cell.reuseIdentifier == identifier
      {
        return cell
      }
      guard let cell = dequeue() else { return nil }
      if engine.isValid(indexPath) { cell.frame = engine.frame(ofItem: indexPath) }
      return cell
    }

    /// Reconfigures items: the data source makes the cell of each visible item again, and
    /// dequeuing for that item returns its existing cell; items off screen have no cell to
    /// reconfigure (`Reconfiguration`).
    func listReconfigure(_ indexPaths: [IndexPath]) {
      engine.layoutIfNeeded()
      for indexPath in indexPaths {
        guard let cell = listCell(at: indexPath) else { continue }
        Reconfiguration.reconfigure(self, at: indexPath, existing: cell) {
          listDataSourceCell(at: indexPath)
        }
      }
    }

    /// Scrolls so the item's `frame` shows at `position`. An index path out of range is a
    /// misuse of `method` (UIKit raises): reported and ignored.
    func listScroll(
      to indexPath: IndexPath, at position: ListScrollPosition, animated: Bool,
      by method: String, frame: () -> CGRect
    ) {
      guard engine.isValid(indexPath) else {
        Misuse.report(
          "\(method): \(listNouns.item) \(indexPath.item) in section \(indexPath.section) is "
            + "out of bounds (\(numberOfSections) sections).",
          fix: "Scroll to an index path the data source counts.")
        return
      }
      setContentOffset(engine.offset(toShow: frame(), position: position), animated: animated)
    }

    /// Selects an item without calling the delegate, as `selectRow`/`selectItem` (`nil`
    /// deselects all): when selection is allowed and the item exists, the others of a
    /// single-selection list are deselected and the item's cell shows it. The item selected,
    /// if any, for the caller to scroll to.
    func listSelect(_ indexPath: IndexPath?, animated: Bool) -> IndexPath? {
      guard let indexPath else {
        for path in engine.selection.paths { listDeselect(path, animated: animated) }
        return nil
      }
      guard allowsSelectionNow, engine.isValid(indexPath) else { return nil }
      if !allowsMultipleSelectionNow {
        for path in engine.selection.paths where path != indexPath {
          listDeselect(path, animated: animated)
        }
      }
      engine.selection.insert(indexPath)
      listCell(at: indexPath)?.showSelected(true, animated: animated)
      return indexPath
    }

    /// Deselects an item without calling the delegate, as `deselectRow`/`deselectItem`.
    func listRemoveSelection(_ indexPath: IndexPath, animated: Bool) {
      guard engine.selection.remove(indexPath) else { return }
      listCell(at: indexPath)?.showSelected(false, animated: animated)
    }
  }
#endif
