import Lasso

// The store assertions with the original Lasso's `file:` and `line:` parameters, for a team's
// own assertion helpers that pass their caller's location on
// (`func assertLoading(file: StaticString = #file, line: UInt = #line)`). A call that passes no
// `file:` takes the assertions with `fileID:`/`filePath:`; each form reports at the same line.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``LassoAssertEqual(_:_:_:fileID:filePath:line:column:)`` at the original's `file` and `line`.
///
/// ```swift
/// func assertTitle(_ title: String, file: StaticString = #file, line: UInt = #line) {
///   LassoAssertEqual(store.state.title, title, file: file, line: line)
/// }
/// ```
public func LassoAssertEqual<T: Equatable>(
  _ realized: T, _ expected: T, file: StaticString, line: UInt = #line
) {
  LassoAssertEqual(realized, expected, fileID: file, filePath: file, line: line)
}

#if canImport(XCTest)
  import XCTest

  extension LassoStoreTestCase {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``XCTAssertStateEquals(_:fileID:filePath:line:column:)`` at the original's `file` and
    /// `line`.
    ///
    /// ```swift
    /// XCTAssertStateEquals(updatedMarker { $0.isLoading = true }, file: file, line: line)
    /// ```
    public func XCTAssertStateEquals(_ expected: State, file: StaticString, line: UInt = #line) {
      XCTAssertStateEquals(expected, fileID: file, filePath: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``XCTAssertStates(_:fileID:filePath:line:column:)`` at the original's `file` and `line`.
    ///
    /// ```swift
    /// XCTAssertStates([markerState], file: file, line: line)
    /// ```
    public func XCTAssertStates(_ expected: [State], file: StaticString, line: UInt = #line) {
      XCTAssertStates(expected, fileID: file, filePath: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``XCTAssertOutputs(_:fileID:filePath:line:column:)`` at the original's `file` and `line`.
    ///
    /// ```swift
    /// XCTAssertOutputs([.userDidLogin], file: file, line: line)
    /// ```
    public func XCTAssertOutputs(_ expected: [Output], file: StaticString, line: UInt = #line) {
      XCTAssertOutputs(expected, fileID: file, filePath: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``XCTAssertLastOutput(_:fileID:filePath:line:column:)`` at the original's `file` and
    /// `line`.
    ///
    /// ```swift
    /// XCTAssertLastOutput(.userDidLogin, file: file, line: line)
    /// ```
    public func XCTAssertLastOutput(_ expected: Output, file: StaticString, line: UInt = #line) {
      XCTAssertLastOutput(expected, fileID: file, filePath: file, line: line)
    }
  }
#endif
