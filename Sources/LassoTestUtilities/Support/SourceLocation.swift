import IssueReporting

/// Where a test wrote an assertion: failures are reported there.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Fails the current test (XCTest or Swift Testing) at this location; while a flow assertion's
  /// failures go to a `failTest:` closure, records the failure for it instead.
  func report(_ message: String) {
    if let capture = FailureCapture.current {
      capture.record(message)
      return
    }
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
