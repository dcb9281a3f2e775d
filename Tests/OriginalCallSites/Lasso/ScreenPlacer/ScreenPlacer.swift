import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer.swift: a placer places one controller
// and gives back its context; a controller places itself with an optional placer.

@MainActor
final class ScreenPlacerSwiftCallSites: XCTestCase {
  func testAPlacerPlacesOnceAndGivesItsContext() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    // covers: - :: class ScreenPlacer<PlacedContext: UIViewController>
    let placer: ScreenPlacer<UINavigationController> = pushed(in: navigationController)
    let first = UIViewController()
    // covers: ScreenPlacer :: func place(_ viewController: UIViewController) -> PlacedContext
    let context: UINavigationController = placer.place(first)
    await waitForEvents(in: window)
    XCTAssertIdentical(context, navigationController)
    XCTAssertIdentical(navigationController.topViewController, first)

    // A placer places once: a second controller is refused (reported) and not pushed.
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      placer.place(UIViewController())
    }
    await waitForEvents(in: window)
    XCTAssertEqual(reports.count, 1)
    XCTAssertIdentical(navigationController.topViewController, first)
  }

  func testAControllerPlacesItselfWithAnOptionalPlacer() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    let detail = UIViewController()
    let placer: ScreenPlacer<UINavigationController>? = pushed(in: navigationController)
    // covers: UIViewController :: func place<PlacedContext: UIViewController>(with placer: ScreenPlacer<PlacedContext>?) -> PlacedContext?
    let context: UINavigationController? = detail.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(context, navigationController)
    XCTAssertIdentical(navigationController.topViewController, detail)

    // No placer: reported, nothing placed.
    var reports: [Misuse] = []
    let none: UINavigationController? = Misuse.$handler.withValue({ reports.append($0) }) {
      UIViewController().place(with: nil as ScreenPlacer<UINavigationController>?)
    }
    XCTAssertNil(none)
    XCTAssertEqual(reports.count, 1)
  }
}
