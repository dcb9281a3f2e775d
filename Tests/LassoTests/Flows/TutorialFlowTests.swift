import Testing

@testable import Lasso
@testable import LassoExampleApp

/// The tutorial flow of "Lasso: An introduction to Flows", started in each way the article shows.
@MainActor
@Suite struct TutorialFlowTests {
  /// Taps button `index` of the tutorial screen `controller` shows.
  private func tap(_ index: Int, on controller: UIViewController?) throws {
    let tutorial = try #require(controller as? TutorialViewController)
    tutorial.loadViewIfNeeded()
    tutorial.buttons[index].sendActions(for: .touchUpInside)
  }

  @Test func pushedInANavigationController() throws {
    let root = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    var outputs: [TutorialFlowModule.Output] = []
    let tutorialFlow = TutorialFlow()
    tutorialFlow.observeOutput { outputs.append($0) }
    tutorialFlow.start(with: pushed(in: navigationController))

    #expect(tutorialFlow.context === navigationController)
    #expect(navigationController.viewControllers.count == 2)
    #expect(navigationController.viewControllers.first === root)
    let welcome = try #require(navigationController.topViewController as? TutorialViewController)
    #expect(tutorialFlow.initialController === welcome)
    #expect(welcome.state == .welcome)

    try tap(1, on: welcome)
    let finish = try #require(navigationController.topViewController as? TutorialViewController)
    #expect(finish.state == .finish)
    #expect(navigationController.viewControllers.count == 3)

    try tap(0, on: finish)
    #expect(outputs == [.didFinish])
  }

  @Test func skipIsTheFlowsOutput() throws {
    let navigationController = UINavigationController()
    var outputs: [TutorialFlowModule.Output] = []
    let tutorialFlow = TutorialFlow()
    tutorialFlow.observeOutput { outputs.append($0) }
    tutorialFlow.start(with: root(of: navigationController))
    #expect(navigationController.viewControllers.count == 1)
    try tap(0, on: navigationController.topViewController)
    #expect(outputs == [.didPressSkip])
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test func presentedInANavigationEmbedding() throws {
    let window = UIWindow()
    let viewController = UIViewController()
    window.rootViewController = viewController
    window.makeKeyAndVisible()

    let tutorialFlow = TutorialFlow()
    tutorialFlow.start(with: presented(on: viewController).withNavigationEmbedding())

    let navigationController = try #require(
      viewController.presentedViewController as? UINavigationController)
    #expect(tutorialFlow.context === navigationController)
    #expect(navigationController.viewControllers.count == 1)
    try tap(1, on: navigationController.topViewController)
    #expect(navigationController.viewControllers.count == 2)
  }

  @Test func inTheSecondOfTwoTabs() throws {
    let tabBarController = UITabBarController()
    let tutorialFlow = TutorialFlow()
    let tabPlacers: [ScreenPlacer<UITabBarController>] = tabBarEmbedding(
      tabBarController, tabsCount: 2)
    tutorialFlow.start(with: tabPlacers[1].withNavigationEmbedding())
    #expect((tabBarController.viewControllers ?? []).isEmpty)

    let firstTab = UIViewController()
    firstTab.place(with: tabPlacers[0])
    let tabs = tabBarController.viewControllers ?? []
    #expect(tabs.count == 2)
    #expect(tabs.first === firstTab)
    let navigationController = try #require(tabs.last as? UINavigationController)
    #expect(tutorialFlow.context === navigationController)
    #expect(navigationController.topViewController is TutorialViewController)
  }

  @Test func aFlowLivesAsLongAsItsInitialController() throws {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    weak var weakFlow: TutorialFlow?
    weak var weakWelcome: UIViewController?
    weak var weakFinish: UIViewController?
    do {
      let tutorialFlow = TutorialFlow()
      weakFlow = tutorialFlow
      tutorialFlow.start(with: pushed(in: navigationController))
      weakWelcome = navigationController.topViewController
      try tap(1, on: navigationController.topViewController)
      weakFinish = navigationController.topViewController
    }
    #expect(weakFlow != nil)
    navigationController.popToRootViewController(animated: false)
    #expect(weakFinish == nil)
    #expect(weakWelcome == nil)
    #expect(weakFlow == nil)
  }
}
