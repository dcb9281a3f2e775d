/// One placer per tab of `tabBarController`; once every tab is placed, they become the tab bar's
/// controllers, in order. Each context is the tab bar controller.
///
/// ```swift
/// let tabPlacers = tabBarEmbedding(UITabBarController(), tabsCount: 2)
/// tutorialFlow.start(with: tabPlacers[1].withNavigationEmbedding())
/// ```
@preconcurrency @MainActor public func tabBarEmbedding(
  _ tabBarController: UITabBarController, tabsCount: Int
) -> [ScreenPlacer<UITabBarController>] {
  makeEmbeddingPlacers(into: tabBarController, count: tabsCount) { tabBarController, tabs in
    tabBarController.setViewControllers(tabs, animated: false)
  }
}

extension ScreenPlacer {
  /// One placer per tab of a tab bar controller (a new one by default), which this placer places
  /// once every tab is placed.
  public func withTabBarEmbedding(
    _ tabBarController: UITabBarController = ScreenPlacerEmbedding.makeTabBarController(),
    tabsCount: Int
  ) -> [ScreenPlacer<UITabBarController>] {
    withEmbedding(into: tabBarController, count: tabsCount) { tabBarController, tabs in
      tabBarController.setViewControllers(tabs, animated: false)
    }
  }
}
