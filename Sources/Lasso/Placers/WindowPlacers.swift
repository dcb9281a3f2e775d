/// A placer that makes the controller the root of `window` (and makes the window key and
/// visible), with an optional transition; the context is the new root.
///
/// With a transition, the change is `UIWindow.setRootViewController(_:with:completion:)`'s.
@preconcurrency @MainActor public func root(
  of window: UIWindow, using transition: WindowTransition? = nil
) -> ScreenPlacer<UIViewController> {
  makePlacer(base: window) { window, controller in
    window.setRoot(controller, using: transition)
    return controller
  }
}

/// A placer that makes the controller the root of the application's key window, with an
/// optional transition; `nil` (reported when used) when the application has no key window.
@preconcurrency @MainActor public func rootOfApplicationWindow(
  using transition: WindowTransition? = nil
) -> ScreenPlacer<UIViewController>? {
  let window = UIApplication.shared.connectedScenes
    .compactMap { ($0 as? UIWindowScene)?.keyWindow }
    .first
  return window.map { root(of: $0, using: transition) }
}
