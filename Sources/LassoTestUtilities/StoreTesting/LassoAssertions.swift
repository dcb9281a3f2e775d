import IssueReporting

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the current test (XCTest or Swift Testing) when `actual` differs from `expected`, with a
/// `−`/`+` diff of the two, at the caller's line.
///
/// ```swift
/// LassoAssertEqual(store.state, .init(username: "ada"))
/// ```
public func LassoAssertEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard actual != expected else { return }
  let prefix = message()
  SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
    failure(
      (prefix.isEmpty ? "" : "\(prefix): ") + "The values are not equal:", expected: expected,
      actual: actual))
}
