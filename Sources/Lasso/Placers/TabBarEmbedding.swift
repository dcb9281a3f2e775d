/// One placer per tab of `tabBarController` (a new one by default); once every tab is placed,
/// they become the tab bar's controllers, in order, and `onDidPlaceEmbedded` is called (to place
/// the tab bar controller, say). Each context is the tab bar controller.
///
/// ```swift
/// let tabPlacers = tabBarEmbedding(UITabBarController(), tabsCount: 2)
/// tutorialFlow.start(with: tabPlacers[1].withNavigationEmbedding())
/// ```
@preconcurrency @MainActor public func tabBarEmbedding(
  _ tabBarController: UITabBarController = ScreenPlacerEmbedding.makeTabBarController(),
  tabsCount: Int, onDidPlaceEmbedded: @escaping @MainActor () -> Void = {}
) -> [ScreenPlacer<UITabBarController>] {
  makeEmbeddingPlacers(
    into: tabBarController, count: tabsCount,
    embed: { tabBarController, tabs in tabBarController.setViewControllers(tabs, animated: false) },
    placeContainer: { _ in onDidPlaceEmbedded() })
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
