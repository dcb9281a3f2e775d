import IssueReporting

/// Where a test wrote an assertion: failures are reported there.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Fails the current test (XCTest or Swift Testing) at this location.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
