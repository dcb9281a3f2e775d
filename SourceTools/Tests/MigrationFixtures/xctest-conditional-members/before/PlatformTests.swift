// A test under `#if` is a test like the others: it becomes `async`, its calls awaited.
import LassoTestUtilities
import XCTest

@MainActor class PlatformTests: FlowTestCase {

    #if canImport(Darwin)
    func testOnApplePlatforms() {
        waitForEvents(in: window)
    }
    #else
    func testElsewhere() {
        waitForEvents(in: window)
    }
    #endif
}
