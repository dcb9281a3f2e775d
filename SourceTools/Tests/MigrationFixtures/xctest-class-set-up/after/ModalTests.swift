// Class-level set-up and tear-down of a test class that becomes @MainActor: XCTest calls them
// on the main thread, but they override nonisolated methods.
import XCTest
import LassoTestUtilities
import HeadlessUIKit

@MainActor class ModalTests: XCTestCase {

    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIView.setAnimationsEnabled(true)
        }
    }

    override class func tearDown() {
        MainActor.assumeIsolated {
            Services.$api.reset()
            Services.$clock.reset()
        }
        super.tearDown()
    }

    func testNothing() async {
        XCTAssertTrue(true)
    }
}
