import Lasso

/// The app's entry point: the iOS scene delegate and the terminal both start it in a window.
@MainActor public enum WaterApp {

  /// Shows the water counter in `window`, in a navigation controller, and makes the window key.
  public static func start(in window: UIWindow) {
    WaterModule.createScreen()
      .place(with: root(of: window).withNavigationEmbedding())
  }
}
