import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+UIWindow.swift: a window's root, with or
// without a transition, and the application's key window's.

@MainActor
final class ScreenPlacerUIWindowSwiftCallSites: XCTestCase {
  func testTheRootOfAWindow() async throws {
    let window = UIWindow()
    let first = UIViewController()
    // covers: - :: func root(of window: UIWindow, using transition: UIWindow.Transition? = nil) -> ScreenPlacer<UIViewController>
    let placer: ScreenPlacer<UIViewController> = root(of: window)
    let context = first.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(context, first)
    XCTAssertIdentical(window.rootViewController, first)

    let second = UIViewController()
    second.place(with: root(of: window, using: .crossfade))
    await waitForEvents(in: window)
    XCTAssertIdentical(window.rootViewController, second)
  }

  func testTheRootOfTheApplicationsKeyWindow() async throws {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    await waitForEvents(in: window)

    let home = UIViewController()
    // covers: - :: func rootOfApplicationWindow(using transition: UIWindow.Transition? = nil) -> ScreenPlacer<UIViewController>?
    let placer: ScreenPlacer<UIViewController>? = rootOfApplicationWindow(using: .push)
    home.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(window.rootViewController, home)

    let next = UIViewController()
    next.place(with: rootOfApplicationWindow())
    await waitForEvents(in: window)
    XCTAssertIdentical(window.rootViewController, next)
  }
}
