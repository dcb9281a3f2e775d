#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension UIWindow {
    /// Headless only: the controller a user sees in the window. It follows presentations to
    /// the top-most presented controller, then descends into containers: a navigation
    /// controller's top, a tab bar controller's selected tab, a page view controller's first
    /// page, a split view controller's trailing shown column. `nil` when the window has no root.
    public var visibleViewController: UIViewController? {
      rootViewController.map(Self.visibleLeaf(of:))
    }

    /// The controller a user sees inside `controller`.
    static func visibleLeaf(of controller: UIViewController) -> UIViewController {
      if let presented = controller.storedPresented, !presented.isBeingDismissed {
        return visibleLeaf(of: presented)
      }
      let inner: UIViewController? =
        switch controller {
        case let navigation as UINavigationController: navigation.topViewController
        case let tabs as UITabBarController: tabs.selectedViewController
        case let pages as UIPageViewController: pages.viewControllers?.first
        // Expanded, the detail (the trailing column) is what the user works in.
        case let split as UISplitViewController: split.headlessShownViewControllers.last
        default: nil
        }
      return inner.map(visibleLeaf(of:)) ?? controller
    }
  }
#endif
