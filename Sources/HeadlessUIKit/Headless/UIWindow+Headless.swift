#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base: UIWindow {
    /// The controller a user sees in the window. It follows presentations to the top-most
    /// presented controller, then descends into containers: a navigation controller's top, a
    /// tab bar controller's selected tab, a page view controller's first page, a split view
    /// controller's trailing shown column. `nil` when the window has no root.
    @preconcurrency @MainActor public var visibleViewController: UIViewController? {
      base.rootViewController.map(UIWindow.visibleLeaf(of:))
    }

    /// Whether a controller transition is queued or running in the window.
    @preconcurrency @MainActor public var isTransitioning: Bool { base.hasTransitions }

    /// Runs `body` once no controller transition is queued or running in the window: at once
    /// when none is (``isTransitioning`` is `false`), else right after the last one ended, its
    /// completions run (a transition a completion requests is waited for too). The terminal
    /// renderer applies the keys typed during a transition then.
    @preconcurrency @MainActor
    public func whenTransitionsEnd(_ body: @escaping @MainActor () -> Void) {
      base.whenTransitionsEnd(body)
    }

    /// The window's horizontal size class, forced; `nil` (the default) derives it from the
    /// width of its frame as on an iPad: `.regular` from 600 points wide (a full-screen iPad,
    /// or two thirds of one), `.compact` below (an iPhone's 390, a third of an iPad). Changing
    /// it, or a width that changes it, is a trait change, as a rotation or a multitasking
    /// resize is on a device: split view controllers collapse or expand, then every
    /// controller of the window gets `traitCollectionDidChange(_:)`.
    @preconcurrency @MainActor public var horizontalSizeClass: UIUserInterfaceSizeClass? {
      get { base.forcedHorizontalSizeClass }
      nonmutating set { base.forcedHorizontalSizeClass = newValue }
    }
  }

  extension UIWindow {
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
        case let split as UISplitViewController: split.shownControllers.last
        default: nil
        }
      return inner.map(visibleLeaf(of:)) ?? controller
    }
  }
#endif
