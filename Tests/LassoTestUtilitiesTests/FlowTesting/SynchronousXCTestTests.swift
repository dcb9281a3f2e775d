#if canImport(XCTest)
  import Foundation
  import Lasso
  import LassoTestUtilities
  import XCTest

  // Synchronous, nonisolated XCTest methods in the Swift 6 mode, in the pattern
  // docs/MIGRATION.md gives: XCTest runs them on the main thread, so main-actor API is reached
  // through `MainActor.assumeIsolated { … }`, and the class is `@unchecked Sendable` (XCTest
  // touches it from the main thread only), so that the closure may use `self` more than once.
  // The synchronous assertions wait by turning the main run loop.

  private final class SwiftSixDetail: UIViewController {}
  private final class SwiftSixSheet: UIViewController {}

  /// What ran on the main actor, in order.
  @MainActor private final class RunLog {
    var entries: [String] = []
  }

  final class SynchronousXCTestTests: FlowTestCase, @unchecked Sendable {
    func test_pushPresentDismissAndPop() throws {
      try MainActor.assumeIsolated {
        let detail: SwiftSixDetail = try assertPushed(after: root) {
          navigationController.pushViewController(SwiftSixDetail(), animated: true)
        }
        XCTAssertNil(navigationController.transitionCoordinator, "the push ended")
        let sheet: SwiftSixSheet = try assertPresentation(on: detail) {
          detail.present(SwiftSixSheet(), animated: true)
        }
        try assertDismissal(from: sheet, to: detail) { sheet.dismiss(animated: true) }
        XCTAssertNil(detail.presentedViewController)
        try assertPopped(from: detail, to: root) {
          navigationController.popViewController(animated: true)
        }
        XCTAssertEqual(navigationController.viewControllers, [root])
      }
    }

    func test_rootIsSet() throws {
      try MainActor.assumeIsolated {
        let first: SwiftSixDetail = try assertRoot(of: navigationController) {
          navigationController.setViewControllers([SwiftSixDetail()], animated: true)
        }
        XCTAssertEqual(navigationController.viewControllers, [first])
      }
    }

    /// The synchronous form fails with the async form's message: the same description runs.
    func test_aWrongTypeFailsWithTheAsyncFormsMessage() throws {
      let synchronous = MainActor.assumeIsolated { () -> [String] in
        var messages: [String] = []
        _ =
          try? assertPushed(
            after: root,
            when: { navigationController.pushViewController(SwiftSixDetail(), animated: false) },
            failTest: { failed in
              TestFailureAction(failedTest: failed) { messages.append("\(failed.error)") }
            }) as SwiftSixSheet
        return messages
      }
      XCTAssertEqual(synchronous.count, 1)
      XCTAssertTrue(synchronous.first?.contains("SwiftSixSheet") == true, "\(synchronous)")
    }

    /// From async code on the main actor the main queue cannot turn: the synchronous form says
    /// so, and names the async form, instead of timing out.
    @MainActor func test_fromAsyncCodeTheSynchronousFormIsAMisuse() async {
      let messages = pushSynchronously()
      XCTAssertEqual(messages.count, 1)
      XCTAssertTrue(messages.first?.contains("from async code") == true, "\(messages)")
      XCTAssertTrue(messages.first?.contains("Fix: `await` the assertion") == true, "\(messages)")
    }

    /// A synchronous helper that an async test calls: it picks the synchronous form.
    @MainActor private func pushSynchronously() -> [String] {
      var messages: [String] = []
      _ =
        try? assertPushed(
          after: root, when: {},
          failTest: { failed in
            TestFailureAction(failedTest: failed) { messages.append("\(failed.error)") }
          }) as SwiftSixDetail
      return messages
    }

    func test_waitForEventsTurnsTheMainRunLoop() {
      MainActor.assumeIsolated {
        let ran = RunLog()
        DispatchQueue.main.async { MainActor.assumeIsolated { ran.entries.append("main queue") } }
        Task { @MainActor in ran.entries.append("main-actor task") }
        waitForEvents(in: window)
        XCTAssertEqual(Set(ran.entries), ["main queue", "main-actor task"])
      }
    }
  }
#endif
