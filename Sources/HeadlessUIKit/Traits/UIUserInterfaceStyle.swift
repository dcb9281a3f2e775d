#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Follow the system.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// The style of the status bar, as UIKit's `UIStatusBarStyle`.
  public enum UIStatusBarStyle: Int, Sendable {
    /// Follows the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
  }
#endif
