import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+UIViewController.swift: presenting.

@MainActor
final class ScreenPlacerUIViewControllerSwiftCallSites: XCTestCase {
  func testPresentingMakesThePresentedControllerTheContext() async throws {
    let window = UIWindow()
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()

    let sheet = UIViewController()
    // covers: - :: func presented(on controller: UIViewController, animated: Bool = true) -> ScreenPlacer<UIViewController>
    let placer: ScreenPlacer<UIViewController> = presented(on: presenter)
    let context = sheet.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(context, sheet)
    XCTAssertIdentical(presenter.presentedViewController, sheet)

    presenter.dismiss(animated: false)
    await waitForEvents(in: window)
    let quick = UIViewController()
    quick.place(with: presented(on: presenter, animated: false))
    await waitForEvents(in: window)
    XCTAssertIdentical(presenter.presentedViewController, quick)
  }
}
