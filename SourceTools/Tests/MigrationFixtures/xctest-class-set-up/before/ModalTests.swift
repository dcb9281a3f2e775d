// Class-level set-up and tear-down of a test class that becomes @MainActor: XCTest calls them
// on the main thread, but they override nonisolated methods.
import XCTest
import LassoTestUtilities

@MainActor class ModalTests: XCTestCase {

    override class func setUp() {
        super.setUp()
        UIView.setAnimationsEnabled(true)
    }

    override class func tearDown() {
        Services.$api.reset()
        Services.$clock.reset()
        super.tearDown()
    }

    func testNothing() {
        XCTAssertTrue(true)
    }
}
