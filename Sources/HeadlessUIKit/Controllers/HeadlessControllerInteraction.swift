#if !canImport(UIKit)
  // Headless only: what a user's finger does to bars and containers.

  extension UIBarButtonItem {
    /// Headless only: a user's tap: runs the primary action (its `sender` is the item), else
    /// the target action. `false` when the item is disabled.
    @discardableResult
    public func simulateUserTap() -> Bool {
      guard isEnabled else { return false }
      performTap()
      return true
    }
  }

  extension UINavigationController {
    /// Headless only: a user's tap on the back button: pops the top controller, animated.
    /// `false` when there is no back button (root only, or the top hides it).
    @discardableResult
    public func simulateUserTapBackButton() -> Bool {
      guard viewControllers.count > 1, let top = topViewController,
        !top.navigationItem.hidesBackButton
      else { return false }
      popViewController(animated: true)
      return true
    }
  }

  extension UITabBarController {
    /// Headless only: a user's tap on a tab: asks the delegate's `shouldSelect`, selects the
    /// tab and tells the delegate `didSelect`. Tapping the selected tab of a navigation
    /// controller pops it to its root, as UIKit does. `false` when refused or out of range.
    @discardableResult
    public func simulateUserSelectingTab(at index: Int) -> Bool {
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
    /// Headless only: a user's swipe to the next (`.forward`) or previous (`.reverse`) page:
    /// asks the data source, tells the delegate `willTransitionTo`, shows the page and tells
    /// the delegate `didFinishAnimating`. `false` when the data source has no such page.
    @discardableResult
    public func simulateUserSwipe(_ direction: NavigationDirection) -> Bool {
      guard let current = viewControllers?.first, let dataSource else { return false }
      let next =
        switch direction {
        case .forward: dataSource.pageViewController(self, viewControllerAfter: current)
        case .reverse: dataSource.pageViewController(self, viewControllerBefore: current)
        }
      guard let next else { return false }
      let previous = viewControllers ?? []
      delegate?.pageViewController(self, willTransitionTo: [next])
      setViewControllers([next], direction: direction, animated: true)
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: previous,
        transitionCompleted: true)
      return true
    }
  }
#endif
