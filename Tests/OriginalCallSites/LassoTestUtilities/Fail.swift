import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/Fail.swift: a flow assertion's `failTest:`, the
// default `log` (the failure fails the test at the assertion's line) and a test's own
// `FailTest` that records a failure instead (how a team tests its own flow-test helpers), and
// an error type of the team's conforming to `LassoError`. The flow is FlowTestCase.swift's.

// covers: - :: protocol LassoError: Error
private struct SignupTimeout: LassoError {
  let seconds: Int

  // covers: LassoError :: func message(verbose: Bool) -> String
  func message(verbose: Bool) -> String {
    verbose ? "signup took longer than \(seconds) s; retry later" : "signup timed out"
  }
}

/// A team's helper: how a `LassoError` reads in its log.
private func logLine(for error: any LassoError, verbose: Bool) -> String {
  "[lasso] " + error.message(verbose: verbose)
}

@MainActor
final class FailSwiftCallSites: FlowTestCase {
  func testLassoErrors() async throws {
    let error = SignupTimeout(seconds: 30)
    XCTAssertEqual(logLine(for: error, verbose: false), "[lasso] signup timed out")
    XCTAssertEqual(
      logLine(for: error, verbose: true), "[lasso] signup took longer than 30 s; retry later")
  }

  func testLogIsTheDefaultAndPassesAPassingAssertion() async throws {
    let flow = FlowCorpusTourFlow()
    // covers: - :: let log
    let welcome: FlowCorpusTextController = try await assertRoot(
      of: navigationController, when: { flow.start(with: root(of: navigationController)) },
      failTest: log)
    XCTAssertEqual(welcome.store.state.title, "Welcome")
  }

  func testATestsOwnFailTestReceivesTheFailure() async throws {
    var received: [String] = []
    // covers: - :: typealias FailTest = (FailedTest) -> TestFailureAction
    // covers: - :: struct FailedTest
    let recordFailure: FailTest = { (failedTest: FailedTest) -> TestFailureAction in
      // covers: - :: struct TestFailureAction: Error
      // covers: TestFailureAction :: init(failedTest: FailedTest, action: () -> Void)
      TestFailureAction(failedTest: failedTest) {
        received.append(failedTest.error.message(verbose: false))
      }
    }
    do {
      let _: FlowCorpusTextController = try await assertRoot(
        of: navigationController, when: {}, failTest: recordFailure)
      XCTFail("assertRoot passed though no root was set")
    } catch let action as TestFailureAction {
      XCTAssertEqual(received.count, 1)
      XCTAssertEqual(action.failedTest.error.message(verbose: false), received.first)
    }
  }

  #if canImport(UIKit)
    // On Apple platforms, `log` fails the test, which XCTExpectFailure expects.
    func testLogFailsTheTest() throws {
      XCTExpectFailure("no push happens, and log reports it") {
        // covers: - :: let log
        let pushed: UIViewController? = try? assertPushed(
          after: rootController, when: {}, failTest: log)
        XCTAssertNil(pushed)
      }
    }
  #endif
}
