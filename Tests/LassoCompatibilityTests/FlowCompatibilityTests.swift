import HeadlessUIKit
import Lasso
import LassoTestUtilities
import XCTest

// Flow tests in the original's style: a `FlowTestCase`, typed navigation assertions, and
// `flow.assert(when:outputs:)`, which records a failure and goes on.

final class SignupFlowTests: FlowTestCase {
  // A migrating team's suite may shorten the headless UIKit's animated transitions on Linux.
  nonisolated override func setUp() async throws {
    try await super.setUp()
    #if !canImport(UIKit)
      await MainActor.run { Headless.animatedTransitionDuration = 0.005 }
    #endif
  }

  func test_signingUpPushesTheWelcome() async throws {
    let flow = SignupFlow()
    let signup: SignupViewController = try await assertPushed(
      after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
    signup.store.dispatchAction(.didUpdateEmail("ada@example.com"))
    flow.assert(
      when: { signup.store.dispatchAction(.didTapSubmit) },
      outputs: .didFinish(email: "ada@example.com"))
    XCTAssertEqual(navigationController.viewControllers.last?.title, "Welcome, ada@example.com")
    XCTAssertTrue(navigationController.firstChildOfType(SignupViewController.self) === signup)
  }

  func test_waitForEventsRunsWhatTheMainQueueHolds() async {
    var ran = false
    DispatchQueue.main.async { ran = true }
    await waitForEvents(in: window)
    XCTAssertTrue(ran)
    // Five seconds, multiplied by LASSO_TIMEOUT_SCALE (a sanitizer run sets it).
    XCTAssertEqual(lassoAssertionTimeout, LassoTimeouts.scaled(5))
  }
}

final class SignupFlowTimeoutTests: FlowTestCase, AssertionTimeoutOverride {
  let defaultLassoAssertionTimeout: TimeInterval = 2

  func test_theOverrideIsTheTimeout() async {
    XCTAssertEqual(lassoAssertionTimeout, 2)
    await waitForEvents(in: window)
  }
}

// The original's flow tests start a flow with `root(of: navigationController)` inside a
// `FlowTestCase` subclass, where the test case's own `root` controller property would hide
// Lasso's free `root(of:)` placers (found by building the original Lasso's Example_Tests).
final class RootPlacerInFlowTestCaseTests: FlowTestCase {
  func test_rootOfNavigationControllerPlacesTheFlowAsTheStackRoot() async throws {
    let flow = SignupFlow()
    let signup: SignupViewController = try await assertRoot(
      of: navigationController, when: { flow.start(with: root(of: navigationController)) })
    XCTAssertEqual(navigationController.viewControllers.count, 1)
    XCTAssertTrue(navigationController.viewControllers.first === signup)
  }

  func test_rootOfWindowReplacesTheWindowsRoot() async {
    let home = UIViewController()
    root(of: window).place(home)
    await waitForEvents(in: window)
    XCTAssertTrue(window.rootViewController === home)
  }

}
