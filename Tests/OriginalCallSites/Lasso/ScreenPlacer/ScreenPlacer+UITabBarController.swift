import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+UITabBarController.swift: one placer per
// tab, the tab bar controller shown once every tab is placed.

@MainActor
final class ScreenPlacerUITabBarControllerSwiftCallSites: XCTestCase {
  func testATabBarEmbeddingCallsBackOnceEveryTabIsPlaced() async throws {
    let tabBarController = UITabBarController()
    var didPlace = 0
    // covers: - :: func tabBarEmbedding(_ tabBarController: UITabBarController = ScreenPlacerEmbedding.makeTabBarController(), tabsCount: Int, onDidPlaceEmbedded: () -> Void = { }) -> [ScreenPlacer<UITabBarController>]
    let placers: [ScreenPlacer<UITabBarController>] = tabBarEmbedding(
      tabBarController, tabsCount: 2, onDidPlaceEmbedded: { didPlace += 1 })
    let home = UIViewController()
    let profile = UIViewController()
    home.place(with: placers[0])
    XCTAssertEqual(didPlace, 0)
    profile.place(with: placers[1])
    XCTAssertEqual(didPlace, 1)
    XCTAssertEqual(tabBarController.viewControllers ?? [], [home, profile])

    let defaultPlacers = tabBarEmbedding(tabsCount: 1)
    let only = UIViewController()
    let context = only.place(with: defaultPlacers[0])
    XCTAssertEqual(context?.viewControllers ?? [], [only])
  }

  func testEmbeddingTabsThenPlacingTheTabBarController() async throws {
    let window = UIWindow()
    window.makeKeyAndVisible()
    // covers: ScreenPlacer :: func withTabBarEmbedding(_ tabBarController: UITabBarController = ScreenPlacerEmbedding.makeTabBarController(), tabsCount: Int) -> [ScreenPlacer<UITabBarController>]
    let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)
    let feed = UIViewController()
    let settings = UIViewController()
    feed.place(with: placers[0])
    XCTAssertNil(window.rootViewController)
    settings.place(with: placers[1])
    await waitForEvents(in: window)
    let tabBarController = try XCTUnwrap(window.rootViewController as? UITabBarController)
    XCTAssertEqual(tabBarController.viewControllers ?? [], [feed, settings])
  }
}
