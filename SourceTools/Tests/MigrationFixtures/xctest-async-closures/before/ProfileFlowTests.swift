// Code in a test that can await: a Task's body, a closure declared `async`, and a function
// declared in the test, which becomes `async` like the class's helpers. The calls in them are
// awaited like the test's own.
import LassoTestUtilities
import XCTest

@MainActor class ProfileFlowTests: FlowTestCase {

    func testEditIsPushed() throws {
        let profile = try assertRoot(of: navigationController) { flow.start() }
        let task = Task {
            try assertPushed(after: profile) { profile.edit() }
        }
        let check = { () async in
            waitForEvents(in: window)
        }
        _ = task
        _ = check
    }

    func testDetailIsPushed() throws {
        func openDetail() throws -> DetailController {
            try assertPushed(after: rootController) { flow.openDetail() }
        }
        _ = try openDetail()
    }
}
