/// A placer that makes the controller the root of `navigationController` (a new one by default),
/// then calls `onDidPlaceEmbedded` (to place the navigation controller, say); the context is the
/// navigation controller.
///
/// ```swift
/// let placer = navigationEmbedding(onDidPlaceEmbedded: { window.rootViewController = nav })
/// ```
@preconcurrency @MainActor public func navigationEmbedding(
  _ navigationController: UINavigationController = ScreenPlacerEmbedding.makeNavigationController(),
  onDidPlaceEmbedded: @escaping @MainActor () -> Void = {}
) -> ScreenPlacer<UINavigationController> {
  makeEmbeddingPlacer(
    into: navigationController,
    embed: { navigationController, controller in
      navigationController.setViewControllers([controller], animated: false)
    },
    placeContainer: { _ in onDidPlaceEmbedded() })
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
    navigationEmbedding(
      navigationController, onDidPlaceEmbedded: { self.place(navigationController) })
  }

  /// Like ``withNavigationEmbedding(_:)``, and gives the root controller a way to dismiss the
  /// navigation controller (see ``ScreenPlacerEmbedding/makeDismissible``): for a navigation
  /// controller that is presented.
  public func withDismissibleNavigationEmbedding(
    _ navigationController: UINavigationController =
      ScreenPlacerEmbedding
      .makeNavigationController()
  ) -> ScreenPlacer<UINavigationController> {
    navigationEmbedding(
      navigationController,
      onDidPlaceEmbedded: {
        self.place(navigationController)
        ScreenPlacerEmbedding.makeDismissible(navigationController)
      })
  }
}
