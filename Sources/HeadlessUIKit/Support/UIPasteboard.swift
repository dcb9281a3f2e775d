#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  /// The pasteboard, as UIKit's `UIPasteboard`. Headless: in memory, for the process.
  @preconcurrency @MainActor
  public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// The strings on the pasteboard.
    public var strings: [String]?
    /// The URLs on the pasteboard.
    public var urls: [URL]?
    /// The images on the pasteboard.
    public var images: [UIImage]?

    private init() {}

    /// The first string.
    public var string: String? {
      get { strings?.first }
      set { strings = newValue.map { [$0] } }
    }
    /// The first URL.
    public var url: URL? {
      get { urls?.first }
      set { urls = newValue.map { [$0] } }
    }
    /// The first image.
    public var image: UIImage? {
      get { images?.first }
      set { images = newValue.map { [$0] } }
    }
    /// Whether there are strings.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }
    /// Whether there are URLs.
    public var hasURLs: Bool { !(urls ?? []).isEmpty }
    /// Whether there are images.
    public var hasImages: Bool { !(images ?? []).isEmpty }
  }
#endif
