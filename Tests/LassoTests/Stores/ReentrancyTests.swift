import Testing

@testable import Lasso

@MainActor
@Suite struct ReentrancyTests {
  @Test func anUpdateFromAnObserverIsAppliedAfterTheRoundInOrder() {
    let store = CounterStore()
    var first: [Int] = []
    var second: [Int] = []
    var seenByFirst: [Int] = []
    store.observeState(\.count) { count in
      first.append(count)
      if count == 1 { store.dispatchAction(.increment) }
    }
    store.observeState(\.count) { count in
      second.append(count)
      seenByFirst.append(store.state.count)
    }
    store.dispatchAction(.increment)
    #expect(first == [0, 1, 2])
    #expect(second == [0, 1, 2])
    // The second observer saw state 1 while the store still held it: no observer sees ahead.
    #expect(seenByFirst == [0, 1, 2])
    #expect(store.state.count == 2)
  }

  @Test func everyObserverSeesEveryStateInTheSameOrder() {
    let store = CounterStore()
    var logs: [[Int]] = [[], [], []]
    var armed = false
    for index in 0..<3 {
      store.observeState(\.log) { log in
        logs[index].append(log.count)
        if armed && index == 0 && log.count < 3 { store.dispatchAction(.append(log.count)) }
      }
    }
    armed = true
    store.dispatchAction(.append(-1))
    #expect(logs[0] == [0, 1, 2, 3])
    #expect(logs[1] == logs[0])
    #expect(logs[2] == logs[0])
    #expect(store.state.log == [-1, 1, 2])
  }

  @Test func twoUpdatesFromOneObserverAreEachNotified() {
    let store = CounterStore()
    var pairs: [String] = []
    var didDispatch = false
    store.observeState(\.count) { old, new in
      pairs.append("\(old ?? -1)→\(new)")
      if new == 1 && !didDispatch {
        didDispatch = true
        store.update { $0.count = 10 }
        store.update { $0.count = 20 }
      }
    }
    store.dispatchAction(.increment)
    #expect(pairs == ["-1→0", "0→1", "1→10", "10→20"])
  }

  @Test func longChainsOfReentrantUpdatesDoNotRecurse() {
    let store = CounterStore()
    var calls = 0
    store.observeState(\.count) { [weak store] count in
      calls += 1
      if count < 50_000 { store?.dispatchAction(.increment) }
    }
    #expect(store.state.count == 50_000)
    #expect(calls == 50_001)
  }

  @Test func anObserverAddedDuringARoundIsCalledOnceWithTheCurrentValue() {
    let store = CounterStore()
    var late: [Int] = []
    var added = false
    store.observeState(\.count) { count in
      guard count == 1, !added else { return }
      added = true
      store.observeState(\.count) { late.append($0) }
    }
    store.observeState(\.name) { _ in }
    store.dispatchAction(.increment)
    store.dispatchAction(.increment)
    #expect(late == [1, 2])
  }

  @Test func outputsEmittedByOutputObserversKeepTheirOrder() {
    let store = CounterStore()
    var first: [CounterModule.Output] = []
    var second: [CounterModule.Output] = []
    store.observeOutput { output in
      first.append(output)
      if output == .didReach(5) { store.dispatchOutput(.didReach(6)) }
    }
    store.observeOutput { second.append($0) }
    store.dispatchOutput(.didReach(5))
    #expect(first == [.didReach(5), .didReach(6)])
    #expect(second == first)
  }
}
