// A test of a test utility: on iOS, `import XCTest` alone makes UIKit's names visible.
import XCTest
@testable import LassoTestUtilities
import HeadlessUIKit

@MainActor class PresentationUtilityTests: XCTestCase {

    func testPresentsOverRoot() async throws {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented: UIViewController = try await assertPresentation(on: root) {
            root.present(UIViewController(), animated: false)
        }
        XCTAssertNotNil(presented)
    }
}

