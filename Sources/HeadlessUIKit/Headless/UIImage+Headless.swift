#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base: UIImage {
    /// The SF Symbol or asset name the image was made from, for renderers and tests; `nil` for
    /// `UIImage()`.
    public var name: String? { base.symbolName ?? base.assetName }
  }

  extension Headless.Proxy where Base == UIImage.SymbolConfiguration {
    /// The point size, if the configuration gives one.
    public var pointSize: CGFloat? { base.symbolPointSize }
    /// The weight, if the configuration gives one.
    public var weight: UIImage.SymbolWeight? { base.symbolWeight }
    /// The text style, if the configuration gives one.
    public var textStyle: UIFont.TextStyle? { base.symbolTextStyle }
    /// The size of the symbol relative to the text it sits in.
    public var scale: UIImage.SymbolConfiguration.Scale { base.symbolScale }
  }
#endif
