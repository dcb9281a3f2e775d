import TestSupport
import Testing

@testable import Lasso

@MainActor
@Suite struct UpdateTests {
  @Test func batchUpdatesWaitForTheNextUpdateAndNotifyOnce() {
    let store = CounterStore()
    var states: [CounterModule.State] = []
    store.observeState { states.append($0) }
    store.batchUpdate { $0.count = 10 }
    store.batchUpdate { $0.name = "ten" }
    #expect(store.state.count == 0)
    #expect(states.count == 1)
    store.update { $0.count += 1 }
    #expect(store.state.count == 11)
    #expect(store.state.name == "ten")
    #expect(states.map(\.count) == [0, 11])
  }

  @Test func anUpdateWithoutAClosureAppliesTheBatch() {
    let store = CounterStore()
    store.batchUpdate { $0.name = "batched" }
    store.update()
    #expect(store.state.name == "batched")
  }

  @Test func outputsReachEveryObserverInOrder() {
    let store = CounterStore()
    var first: [CounterModule.Output] = []
    var second: [CounterModule.Output] = []
    store.observeOutput { first.append($0) }
    store.observeOutput { second.append($0) }
    for _ in 0..<10 { store.dispatchAction(.increment) }
    #expect(first == [.didReach(5), .didReach(10)])
    #expect(second == first)
  }

  @Test func convenienceInitializersUseTheDefaultState() {
    enum Empty: StoreModule {}
    final class EmptyStore: LassoStore<Empty> {}
    enum EmptyWithDefault: DefaultStateModule {}
    final class EmptyDefaultStore: LassoStore<EmptyWithDefault> {}

    #expect(EmptyStore().state == EmptyState())
    #expect(EmptyDefaultStore().state == EmptyState())
    #expect(CounterStore().state == CounterModule.defaultInitialState)
  }

  @Test func aStoreWithoutHandleActionReportsTheMissingOverride() throws {
    final class ForgetfulStore: LassoStore<CounterModule> {}
    let store = ForgetfulStore()
    let reports = misuseReports { store.dispatchAction(.increment) }
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.message.contains("ForgetfulStore"))
    #expect(report.message.contains("increment"))
    #expect(report.fix.contains("handleAction"))
    #expect(store.state.count == 0)
  }

  @Test func anUpdateInsideAnUpdateClosureIsReported() {
    let store = CounterStore()
    let reports = misuseReports {
      store.update { state in
        state.count = 1
        store.update { $0.count = 99 }
      }
    }
    #expect(store.state.count == 1)
    #expect(reports.count == 1)
    #expect(reports.first?.fix.contains("update once") == true)
  }

  @Test func passthroughStoreEmitsItsActions() {
    enum MenuModule: StoreModule {
      enum Action: Equatable { case didSelect(Int) }
      typealias Output = Action
    }
    let store = PassthroughStore<MenuModule>()
    var outputs: [MenuModule.Output] = []
    store.observeOutput { outputs.append($0) }
    store.dispatchAction(.didSelect(2))
    store.dispatchAction(.didSelect(0))
    #expect(outputs == [.didSelect(2), .didSelect(0)])
  }
}
