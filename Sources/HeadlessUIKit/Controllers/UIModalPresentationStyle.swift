#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`.
  public enum UIModalPresentationStyle: Int, Sendable {
    /// Full screen: the presenter's views disappear.
    case fullScreen = 0
    /// A sheet (iOS 13+): the presenter stays visible.
    case pageSheet = 1
    /// A centered sheet: the presenter stays visible.
    case formSheet = 2
    /// Covers the presentation context: its views disappear.
    case currentContext = 3
    /// Presented by a custom transition: the presenter stays visible.
    case custom = 4
    /// Full screen over the presenter, which stays visible.
    case overFullScreen = 5
    /// Over the presentation context, which stays visible.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// UIKit's choice: a page sheet for most controllers.
    case automatic = -2

    /// Whether the presenter's views are removed, so its controllers disappear.
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// Whether it is shown as a sheet (iOS 13 and later): a sheet's transition ends a turn after
    /// it begins, even when not animated.
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
  }

  /// The animation of a presentation, as UIKit's `UIModalTransitionStyle`.
  public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
    /// Curls up a page.
    case partialCurl
  }
#endif
