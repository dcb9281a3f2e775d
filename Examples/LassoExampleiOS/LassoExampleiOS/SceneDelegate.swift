import LassoExampleApp
import UIKit

/// Makes the scene's window and starts the example app in it: the same `ExampleApp` (login,
/// then the tabs with the tutorial, the profile and the settings) that `swift run lasso-example`
/// shows in a terminal, here on the real UIKit.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The scene's window (UIKit reads it through `UIWindowSceneDelegate`).
  var window: UIWindow?
  /// The app shown in the window; it lives as long as the scene.
  private var app: ExampleApp?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let app = ExampleApp(window: window, options: Self.options(from: ProcessInfo.processInfo))
    self.window = window
    self.app = app
    app.start()
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    // The system may reconnect the scene later; it then starts a new app at the login screen.
    app = nil
    window = nil
  }

  /// The fake services' behaviour, from the launch arguments a scheme or a UI test may pass:
  /// `-fast`, `-fail-load`, `-fail-save` (the terminal app's `--fast`, `--fail-load`,
  /// `--fail-save`).
  static func options(from process: ProcessInfo) -> ExampleOptions {
    let arguments = Set(process.arguments)
    return ExampleOptions(
      fast: arguments.contains("-fast"),
      failingLoads: arguments.contains("-fail-load") ? 1 : 0,
      failingSaves: arguments.contains("-fail-save") ? 1 : 0)
  }
}
