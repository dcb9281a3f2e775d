// The set-up pair under different `#if` conditions: merging them would change what each
// configuration compiles, so the file is left as it was.
import LassoTestUtilities
import XCTest

@MainActor class ConditionalSetUpTests: FlowTestCase {

    #if compiler(>=5.2)
    override func setUpWithError() throws {
        try super.setUpWithError()
    }
    #endif

    override func setUp() {
        super.setUp()
    }
}
