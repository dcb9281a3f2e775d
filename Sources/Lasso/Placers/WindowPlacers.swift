/// How a window's root is replaced: at once, or with an animated transition.
///
/// On Apple platforms the transition is animated with UIKit; the headless UIKit draws none: the
/// new root appears on the next turn of the main queue, as any new root does.
public struct WindowTransition: Sendable, Equatable {
  /// The kinds of transition.
  public enum Style: Sendable, Equatable {
    /// The new root fades in over the old one.
    case fade
    /// The new root slides in, pushing the old one out.
    case slide
    /// The new root slides in over the old one.
    case cover
    /// The old root slides out, revealing the new one.
    case reveal
  }

  /// The kind of transition.
  public let style: Style
  /// Its duration, in seconds.
  public let duration: Double

  /// A transition of `style` lasting `duration` seconds.
  public init(style: Style, duration: Double) {
    self.style = style
    self.duration = duration
  }

  /// The new root fades in.
  public static func fade(duration: Double = 0.3) -> Self {
    .init(style: .fade, duration: duration)
  }
  /// The new root slides in, pushing the old one out.
  public static func slide(duration: Double = 0.3) -> Self {
    .init(style: .slide, duration: duration)
  }
  /// The new root slides in over the old one.
  public static func cover(duration: Double = 0.3) -> Self {
    .init(style: .cover, duration: duration)
  }
  /// The old root slides out, revealing the new one.
  public static func reveal(duration: Double = 0.3) -> Self {
    .init(style: .reveal, duration: duration)
  }
}

/// A placer that makes the controller the root of `window` (and makes the window key and
/// visible), with an optional transition; the context is the new root.
@MainActor public func root(
  of window: UIWindow, using transition: WindowTransition? = nil
) -> ScreenPlacer<UIViewController> {
  makePlacer(base: window) { window, controller in
    window.setRoot(controller, using: transition)
    return controller
  }
}

extension UIWindow {
  /// Replaces the root controller, animated by `transition` where animations run.
  func setRoot(_ controller: UIViewController, using transition: WindowTransition?) {
    // Only UIKit animates; the headless UIKit shows the new root on the next turn.
    #if os(iOS) || os(tvOS) || os(visionOS)
      if let transition, rootViewController != nil {
        let animation = CATransition()
        animation.duration = transition.duration
        switch transition.style {
        case .fade: animation.type = .fade
        case .slide: animation.type = .push
        case .cover: animation.type = .moveIn
        case .reveal: animation.type = .reveal
        }
        if transition.style != .fade { animation.subtype = .fromRight }
        layer.add(animation, forKey: kCATransition)
      }
    #endif
    rootViewController = controller
    if !isKeyWindow { makeKeyAndVisible() }
  }
}

/// A placer that makes the controller the root of the application's key window, with an
/// optional transition; `nil` (reported when used) when the application has no key window.
@MainActor public func rootOfApplicationWindow(
  using transition: WindowTransition? = nil
) -> ScreenPlacer<UIViewController>? {
  let window = UIApplication.shared.connectedScenes
    .compactMap { ($0 as? UIWindowScene)?.keyWindow }
    .first
  return window.map { root(of: $0, using: transition) }
}
