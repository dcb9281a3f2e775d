// A test of a test utility: on iOS, `import XCTest` alone makes UIKit's names visible.
import XCTest
@testable import LassoTestUtilities
import HeadlessUIKit

class PresentationUtilityTests: XCTestCase {

    func testPresentsOverRoot() throws {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented: UIViewController = try assertPresentation(on: root) {
            root.present(UIViewController(), animated: false)
        }
        XCTAssertNotNil(presented)
    }
}

