import Lasso

/// A module with a few fields of each kind, for the store tests.
enum CounterModule: DefaultStateModule {
  enum Action: Equatable, Sendable {
    case increment
    case setName(String)
    case setTags([String])
    case append(Int)
  }

  enum Output: Equatable {
    case didReach(Int)
  }

  struct State: Equatable {
    var count = 0
    var name = ""
    var tags: [String] = []
    var log: [Int] = []
    let id: String

    init(count: Int = 0, id: String = "counter") {
      self.count = count
      self.id = id
    }
  }

  static var defaultInitialState: State { State() }
}

final class CounterStore: LassoStore<CounterModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .increment:
      update { $0.count += 1 }
      if state.count % 5 == 0 { dispatchOutput(.didReach(state.count)) }

    case .setName(let name):
      update { $0.name = name }

    case .setTags(let tags):
      update { $0.tags = tags }

    case .append(let value):
      update { $0.log.append(value) }
    }
  }
}

/// A state that is not `Equatable`: every update notifies.
struct Opaque {
  var value: Int
}

enum OpaqueModule: StoreModule {
  struct State {
    var opaque = Opaque(value: 0)
    var number = 0
  }
  enum Action { case set(Int) }
}

final class OpaqueStore: LassoStore<OpaqueModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .set(let value): update { $0.opaque.value = value }
    }
  }
}
