#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension Headless.Proxy where Base: UIImage {
    /// The SF Symbol or asset name the image was made from, for renderers and tests; `nil` for
    /// `UIImage()`.
    public var name: String? { base.symbolName ?? base.assetName }
  }
#endif
