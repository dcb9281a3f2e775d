import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Flow/Flow+UINavigationController.swift: the helpers of a flow
// whose context is a navigation controller (a subclass too), as its example flows use them.

private final class BrandedNavigationController: UINavigationController {}

private enum CheckoutFlowModule: FlowModule {
  typealias RequiredContext = BrandedNavigationController
}

private final class CheckoutFlow: Flow<CheckoutFlowModule> {
  let cart = UIViewController()

  override func createInitialController() -> UIViewController { cart }

  @discardableResult func showStep(_ title: String) -> UIViewController {
    let step = UIViewController()
    step.title = title
    // covers: Flow :: var nextPushedInFlow: ScreenPlacer<RequiredContext>?
    let placer: ScreenPlacer<BrandedNavigationController>? = nextPushedInFlow
    step.place(with: placer)
    return step
  }

  func restart(with controller: UIViewController) {
    // covers: Flow :: var rootOfFlow: ScreenPlacer<RequiredContext>?
    let placer: ScreenPlacer<BrandedNavigationController>? = rootOfFlow
    controller.place(with: placer)
  }
}

@MainActor
final class FlowUINavigationControllerSwiftCallSites: XCTestCase {
  private func makeWindow() -> (UIWindow, BrandedNavigationController, UIViewController) {
    let window = UIWindow()
    let home = UIViewController()
    let navigationController = BrandedNavigationController(rootViewController: home)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    return (window, navigationController, home)
  }

  func testPushingUnwindingAndReplacingTheStack() async throws {
    let (window, navigationController, home) = makeWindow()
    let flow = CheckoutFlow()
    flow.start(with: pushed(in: navigationController))
    await waitForEvents(in: window)
    let address = flow.showStep("address")
    await waitForEvents(in: window)
    flow.showStep("payment")
    await waitForEvents(in: window)
    XCTAssertEqual(navigationController.viewControllers.count, 4)

    // covers: Flow :: func unwind(animated: Bool = true)
    flow.unwind()
    await waitForEvents(in: window)
    XCTAssertEqual(navigationController.viewControllers, [home, flow.cart])
    XCTAssertFalse(navigationController.viewControllers.contains(address))

    // The original's rootOfFlow is root(of:) on the flow's navigation controller: the whole
    // stack is replaced.
    let summary = UIViewController()
    flow.restart(with: summary)
    await waitForEvents(in: window)
    XCTAssertEqual(navigationController.viewControllers, [summary])
  }

  func testUnwindingAlsoDismissesWhatTheNavigationControllerPresents() async throws {
    let (window, navigationController, _) = makeWindow()
    let flow = CheckoutFlow()
    flow.start(with: pushed(in: navigationController))
    await waitForEvents(in: window)
    flow.showStep("address")
    await waitForEvents(in: window)
    navigationController.present(UIViewController(), animated: true)
    await waitForEvents(in: window)

    flow.unwind(animated: false)
    await waitForEvents(in: window)
    XCTAssertNil(navigationController.presentedViewController)
    XCTAssertIdentical(navigationController.topViewController, flow.cart)
  }

  func testDismissingPopsToTheControllerBeforeTheFlow() async throws {
    let (window, navigationController, home) = makeWindow()
    let flow = CheckoutFlow()
    flow.start(with: pushed(in: navigationController))
    await waitForEvents(in: window)
    flow.showStep("address")
    await waitForEvents(in: window)

    // covers: Flow :: func dismiss(animated: Bool = true)
    flow.dismiss()
    await waitForEvents(in: window)
    XCTAssertEqual(navigationController.viewControllers, [home])
  }

  func testDismissingAFlowAtTheRootOfAPresentedNavigationControllerDismissesIt() async throws {
    let window = UIWindow()
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let navigationController = BrandedNavigationController()
    let flow = CheckoutFlow()
    flow.start(
      with: presented(on: presenter).withEmbedding(
        into: navigationController, place: { $0.viewControllers = [$1] }))
    await waitForEvents(in: window)
    XCTAssertIdentical(presenter.presentedViewController, navigationController)

    flow.dismiss(animated: true)
    await waitForEvents(in: window)
    XCTAssertNil(presenter.presentedViewController)
  }
}
