#if !os(iOS) && !os(tvOS) && !os(visionOS)
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

    /// Animates changes. Headless: the changes are made and the completion runs at once with
    /// `true`.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval = 0,
      options: AnimationOptions = [], animations: () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Animates changes with a spring. Headless: the changes are made and the completion runs
    /// at once with `true`.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions = [], animations: () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Runs a transition on a view. Headless: at once.
    public static func transition(
      with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
      animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      animations?()
      completion?(true)
    }

    /// Runs changes without animation: ``areAnimationsEnabled`` is `false` while they run.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let enabled = animationsEnabled
      animationsEnabled = false
      actionsWithoutAnimation()
      animationsEnabled = enabled
    }

    /// Whether animations are enabled: `true` until ``setAnimationsEnabled(_:)`` turns them off.
    /// Headless animations complete at once either way; the setting is kept for code that reads
    /// it.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for the whole app, as tests often do
    /// (`UIView.setAnimationsEnabled(false)`).
    public static func setAnimationsEnabled(_ enabled: Bool) {
      animationsEnabled = enabled
    }

    private static var animationsEnabled = true
  }
#endif
