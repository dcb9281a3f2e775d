import Benchmark
import Lasso

/// A state of ten named fields, as in the performance budget.
struct TenFields: Equatable {
  var f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0, f6 = 0, f7 = 0, f8 = 0, f9 = 0
}

enum TenFieldsModule: StoreModule {
  typealias State = TenFields
  enum Action: Sendable { case bump }
}

final class TenFieldsStore: LassoStore<TenFieldsModule> {
  override func handleAction(_ action: Action) {
    update { $0.f9 &+= 1 }
  }
}

/// The baseline of a store's memory: a class holding the same state.
final class PlainTenFields {
  var state = TenFields()
}

/// A state holding a large array, of which one scalar (or one element) changes.
struct BigState: Equatable {
  var items = [Int](repeating: 0, count: 100_000)
  var counter = 0
  var f1 = 0, f2 = 0, f3 = 0
}

enum BigModule: StoreModule {
  typealias State = BigState
  enum Action: Sendable { case bumpCounter, bumpItem }
}

final class BigStore: LassoStore<BigModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .bumpCounter: update { $0.counter &+= 1 }
    case .bumpItem: update { $0.items[500] &+= 1 }
    }
  }
}

@MainActor let observedFields: [KeyPath<TenFields, Int>] = [
  \.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8,
]

/// The baseline of a store: the same state mutation, then one equality check per observed field
/// against its last value (what a hand-written store grouping observers by field does), calling
/// the handlers of a field that changed.
@MainActor
final class HandWrittenStore {
  var state = TenFields()
  private var last: [Int]
  private var handlers: [[(Int) -> Void]]

  init(observers: Int, sink: @escaping (Int) -> Void) {
    last = observedFields.map { TenFields()[keyPath: $0] }
    handlers = Array(repeating: [], count: observedFields.count)
    for index in 0..<observers { handlers[index % observedFields.count].append(sink) }
  }

  func bump() {
    state.f9 &+= 1
    // Nine comparisons by hand, reading the fields directly.
    let values = [
      state.f0, state.f1, state.f2, state.f3, state.f4, state.f5, state.f6, state.f7, state.f8,
    ]
    for index in 0..<values.count where values[index] != last[index] && !handlers[index].isEmpty {
      last[index] = values[index]
      for handler in handlers[index] { handler(values[index]) }
    }
  }
}

func storeBenchmarks() {
  for observers in [0, 10, 100, 1_000] {
    pair(
      "dispatch, \(observers) observers",
      lasso: {
        let store = TenFieldsStore(with: TenFields())
        for index in 0..<observers {
          store.observeState(observedFields[index % observedFields.count]) { blackHole($0) }
        }
        return { store.dispatchAction(.bump) }
      },
      baseline: {
        let store = HandWrittenStore(observers: observers) { blackHole($0) }
        return { store.bump() }
      })
  }

  for (label, action) in [("scalar", BigModule.Action.bumpCounter), ("element", .bumpItem)] {
    pair(
      "dispatch, 100k-element state, \(label) changes, 100 observers",
      lasso: {
        let store = BigStore(with: BigState())
        let paths: [KeyPath<BigState, Int>] = [\.f1, \.f2, \.f3]
        for index in 0..<100 { store.observeState(paths[index % 3]) { blackHole($0) } }
        return { store.dispatchAction(action) }
      },
      baseline: {
        var state = BigState()
        var last = [0, 0, 0]
        return {
          if action == .bumpCounter { state.counter &+= 1 } else { state.items[500] &+= 1 }
          let values = [state.f1, state.f2, state.f3]
          for index in 0..<3 where values[index] != last[index] { last[index] = values[index] }
          blackHole(state.counter)
        }
      })
  }

  pair(
    "dispatch through a mapped view store, 100 observers",
    lasso: {
      let store = TenFieldsStore(with: TenFields())
      let viewStore = store.asViewStore(
        stateMap: { $0 }, actionMap: { (_: Int) in TenFieldsModule.Action.bump })
      for index in 0..<100 {
        viewStore.observeState(observedFields[index % observedFields.count]) { blackHole($0) }
      }
      return { viewStore.dispatchAction(1) }
    },
    baseline: {
      let store = HandWrittenStore(observers: 100) { blackHole($0) }
      var mapped = store.state
      return {
        store.bump()
        // The mapped copy and its own comparisons.
        mapped = store.state
        blackHole(mapped)
      }
    })

  pair(
    "dispatch through AnyStore, 100 observers",
    lasso: {
      let store = TenFieldsStore(with: TenFields()).asAnyStore()
      for index in 0..<100 {
        store.observeState(observedFields[index % observedFields.count]) { blackHole($0) }
      }
      return { store.dispatchAction(.bump) }
    },
    baseline: {
      let store = HandWrittenStore(observers: 100) { blackHole($0) }
      let erased: @MainActor () -> Void = { store.bump() }
      return erased
    })
}
