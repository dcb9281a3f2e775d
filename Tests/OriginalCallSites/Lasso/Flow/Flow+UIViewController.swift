import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Flow/Flow+UIViewController.swift: a flow whose context is any
// controller, started with any placer, presenting and dismissing.

private final class HelpFlow: Flow<NoOutputFlow> {
  let landing = UIViewController()

  override func createInitialController() -> UIViewController { landing }

  func showArticle(_ article: UIViewController) {
    // covers: Flow :: var nextPresentedInFlow: ScreenPlacer<UIViewController>?
    let placer: ScreenPlacer<UIViewController>? = nextPresentedInFlow
    article.place(with: placer)
  }
}

@MainActor
final class FlowUIViewControllerSwiftCallSites: XCTestCase {
  private func makeWindow() -> (UIWindow, UIViewController) {
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  func testAFlowOfAnyContextStartsWithAPlacerOfAnotherContext() async throws {
    let (window, _) = makeWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    await waitForEvents(in: window)

    let flow = HelpFlow()
    // covers: Flow :: func start<Placed>(with placer: ScreenPlacer<Placed>?) where Placed: UIViewController
    flow.start(with: pushed(in: navigationController) as ScreenPlacer<UINavigationController>?)
    await waitForEvents(in: window)
    XCTAssertIdentical(navigationController.topViewController, flow.landing)
    XCTAssertIdentical(flow.context, navigationController)
  }

  func testPresentingUnwindingAndDismissing() async throws {
    let (window, root) = makeWindow()
    let flow = HelpFlow()
    flow.start(with: presented(on: root))
    await waitForEvents(in: window)
    XCTAssertIdentical(root.presentedViewController, flow.landing)

    let article = UIViewController()
    flow.showArticle(article)
    await waitForEvents(in: window)
    XCTAssertIdentical(flow.landing.presentedViewController, article)

    // covers: Flow :: func unwind(animated: Bool = true)
    flow.unwind()
    await waitForEvents(in: window)
    XCTAssertNil(flow.landing.presentedViewController)
    XCTAssertIdentical(root.presentedViewController, flow.landing)

    // covers: Flow :: func dismiss(animated: Bool = true)
    flow.dismiss(animated: false)
    await waitForEvents(in: window)
    XCTAssertNil(root.presentedViewController)
  }
}
