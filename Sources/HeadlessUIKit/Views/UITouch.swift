#if !canImport(UIKit)
  import Foundation

  /// A finger on the screen, as UIKit's `UITouch`. Headless: touches are only made by code
  /// that calls the `touches...` methods itself.
  @MainActor
  open class UITouch {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
      /// Began.
      case began
      /// Moved.
      case moved
      /// Held still.
      case stationary
      /// Ended.
      case ended
      /// Cancelled.
      case cancelled
    }

    /// The phase.
    open var phase: Phase = .began
    /// The number of taps.
    open var tapCount = 1
    /// The view touched.
    open weak var view: UIView?
    /// The window touched.
    open weak var window: UIWindow?
    private var location: CGPoint = .zero

    /// Creates a touch.
    public init() {}

    /// The location in a view (headless: the location set by ``setLocation(_:)``).
    open func location(in view: UIView?) -> CGPoint { location }

    /// Headless only: sets the touch's location.
    open func setLocation(_ location: CGPoint) { self.location = location }
  }

  /// An event, as UIKit's `UIEvent`.
  @MainActor
  open class UIEvent {
    /// The touches of the event.
    open var allTouches: Set<UITouch>?
    /// The time of the event.
    open var timestamp: TimeInterval = Date().timeIntervalSinceReferenceDate

    /// Creates an event.
    public init() {}
  }

  extension UITouch: Hashable {
    /// Touches are equal when they are the same object.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

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
