#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The look of a bar (navigation bar, toolbar, search bar), as UIKit's `UIBarStyle`.
  public enum UIBarStyle: Int, Sendable {
    /// Dark text on a light background.
    case `default` = 0
    /// Light text on a dark background.
    case black = 1
    /// ``black``, translucent: as iOS 12 and earlier spelled it.
    @available(
      *, deprecated,
      message: "deprecated in iOS 13.0: use .black and set the bar's isTranslucent to true"
    )
    case blackTranslucent = 2

    /// ``black``: as iOS 12 and earlier spelled it.
    @available(*, deprecated, renamed: "black", message: "deprecated in iOS 13.0")
    public static var blackOpaque: UIBarStyle { .black }
  }

  /// Where a bar is in its context, as UIKit's `UIBarPosition`: it sets which way the bar's
  /// decoration (its shadow) faces.
  public enum UIBarPosition: Int, Sendable {
    /// Not specified: the bar's own default.
    case any = 0
    /// At the bottom of its context.
    case bottom = 1
    /// At the top of its context.
    case top = 2
    /// At the top of the screen, its background reaching under the status bar.
    case topAttached = 3
  }

  /// A bar that has a position, as UIKit's `UIBarPositioning`.
  @preconcurrency @MainActor public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
  }

  /// The delegate of a bar that has a position, as UIKit's `UIBarPositioningDelegate`.
  @preconcurrency @MainActor public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// Where `bar` is; asked when the bar moves to a window.
    func position(for bar: UIBarPositioning) -> UIBarPosition
  }

  extension UIBarPositioningDelegate {
    /// ``UIBarPosition/any``: the bar's own default.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
  }

  /// The size of the bar an appearance value is for, as UIKit's `UIBarMetrics`.
  public enum UIBarMetrics: Int, Sendable {
    /// The bar's standard height.
    case `default` = 0
    /// The bar's compact height (an iPhone in landscape).
    case compact = 1
    /// The standard height of a bar with a prompt.
    case defaultPrompt = 101
    /// The compact height of a bar with a prompt.
    case compactPrompt = 102

    /// ``compact``: as iOS 7 and earlier spelled it.
    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }
    /// ``compactPrompt``: as iOS 7 spelled it.
    @available(*, deprecated, renamed: "compactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
  }

  extension UIBarPositioning {
    /// The position a bar takes as it moves to a window: its delegate's answer, `fallback` (the
    /// bar's default) without a delegate or when it answers ``UIBarPosition/any``.
    func position(
      askedOf delegate: UIBarPositioningDelegate?, otherwise fallback: UIBarPosition
    ) -> UIBarPosition {
      let asked = delegate?.position(for: self) ?? .any
      return asked == .any ? fallback : asked
    }
  }

  /// A bar's images by position and bar metrics (its background images).
  struct BarImages {
    private var images: [Int: UIImage] = [:]

    /// One key per position and bar metrics.
    static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
      position.rawValue * 1_000 + metrics.rawValue
    }

    subscript(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
      get { images[Self.key(position, metrics)] }
      set { images[Self.key(position, metrics)] = newValue }
    }
  }
#endif
