import AllocationCounter
import Testing

@testable import Lasso

/// The performance budget, checked by counts rather than timings: a dispatch allocates nothing in
/// the steady state, and observers of one unchanged value cost one read of it, however many.
@MainActor
@Suite struct PerformanceBudgetTests {
  /// A state whose `counted` property counts how often it is read.
  struct CountedState {
    nonisolated(unsafe) static var reads = 0  // Read and written on the main actor only.
    var base = 0
    var other = 0
    var counted: Int {
      Self.reads += 1
      return base
    }
  }

  enum CountedModule: StoreModule {
    typealias State = CountedState
    enum Action { case bumpOther }
  }

  final class CountedStore: LassoStore<CountedModule> {
    override func handleAction(_ action: Action) {
      update { $0.other &+= 1 }
    }
  }

  @Test func unchangedObserversOfOneValueCostOneReadPerDispatch() {
    let store = CountedStore(with: CountedState())
    for _ in 0..<100 { store.observeState(\.counted) { _ in } }
    CountedState.reads = 0
    for _ in 0..<10 { store.dispatchAction(.bumpOther) }
    #expect(CountedState.reads == 10)
  }

  @Test(
    "A dispatch allocates nothing in the steady state",
    .enabled(if: lasso_allocation_counting_available() == 1, "needs glibc, without a sanitizer"))
  func aDispatchAllocatesNothingInTheSteadyState() throws {
    let store = CounterStore()
    // Observers of stored properties (key paths to computed properties are read through the
    // runtime's key path projection, which may allocate).
    var sink = 0
    for index in 0..<100 {
      switch index % 4 {
      case 0: store.observeState(\.count) { sink &+= $0 }
      case 1: store.observeState(\.name) { sink &+= $0.count }
      case 2: store.observeState(\.tags) { sink &+= $0.count }
      default: store.observeState(\.id) { old, new in sink &+= new.count }
      }
    }
    store.observeOutput { _ in sink &+= 1 }
    for _ in 0..<10 { store.dispatchAction(.increment) }

    lasso_allocation_counting_start()
    for _ in 0..<1_000 { store.dispatchAction(.increment) }
    let allocations = lasso_allocation_counting_stop()
    #expect(allocations == 0)
    #expect(store.state.count == 1_010)
    #expect(sink > 0)
  }

  @Test(
    "A store and its view store are one allocation until it is observed or starts work",
    .enabled(if: lasso_allocation_counting_available() == 1, "needs glibc, without a sanitizer"))
  func aStoreAndItsViewStoreAreOneAllocation() throws {
    _ = CountedStore(with: CountedState()).asViewStore()  // Instantiates the generic metadata.
    lasso_allocation_counting_start()
    let store = CountedStore(with: CountedState())
    let viewStore = store.asViewStore()
    let allocations = lasso_allocation_counting_stop()
    // The store holds its state and is its own view store; output observers and the task list
    // come with first use.
    #expect(allocations == 1)
    #expect(viewStore === store)
    viewStore.dispatchAction(.bumpOther)
    #expect(store.state.other == 1)
    #expect(viewStore.state.other == 1)
  }

  @Test(
    .enabled(if: lasso_allocation_counting_available() == 1, "needs glibc, without a sanitizer"))
  func theCounterSeesAllocations() throws {
    final class Box {}
    lasso_allocation_counting_start()
    let boxes = (0..<10).map { _ in Box() }
    let allocations = lasso_allocation_counting_stop()
    #expect(allocations >= 10)
    #expect(boxes.count == 10)
  }
}
