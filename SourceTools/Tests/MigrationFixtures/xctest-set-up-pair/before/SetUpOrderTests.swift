import XCTest
import LassoTestUtilities

@MainActor class SetUpOrderTests: FlowTestCase {

    var log: [String] = []

    /// XCTest runs it after setUpWithError().
    override func setUp() {
        super.setUp()
        log.append("setUp")
    }

    /// XCTest runs it before setUp().
    override func setUpWithError() throws {
        try super.setUpWithError()
        let step = "setUpWithError"
        log.append(step)
    }

    override func tearDown() {
        log.append("tearDown")
        super.tearDown()
    }

    override func tearDownWithError() throws {
        let step = "tearDownWithError"
        log.append(step)
        try super.tearDownWithError()
    }

    func testOrder() {
        XCTAssertEqual(log, ["setUpWithError", "setUp"])
    }
}
