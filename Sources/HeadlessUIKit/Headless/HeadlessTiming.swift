#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  /// Headless only: how long the headless UIKit's animated controller transitions last.
  ///
  /// Every transition ends after the call that starts it returns, as in UIKit: a non-animated
  /// one on the next turn of the main run loop, an animated one when its duration has passed
  /// after it began (and never on the turn it began). Test suites may shorten the duration to
  /// run faster; the order of callbacks stays UIKit's.
  ///
  /// ```swift
  /// HeadlessTiming.animatedTransitionDuration = 0.01
  /// ```
  @preconcurrency @MainActor public enum HeadlessTiming {
    /// The duration of an animated present, dismiss, push or pop, in seconds: 0.35 unless set,
    /// close to UIKit's. Read when a transition begins.
    public static var animatedTransitionDuration: TimeInterval = 0.35
  }
#endif
