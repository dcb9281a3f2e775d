/// How a window's root is replaced: a fade, or a slide, cover or reveal from one side, with a
/// duration and an easing. The original Lasso's `UIWindow.Transition` is this type.
///
/// ```swift
/// flow.start(with: root(of: window, using: .push))
/// window.setRootViewController(home, with: .slide(from: .bottom, duration: 0.5))
/// ```
///
/// On Apple platforms UIKit animates it: the window's old content (a snapshot the render server
/// keeps) fades or slides away as the new root comes in, over a backdrop of the old root's background
/// color at ``backgroundColorOpacity`` instead of black. The headless UIKit draws nothing: the
/// change is one animated transition of the window, in its timing (see
/// `UIWindow.setRootViewController(_:with:completion:)`).
public struct WindowTransition: Sendable, Equatable {
  /// The kinds of transition. The original Lasso's `UIWindow.TransitionType`.
  public enum Style: Sendable, Equatable {
    /// The old root fades out as the new one fades in.
    case fade
    /// The new root slides in as the old one slides out, the same way.
    case slide
    /// The new root slides in over the old one, which stays still.
    case cover
    /// The old root slides out, showing the new one, which stays still.
    case reveal
  }

  /// The side of the window a movement starts from: `right` moves right to left. The original
  /// Lasso's `UIWindow.TransitionDirection`.
  public enum Direction: Sendable, Equatable {
    /// From the left edge, moving right.
    case left
    /// From the right edge, moving left.
    case right
    /// From the top edge, moving down.
    case top
    /// From the bottom edge, moving up.
    case bottom
  }

  /// How the movement's speed changes over its duration. The original Lasso's
  /// `UIWindow.TransitionEasing`.
  public enum Easing: Sendable, Equatable {
    /// The same speed throughout.
    case linear
    /// Slow at first, faster later.
    case easeIn
    /// Fast at first, slower later.
    case easeOut
    /// Slow at both ends, fast in the middle.
    case easeInOut
  }

  /// The kind of transition.
  public let style: Style
  /// Where the movement starts from; `nil` for a fade, which does not move.
  public let direction: Direction?
  /// Its duration, in seconds.
  public let duration: TimeInterval
  /// How its speed changes.
  public let easing: Easing
  /// The opacity of the backdrop behind the window while it animates (the old root's background
  /// color), so that the parts of the window the animation leaves see-through show that color
  /// rather than black; `nil` for no backdrop.
  public let backgroundColorOpacity: CGFloat?

  /// The duration of the standard transitions, in seconds (0.33).
  public static let standardDuration: TimeInterval = 0.33

  /// The backdrop's opacity in the standard transitions: opaque.
  public static let standardBackgroundColorOpacity: CGFloat? = 1

  /// A transition of `style`, moving from `direction` (the right side when `nil`; a fade does not
  /// move), lasting `duration` seconds.
  public init(
    style: Style, direction: Direction? = nil, duration: TimeInterval = standardDuration,
    easing: Easing = .easeInOut,
    backgroundColorOpacity: CGFloat? = standardBackgroundColorOpacity
  ) {
    self.style = style
    self.direction = style == .fade ? nil : direction ?? .right
    self.duration = duration
    self.easing = easing
    self.backgroundColorOpacity = backgroundColorOpacity
  }

  /// The old root fades out as the new one fades in.
  public static func fade(
    duration: TimeInterval = standardDuration, easing: Easing = .easeInOut,
    backgroundColorOpacity: CGFloat? = standardBackgroundColorOpacity
  ) -> Self {
    .init(
      style: .fade, duration: duration, easing: easing,
      backgroundColorOpacity: backgroundColorOpacity)
  }

  /// The new root slides in from `direction` as the old one slides out ahead of it.
  public static func slide(
    from direction: Direction = .right, duration: TimeInterval = standardDuration,
    easing: Easing = .easeInOut,
    backgroundColorOpacity: CGFloat? = standardBackgroundColorOpacity
  ) -> Self {
    .init(
      style: .slide, direction: direction, duration: duration, easing: easing,
      backgroundColorOpacity: backgroundColorOpacity)
  }

  /// The new root slides in from `direction` over the old one.
  public static func cover(
    from direction: Direction = .right, duration: TimeInterval = standardDuration,
    easing: Easing = .easeInOut,
    backgroundColorOpacity: CGFloat? = standardBackgroundColorOpacity
  ) -> Self {
    .init(
      style: .cover, direction: direction, duration: duration, easing: easing,
      backgroundColorOpacity: backgroundColorOpacity)
  }

  /// The old root slides out, moving away from `direction`, showing the new one.
  public static func reveal(
    from direction: Direction = .right, duration: TimeInterval = standardDuration,
    easing: Easing = .easeInOut,
    backgroundColorOpacity: CGFloat? = standardBackgroundColorOpacity
  ) -> Self {
    .init(
      style: .reveal, direction: direction, duration: duration, easing: easing,
      backgroundColorOpacity: backgroundColorOpacity)
  }

  /// A cross-fade: ``fade(duration:easing:backgroundColorOpacity:)`` with the standard values.
  public static let crossfade = fade()

  /// Looks like a navigation controller's push: the new root slides in from the right.
  public static let push = slide(from: .right)

  /// Looks like a navigation controller's pop: the new root slides in from the left.
  public static let pop = slide(from: .left)

  /// Looks like a modal presentation: the new root rises from the bottom over the old one.
  public static let present = cover(from: .bottom)

  /// Looks like a modal dismissal: the old root slides down, showing the new one.
  public static let dismiss = reveal(from: .top)
}

extension UIWindow {
  /// The original Lasso's name of ``WindowTransition``.
  public typealias Transition = WindowTransition
  /// The original Lasso's name of ``WindowTransition/Style``.
  public typealias TransitionType = WindowTransition.Style
  /// The original Lasso's name of ``WindowTransition/Direction``.
  public typealias TransitionDirection = WindowTransition.Direction
  /// The original Lasso's name of ``WindowTransition/Easing``.
  public typealias TransitionEasing = WindowTransition.Easing

  /// Makes `controller` the root of the window with `transition`, and makes the window key and
  /// visible; `completion` runs when the transition has ended.
  ///
  /// ```swift
  /// window.setRootViewController(home, with: .crossfade) { analytics.track(.homeShown) }
  /// ```
  ///
  /// `rootViewController` is the new controller when the call returns. On Apple platforms
  /// UIKit animates the change and runs `completion` when the animation ends. On the headless
  /// UIKit the change is an animated transition of the window, as a present is: the old root's
  /// disappearance and the new one's appearance begin on a later turn of the main queue, end
  /// when `Headless.animatedTransitionDuration` has passed, and then `completion` runs,
  /// never inside the call (a test awaits it, or the window's transitions).
  public func setRootViewController(
    _ controller: UIViewController, with transition: Transition,
    completion: (@MainActor () -> Void)? = nil
  ) {
    setRoot(controller, using: transition, completion: completion)
  }

  /// Replaces the root controller, animated by `transition` when there is one, and makes the
  /// window key and visible: the one implementation of ``root(of:using:)`` and
  /// `setRootViewController(_:with:completion:)`.
  func setRoot(
    _ controller: UIViewController, using transition: WindowTransition?,
    completion: (@MainActor () -> Void)? = nil
  ) {
    guard let transition else {
      rootViewController = controller
      if !isKeyWindow { makeKeyAndVisible() }
      return
    }
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      animateRootChange(to: controller, using: transition, completion: completion)
    #else
      replaceRoot(with: controller, animated: true, completion: completion)
    #endif
  }
}
