/// Places one view controller into the view hierarchy and hands back the context it was placed
/// in, without saying how: pushed, presented, embedded, set as a window's root …
///
/// ```swift
/// let placer: ScreenPlacer<UINavigationController> = pushed(in: navigationController)
/// tutorialFlow.start(with: placer)
/// ```
///
/// A placer places once: a second placement is reported and changes nothing. It keeps what it
/// needs (a navigation controller, a presenter) alive until it has placed, and lets go after.
@preconcurrency @MainActor public struct ScreenPlacer<PlacedContext: UIViewController> {
  private let placement: Placement<PlacedContext>

  /// A placer that places a controller with `place`, which returns the resulting context.
  /// See also ``makePlacer(base:place:)``.
  public init(place: @escaping @MainActor (UIViewController) -> PlacedContext) {
    placement = Placement(place)
  }

  /// Places `viewController` and returns the context it was placed in. A second call is reported,
  /// places nothing and returns the first placement's context.
  @discardableResult public func place(_ viewController: UIViewController) -> PlacedContext {
    placement.place(viewController)
  }
}

/// The state of a placer: what it will do, then what it did.
@MainActor
private final class Placement<PlacedContext: UIViewController> {
  private var pending: (@MainActor (UIViewController) -> PlacedContext)?
  private var placed: (controller: UIViewController, context: PlacedContext)?

  init(_ place: @escaping @MainActor (UIViewController) -> PlacedContext) {
    pending = place
  }

  func place(_ viewController: UIViewController) -> PlacedContext {
    if let placed {
      let placer = "ScreenPlacer<\(Misuse.name(of: PlacedContext.self))>"
      Misuse.report(
        "\(placer) was asked to place \(Misuse.name(of: type(of: viewController))), but it already"
          + " placed \(Misuse.name(of: type(of: placed.controller))); a placer places once.",
        fix: "Make a new placer for each controller you place (e.g. a new pushed(in:) or"
          + " nextPushedInFlow).")
      return placed.context
    }
    guard let pending else { preconditionFailure("a placement is pending until it is placed") }
    self.pending = nil
    let context = pending(viewController)
    placed = (viewController, context)
    return context
  }
}

/// Placing a plain view controller with a screen placer.
extension UIViewController {
  /// Places this controller with `placer` and returns the context it was placed in; a `nil`
  /// placer is reported and places nothing.
  @discardableResult public func place<PlacedContext>(
    with placer: ScreenPlacer<PlacedContext>?
  ) -> PlacedContext? {
    guard let placer else {
      Misuse.report(
        "\(Misuse.name(of: type(of: self))) was given a nil ScreenPlacer, so it was not placed.",
        fix: "Pass a placer (pushed(in:), presented(on:), …); if it comes from a weak context,"
          + " make sure that context is still alive.")
      return nil
    }
    return placer.place(self)
  }
}

/// A placer built on `base` (a navigation controller, a window …), which it keeps alive until it
/// has placed: the building block for placers of your own.
///
/// ```swift
/// func replacingTop(in nav: UINavigationController) -> ScreenPlacer<UINavigationController> {
///   makePlacer(base: nav) { nav, controller in
///     nav.setViewControllers(nav.viewControllers.dropLast() + [controller], animated: true)
///     return nav
///   }
/// }
/// ```
@preconcurrency @MainActor public func makePlacer<Base: AnyObject, PlacedContext: UIViewController>(
  base: Base,
  place: @escaping @MainActor (Base, UIViewController) -> PlacedContext
) -> ScreenPlacer<PlacedContext> {
  ScreenPlacer { controller in place(base, controller) }
}
