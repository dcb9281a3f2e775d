import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+UIPageViewController.swift: embedding
// into a page controller and showing the next page.

private final class OnboardingPageController: UIPageViewController {}

@MainActor
final class ScreenPlacerUIPageViewControllerSwiftCallSites: XCTestCase {
  func testAPageEmbeddingCallsBackOncePlaced() async throws {
    let pageController = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    var didPlace = false
    // covers: - :: func pageEmbedding(_ pageController: UIPageViewController = ScreenPlacerEmbedding.makePageController(), onDidPlaceEmbedded: () -> Void = { }) -> ScreenPlacer<UIPageViewController>
    let placer: ScreenPlacer<UIPageViewController> = pageEmbedding(
      pageController, onDidPlaceEmbedded: { didPlace = true })
    let first = UIViewController()
    first.place(with: placer)
    XCTAssertTrue(didPlace)
    XCTAssertEqual(pageController.viewControllers, [first])

    let page = UIViewController()
    let context = page.place(with: pageEmbedding())
    XCTAssertEqual(context?.viewControllers, [page])
  }

  func testEmbeddingThenShowingTheNextPage() async throws {
    let window = UIWindow()
    window.makeKeyAndVisible()
    let first = UIViewController()
    // covers: ScreenPlacer :: func withPageEmbedding(_ pageController: UIPageViewController = ScreenPlacerEmbedding.makePageController()) -> ScreenPlacer<UIPageViewController>
    let context = first.place(with: root(of: window).withPageEmbedding())
    await waitForEvents(in: window)
    let pageController = try XCTUnwrap(context)
    XCTAssertIdentical(window.rootViewController, pageController)
    XCTAssertEqual(pageController.viewControllers, [first])

    let themed = OnboardingPageController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    window.rootViewController = themed
    await waitForEvents(in: window)
    let second = UIViewController()
    // covers: - :: func nextPage<PageController: UIPageViewController>(in pageController: PageController, animated: Bool = true) -> ScreenPlacer<PageController>
    let placer: ScreenPlacer<OnboardingPageController> = nextPage(in: themed)
    let placed: OnboardingPageController? = second.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(placed, themed)
    XCTAssertEqual(themed.viewControllers, [second])
  }
}
