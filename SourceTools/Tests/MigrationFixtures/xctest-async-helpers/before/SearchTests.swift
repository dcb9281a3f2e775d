// Given-when-then chains that end in execute(), and a flow test class's own helpers that call
// flow assertions (and one another): in an async test, both are awaited.
import XCTest
import LassoTestUtilities

@MainActor class SearchStoreTests: XCTestCase, LassoStoreTesting {

    func test_Search() {
        let loading = given(state: .idle)
        loading
            .when(sideEffects {
                self.requests[0].complete()
            })
            .then(update { state in
                state.phase = .idle
            })
            .execute()

        when(actions(.tap)).then(outputs(.done)).execute()
        test { when(.tap) }.execute()
    }
}

@MainActor class SearchFlowTests: FlowTestCase {

    private func start() throws -> SearchController {
        return try assertPresentation(
            on: rootController,
            when: { flow.start(with: presented(on: rootController)) }
        )
    }

    private func startAndSelect() throws -> DetailController {
        let search = try self.start()
        return try assertPushed(after: search) { search.select() }
    }

    func makeFlow() -> Flow { Flow() }

    func test_Start() throws {
        let search = try start()
        let detail = try startAndSelect()
        XCTAssertNotNil(makeFlow())
    }
}
