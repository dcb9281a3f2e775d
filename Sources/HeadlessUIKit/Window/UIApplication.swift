#if !canImport(UIKit)
  import Foundation

  /// The running app, as UIKit's `UIApplication`: knows its windows and the key window.
  @MainActor
  public final class UIApplication: UIResponder {
    private struct WeakWindow {
      weak var window: UIWindow?
    }

    /// The app.
    public static let shared = UIApplication()

    private var storedWindows: [WeakWindow] = []
    private weak var storedKeyWindow: UIWindow?

    private override init() {
      super.init()
    }

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
