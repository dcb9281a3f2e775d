#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A finger on the screen, as UIKit's `UITouch`. Headless: touches are only made by code
  /// that calls the `touches...` methods itself.
  @preconcurrency @MainActor open class UITouch {
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

    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    open var phase: Phase = .began
    /// The number of taps.
    open var tapCount = 1
    /// The view touched.
    open weak var view: UIView?
    /// The window touched.
    open weak var window: UIWindow?
    var location: CGPoint = .zero

    /// Creates a touch.
    public init() {}

    /// The location in a view (headless: the one set by `headless.setLocation(_:)`).
    open func location(in view: UIView?) -> CGPoint { location }

  }

  /// An event, as UIKit's `UIEvent`.
  @preconcurrency @MainActor open class UIEvent {
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
#endif
