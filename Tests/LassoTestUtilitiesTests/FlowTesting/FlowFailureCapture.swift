import Lasso
import LassoTestUtilities

@testable import LassoExampleApp

/// Runs `body`, which must fail a flow assertion: returns the issues it reported (which then do
/// not fail the test), plus one more when it did not throw a `FlowAssertionError`.
@MainActor
func flowFailures(_ body: @MainActor () async throws -> Void) async -> [CapturedIssue] {
  var thrown: (any Error)?
  let issues = await capturingIssues {
    do { try await body() } catch { thrown = error }
  }
  guard thrown is FlowAssertionError else {
    return issues + [CapturedIssue(message: "no FlowAssertionError thrown", fileID: "", line: 0)]
  }
  return issues
}

/// Taps button `index` of a tutorial screen.
@MainActor
func tap(_ index: Int, on controller: TutorialViewController) {
  controller.loadViewIfNeeded()
  controller.buttons[index].sendActions(for: .touchUpInside)
}

extension CapturedIssue {
  /// The message's lines that a `−`/`+` diff marks.
  var diffLines: [String] {
    message.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("  \u{2212}") || $0.hasPrefix("  +")
    }
  }
}
