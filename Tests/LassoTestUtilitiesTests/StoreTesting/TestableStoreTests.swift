import Lasso
import LassoTestUtilities
import Testing

@MainActor
@Suite struct TestableStoreTests {
  @Test func recordsStatesAndOutputsFromTheStart() {
    let store = TestableStore(CounterStore(with: .init()))
    store.dispatchAction(.increment)
    store.dispatchAction(.noop)
    store.dispatchAction(.incrementTwice)
    store.dispatchAction(.finish)
    #expect(store.states.map(\.count) == [0, 1, 2, 3])
    #expect(store.outputs == [.didFinish(3)])
    store.resetOutputs()
    store.resetStates()
    #expect(store.outputs.isEmpty)
    #expect(store.states == [store.state])
  }

  @Test func theMarkerMovesOnlyWhenSynced() {
    let store = TestableStore(CounterStore(with: .init()))
    store.dispatchAction(.increment)
    #expect(store.markerState.count == 0)
    #expect(store.state == store.updatedMarker { $0.count = 1 })
    store.syncState()
    store.dispatchAction(.increment)
    #expect(store.state == store.updatedMarker { $0.count = 2 })
  }

  @Test func settleAwaitsTheStoresTasks() async {
    let store = TestableStore(LoginStore(with: .init()))
    store.dispatchAction(.didTapLogin)
    await store.settle()
    #expect(store.outputs == [.userDidLogin])
    #expect(store.states.map(\.isLoading) == [false, true, false])
  }

  @Test func lassoAssertEqualShowsADiffAtTheCallersLine() {
    var line: UInt = 0
    let issues = capturingIssues {
      line = #line + 1
      LassoAssertEqual([1, 2], [1, 3], "Numbers")
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("Numbers: The values are not equal:"))
    #expect(message.contains("\u{2212}   [1]: 3"))
    #expect(message.contains("+   [1]: 2"))
    #expect(issues.first?.line == line)
    #expect(capturingIssues { LassoAssertEqual(1, 1) }.isEmpty)
  }
}
