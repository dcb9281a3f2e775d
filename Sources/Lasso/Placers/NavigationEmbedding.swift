/// A placer that makes the controller the root of `navigationController`, without placing the
/// navigation controller anywhere; the context is the navigation controller.
@preconcurrency @MainActor public func navigationEmbedding(
  _ navigationController: UINavigationController = ScreenPlacerEmbedding.makeNavigationController()
) -> ScreenPlacer<UINavigationController> {
  makeEmbeddingPlacer(into: navigationController) { navigationController, controller in
    navigationController.setViewControllers([controller], animated: false)
  }
}

extension ScreenPlacer {
  /// A placer that makes the controller the root of a navigation controller (a new one by
  /// default) and places that navigation controller with this placer.
  ///
  /// ```swift
  /// tutorialFlow.start(with: presented(on: viewController).withNavigationEmbedding())
  /// ```
  public func withNavigationEmbedding(
    _ navigationController: UINavigationController =
      ScreenPlacerEmbedding
      .makeNavigationController()
  ) -> ScreenPlacer<UINavigationController> {
    withEmbedding(into: navigationController) { navigationController, controller in
      navigationController.setViewControllers([controller], animated: false)
    }
  }

  /// Like ``withNavigationEmbedding(_:)``, and gives the root controller a way to dismiss the
  /// navigation controller (see ``ScreenPlacerEmbedding/makeDismissible``): for a navigation
  /// controller that is presented.
  public func withDismissibleNavigationEmbedding(
    _ navigationController: UINavigationController =
      ScreenPlacerEmbedding
      .makeNavigationController()
  ) -> ScreenPlacer<UINavigationController> {
    withEmbedding(into: navigationController) { navigationController, controller in
      ScreenPlacerEmbedding.makeDismissible(controller) { [weak navigationController] in
        navigationController?.dismiss(animated: true)
      }
      navigationController.setViewControllers([controller], animated: false)
    }
  }
}
