#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  extension UIImage {
    /// Headless only: the SF Symbol or asset name the image was made from, for renderers and
    /// tests; `nil` for `UIImage()`.
    public var headlessName: String? { symbolName ?? assetName }
  }
#endif
