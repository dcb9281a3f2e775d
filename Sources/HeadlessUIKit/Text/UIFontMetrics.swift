#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`. Headless: the
  /// content size is the default one, so nothing is scaled.
  public struct UIFontMetrics: Sendable {
    /// The text style whose scaling it follows (UIKit does not expose it: read
    /// `headless.textStyle`).
    let metricsTextStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.metricsTextStyle = textStyle
    }

    /// The font scaled for the current content size (itself, headless).
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// The font scaled for the current content size, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// The value scaled for the current content size (itself, headless).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
  }
#endif
