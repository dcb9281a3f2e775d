// A set-up pair is merged into one `setUp() async throws`, which moves the bodies as they are;
// a selector inside one of them would be rewritten in the same place. Both cannot be made, so the
// file is left as it was, saying which to make by hand.
import UIKit
import XCTest

@MainActor class ButtonTests: XCTestCase {
    let button = UIButton()
    var taps = 0

    override func setUp() {
        super.setUp()
        button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        taps = 0
    }

    @objc func didTap() {
        taps += 1
    }

    func testTap() {
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(taps, 1)
    }
}
