#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  // Headless only: what a user's finger does to bars and containers.

  extension Headless.Proxy where Base: UIBarButtonItem {
    /// The system item the item was made as, if any (UIKit does not say).
    @preconcurrency @MainActor public var systemItem: UIBarButtonItem.SystemItem? {
      base.madeAsSystemItem
    }

    /// A user's tap: runs the primary action (its `sender` is the item), else
    /// the target action. `false` when the item is disabled.
    @preconcurrency @MainActor @discardableResult
    public func tap() -> Bool { base.userTap() }
  }

  extension Headless.Proxy where Base: UINavigationController {
    /// A user's tap on the back button: pops the top controller, animated.
    /// `false` when there is no back button (root only, or the top hides it).
    @preconcurrency @MainActor @discardableResult
    public func tapBackButton() -> Bool { base.userTapBackButton() }
  }

  extension Headless.Proxy where Base: UITabBarController {
    /// A user's tap on a tab: asks the delegate's `shouldSelect`, selects the
    /// tab and tells the delegate `didSelect`. Tapping the selected tab of a navigation
    /// controller pops it to its root, as UIKit does. `false` when refused or out of range.
    @preconcurrency @MainActor @discardableResult
    public func selectTab(at index: Int) -> Bool { base.userSelectTab(at: index) }
  }

  extension Headless.Proxy where Base: UITabBar {
    /// A user's tap on an item: on a tab bar controller's bar, as its controller's
    /// `headless.selectTab(at:)`; on a bar of your own, selects the item and tells the delegate
    /// `didSelect`. `false` for an item not on the bar, disabled, or
    /// refused.
    @preconcurrency @MainActor @discardableResult
    public func tap(_ item: UITabBarItem) -> Bool { base.userSelect(item) }
  }

  extension Headless.Proxy where Base: UIPageViewController {
    /// A user's swipe to the next (`.forward`) or previous (`.reverse`) page:
    /// asks the data source, tells the delegate `willTransitionTo`, shows the page and, once the
    /// animation ended, tells the delegate `didFinishAnimating`. `false` when the data source has no such page.
    @preconcurrency @MainActor @discardableResult
    public func swipe(_ direction: UIPageViewController.NavigationDirection) -> Bool {
      base.userSwipe(direction)
    }
  }

  extension Headless.Proxy where Base: UIAlertController {
    /// A user's tap on one of the actions: dismisses the alert, then runs the
    /// action's handler, as UIKit does. `false` for a disabled or foreign action.
    @preconcurrency @MainActor @discardableResult
    public func tap(on action: UIAlertAction) -> Bool { base.userTap(on: action) }

    /// A user's tap on the first action with the given title; see
    /// ``tap(on:)``.
    @preconcurrency @MainActor @discardableResult
    public func tapAction(titled title: String) -> Bool { base.userTapAction(titled: title) }
  }

  extension Headless.Proxy where Base: UIViewController {
    /// A user's swipe down on the sheet this controller (or its presented
    /// ancestor) is: refused, telling the delegate `didAttemptToDismiss`, when
    /// ``UIViewController/isModalInPresentation`` or the delegate's `shouldDismiss` says no; else tells the
    /// delegate `willDismiss`, dismisses the sheet and tells it `didDismiss`. `false` when
    /// refused, or when the controller is not the top-most presented sheet (full-screen
    /// presentations cannot be swiped away).
    @preconcurrency @MainActor @discardableResult
    public func swipeToDismiss() -> Bool { base.userSwipeToDismiss() }
  }

  extension Headless.Proxy where Base: UISplitViewController {
    /// The controllers shown, leading first, for renderers: expanded, the visible columns'
    /// navigation controllers (their views laid side by side); collapsed, the one shown (the
    /// primary's navigation controller or the compact column's controller).
    @preconcurrency @MainActor public var shownViewControllers: [UIViewController] {
      base.shownControllers
    }
  }

  // The implementations.

  extension UIBarButtonItem {
    @discardableResult func userTap() -> Bool {
      guard isEnabled else { return false }
      performTap()
      return true
    }
  }

  extension UINavigationController {
    @discardableResult func userTapBackButton() -> Bool {
      guard viewControllers.count > 1, let top = topViewController,
        !top.navigationItem.hidesBackButton
      else { return false }
      popViewController(animated: true)
      return true
    }
  }

  extension UITabBarController {
    @discardableResult func userSelectTab(at index: Int) -> Bool {
      guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
      let controller = tabs[index]
      guard controller.tabBarItem.isEnabled else { return false }
      if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
        return false
      }
      if index == selectedIndex {
        (controller as? UINavigationController)?.popToRootViewController(animated: true)
      } else {
        selectedIndex = index
      }
      delegate?.tabBarController(self, didSelect: controller)
      return true
    }
  }

  extension UIPageViewController {
    @discardableResult func userSwipe(_ direction: NavigationDirection) -> Bool {
      guard let current = viewControllers?.first, let dataSource else { return false }
      let next =
        switch direction {
        case .forward: dataSource.pageViewController(self, viewControllerAfter: current)
        case .reverse: dataSource.pageViewController(self, viewControllerBefore: current)
        }
      guard let next else { return false }
      let previous = viewControllers ?? []
      delegate?.pageViewController(self, willTransitionTo: [next])
      // As in UIKit, the delegate hears of the end once the animation ended.
      setViewControllers([next], direction: direction, animated: true) { [weak self] finished in
        guard let self else { return }
        self.delegate?.pageViewController(
          self, didFinishAnimating: finished, previousViewControllers: previous,
          transitionCompleted: true)
      }
      return true
    }
  }

  extension UIAlertController {
    @discardableResult func userTap(on action: UIAlertAction) -> Bool {
      guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
      dismiss(animated: true) {
        action.handler?(action)
      }
      return true
    }

    @discardableResult func userTapAction(titled title: String) -> Bool {
      guard let action = actions.first(where: { $0.title == title }) else { return false }
      return userTap(on: action)
    }
  }

  extension UIViewController {
    @discardableResult func userSwipeToDismiss() -> Bool {
      var current: UIViewController? = self
      while let controller = current, controller.storedPresenting == nil {
        current = controller.parent
      }
      guard let sheet = current, sheet.storedPresented == nil else { return false }
      let style = sheet.modalPresentationStyle
      guard style == .automatic || style == .pageSheet || style == .formSheet,
        let presentation = sheet.presentationController
      else { return false }
      let delegate = presentation.delegate
      if sheet.isModalInPresentation
        || !(delegate?.presentationControllerShouldDismiss(presentation) ?? true)
      {
        delegate?.presentationControllerDidAttemptToDismiss(presentation)
        return false
      }
      delegate?.presentationControllerWillDismiss(presentation)
      sheet.dismiss(animated: true) {
        delegate?.presentationControllerDidDismiss(presentation)
      }
      return true
    }
  }
#endif
