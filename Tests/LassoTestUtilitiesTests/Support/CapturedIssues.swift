import Foundation
import IssueReporting

/// An issue a test utility reported: its message and the line it points at.
struct CapturedIssue: Sendable {
  let message: String
  let fileID: String
  let line: UInt
}

/// Collects the issues reported through IssueReporting instead of failing the test.
final class IssueCollector: IssueReporter, @unchecked Sendable {
  // Safety: `issues` is only touched while `lock` is held.
  private let lock = NSLock()
  private var issues: [CapturedIssue] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let issue = CapturedIssue(message: message() ?? "", fileID: "\(fileID)", line: line)
    lock.withLock { issues.append(issue) }
  }

  var captured: [CapturedIssue] { lock.withLock { issues } }
}

/// Runs `body` and returns the issues it reported, which then do not fail the test.
@MainActor
func capturingIssues(_ body: @MainActor () async -> Void) async -> [CapturedIssue] {
  let collector = IssueCollector()
  await withIssueReporters([collector]) { await body() }
  return collector.captured
}

/// Runs `body` and returns the issues it reported, which then do not fail the test.
@MainActor
func capturingIssues(_ body: @MainActor () -> Void) -> [CapturedIssue] {
  let collector = IssueCollector()
  withIssueReporters([collector]) { body() }
  return collector.captured
}
