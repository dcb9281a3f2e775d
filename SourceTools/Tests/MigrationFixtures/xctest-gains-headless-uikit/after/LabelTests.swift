// A test that uses UIKit's names with only `import XCTest` gains `import HeadlessUIKit`, and
// with it the main actor: its class is migrated in the same run, so a second run has nothing
// left to do.
import XCTest
import HeadlessUIKit

class LabelTests: XCTestCase {

    override func setUpWithError() throws {
        try super.setUpWithError()
    }

    func testText() {
        let label = UILabel()
        label.text = "Hi"
        XCTAssertEqual(label.text, "Hi")
    }
}
