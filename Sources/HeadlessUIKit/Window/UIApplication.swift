#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The running app, as UIKit's `UIApplication`: knows its windows and the key window.
  @preconcurrency @MainActor
  public final class UIApplication: UIResponder {
    private struct WeakWindow {
      weak var window: UIWindow?
    }

    /// The app's single application object, as UIKit's `UIApplication.shared`.
    public static let shared = UIApplication()

    /// A key of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string.
      public let rawValue: String
      /// Creates a key.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open only if an app handles the universal link.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private var storedWindows: [WeakWindow] = []
    var openedURLs: [URL] = []
    private weak var storedKeyWindow: UIWindow?

    private override init() {
      super.init()
    }

    /// Not available: there is one application object, ``shared``.
    @available(*, unavailable, message: "Use UIApplication.shared")
    public required init?(coder: NSCoder) {
      fatalError("UIApplication.shared is the one application object")
    }

    /// The app's delegate (weak, as UIKit's does not retain it; the launch keeps the delegate
    /// it creates alive).
    public weak var delegate: UIApplicationDelegate?
    /// The delegate the launch created, kept alive as `UIApplicationMain` keeps it.
    var launchedDelegate: UIApplicationDelegate?
    /// The app's state: `.active` unless a simulated launch or move says otherwise.
    public internal(set) var applicationState: State = .active
    /// The headless Info.plist scene manifest of the current launch: its one configuration.
    var sceneManifest: (name: String, delegateClass: AnyClass)?
    /// Whether the launch uses a scene delegate (else the app delegate hears the life cycle).
    var usesScenes = false

    /// The app's windows still alive, visible or hidden (the app does not keep them alive).
    public var windows: [UIWindow] {
      storedWindows.removeAll { $0.window == nil }
      return storedWindows.compactMap(\.window)
    }

    /// The key window, if it is alive and visible.
    public var keyWindow: UIWindow? {
      guard let window = storedKeyWindow, !window.isHidden else { return nil }
      return window
    }

    /// Whether an app can open the URL (headless: any URL with a scheme).
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Opens a URL in the app that handles it. Headless: the URL is recorded (see
    /// `headless.openedURLs`) and the completion runs with ``canOpenURL(_:)``.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: ((Bool) -> Void)? = nil
    ) {
      let canOpen = canOpenURL(url)
      if canOpen { openedURLs.append(url) }
      completion?(canOpen)
    }

    /// Whether the screen may dim and lock when idle.
    public var isIdleTimerDisabled = false

    func register(_ window: UIWindow) {
      storedWindows.removeAll { $0.window == nil }
      storedWindows.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: UIWindow) {
      storedKeyWindow = window
    }

    func windowDidHide(_ window: UIWindow) {
      if storedKeyWindow === window { storedKeyWindow = nil }
    }
  }
#endif
