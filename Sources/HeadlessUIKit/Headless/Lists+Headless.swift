#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Headless only: what a user's finger does to lists. Each returns `false`, changing and
  // sending nothing, when the user could not interact: the list is unreachable (hidden,
  // transparent, interaction disabled, or inside such a view), or the row or item is not on
  // screen (a user can only touch what is visible; scroll first).

  extension Headless.Proxy where Base: UIScrollView {
    /// A user's drag to `offset` (clamped to the content and its adjusted insets): the offset
    /// changes, the keyboard is dismissed when ``UIScrollView/keyboardDismissMode`` says so, and a list lays
    /// out the cells that came into view (a drag spans many frames, each laid out, so they are
    /// there when the drag ends). `false` when scrolling is disabled or the view unreachable.
    @preconcurrency @MainActor @discardableResult
    public func scroll(to offset: CGPoint) -> Bool { base.userScroll(to: offset) }

    /// A user's drag by `screens` viewport heights (negative: up), or widths for
    /// a horizontal collection view; see ``scroll(to:)``.
    @preconcurrency @MainActor @discardableResult
    public func scroll(byScreens screens: CGFloat) -> Bool { base.userScroll(byScreens: screens) }
  }

  extension Headless.Proxy where Base: UITableView {
    /// A user's tap on a visible row, as UIKit handles it: `shouldHighlight`
    /// (`false` stops), highlight and unhighlight; then, when selection is allowed, either
    /// a deselection (a selected row of a multiple-selection table: `willDeselect`, then
    /// `didDeselect`) or a selection: `willSelect` (`nil` stops; another index path redirects),
    /// the deselection of the previous row of a single-selection table (`willDeselect`,
    /// `didDeselect`), then `didSelect`. `false` when the row is not on screen.
    @preconcurrency @MainActor @discardableResult
    public func tap(at indexPath: IndexPath) -> Bool { base.userTap(at: indexPath) }

    /// A user's full swipe from the trailing edge of a visible row. With the
    /// delegate's trailing swipe actions: their first action runs when it is destructive and
    /// `performsFirstActionWithFullSwipe` (its handler gets the cell and a completion).
    /// Without them (`nil`), UIKit's default: when the row can be edited, its editing style is
    /// `.delete` and the data source implements `commit editingStyle`, that is called with
    /// `.delete`. `false` when nothing was performed.
    @preconcurrency @MainActor @discardableResult
    public func swipeToDelete(at indexPath: IndexPath) -> Bool {
      base.userSwipeToDelete(at: indexPath)
    }

    /// A user's tap on the action titled `title` among a visible row's trailing
    /// (or, with `leading`, leading) swipe actions: its handler runs. `false` when none.
    @preconcurrency @MainActor @discardableResult
    public func swipeAction(_ title: String, at indexPath: IndexPath, leading: Bool = false) -> Bool
    { base.userSwipeAction(title, at: indexPath, leading: leading) }
  }

  extension Headless.Proxy where Base: UICollectionView {
    /// A user's tap on a visible item, as UIKit handles it (Collection View
    /// Programming Guide, "Managing the Visual State for Selections"): `shouldHighlight`
    /// (`false` stops), `didHighlight`; then, when selection is allowed, either a deselection
    /// (a selected item of a multiple-selection collection: `shouldDeselect`, `didDeselect`) or
    /// `shouldSelect` (`false` stops), `didUnhighlight`, the deselection of the previous item
    /// of a single-selection collection (`didDeselect`), and `didSelect`. `false` when the item
    /// is not on screen.
    @preconcurrency @MainActor @discardableResult
    public func tap(at indexPath: IndexPath) -> Bool { base.userTap(at: indexPath) }

    /// A user's full swipe from the trailing edge of a visible item of a list
    /// section: the first action of the list configuration's
    /// `trailingSwipeActionsConfigurationProvider` runs when it is destructive and
    /// `performsFirstActionWithFullSwipe`. `false` when nothing was performed.
    @preconcurrency @MainActor @discardableResult
    public func swipeToDelete(at indexPath: IndexPath) -> Bool {
      base.userSwipeToDelete(at: indexPath)
    }

    /// A user's tap on the swipe action titled `title` of a visible item of a
    /// list section (trailing, or leading with `leading`): its handler runs. `false` when none.
    @preconcurrency @MainActor @discardableResult
    public func swipeAction(_ title: String, at indexPath: IndexPath, leading: Bool = false) -> Bool
    { base.userSwipeAction(title, at: indexPath, leading: leading) }
  }

  extension Headless.Proxy where Base: UITableView {
    /// The visible header view of a section, whatever its class (a title's header is a
    /// ``UITableViewHeaderFooterView`` whose `textLabel` shows the title).
    @preconcurrency @MainActor public func headerView(forSection section: Int) -> UIView? {
      base.visibleHeaderView(forSection: section)
    }

    /// The visible footer view of a section, whatever its class.
    @preconcurrency @MainActor public func footerView(forSection section: Int) -> UIView? {
      base.visibleFooterView(forSection: section)
    }
  }

  extension Headless.Proxy where Base: UITableViewCell {
    /// The style the cell was made with (UIKit does not say).
    @preconcurrency @MainActor public var style: UITableViewCell.CellStyle { base.createdStyle }

    /// The texts the cell shows, in order: its content configuration's text and secondary text
    /// (a ``UIListContentConfiguration``); else its text and detail labels'; else those of the
    /// labels in its content view. For tests and the terminal renderer.
    @preconcurrency @MainActor public var texts: [String] { base.shownTexts }
  }

  extension Headless.Proxy where Base: UITableViewHeaderFooterView {
    /// The texts the view shows: its content configuration's texts, else its labels', else
    /// those of the labels in its content view.
    @preconcurrency @MainActor public var texts: [String] { base.shownTexts }
  }

  extension Headless.Proxy where Base: UICollectionReusableView {
    /// The texts the view shows, in order: a cell's content configuration's text and secondary
    /// text (a ``UIListContentConfiguration``), else those of the labels in its content view.
    @preconcurrency @MainActor public var texts: [String] { base.shownTexts }
  }

  // The implementations.

  extension UIScrollView {
    @discardableResult func userScroll(to offset: CGPoint) -> Bool {
      guard isUserReachable, isScrollEnabled else { return false }
      let size =
        bounds.size.width > 0 && bounds.size.height > 0 ? bounds.size : UIScreen.main.bounds.size
      let range = contentOffsetRange(viewport: size)
      let clamped = CGPoint(
        x: max(range.min.x, min(offset.x, range.max.x)),
        y: max(range.min.y, min(offset.y, range.max.y)))
      if keyboardDismissMode != .none { endEditing(true) }
      contentOffset = clamped
      layoutIfNeeded()
      return true
    }

    @discardableResult func userScroll(byScreens screens: CGFloat) -> Bool {
      let size =
        bounds.size.width > 0 && bounds.size.height > 0 ? bounds.size : UIScreen.main.bounds.size
      let horizontal = (self as? any ListHost)?.listScrollsHorizontally ?? false
      let target =
        horizontal
        ? CGPoint(x: contentOffset.x + screens * size.width, y: contentOffset.y)
        : CGPoint(x: contentOffset.x, y: contentOffset.y + screens * size.height)
      return userScroll(to: target)
    }
  }

  extension UITableView {
    @discardableResult func userTap(at indexPath: IndexPath) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForRow(at: indexPath) else { return false }
      let delegate = currentTableDelegate
      guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
      if allowsSelectionNow {
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        cell.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
      }
      guard allowsSelectionNow else { return true }
      if allowsMultipleSelectionNow, engine.selection.contains(indexPath) {
        userDeselect(indexPath)
        return true
      }
      let proposed: IndexPath? =
        if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
      guard let target = proposed, engine.isValid(target)
      else { return true }
      if !allowsMultipleSelectionNow {
        for path in engine.selection.paths where path != target { userDeselect(path) }
      }
      engine.selection.insert(target)
      cellForRow(at: target)?.setSelected(true, animated: true)
      delegate?.tableView(self, didSelectRowAt: target)
      return true
    }

    private func userDeselect(_ indexPath: IndexPath) {
      let delegate = currentTableDelegate
      let proposed: IndexPath? =
        if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else {
          indexPath
        }
      guard let target = proposed, engine.selection.contains(target)
      else { return }
      deselectRow(at: target, animated: true)
      delegate?.tableView(self, didDeselectRowAt: target)
    }

    @discardableResult func userSwipeToDelete(at indexPath: IndexPath) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForRow(at: indexPath), let dataSource else { return false }
      let delegate = currentTableDelegate
      if let configuration = delegate?.tableView(
        self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      {
        guard configuration.performsFirstActionWithFullSwipe,
          let first = configuration.actions.first, first.style == .destructive
        else { return false }
        first.handler(first, cell) { _ in }
        return true
      }
      guard dataSource.tableView(self, canEditRowAt: indexPath),
        (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
      else { return false }
      return probe { dataSource.tableView(self, commit: .delete, forRowAt: indexPath) }
        .implemented
    }

    @discardableResult func userSwipeAction(
      _ title: String, at indexPath: IndexPath, leading: Bool = false
    ) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForRow(at: indexPath), let delegate = currentTableDelegate else {
        return false
      }
      let configuration =
        leading
        ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      guard let action = configuration?.actions.first(where: { $0.title == title }) else {
        return false
      }
      action.handler(action, cell) { _ in }
      return true
    }
  }

  extension UICollectionView {
    @discardableResult func userTap(at indexPath: IndexPath) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForItem(at: indexPath) else { return false }
      let delegate = currentCollectionDelegate
      guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
        return true
      }
      cell.isHighlighted = true
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
      defer {
        if cell.isHighlighted {
          cell.isHighlighted = false
          delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
      }
      guard allowsSelectionNow else { return true }
      if allowsMultipleSelectionNow, engine.selection.contains(indexPath) {
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
          return true
        }
        deselectItem(at: indexPath, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
        return true
      }
      guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
        return true
      }
      cell.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
      if !allowsMultipleSelectionNow {
        for path in engine.selection.paths where path != indexPath {
          deselectItem(at: path, animated: true)
          delegate?.collectionView(self, didDeselectItemAt: path)
        }
      }
      engine.selection.insert(indexPath)
      cell.isSelected = true
      delegate?.collectionView(self, didSelectItemAt: indexPath)
      return true
    }
  }

  extension UICollectionView {
    @discardableResult func userSwipeToDelete(at indexPath: IndexPath) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForItem(at: indexPath),
        let provider = listConfiguration(ofSection: indexPath.section)?
          .trailingSwipeActionsConfigurationProvider,
        let configuration = provider(indexPath), configuration.performsFirstActionWithFullSwipe,
        let first = configuration.actions.first, first.style == .destructive
      else { return false }
      first.handler(first, cell) { _ in }
      return true
    }

    @discardableResult func userSwipeAction(
      _ title: String, at indexPath: IndexPath, leading: Bool = false
    ) -> Bool {
      guard isUserReachable else { return false }
      engine.layoutIfNeeded()
      guard let cell = cellForItem(at: indexPath),
        let list = listConfiguration(ofSection: indexPath.section),
        let provider = leading
          ? list.leadingSwipeActionsConfigurationProvider
          : list.trailingSwipeActionsConfigurationProvider,
        let action = provider(indexPath)?.actions.first(where: { $0.title == title })
      else { return false }
      action.handler(action, cell) { _ in }
      return true
    }
  }
#endif
