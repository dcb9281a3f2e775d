#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base == UIButton.Configuration {
    /// The base style the configuration was made from: the name of the factory that made it
    /// (`"filled"`, `"plain"`, `"borderedProminent"`...).
    public var style: String { base.baseStyle }
  }
#endif
