#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The device's screen, as UIKit's `UIScreen`. Headless: an iPhone-sized screen.
  @preconcurrency @MainActor
  public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's bounds in points (390 × 844, an iPhone 14).
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = UIScreen.mainScale
    /// The main screen's scale, readable from any thread (what an image context of scale 0
    /// uses).
    nonisolated static let mainScale: CGFloat = 3

    private override init() {}
  }
#endif
