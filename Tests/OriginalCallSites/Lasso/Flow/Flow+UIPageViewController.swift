import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Flow/Flow+UIPageViewController.swift: a flow of pages.

private enum TourFlowModule: FlowModule {
  typealias RequiredContext = UIPageViewController
}

private final class TourFlow: Flow<TourFlowModule> {
  override func createInitialController() -> UIViewController { UIViewController() }

  func showNextPage(_ page: UIViewController) {
    // covers: Flow :: var nextPageInFlow: ScreenPlacer<RequiredContext>?
    let placer: ScreenPlacer<UIPageViewController>? = nextPageInFlow
    page.place(with: placer)
  }
}

@MainActor
final class FlowUIPageViewControllerSwiftCallSites: XCTestCase {
  func testTheNextPageReplacesTheShownPage() async throws {
    let window = UIWindow()
    let pageController = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    window.rootViewController = pageController
    window.makeKeyAndVisible()

    let flow = TourFlow()
    flow.start(with: nextPage(in: pageController, animated: false))
    await waitForEvents(in: window)
    XCTAssertEqual(pageController.viewControllers, flow.initialController.map { [$0] })

    let second = UIViewController()
    flow.showNextPage(second)
    await waitForEvents(in: window)
    XCTAssertEqual(pageController.viewControllers, [second])
  }
}
