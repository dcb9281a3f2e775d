// A test under `#if` is a test like the others: it becomes `async`, its calls awaited.
import LassoTestUtilities
import XCTest

@MainActor class PlatformTests: FlowTestCase {

    #if canImport(Darwin)
    func testOnApplePlatforms() async {
        await waitForEvents(in: window)
    }
    #else
    func testElsewhere() async {
        await waitForEvents(in: window)
    }
    #endif
}
