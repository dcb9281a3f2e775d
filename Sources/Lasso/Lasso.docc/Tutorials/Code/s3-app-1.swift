import Lasso

/// The app's entry point: the iOS scene delegate and the terminal both start it in a window.
@MainActor public enum WaterApp {

  /// Starts the app's flow in `window`, in a navigation controller, and makes the window key.
  public static func start(in window: UIWindow) {
    WaterFlow().start(with: root(of: window).withNavigationEmbedding())
  }
}
