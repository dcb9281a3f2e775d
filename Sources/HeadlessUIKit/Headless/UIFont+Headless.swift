#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base: UIFont {
    /// The weight (UIKit keeps it in the font descriptor).
    public var weight: UIFont.Weight { base.fontWeight }
    /// The Dynamic Type style the font was made for, if any (UIKit keeps it in the font
    /// descriptor).
    public var textStyle: UIFont.TextStyle? { base.fontTextStyle }
  }

  extension Headless.Proxy where Base: UIFontMetrics {
    /// The text style whose scaling the metrics follow.
    public var textStyle: UIFont.TextStyle { base.metricsTextStyle }
  }
#endif
