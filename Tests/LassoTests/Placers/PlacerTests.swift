import TestSupport
import Testing

@testable import Lasso

@MainActor
@Suite struct PlacerTests {
  @Test func aPlacerPlacesOnce() {
    let navigationController = UINavigationController()
    let placer = pushed(in: navigationController)
    let first = UIViewController()
    let second = UIViewController()
    #expect(placer.place(first) === navigationController)
    let reports = misuseReports { #expect(placer.place(second) === navigationController) }
    #expect(navigationController.viewControllers == [first])
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("a placer places once") == true)
  }

  @Test func aPlacerKeepsItsBaseOnlyUntilItPlaces() {
    weak var weakNavigation: UINavigationController?
    var placer: ScreenPlacer<UINavigationController>?
    do {
      let navigationController = UINavigationController()
      weakNavigation = navigationController
      placer = pushed(in: navigationController)
    }
    #expect(weakNavigation != nil)
    let controller = UIViewController()
    let context = placer?.place(controller)
    #expect(context === weakNavigation)
    #expect(controller.navigationController === weakNavigation)
    _ = placer
  }

  @Test func aNilPlacerIsReported() {
    let controller = UIViewController()
    let placer: ScreenPlacer<UIViewController>? = nil
    let reports = misuseReports { #expect(controller.place(with: placer) == nil) }
    #expect(
      reports.first?.message.contains("UIViewController was given a nil ScreenPlacer") == true)
  }

  @Test func pushedAndRootOfANavigationController() {
    let home = UIViewController()
    let navigationController = UINavigationController(rootViewController: home)
    let pushedController = UIViewController()
    #expect(pushedController.place(with: pushed(in: navigationController)) === navigationController)
    #expect(navigationController.viewControllers == [home, pushedController])
    let newRoot = UIViewController()
    newRoot.place(with: root(of: navigationController))
    #expect(navigationController.viewControllers == [newRoot])
  }

  @Test func presentedHandsOverThePresentedController() async {
    let (window, presenter) = await makeWindow()
    let modal = UIViewController()
    var completed = false
    let context = modal.place(with: presented(on: presenter, completion: { completed = true }))
    #expect(context === modal)
    #expect(presenter.presentedViewController === modal)
    // The completion runs after the presented controller's viewDidAppear (uikit-timing.md 1.7).
    #expect(!completed)
    await transitionsEnded(in: window)
    #expect(completed)
  }

  @Test func rootOfAWindowWithAndWithoutATransition() {
    let window = UIWindow()
    let first = UIViewController()
    #expect(first.place(with: root(of: window)) === first)
    #expect(window.rootViewController === first)
    #expect(window.isKeyWindow)
    let second = UIViewController()
    second.place(with: root(of: window, using: .fade(duration: 0.2)))
    #expect(window.rootViewController === second)
  }

  @Test func dismissibleNavigationEmbeddingCanCloseItself() async throws {
    let (window, presenter) = await makeWindow()
    let controller = UIViewController()
    let navigationController = try #require(
      controller.place(with: presented(on: presenter).withDismissibleNavigationEmbedding()))
    #expect(presenter.presentedViewController === navigationController)
    #expect(navigationController.viewControllers == [controller])
    await transitionsEnded(in: window)
    let close = try #require(controller.navigationItem.leftBarButtonItem)
    close.headless.tap()
    await transitionsEnded(in: window)
    #expect(presenter.presentedViewController == nil)
  }

  @Test func embeddingFactoriesCanBeReplaced() {
    final class BrandedNavigationController: UINavigationController {}
    let original = ScreenPlacerEmbedding.makeNavigationController
    ScreenPlacerEmbedding.makeNavigationController = { BrandedNavigationController() }
    defer { ScreenPlacerEmbedding.makeNavigationController = original }
    let context = UIViewController().place(with: navigationEmbedding())
    #expect(context is BrandedNavigationController)
  }

  @Test func tabBarEmbeddingWaitsForEveryTabThenPlacesTheTabBar() throws {
    let window = UIWindow()
    let tabPlacers = root(of: window).withTabBarEmbedding(tabsCount: 3)
    let tabs = (0..<3).map { _ in UIViewController() }
    tabs[2].place(with: tabPlacers[2])
    tabs[0].place(with: tabPlacers[0])
    #expect(window.rootViewController == nil)
    tabs[1].place(with: tabPlacers[1])
    let tabBarController = try #require(window.rootViewController as? UITabBarController)
    #expect(tabBarController.viewControllers ?? [] == tabs)
  }

  @Test func pageEmbeddingShowsTheFirstPageAndServesTheRest() throws {
    let pageController = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    let placers = pageEmbedding(pageController, pagesCount: 2)
    let pages = [UIViewController(), UIViewController()]
    pages[1].place(with: placers[1])
    pages[0].place(with: placers[0])
    #expect(pageController.viewControllers ?? [] == [pages[0]])
    let dataSource = try #require(pageController.dataSource)
    #expect(
      dataSource.pageViewController(pageController, viewControllerAfter: pages[0]) === pages[1])
    #expect(dataSource.pageViewController(pageController, viewControllerBefore: pages[0]) == nil)

    let third = UIViewController()
    third.place(with: nextPage(in: pageController, animated: false))
    #expect(pageController.viewControllers ?? [] == [third])
  }

  @Test func aCustomPlacerFromTheBuildingBlocks() {
    /// Replaces the top of a navigation stack: a placer the library does not ship.
    func replacingTop(
      in navigationController: UINavigationController
    ) -> ScreenPlacer<
      UINavigationController
    > {
      makePlacer(base: navigationController) { navigationController, controller in
        let kept = navigationController.viewControllers.dropLast()
        navigationController.setViewControllers(kept + [controller], animated: true)
        return navigationController
      }
    }
    let home = UIViewController()
    let navigationController = UINavigationController(rootViewController: home)
    navigationController.pushViewController(UIViewController(), animated: false)
    let replacement = UIViewController()
    replacement.place(with: replacingTop(in: navigationController))
    #expect(navigationController.viewControllers == [home, replacement])

    let container = UIViewController()
    let child = UIViewController()
    let embedded = child.place(
      with: makeEmbeddingPlacer(into: container) { container, controller in
        container.addChild(controller)
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
      })
    #expect(embedded === container)
    #expect(container.children == [child])
  }
}

@MainActor
@Suite struct ApplicationWindowPlacerTests {
  @Test func rootOfTheApplicationWindow() throws {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let controller = UIViewController()
    let placer = try #require(rootOfApplicationWindow(using: .slide()))
    controller.place(with: placer)
    #expect(UIApplication.shared.keyWindow === window)
    #expect(window.rootViewController === controller)
  }
}
