import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacerEmbedding.swift: an app replaces the
// containers that embeddings create, and how a dismissible navigation embedding is dismissed.

private final class BrandedNavigationController: UINavigationController {}
private final class BrandedTabBarController: UITabBarController {}
private final class BrandedPageController: UIPageViewController {}

@MainActor
final class ScreenPlacerEmbeddingSwiftCallSites: XCTestCase {
  func testAnAppsOwnContainers() async throws {
    // covers: - :: enum ScreenPlacerEmbedding
    let savedNavigation = ScreenPlacerEmbedding.makeNavigationController
    let savedTabBar = ScreenPlacerEmbedding.makeTabBarController
    let savedPage = ScreenPlacerEmbedding.makePageController
    defer {
      ScreenPlacerEmbedding.makeNavigationController = savedNavigation
      ScreenPlacerEmbedding.makeTabBarController = savedTabBar
      ScreenPlacerEmbedding.makePageController = savedPage
    }

    // covers: ScreenPlacerEmbedding :: static var makeNavigationController: () -> UINavigationController
    ScreenPlacerEmbedding.makeNavigationController = { BrandedNavigationController() }
    // covers: ScreenPlacerEmbedding :: static var makeTabBarController: () -> UITabBarController
    ScreenPlacerEmbedding.makeTabBarController = { BrandedTabBarController() }
    // covers: ScreenPlacerEmbedding :: static var makePageController: () -> UIPageViewController
    ScreenPlacerEmbedding.makePageController = {
      BrandedPageController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    let navigation = UIViewController().place(with: navigationEmbedding())
    XCTAssert(navigation is BrandedNavigationController)
    let tabBar = UIViewController().place(with: tabBarEmbedding(tabsCount: 1)[0])
    XCTAssert(tabBar is BrandedTabBarController)
    let pages = UIViewController().place(with: pageEmbedding())
    XCTAssert(pages is BrandedPageController)
  }

  func testAnAppsOwnWayOutOfADismissibleEmbedding() async throws {
    let saved = ScreenPlacerEmbedding.makeDismissible
    defer { ScreenPlacerEmbedding.makeDismissible = saved }
    var madeDismissible: [UINavigationController] = []
    // covers: ScreenPlacerEmbedding :: static var makeDismissible: (UINavigationController) -> Void
    ScreenPlacerEmbedding.makeDismissible = { navigationController in
      madeDismissible.append(navigationController)
      navigationController.viewControllers.first?.navigationItem.rightBarButtonItem =
        UIBarButtonItem(systemItem: .close)
    }

    let window = UIWindow()
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let first = UIViewController()
    let context = first.place(with: presented(on: presenter).withDismissibleNavigationEmbedding())
    await waitForEvents(in: window)
    XCTAssertEqual(madeDismissible.count, 1)
    XCTAssertIdentical(madeDismissible.first, context)
    XCTAssertNotNil(first.navigationItem.rightBarButtonItem)
    XCTAssertNil(first.navigationItem.leftBarButtonItem)
  }
}
