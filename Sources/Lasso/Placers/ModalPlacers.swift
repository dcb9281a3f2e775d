/// A placer that presents the controller on `presenter`; the context is the presented controller
/// itself, so a flow started with it can present or dismiss from there.
@preconcurrency @MainActor public func presented(
  on presenter: UIViewController, animated: Bool = true,
  completion: (@MainActor () -> Void)? = nil
) -> ScreenPlacer<UIViewController> {
  makePlacer(base: presenter) { presenter, controller in
    presenter.present(controller, animated: animated, completion: completion)
    return controller
  }
}
