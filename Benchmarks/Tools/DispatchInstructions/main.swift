// Dispatches to a store in a loop, for `instructions.py`, which counts the instructions executed
// under valgrind: a count does not vary with the machine's load the way a time does, so it can
// show a difference of a few instructions per dispatch.
//
//   dispatch-instructions dispatch|handle OBSERVERS COUNT
//
// `dispatch` calls `dispatchAction`; `handle` calls `handleAction`, which is all `dispatchAction`
// did before the recorder. The difference is the cost of the recorder compiled in but off.
import Lasso

enum CounterModule: StoreModule {
  struct State: Equatable {
    var count = 0
    var label = ""
  }
  enum Action: Sendable { case increment }
}

final class CounterStore: LassoStore<CounterModule> {
  override func handleAction(_ action: Action) {
    update { $0.count &+= 1 }
  }
}

/// Runs `count` actions through `dispatchAction` (or `handleAction`) with `observers` observers of
/// a value that does not change; returns a figure that depends on every one of them.
@MainActor func run(dispatching: Bool, observers: Int, count: Int) -> Int {
  let store = CounterStore(with: .init())
  var notified = 0
  for _ in 0..<observers { store.observeState(\.label) { _ in notified &+= 1 } }
  if dispatching {
    for _ in 0..<count { store.dispatchAction(.increment) }
  } else {
    for _ in 0..<count { store.handleAction(.increment) }
  }
  return store.state.count &+ notified
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let observers = Int(arguments[2]), let count = Int(arguments[3]),
  ["dispatch", "handle"].contains(arguments[1])
else {
  print("usage: dispatch-instructions dispatch|handle OBSERVERS COUNT")
  exit(2)
}
// The figure, then the nanoseconds per action (a time, for runs outside valgrind).
let start = ContinuousClock.now
let figure = run(dispatching: arguments[1] == "dispatch", observers: observers, count: count)
let elapsed = ContinuousClock.now - start
let nanoseconds =
  Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print(figure, nanoseconds / Double(count))
