#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView: AppearanceRecording {
    /// Styles the view from the proxies that match it, as UIKit does when a view enters a
    /// window (before `didMoveToWindow`); a controller's root view also styles the controller's
    /// bars and bar items, which the headless UIKit keeps out of the view tree.
    func applyAppearanceOnEnteringWindow() {
      guard AppearanceRegistry.shared.hasProxies else { return }
      applyAppearance(chain: appearanceContainers(of: next), traits: traitCollection)
      owningViewController?.applyAppearanceToBars()
    }
  }

  extension UIBarItem: AppearanceRecording {}

  extension UIViewController {
    /// Styles the controller's navigation or tab bar and the bar items it shows.
    fileprivate func applyAppearanceToBars() {
      let chain = appearanceContainers(of: self)
      if let navigation = self as? UINavigationController {
        navigation.navigationBar.applyAppearance(chain: chain, traits: traitCollection)
      }
      if let tabs = self as? UITabBarController {
        tabs.tabBar.applyAppearance(chain: chain, traits: traitCollection)
      }
      let itemChain =
        navigationController.map { [$0.navigationBar] + appearanceContainers(of: $0) } ?? chain
      let items =
        (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
        + [navigationItem.backBarButtonItem].compactMap { $0 } + (toolbarItems ?? [])
      for item in items {
        item.applyAppearance(chain: itemChain, traits: traitCollection)
      }
      if let tabs = tabBarController {
        tabBarItem.applyAppearance(
          chain: [tabs.tabBar] + appearanceContainers(of: tabs), traits: traitCollection)
      }
    }
  }

  /// The appearance containers from `responder` up: the responder chain (a view's controller,
  /// its superview, the window).
  @MainActor private func appearanceContainers(of responder: UIResponder?) -> [AnyObject] {
    var chain: [AnyObject] = []
    var current = responder
    while let container = current {
      chain.append(container)
      current = container.next
    }
    return chain
  }
#endif
