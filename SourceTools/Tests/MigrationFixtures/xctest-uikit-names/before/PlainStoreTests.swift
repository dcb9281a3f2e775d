import XCTest

final class PlainStoreTests: XCTestCase {
    func testNothingVisual() {
        XCTAssertEqual(1 + 1, 2) // a UIKit name only in a comment: UIView
    }
}
