/// A placer that pushes the controller onto `navigationController`'s stack; the context is the
/// navigation controller.
@preconcurrency @MainActor public func pushed(
  in navigationController: UINavigationController, animated: Bool = true
) -> ScreenPlacer<UINavigationController> {
  makePlacer(base: navigationController) { navigationController, controller in
    navigationController.pushViewController(controller, animated: animated)
    return navigationController
  }
}

/// A placer that makes the controller the root of `navigationController`, replacing its whole
/// stack; the context is the navigation controller.
@preconcurrency @MainActor public func root(
  of navigationController: UINavigationController, animated: Bool = false
) -> ScreenPlacer<UINavigationController> {
  makePlacer(base: navigationController) { navigationController, controller in
    navigationController.setViewControllers([controller], animated: animated)
    return navigationController
  }
}
