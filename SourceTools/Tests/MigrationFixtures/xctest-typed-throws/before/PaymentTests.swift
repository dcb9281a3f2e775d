// Typed throws (`throws(PaymentError)`): the helper and the test become `async`, with `async`
// before the typed `throws`.
import LassoTestUtilities
import XCTest

enum PaymentError: Error {
    case declined
}

@MainActor class PaymentFlowTests: FlowTestCase {

    private func startPayment() throws(PaymentError) -> PaymentController {
        guard let payment = try? assertRoot(of: navigationController, when: { flow.start() }) else {
            throw .declined
        }
        return payment
    }

    func testPaymentStarts() throws(PaymentError) {
        let payment = try startPayment()
        XCTAssertEqual(payment.title, "Pay")
    }
}
