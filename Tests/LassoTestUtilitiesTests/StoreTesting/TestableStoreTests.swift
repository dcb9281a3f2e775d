import Lasso
import LassoTestUtilities
import TestSupport
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

  @Test func theMarkerAccumulatesChangesUntilSynced() {
    let store = TestableStore(CounterStore(with: .init()))
    store.dispatchAction(.increment)
    #expect(store.markerState.count == 0)
    #expect(store.state == store.updatedMarker { $0.count = 1 })
    store.dispatchAction(.increment)
    #expect(store.state == store.updatedMarker { $0.count += 1 })
    store.dispatchAction(.increment)
    store.syncState()
    #expect(store.markerState.count == 3)
    #expect(store.states == [store.state])
  }

  @Test func aStoreSetLaterIsRecordedAndReplacingItStartsAfresh() {
    let testable = TestableStore<CounterStore>()
    #expect(testable.store == nil)
    let first = CounterStore(with: .init())
    testable.store = first
    testable.store.dispatchAction(.increment)
    testable.store = CounterStore(with: .init(count: 10))
    first.dispatchAction(.finish)  // The replaced store is no longer recorded.
    #expect(testable.states.map(\.count) == [10])
    #expect(testable.outputs.isEmpty)
    #expect(testable.markerState.count == 10)
  }

  @Test func settleFollowsAnErasedStoreDispatchedToDirectly() async {
    let login = LoginStore(with: .init())
    // A service that takes a while: settle must await the task, not just yield once.
    login.logIn = { _ in
      for _ in 0..<50 { await Task.yield() }
      return true
    }
    let testable = TestableStore<LoginModule.Store>()
    testable.store = login.asAnyStore()
    testable.store.dispatchAction(.didTapLogin)  // Not through the recorder: still followed.
    // 50 turns of a main actor the whole suite shares: on a loaded machine they took longer
    // than the 5 s default once. The deadline only bounds a failure.
    await testable.settle(timeout: scaledTimeout(.seconds(30)))
    #expect(testable.outputs == [.userDidLogin])
    #expect(testable.states.map(\.isLoading) == [false, true, false])
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
