#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a gesture recognizer, as UIKit's `UIGestureRecognizerDelegate` (all
  /// methods optional).
  @preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the gesture may begin (`true`).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  }

  extension UIGestureRecognizerDelegate {
    /// Allows the gesture.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }
  }

  /// A recognizer of a touch gesture attached to a view, as UIKit's `UIGestureRecognizer`.
  /// UIKit's `init(target:action:)` needs selectors; the headless one takes a closure called
  /// with the target. The user's gesture is simulated by `headless.recognize()`.
  @preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// The state of recognition.
    public enum State: Int, Sendable {
      /// Not recognized yet.
      case possible
      /// A continuous gesture began.
      case began
      /// A continuous gesture changed.
      case changed
      /// The gesture ended (recognized).
      case ended
      /// The gesture was cancelled.
      case cancelled
      /// The gesture failed.
      case failed
      /// A discrete gesture was recognized.
      public static let recognized = State.ended
    }

    var actions: [@MainActor (UIGestureRecognizer) -> Void] = []
    weak var attachedView: UIView?

    /// The view it is attached to (weak).
    public var view: UIView? { attachedView }
    /// Where recognition stands. `headless.recognize(at:)` sets `.ended` while the actions run,
    /// then `.possible` again; read it from an action to tell a gesture's phases apart.
    open var state: State = .possible
    /// Whether it recognizes gestures.
    open var isEnabled = true
    /// Whether touches of a recognized gesture are cancelled in the view.
    open var cancelsTouchesInView = true
    /// The delegate (weak).
    open weak var delegate: UIGestureRecognizerDelegate?
    var simulatedLocation: CGPoint = .zero

    /// Creates a recognizer with no action.
    public override init() {}

    /// Headless replacement for `init(target:action:)`: `action` is called with the target
    /// (held weakly) when the gesture is recognized.
    public convenience init<Target: AnyObject>(
      target: Target?, action: @escaping @MainActor (Target) -> Void
    ) {
      self.init()
      if let target { addTarget(target, action: action) }
    }

    /// Headless replacement for `addTarget(_:action:)`.
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping @MainActor (Target) -> Void
    ) {
      actions.append { [weak target] _ in
        if let target { action(target) }
      }
    }

    /// Headless replacement for `addTarget(_:action:)` with the recognizer as argument.
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping @MainActor (Target, UIGestureRecognizer) -> Void
    ) {
      actions.append { [weak target] recognizer in
        if let target { action(target, recognizer) }
      }
    }

    /// The location of the gesture in a view (headless: the simulated location).
    open func location(in view: UIView?) -> CGPoint { simulatedLocation }

    func fire() {
      for action in actions { action(self) }
    }
  }

  /// A tap recognizer, as UIKit's `UITapGestureRecognizer`.
  @preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
  }

  /// A long-press recognizer, as UIKit's `UILongPressGestureRecognizer`.
  @preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The press duration needed (0.5 s).
    open var minimumPressDuration: TimeInterval = 0.5
  }

  /// A swipe recognizer, as UIKit's `UISwipeGestureRecognizer`.
  @preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates directions.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Right.
      public static let right = Direction(rawValue: 1 << 0)
      /// Left.
      public static let left = Direction(rawValue: 1 << 1)
      /// Up.
      public static let up = Direction(rawValue: 1 << 2)
      /// Down.
      public static let down = Direction(rawValue: 1 << 3)
    }

    /// The recognized direction (right).
    open var direction: Direction = .right
  }

  /// A pan recognizer, as UIKit's `UIPanGestureRecognizer`.
  @preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The pan's translation (headless: zero).
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Resets the translation.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// The pan's velocity (headless: zero).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
  }

  extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
      get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
      set {
        for recognizer in storedGestureRecognizers { recognizer.attachedView = nil }
        storedGestureRecognizers = newValue ?? []
        for recognizer in storedGestureRecognizers { recognizer.attachedView = self }
      }
    }

    /// Attaches a recognizer (it leaves its former view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
      storedGestureRecognizers.append(gestureRecognizer)
      gestureRecognizer.attachedView = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
      if gestureRecognizer.attachedView === self { gestureRecognizer.attachedView = nil }
    }
  }

#endif
