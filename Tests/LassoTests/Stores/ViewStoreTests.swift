import Testing

@testable import Lasso

@MainActor
@Suite struct ViewStoreTests {
  @Test func aViewStoreSharesTheStateAndForwardsActions() {
    let store = CounterStore()
    let viewStore: CounterModule.ViewStore = store.asViewStore()
    var counts: [Int] = []
    viewStore.observeState(\.count) { counts.append($0) }
    viewStore.dispatchAction(.increment)
    #expect(viewStore.state.count == 1)
    #expect(store.state.count == 1)
    #expect(counts == [0, 1])
  }

  @Test func aStateMappedViewStoreComparesTheMappedValue() {
    let store = CounterStore()
    let viewStore = store.asViewStore(stateMap: { $0.count / 2 })
    var halves: [Int] = []
    viewStore.observeState { halves.append($0) }
    for _ in 0..<5 { viewStore.dispatchAction(.increment) }
    #expect(viewStore.state == 2)
    #expect(halves == [0, 1, 2])
  }

  @Test func anActionMappedViewStoreTranslatesActions() {
    enum Tap { case plus, rename }
    let store = CounterStore()
    let viewStore = store.asViewStore(actionMap: { (tap: Tap) -> CounterModule.Action in
      tap == .plus ? .increment : .setName("renamed")
    })
    viewStore.dispatchAction(.plus)
    viewStore.dispatchAction(.rename)
    #expect(viewStore.state.count == 1)
    #expect(store.state.name == "renamed")
  }

  @Test func aViewModuleTypedViewStoreMapsBothWays() {
    enum CounterViewModule: ViewModule {
      struct ViewState: Equatable { let label: String }
      enum ViewAction: Equatable { case didTapPlus }
    }
    let store = CounterStore()
    let viewStore: CounterViewModule.ViewStore = store.asViewStore(
      stateMap: { .init(label: "Count: \($0.count)") }, actionMap: { _ in .increment })
    let typed = store.asViewStore(
      for: CounterViewModule.self, stateMap: { .init(label: "\($0.count)") },
      actionMap: { _ in .increment })
    var labels: [String] = []
    viewStore.observeState(\.label) { labels.append($0) }
    viewStore.dispatchAction(.didTapPlus)
    typed.dispatchAction(.didTapPlus)
    #expect(labels == ["Count: 0", "Count: 1", "Count: 2"])
    #expect(typed.state.label == "2")
  }

  @Test func mappingAViewStoreAgainWorks() {
    let store = CounterStore()
    let doubled = store.asViewStore().asViewStore(stateMap: { $0.count * 2 })
    doubled.dispatchAction(.increment)
    #expect(doubled.state == 2)
  }

  @Test func anyStoreErasesStateActionsAndOutputs() {
    let store = CounterStore()
    let erased: CounterModule.Store = store.asAnyStore()
    var outputs: [CounterModule.Output] = []
    var counts: [Int] = []
    erased.observeOutput { outputs.append($0) }
    erased.observeState(\.count) { counts.append($0) }
    for _ in 0..<5 { erased.dispatchAction(.increment) }
    #expect(erased.state.count == 5)
    #expect(outputs == [.didReach(5)])
    #expect(counts == [0, 1, 2, 3, 4, 5])
    #expect(erased.asAnyStore() === erased)
  }

  @Test func aStoreIsItsOwnViewStoreAndAnErasedStoreGivesItsStore() {
    let store = CounterStore()
    // No second object: the view a controller gets is the store, typed as a view store.
    #expect(store.asViewStore() === store)
    let viewStore: CounterModule.ViewStore = store.asViewStore()
    #expect(viewStore.asViewStore() === store)
    #expect(store.asAnyStore().asViewStore() === store)
  }

  @Test func anActionMappedViewStoreFollowsTheStoresStateInOrder() {
    let store = CounterStore()
    let viewStore = store.asViewStore(actionMap: { (_: Void) in CounterModule.Action.increment })
    var seen: [(store: Int, view: Int)] = []
    viewStore.observeState(\.count) { seen.append((store.state.count, $0)) }
    viewStore.dispatchAction(())
    store.dispatchAction(.increment)
    // Each new state reaches the mapped view store within the store's update, never stale.
    #expect(seen.map(\.view) == [0, 1, 2])
    #expect(seen.allSatisfy { $0.store == $0.view })
    #expect(viewStore !== store)
  }

  @Test func viewStoresKeepTheirStoreAlive() {
    weak var weakStore: CounterStore?
    let (viewStore, mapped, erased) = {
      let store = CounterStore()
      weakStore = store
      return (store.asViewStore(), store.asViewStore(stateMap: \.count), store.asAnyStore())
    }()
    #expect(weakStore != nil)
    viewStore.dispatchAction(.increment)
    #expect(mapped.state == 1)
    #expect(erased.state.count == 1)
  }

  @Test func aReleasedMappedViewStoreStopsObservingAndFreesItsStore() {
    weak var weakStore: CounterStore?
    weak var weakViewStore: AnyViewStore<Int, CounterModule.Action>?
    var mapCalls = 0
    let store = CounterStore()
    weakStore = store
    do {
      let viewStore = store.asViewStore(stateMap: { (state: CounterModule.State) -> Int in
        mapCalls += 1
        return state.count
      })
      weakViewStore = viewStore
      viewStore.dispatchAction(.increment)
    }
    #expect(weakViewStore == nil)
    let callsBefore = mapCalls
    store.dispatchAction(.increment)
    store.dispatchAction(.increment)
    #expect(mapCalls == callsBefore)
    #expect(weakStore != nil)
  }
}
