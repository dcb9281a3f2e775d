import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+UINavigationController.swift: pushing,
// replacing the root, and embedding into a navigation controller (a subclass keeps its type).

private final class ThemedNavigationController: UINavigationController {}

@MainActor
final class ScreenPlacerUINavigationControllerSwiftCallSites: XCTestCase {
  private func makeWindow() -> (UIWindow, UIViewController) {
    let window = UIWindow()
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    return (window, presenter)
  }

  func testPushingAndReplacingTheRoot() async throws {
    let window = UIWindow()
    let navigationController = ThemedNavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    let detail = UIViewController()
    // covers: - :: func pushed<NavigationController: UINavigationController>(in navigationController: NavigationController, animated: Bool = true) -> ScreenPlacer<NavigationController>
    let pushPlacer: ScreenPlacer<ThemedNavigationController> = pushed(in: navigationController)
    let context: ThemedNavigationController? = detail.place(with: pushPlacer)
    await waitForEvents(in: window)
    XCTAssertIdentical(context, navigationController)
    XCTAssertIdentical(navigationController.topViewController, detail)
    XCTAssertEqual(navigationController.viewControllers.count, 2)

    let home = UIViewController()
    // covers: - :: func root<NavigationController: UINavigationController>(of navigationController: NavigationController, animated: Bool = false) -> ScreenPlacer<NavigationController>
    let rootPlacer: ScreenPlacer<ThemedNavigationController> = root(of: navigationController)
    home.place(with: rootPlacer)
    await waitForEvents(in: window)
    XCTAssertEqual(navigationController.viewControllers, [home])
  }

  func testANavigationEmbeddingCallsBackOncePlaced() async throws {
    let (window, _) = makeWindow()
    let navigationController = UINavigationController()
    var didPlace = false
    // covers: - :: func navigationEmbedding(_ navigationController: UINavigationController = ScreenPlacerEmbedding.makeNavigationController(), onDidPlaceEmbedded: () -> Void = { }) -> ScreenPlacer<UINavigationController>
    let placer = navigationEmbedding(
      navigationController,
      onDidPlaceEmbedded: {
        didPlace = true
        window.rootViewController = navigationController
      })
    let first = UIViewController()
    first.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertTrue(didPlace)
    XCTAssertEqual(navigationController.viewControllers, [first])
    XCTAssertIdentical(window.rootViewController, navigationController)

    let fresh = UIViewController()
    let context = fresh.place(with: navigationEmbedding())
    XCTAssertEqual(context?.viewControllers, [fresh])
  }

  func testPresentingInANewNavigationController() async throws {
    let (window, presenter) = makeWindow()
    let first = UIViewController()
    // covers: ScreenPlacer :: func withNavigationEmbedding(_ navigationController: UINavigationController = ScreenPlacerEmbedding.makeNavigationController()) -> ScreenPlacer<UINavigationController>
    let context = first.place(with: presented(on: presenter).withNavigationEmbedding())
    await waitForEvents(in: window)
    XCTAssertIdentical(presenter.presentedViewController, context)
    XCTAssertEqual(context?.viewControllers, [first])
    XCTAssertIdentical(first.navigationController, context)
  }

  func testADismissibleNavigationEmbeddingGivesTheRootADoneButton() async throws {
    let (window, presenter) = makeWindow()
    let first = UIViewController()
    let navigationController = UINavigationController()
    // covers: ScreenPlacer :: func withDismissibleNavigationEmbedding(_ navigationController: UINavigationController = ScreenPlacerEmbedding.makeNavigationController()) -> ScreenPlacer<UINavigationController>
    first.place(
      with: presented(on: presenter).withDismissibleNavigationEmbedding(navigationController))
    await waitForEvents(in: window)
    XCTAssertIdentical(presenter.presentedViewController, navigationController)
    XCTAssertNotNil(first.navigationItem.leftBarButtonItem)

    // A root with its own left button keeps it.
    let second = UIViewController()
    let own = UIBarButtonItem(systemItem: .cancel)
    second.navigationItem.leftBarButtonItem = own
    let other = UINavigationController()
    let placer = root(of: UIWindow()).withDismissibleNavigationEmbedding(other)
    second.place(with: placer)
    XCTAssertIdentical(second.navigationItem.leftBarButtonItem, own)
  }
}
