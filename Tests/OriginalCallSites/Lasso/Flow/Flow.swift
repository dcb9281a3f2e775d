import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Flow/Flow.swift: a flow subclass, started with a placer, its
// outputs observed plain and mapped, as the original's README and example flows write them.

private enum OnboardingFlowModule: NavigationFlowModule {
  enum Output: Equatable {
    case didFinish
    case didSkip
  }
}

private enum AppFlowOutput: Equatable {
  case onboardingDone
}

// covers: - :: class Flow<Module: FlowModule>
private final class OnboardingFlow: Flow<OnboardingFlowModule> {
  private(set) var welcome: UIViewController?

  // covers: Flow :: func createInitialController() -> UIViewController
  override func createInitialController() -> UIViewController {
    let controller = UIViewController()
    controller.title = "Welcome"
    welcome = controller
    return controller
  }

  func finish() {
    // covers: Flow :: func dispatchOutput(_ output: Output)
    dispatchOutput(.didFinish)
  }
}

@MainActor
final class FlowSwiftCallSites: XCTestCase {
  func testAFlowStartsWithAPlacerAndKeepsItsContext() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    // covers: Flow :: init()
    let flow = OnboardingFlow.init()
    // covers: Flow :: var context: RequiredContext?
    XCTAssertNil(flow.context)
    // covers: Flow :: var initialController: UIViewController?
    XCTAssertNil(flow.initialController)

    // covers: Flow :: func start(with placer: ScreenPlacer<RequiredContext>?)
    flow.start(with: pushed(in: navigationController))
    await waitForEvents(in: window)

    XCTAssertIdentical(flow.context, navigationController)
    XCTAssertIdentical(flow.initialController, flow.welcome)
    XCTAssertIdentical(navigationController.topViewController, flow.welcome)
    XCTAssertEqual(navigationController.viewControllers.count, 2)

    // covers: Flow :: typealias RequiredContext = Module.RequiredContext
    let context: OnboardingFlow.RequiredContext? = flow.context
    XCTAssertIdentical(context, navigationController)
  }

  func testAFlowsOutputsAreObservedPlainAndMapped() async throws {
    let flow = OnboardingFlow()
    var outputs: [OnboardingFlow.Output] = []
    var mapped: [AppFlowOutput] = []

    // covers: Flow :: func observeOutput(_ handler: (Output) -> Void) -> Self
    let same: OnboardingFlow = flow.observeOutput { outputs.append($0) }
    // covers: Flow :: func observeOutput<OtherOutput>(_ handler: (OtherOutput) -> Void, mapping: (Output) -> OtherOutput) -> Self
    flow.observeOutput({ mapped.append($0) }, mapping: { _ in AppFlowOutput.onboardingDone })
    XCTAssertIdentical(same, flow)

    flow.finish()
    // covers: Flow :: typealias Output = Module.Output
    let expected: [OnboardingFlow.Output] = [.didFinish]
    XCTAssertEqual(outputs, expected)
    XCTAssertEqual(mapped, [.onboardingDone])
  }
}
