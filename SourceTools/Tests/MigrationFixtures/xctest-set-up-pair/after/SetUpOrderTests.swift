import XCTest
import LassoTestUtilities

@MainActor class SetUpOrderTests: FlowTestCase {

    var log: [String] = []

    /// XCTest runs it after setUpWithError().
    override func setUp() async throws {
        // setUpWithError()
        do {
            let step = "setUpWithError"
            log.append(step)
        }
        // setUp()
        do {
            log.append("setUp")
        }
    }

    override func tearDown() async throws {
        // tearDown()
        do {
            log.append("tearDown")
        }
        // tearDownWithError()
        do {
            let step = "tearDownWithError"
            log.append(step)
        }
    }

    func testOrder() async {
        XCTAssertEqual(log, ["setUpWithError", "setUp"])
    }
}
