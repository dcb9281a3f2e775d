#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The headless UIKit's own API, which UIKit does not have: what tests, the terminal renderer
  /// and other front ends use to act as a user, drive the app's life cycle and read what a
  /// screen shows.
  ///
  /// All of it has one spelling, so that it never passes for UIKit's: static and global API is
  /// on this namespace (`Headless.launch(delegateClass:)`,
  /// `Headless.animatedTransitionDuration`), and the API of an object or value is behind its
  /// `headless` property, a ``Proxy`` (`button.headless.tap()`, `color.headless.red`,
  /// `window.headless.visibleViewController`). Code that uses it compiles only where the
  /// headless UIKit is, so a test meant to run on iOS too cannot use it by accident.
  public enum Headless {
    /// The headless-only API of one object or value, reached with its `headless` property;
    /// its members are declared in extensions constrained on the type of ``base``.
    public struct Proxy<Base> {
      /// The object or value the API acts on.
      public let base: Base

      init(_ base: Base) { self.base = base }
    }

    /// The duration of an animated present, dismiss, push or pop, in seconds: 0.35 unless set,
    /// close to UIKit's. Read when a transition begins.
    ///
    /// Every transition ends after the call that starts it returns, as in UIKit: a
    /// non-animated one on the next turn of the main run loop, an animated one when its
    /// duration has passed after it began (and never on the turn it began). Test suites may
    /// shorten the duration to run faster; the order of callbacks stays UIKit's.
    ///
    /// ```swift
    /// Headless.animatedTransitionDuration = 0.01
    /// ```
    @preconcurrency @MainActor public static var animatedTransitionDuration: TimeInterval = 0.35
  }

  extension Headless.Proxy: Sendable where Base: Sendable {}

  /// A type whose values have headless-only API, behind their ``headless`` property.
  public protocol HeadlessCompatible {}

  extension HeadlessCompatible {
    /// The value's headless-only API (see ``Headless``).
    public var headless: Headless.Proxy<Self> { Headless.Proxy(self) }
  }

  extension UIResponder: HeadlessCompatible {}
  extension UIBarItem: HeadlessCompatible {}
  extension UIMenuElement: HeadlessCompatible {}
  extension UIGestureRecognizer: HeadlessCompatible {}
  extension UITouch: HeadlessCompatible {}
  extension UIColor: HeadlessCompatible {}
  extension UIFont: HeadlessCompatible {}
  extension UIImage: HeadlessCompatible {}
  extension UIFeedbackGenerator: HeadlessCompatible {}
  extension UIFontMetrics: HeadlessCompatible {}
  extension UIImage.SymbolConfiguration: HeadlessCompatible {}
  extension UICellAccessory: HeadlessCompatible {}
  extension UIButton.Configuration: HeadlessCompatible {}
#endif
