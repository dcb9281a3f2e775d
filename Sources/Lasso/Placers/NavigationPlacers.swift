/// A placer that pushes the controller onto `navigationController`'s stack; the context is the
/// navigation controller, with its own type (a subclass stays a subclass).
///
/// ```swift
/// loginScreens.createScreen().place(with: pushed(in: navigationController))
/// ```
@preconcurrency @MainActor public func pushed<NavigationController: UINavigationController>(
  in navigationController: NavigationController, animated: Bool = true
) -> ScreenPlacer<NavigationController> {
  makePlacer(base: navigationController) { navigationController, controller in
    navigationController.pushViewController(controller, animated: animated)
    return navigationController
  }
}

/// A placer that makes the controller the root of `navigationController`, replacing its whole
/// stack; the context is the navigation controller, with its own type.
///
/// ```swift
/// homeScreen.place(with: root(of: navigationController))
/// ```
@preconcurrency @MainActor public func root<NavigationController: UINavigationController>(
  of navigationController: NavigationController, animated: Bool = false
) -> ScreenPlacer<NavigationController> {
  makePlacer(base: navigationController) { navigationController, controller in
    navigationController.setViewControllers([controller], animated: animated)
    return navigationController
  }
}
