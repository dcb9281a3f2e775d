import Foundation
import Lasso
import LassoTestUtilities
import XCTest

// Flow tests as the original Lasso's are written: a nonisolated `FlowTestCase` subclass with
// synchronous test methods calling the synchronous assertions, in the Swift 5 mode (no
// diagnostic). XCTest runs them on the main thread; each assertion waits by turning the main run
// loop.

final class SheetController: UIViewController {}
final class DetailController: UIViewController {}

final class SynchronousFlowTests: FlowTestCase {
  func test_pushThenPop() throws {
    let detail: DetailController = try assertPushed(after: root) {
      self.navigationController.pushViewController(DetailController(), animated: true)
    }
    XCTAssertTrue(navigationController.topViewController === detail)
    XCTAssertNil(navigationController.transitionCoordinator, "the push ended")
    try assertPopped(from: detail, to: root) {
      self.navigationController.popViewController(animated: true)
    }
    XCTAssertTrue(navigationController.topViewController === root)
  }

  func test_presentThenDismiss() throws {
    let sheet: SheetController = try assertPresentation(on: root) {
      self.root.present(SheetController(), animated: true)
    }
    XCTAssertTrue(root.presentedViewController === sheet)
    try assertDismissal(from: sheet, to: root) { sheet.dismiss(animated: true) }
    XCTAssertNil(root.presentedViewController)
  }

  func test_rootWithTheOriginalsFileAndLine() throws {
    let first: DetailController = try assertRoot(
      of: navigationController,
      when: { self.navigationController.setViewControllers([DetailController()], animated: true) },
      failTest: log)
    XCTAssertTrue(navigationController.viewControllers == [first])
  }

  func test_aWrongControllerFailsThroughFailTest() {
    var messages: [String] = []
    XCTAssertThrowsError(
      try assertPushed(
        after: root,
        when: { self.navigationController.pushViewController(DetailController(), animated: true) },
        failTest: { failed in
          TestFailureAction(failedTest: failed) { messages.append("\(failed.error)") }
        }) as SheetController)
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(
      messages.first?.contains("SheetController") == true, messages.first ?? "no message")
  }

  func test_waitForEventsRunsTheMainQueueAndMainActorTasks() {
    var ran: [String] = []
    DispatchQueue.main.async { ran.append("main queue") }
    Task { @MainActor in ran.append("main-actor task") }
    waitForEvents(in: window)
    XCTAssertEqual(Set(ran), ["main queue", "main-actor task"])
  }

  func test_waitForEventsWaitsForATransitionStartedOnALaterTurn() throws {
    navigationController.pushViewController(DetailController(), animated: true)
    try waitForEventsWithError(in: window)
    XCTAssertTrue(navigationController.topViewController is DetailController)
    XCTAssertNil(navigationController.transitionCoordinator)
  }

  func test_offTheMainThreadIsAMisuseThatNamesTheFix() {
    let done = expectation(description: "the background call returned")
    var messages: [String] = []
    let root = self.root
    onAnotherThread {
      let _: DetailController? = try? self.assertPushed(
        after: root, when: {},
        failTest: { failed in
          TestFailureAction(failedTest: failed) { messages.append("\(failed.error)") }
        })
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages.first?.contains("off the main thread") == true, "\(messages)")
    XCTAssertTrue(messages.first?.contains("Fix:") == true, "\(messages)")
  }
}

/// Runs `body` on another thread, as code unaware of isolation does (the closure is not
/// `@Sendable`, so the Swift 5 mode checks its calls as it checks the test's own).
func onAnotherThread(_ body: @escaping () -> Void) {
  nonisolated(unsafe) let body = body
  Thread.detachNewThread { body() }
}
