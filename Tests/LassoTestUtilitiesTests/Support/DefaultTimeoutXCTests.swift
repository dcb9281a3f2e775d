import Foundation
@_spi(Lasso) import LassoDiagnostics
import LassoTestUtilities
import XCTest

/// The `XCTestCase` spellings' default timeout is Lasso's one default, unless the test case
/// overrides it.
final class DefaultTimeoutXCTests: XCTestCase {
  func testTheAssertionTimeoutIsLassosDefault() {
    XCTAssertEqual(lassoAssertionTimeout, TimeoutScale.defaultTimeoutSeconds)
  }
}
