#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The orientations a controller supports, as UIKit's `UIInterfaceOrientationMask`.
  public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// All orientations.
    public static let all: UIInterfaceOrientationMask = [
      .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// All but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [
      .portrait, .landscapeLeft, .landscapeRight,
    ]
  }
#endif
