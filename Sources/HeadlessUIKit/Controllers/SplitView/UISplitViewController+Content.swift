#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // The children shown and how their views are laid out side by side.
  extension UISplitViewController {
    /// Makes `child` a child at once (it appears with the split view's content).
    func adopt(_ child: UIViewController) {
      child.willMove(toParent: self)
      child.parent = self
      storedChildren.append(child)
      child.didMove(toParent: self)
    }

    /// The controllers the split view shows now, leading first.
    var currentlyShown: [UIViewController] {
      if isColumnStyle {
        if storedIsCollapsed {
          if let compact = columnControllers[.compact] { return [compact] }
          return columnNavigations[.primary].map { [$0] } ?? []
        }
        return visibleColumns.compactMap { columnNavigations[$0] }
      }
      if storedIsCollapsed { return Array(storedChildren.prefix(1)) }
      return storedChildren.count > 1 && displayMode == .secondaryOnly
        ? [storedChildren[1]] : Array(storedChildren.prefix(2))
    }

    /// Shows what the split view shows now: views enter and leave, appearance callbacks on a
    /// later turn of the run loop (the window's transition), as for other containers.
    func updateShownContent(animated: Bool) {
      let shown = currentlyShown
      let changed =
        shown.count != shownControllers.count
        || zip(shown, shownControllers).contains { $0 !== $1 }
      shownControllers = shown
      guard changed else {
        layoutColumns()
        return
      }
      let transition = hostWindow?.transition(
        forChangeOf: self, from: nil, to: shown.last, animated: animated)
      transition?.involve(shown)
      transitionContent(to: shown, in: transition)
      layoutColumns()
    }

    /// Lays the shown columns side by side (collapsed: the one shown fills the view). As the
    /// root of a window, the split view first takes the window's bounds (headless views are
    /// otherwise the screen's size), so its columns share the window's width.
    func layoutColumns() {
      guard let ownView = viewIfLoaded else { return }
      if let window = storedWindow, ownView.frame != window.bounds { ownView.frame = window.bounds }
      let bounds = ownView.bounds
      var x = bounds.minX
      for (index, controller) in shownControllers.enumerated() {
        guard let view = controller.viewIfLoaded else { continue }
        let isLast = index == shownControllers.count - 1
        var width = bounds.maxX - x
        if !isLast {
          let column = columnOf(controller)
          width = column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
        }
        view.frame = CGRect(x: x, y: bounds.minY, width: max(0, width), height: bounds.height)
        x += width
      }
    }

    /// The column whose controller (or navigation controller) `controller` is.
    func columnOf(_ controller: UIViewController) -> Column? {
      if isColumnStyle {
        return [Column.primary, .supplementary, .secondary, .compact].first { column in
          columnNavigations[column] === controller || columnControllers[column] === controller
        }
      }
      return storedChildren.first === controller ? .primary : .secondary
    }
  }
#endif
