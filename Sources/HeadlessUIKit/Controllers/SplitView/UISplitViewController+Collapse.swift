#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // Collapsing to one column while horizontally compact, and expanding back.
  extension UISplitViewController {
    /// Collapses or expands to follow the horizontal size class of the window it is in.
    func updateCollapse(animated: Bool) {
      guard let window = hostWindow else { return }
      let shouldCollapse = window.effectiveHorizontalSizeClass == .compact
      guard shouldCollapse != storedIsCollapsed else { return }
      if shouldCollapse {
        storedIsCollapsed = true
        if isColumnStyle { collapseColumns() } else { collapseClassic() }
        updateShownContent(animated: animated)
        if isColumnStyle { delegate?.splitViewControllerDidCollapse(self) }
      } else {
        storedIsCollapsed = false
        if isColumnStyle {
          expandColumns()
        } else {
          expandClassic()
        }
        updateShownContent(animated: animated)
        if isColumnStyle { delegate?.splitViewControllerDidExpand(self) }
      }
    }

    func collapseColumns() {
      guard columnControllers[.compact] == nil, let primary = columnNavigations[.primary] else {
        collapseRecord = nil
        return
      }
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
      var record = CollapseRecord(
        primaryCount: primary.viewControllers.count, movedSupplementary: [], movedSecondary: [])
      if top == .supplementary || top == .secondary, style == .tripleColumn {
        record.movedSupplementary =
          columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
      }
      if top == .secondary {
        record.movedSecondary = columnNavigations[.secondary]?.takeStackForColumnMove() ?? []
      }
      collapseRecord = record
      let moved = record.movedSupplementary + record.movedSecondary
      if !moved.isEmpty {
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
      }
    }

    func expandColumns() {
      if let mode = delegateDisplayModeForExpanding() { chosenDisplayMode = mode }
      guard let record = collapseRecord, let primary = columnNavigations[.primary] else { return }
      collapseRecord = nil
      let stack = primary.viewControllers
      guard stack.count >= record.primaryCount else { return }
      let above = Array(stack.dropFirst(record.primaryCount))
      let supplementary = above.filter { controller in
        record.movedSupplementary.contains { $0 === controller }
      }
      let secondary = above.filter { controller in
        !supplementary.contains { $0 === controller }
      }
      if !above.isEmpty {
        for controller in above { controller.detachFromParentForColumnMove() }
        primary.replaceStackForColumnMove(with: Array(stack.prefix(record.primaryCount)))
      }
      restore(.supplementary, with: supplementary, else: record.movedSupplementary)
      restore(.secondary, with: secondary, else: record.movedSecondary)
    }

    /// Puts `controllers` back in `column`'s stack; when there are none and the column is
    /// empty, the ones collapsing moved (those no longer elsewhere).
    func restore(
      _ column: Column, with controllers: [UIViewController], else moved: [UIViewController]
    ) {
      guard let navigation = columnNavigations[column] else { return }
      if !controllers.isEmpty {
        _ = navigation.takeStackForColumnMove()
        navigation.setViewControllers(controllers, animated: false)
      } else if navigation.viewControllers.isEmpty {
        let available = moved.filter { $0.parent == nil }
        if !available.isEmpty { navigation.setViewControllers(available, animated: false) }
      }
    }

    func delegateDisplayModeForExpanding() -> DisplayMode? {
      guard let delegate else { return nil }
      let proposed = displayMode
      let mode = delegate.splitViewController(
        self, displayModeForExpandingToProposedDisplayMode: proposed)
      return mode == proposed || mode == .automatic ? nil : mode
    }

    func collapseClassic() {
      guard storedChildren.count > 1 else { return }
      let primary = storedChildren[0]
      let secondary = storedChildren[1]
      let handled =
        delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
      classicSecondaryNavigation = secondary as? UINavigationController
      secondary.detachFromParentForColumnMove()
      if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    func expandClassic() {
      guard let primary = storedChildren.first else { return }
      let secondary =
        delegate?.splitViewController(self, separateSecondaryFrom: primary)
        ?? primary.separateSecondaryViewController(for: self)
      classicSecondaryNavigation = nil
      guard let secondary else { return }
      secondary.detachFromParentForColumnMove()
      adopt(secondary)
      storedChildren = [primary, secondary]
    }

    func showCollapsed(_ column: Column) {
      guard columnControllers[.compact] == nil, column != .primary,
        let primary = columnNavigations[.primary], let record = collapseRecord
      else {
        if column == .primary, let primary = columnNavigations[.primary],
          let count = collapseRecord?.primaryCount, primary.viewControllers.count > count
        {
          primary.popToViewController(primary.viewControllers[count - 1], animated: true)
        }
        return
      }
      let stack = primary.viewControllers
      let inStack = stack.dropFirst(record.primaryCount)
      let isSupplementary = { (controller: UIViewController) in
        record.movedSupplementary.contains { $0 === controller }
      }
      if column == .supplementary {
        if let last = inStack.last(where: isSupplementary) {
          if last !== stack.last { primary.popToViewController(last, animated: true) }
          return
        }
        let moved = columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
        collapseRecord?.movedSupplementary += moved
        primary.setViewControllers(stack + moved, animated: true)
        return
      }
      if inStack.contains(where: { !isSupplementary($0) }) {
        return
      }
      var moved: [UIViewController] = []
      if style == .tripleColumn, !inStack.contains(where: isSupplementary) {
        let supplementary = columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
        collapseRecord?.movedSupplementary += supplementary
        moved += supplementary
      }
      let secondary = columnNavigations[.secondary]?.takeStackForColumnMove() ?? []
      collapseRecord?.movedSecondary += secondary
      moved += secondary
      guard !moved.isEmpty else { return }
      primary.setViewControllers(stack + moved, animated: true)
    }

    func hideCollapsed(_ column: Column) {
      guard column != .primary, columnControllers[.compact] == nil,
        let primary = columnNavigations[.primary], let record = collapseRecord,
        let top = primary.topViewController,
        primary.viewControllers.count > record.primaryCount
      else { return }
      let topIsSupplementary = record.movedSupplementary.contains { $0 === top }
      guard topIsSupplementary == (column == .supplementary) else { return }
      let stack = primary.viewControllers
      let keep =
        stack.dropFirst(record.primaryCount).lastIndex { controller in
          column == .secondary
            ? record.movedSupplementary.contains { $0 === controller } : false
        } ?? (record.primaryCount - 1)
      primary.popToViewController(stack[keep], animated: true)
    }
  }
#endif
