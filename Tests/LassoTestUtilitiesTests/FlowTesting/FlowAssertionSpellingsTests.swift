import Lasso
import LassoTestUtilities
import XCTest

/// Every spelling of a flow assertion runs its one description: the free function, the
/// `XCTestCase` method and the original's `failTest:` form fail with the same message, the last
/// handing it to `failTest` instead of failing the test.
@MainActor final class FlowAssertionSpellingsTests: XCTestCase {
  func testEverySpellingOfAnAssertionFailsTheSameWay() async throws {
    let hierarchy = FlowTestHierarchy()
    let root = hierarchy.root
    let function = await flowFailures {
      let _: UIViewController = try await LassoTestUtilities.assertPushed(after: root) {}
    }
    let method = await flowFailures {
      let _: UIViewController = try await self.assertPushed(after: root) {}
    }
    var routed: FailedTest?
    var thrown: (any Error)?
    let reported = await capturingIssues {
      do {
        let _: UIViewController = try await self.assertPushed(
          after: root, when: {}, line: 7,
          failTest: { failed in
            routed = failed
            return TestFailureAction(failedTest: failed) {}
          })
      } catch {
        thrown = error
      }
    }
    XCTAssertEqual(function.count, 1)
    XCTAssertTrue(function.first?.message.contains("pushed after") == true)
    XCTAssertEqual(method.map(\.message), function.map(\.message))
    XCTAssertTrue(reported.isEmpty, "a failTest: form reports nothing itself")
    XCTAssertTrue(thrown is TestFailureAction)
    XCTAssertEqual(routed?.error.message(verbose: false), function.first?.message)
    XCTAssertEqual(routed?.line, 7)
  }
}
