import LassoTestUtilities
import Testing

@testable import Lasso

typealias CounterMock = MockLassoStore<CounterModule>

/// A stand-in for a view controller: it holds a view store and observes it, as screens do.
@MainActor
final class ObservingView {
  let store: CounterModule.ViewStore
  var rendered: [Int] = []

  init(_ store: CounterModule.ViewStore) {
    self.store = store
    store.observeState(\.count) { [weak self] count in self?.rendered.append(count) }
    store.observeState { [weak self] (_: CounterModule.State) in _ = self }
  }
}

@MainActor
@Suite struct LifetimeTests {
  @Test func aStoreIsReleasedWithItsLastReference() {
    weak var weakStore: CounterStore?
    do {
      let store = CounterStore()
      weakStore = store
      store.observeState(\.count) { _ in }
      store.observeOutput { _ in }
      store.dispatchAction(.increment)
    }
    #expect(weakStore == nil)
  }

  @Test func theViewKeepsTheStoreAndNothingElseDoes() {
    weak var weakStore: CounterStore?
    weak var weakView: ObservingView?
    var view: ObservingView? = {
      let store = CounterStore()
      weakStore = store
      return ObservingView(store.asViewStore())
    }()
    weakView = view
    view?.store.dispatchAction(.increment)
    #expect(view?.rendered == [0, 1])
    #expect(weakStore != nil)
    view = nil
    #expect(weakView == nil)
    #expect(weakStore == nil)
  }

  @Test func observersCapturingTheStoreWeaklyDoNotKeepIt() {
    weak var weakStore: CounterStore?
    do {
      let store = CounterStore()
      weakStore = store
      store.observeState(\.count) { [weak store] _ in _ = store?.state }
      store.observeOutput { [weak store] _ in store?.update() }
      let mapped = store.asViewStore(stateMap: \.name)
      mapped.observeState { _ in }
    }
    #expect(weakStore == nil)
  }

  @Test func mockStoresRecordActionsAndDriveObservers() {
    // The test utilities' mock, checked here for its store semantics.
    let store = CounterMock()
    let view = ObservingView(store.asViewStore())
    view.store.dispatchAction(.increment)
    view.store.dispatchAction(.setName("x"))
    #expect(store.dispatchedActions == [.increment, .setName("x")])
    #expect(store.state.count == 0)
    store.state.count = 7
    #expect(view.rendered == [0, 7])
    var outputs: [CounterModule.Output] = []
    store.observeOutput { outputs.append($0) }
    store.dispatchMockOutput(.didReach(5))
    #expect(outputs == [.didReach(5)])
    store.resetDispatchedActions()
    #expect(store.dispatchedActions.isEmpty)
  }
}
