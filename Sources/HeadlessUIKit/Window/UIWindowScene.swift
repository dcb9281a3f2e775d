#if !os(iOS) && !os(tvOS) && !os(visionOS)
  /// A scene, as UIKit's `UIScene`: one instance of the app's user interface.
  @MainActor open class UIScene: UIResponder {}

  /// A scene that shows windows, as UIKit's `UIWindowScene`. The headless app has one, which
  /// holds every window, so code written for scenes (`connectedScenes`, `keyWindow`,
  /// `UIWindow(windowScene:)`) finds the windows it expects.
  @MainActor open class UIWindowScene: UIScene {
    /// The one scene of the headless app.
    static let main = UIWindowScene()

    override init() {
      super.init()
    }

    /// The scene's windows that are still alive, visible or hidden.
    public var windows: [UIWindow] { UIApplication.shared.windows }

    /// The scene's key window, if it is alive and visible.
    public var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
  }

  extension UIApplication {
    /// The app's scenes: the headless app has one window scene, holding every window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
  }

  extension UIWindow {
    /// Creates a hidden window the size of the screen in `windowScene`, as a scene delegate does.
    public convenience init(windowScene: UIWindowScene) {
      self.init()
    }

    /// The scene that shows the window: the headless app's one scene.
    public var windowScene: UIWindowScene? { UIWindowScene.main }
  }
#endif
