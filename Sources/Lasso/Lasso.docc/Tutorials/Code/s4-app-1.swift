import Lasso

/// The app's entry point: the iOS scene delegate and the terminal both start it in a window.
@MainActor public enum WaterApp {

  /// Shows two tabs in `window`: the water flow, and the tip of the day.
  public static func start(in window: UIWindow) {
    let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)

    let flow = WaterFlow()
    flow.start(with: placers[0].withNavigationEmbedding())
    flow.initialController?.navigationController?.tabBarItem = UITabBarItem(
      title: "Water", image: UIImage(systemName: "drop"), tag: 0)

    let tip = TipViewController(state: .initialized(TipLoaderModel(service: FixedTipService())))
    _ = placers[1].withNavigationEmbedding().place(tip)
    tip.navigationController?.tabBarItem = UITabBarItem(
      title: "Tip", image: UIImage(systemName: "lightbulb"), tag: 1)
  }
}
