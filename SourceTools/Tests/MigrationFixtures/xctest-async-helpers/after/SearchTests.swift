// Given-when-then chains that end in execute(), and a flow test class's own helpers that call
// flow assertions (and one another): in an async test, both are awaited.
import XCTest
import LassoTestUtilities

@MainActor class SearchStoreTests: XCTestCase, LassoStoreTesting {

    func test_Search() async {
        let loading = given(state: .idle)
        await loading
            .when(sideEffects {
                self.requests[0].complete()
            })
            .then(update { state in
                state.phase = .idle
            })
            .execute()

        await when(actions(.tap)).then(outputs(.done)).execute()
        await test { when(.tap) }.execute()
    }
}

@MainActor class SearchFlowTests: FlowTestCase {

    private func start() async throws -> SearchController {
        return try await assertPresentation(
            on: rootController,
            when: { flow.start(with: presented(on: rootController)) }
        )
    }

    private func startAndSelect() async throws -> DetailController {
        let search = try await self.start()
        return try await assertPushed(after: search) { search.select() }
    }

    func makeFlow() -> Flow { Flow() }

    func test_Start() async throws {
        let search = try await start()
        let detail = try await startAndSelect()
        XCTAssertNotNil(makeFlow())
    }
}
