#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The pasteboard, as UIKit's `UIPasteboard`. Headless: in memory, for the process.
  ///
  /// Not isolated to the main actor and `Sendable`, as the iOS SDK declares it
  /// (`NS_SWIFT_SENDABLE`, no `NS_SWIFT_UI_ACTOR`): apps read and write it from any thread. A lock
  /// guards its contents.
  public final class UIPasteboard: @unchecked Sendable {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var storedStrings: [String]?
    private var storedURLs: [URL]?
    private var storedImages: [UIImage]?

    /// The strings on the pasteboard.
    public var strings: [String]? {
      get { lock.withLock { storedStrings } }
      set { lock.withLock { storedStrings = newValue } }
    }
    /// The URLs on the pasteboard.
    public var urls: [URL]? {
      get { lock.withLock { storedURLs } }
      set { lock.withLock { storedURLs = newValue } }
    }
    /// The images on the pasteboard.
    public var images: [UIImage]? {
      get { lock.withLock { storedImages } }
      set { lock.withLock { storedImages = newValue } }
    }

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
