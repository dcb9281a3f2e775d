#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A key naming one of the two controllers of a transition, as UIKit's
  /// `UITransitionContextViewControllerKey`.
  public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is visible at the start of the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible at the end of the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
  }

  /// A key naming one of the two views of a transition, as UIKit's
  /// `UITransitionContextViewKey`.
  public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller visible at the start of the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller visible at the end of the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
  }

  extension UIView {
    /// The timing curve of an animation, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
      /// Slow at the start and the end.
      case easeInOut = 0
      /// Slow at the start.
      case easeIn = 1
      /// Slow at the end.
      case easeOut = 2
      /// Even throughout.
      case linear = 3
    }
  }

  /// What a transition's observers can read of it, as UIKit's
  /// `UIViewControllerTransitionCoordinatorContext`. Headless transitions are never interactive
  /// and never cancelled.
  @preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol
  {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the presented controller (`.none` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively (headless: never).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (headless: never).
    var isInterruptible: Bool { get }
    /// Whether the user drives the transition now (headless: never).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (headless: never).
    var isCancelled: Bool { get }
    /// How long the animation lasts, in seconds (0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// How far along an interactive transition is (headless: 0, then 1 once it ended).
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes (headless: 1).
    var completionVelocity: CGFloat { get }
    /// The curve of the animation's end.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller visible before (`.from`) or after (`.to`) the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of the controller visible before (`.from`) or after (`.to`) the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view in which the transition takes place (headless: the window).
    var containerView: UIView { get }
  }

  /// The object that runs a controller transition, as UIKit's
  /// `UIViewControllerTransitionCoordinator`: read it from a controller's `transitionCoordinator`
  /// while a transition is in progress, to animate alongside it or to act once it ends.
  @preconcurrency @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// Runs `animation` alongside the transition's and `completion` once it ended. Returns
    /// whether they were queued (`false` once the transition ended: then neither runs).
    @discardableResult func animate(
      alongsideTransition animation: (
        (any UIViewControllerTransitionCoordinatorContext) -> Void
      )?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As ``animate(alongsideTransition:completion:)``, for animations of a view outside the
    /// transition's container.
    @discardableResult func animateAlongsideTransition(
      in view: UIView?,
      animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Registers a handler called when an interactive transition's interaction changes
    /// (headless: never, as no transition is interactive).
    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  }

  extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition; see
    /// ``UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)``.
    @discardableResult public func animate(
      alongsideTransition animation: (
        (any UIViewControllerTransitionCoordinatorContext) -> Void
      )?
    ) -> Bool {
      animate(alongsideTransition: animation, completion: nil)
    }
  }

  extension UIViewController {
    /// The coordinator of the transition this controller (or, as UIKit answers, one of its
    /// ancestors) takes part in, from the call that requests it until it ends; `nil` when none
    /// is in progress.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      guard let window = hostWindow, let transition = window.transitions.first else {
        return nil
      }
      var current: UIViewController? = self
      while let controller = current {
        if transition.involves(controller) { return transition }
        current = controller.parent
      }
      return nil
    }
  }
#endif
