// A plain unit test (no @testable import, no Lasso, no UIKit) is left as it was.
import XCTest

final class ArithmeticTests: XCTestCase {
    func testAddition() {
        XCTAssertEqual(1 + 1, 2)
    }
}
