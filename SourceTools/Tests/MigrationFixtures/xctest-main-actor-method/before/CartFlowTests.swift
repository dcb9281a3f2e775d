import Lasso
import LassoTestUtilities
import XCTest

/// A nonisolated test class: its synchronous tests run on Linux as written, except the one marked
/// `@MainActor`, which would abort the launch.
final class CartFlowTests: FlowTestCase {
    func testCartIsTheRoot() throws {
        let cart: CartController = try assertRoot(of: navigationController) {
            CartFlow().start(with: root(of: navigationController))
        }
        XCTAssertTrue(cart.isEmpty)
    }

    @MainActor
    func testCheckoutIsPushed() throws {
        let cart: CartController = try assertRoot(of: navigationController) {
            CartFlow().start(with: root(of: navigationController))
        }
        let _: CheckoutController = try assertPushed(after: cart) { cart.checkOut() }
        waitForEvents(in: window)
    }
}

/// A `@MainActor` class: its synchronous tests become `async`, but for the `nonisolated` one.
@MainActor
final class ReceiptFlowTests: FlowTestCase {
    func testReceiptIsPresented() throws {
        let cart: CartController = try assertRoot(of: navigationController) {
            CartFlow().start(with: root(of: navigationController))
        }
        let _: ReceiptController = try assertPresentation(on: cart) { cart.showReceipt() }
    }

    nonisolated func testTotalsAreSummed() {
        XCTAssertEqual(Receipt(items: [2, 3]).total, 5)
    }
}
