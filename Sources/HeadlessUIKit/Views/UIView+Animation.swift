#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// Options of an animation, as UIKit's `UIView.AnimationOptions` (headless: ignored).
    public struct AnimationOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates options.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Lays out subviews during the animation.
      public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
      /// Lets touches through during the animation.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Starts from the current state.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Repeats.
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      /// Runs back and forth.
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
      /// Ease in and out.
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// Cross dissolve transition.
      public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
      /// Flip from left transition.
      public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    }

    /// Animates changes. Headless: the changes are made at once (nothing is drawn); the
    /// completion runs with `true` when the animation would end, after `delay` and `duration`,
    /// and never inside the call: Apple documents that even a zero-duration animation's
    /// completion runs "at the beginning of the next run loop cycle".
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval = 0,
      options: AnimationOptions = [], animations: () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      complete(completion, after: delay + duration)
    }

    /// Animates changes with a spring. Headless: the changes are made at once; the completion
    /// runs with `true` when the animation would end, never inside the call.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions = [], animations: () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      complete(completion, after: delay + duration)
    }

    /// Runs a transition on a view. Headless: the changes are made at once; the completion runs
    /// with `true` when the transition would end, never inside the call.
    public static func transition(
      with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
      animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      animations?()
      complete(completion, after: duration)
    }

    /// Runs `completion` with `true` on a later turn of the main queue, `seconds` from now (at
    /// once when animations are off, but still on a later turn).
    private static func complete(_ completion: ((Bool) -> Void)?, after seconds: TimeInterval) {
      guard let completion else { return }
      let pending = PendingAnimationCompletion(completion)
      let delay = animationsEnabled ? max(0, seconds) : 0
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated { pending.body(true) }
      }
    }

    /// Runs changes without animation: ``areAnimationsEnabled`` is `false` while they run.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let enabled = animationsEnabled
      animationsEnabled = false
      actionsWithoutAnimation()
      animationsEnabled = enabled
    }

    /// Whether animations are enabled: `true` until ``setAnimationsEnabled(_:)`` turns them off.
    /// Off, a view animation's completion runs on the next turn instead of after its duration;
    /// controller transitions are unaffected (uikit-timing.md 6.4).
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for the whole app, as tests often do
    /// (`UIView.setAnimationsEnabled(false)`).
    public static func setAnimationsEnabled(_ enabled: Bool) {
      animationsEnabled = enabled
    }

    private static var animationsEnabled = true
  }

  /// An animation's completion kept on the main actor until the animation would end.
  @MainActor private final class PendingAnimationCompletion {
    let body: (Bool) -> Void
    init(_ body: @escaping (Bool) -> Void) { self.body = body }
  }
#endif
