// Flow assertions where Swift cannot await: in a synchronous closure, in an XCTAssert
// autoclosure, to the right of an operator, in a `defer` block. An `await` there would not
// compile, so the file is left as it was, with the fix for each.
import LassoTestUtilities
import XCTest

@MainActor class CheckoutFlowTests: FlowTestCase {

    func testCartIsPushed() throws {
        let cart = try assertRoot(of: navigationController) { flow.start() }
        XCTAssertNoThrow(try assertPushed(after: cart) { cart.checkOut() })
    }

    func testEachItemIsShown() throws {
        let cart = try assertRoot(of: navigationController) { flow.start() }
        cart.items.forEach { item in
            _ = try? assertPushed(after: cart) { cart.open(item) }
        }
    }

    func testTheSameScreen() throws {
        let cart = try assertRoot(of: navigationController) { flow.start() }
        XCTAssertTrue(cart === (try assertRoot(of: navigationController) { flow.restart() }))
        let same = cart === (try assertRoot(of: navigationController) { flow.restart() })
        XCTAssertTrue(same)
    }

    func testTearsDown() {
        defer { waitForEvents(in: window) }
        flow.start()
    }
}
