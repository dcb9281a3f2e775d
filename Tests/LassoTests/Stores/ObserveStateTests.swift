import Testing

@testable import Lasso

@MainActor
@Suite struct ObserveStateTests {
  @Test func keyPathHandlerIsCalledAtOnceThenOnEachChange() {
    let store = CounterStore()
    var counts: [Int] = []
    store.observeState(\.count) { counts.append($0) }
    #expect(counts == [0])
    store.dispatchAction(.increment)
    store.dispatchAction(.increment)
    #expect(counts == [0, 1, 2])
  }

  @Test func equatableValueThatStaysEqualDoesNotNotify() {
    let store = CounterStore()
    var names: [String] = []
    store.observeState(\.name) { names.append($0) }
    store.dispatchAction(.increment)
    store.dispatchAction(.setName("a"))
    store.dispatchAction(.setName("a"))
    store.update()
    #expect(names == ["", "a"])
  }

  @Test func oldAndNewHandlerGetsNilFirst() {
    let store = CounterStore()
    var pairs: [String] = []
    store.observeState(\.count) { (old: Int?, new: Int) in
      pairs.append("\(old.map(String.init) ?? "nil")→\(new)")
    }
    store.dispatchAction(.increment)
    store.dispatchAction(.setName("unrelated"))
    store.dispatchAction(.increment)
    #expect(pairs == ["nil→0", "0→1", "1→2"])
  }

  @Test func letPropertiesCanBeObserved() {
    let store = CounterStore(with: .init(id: "screen-7"))
    var ids: [String] = []
    store.observeState(\.id) { ids.append($0) }
    store.dispatchAction(.increment)
    #expect(ids == ["screen-7"])
  }

  @Test func wholeEquatableStateNotifiesOnlyOnRealChanges() {
    let store = CounterStore()
    var states: [CounterModule.State] = []
    var pairs: [(CounterModule.State?, CounterModule.State)] = []
    store.observeState { states.append($0) }
    store.observeState { pairs.append(($0, $1)) }
    store.update()
    store.dispatchAction(.increment)
    store.dispatchAction(.setName(""))
    #expect(states.map(\.count) == [0, 1])
    #expect(pairs.count == 2)
    #expect(pairs[0].0 == nil)
    #expect(pairs[1].0?.count == 0 && pairs[1].1.count == 1)
  }

  @Test func nonEquatableValuesNotifyOnEveryUpdate() {
    let store = OpaqueStore(with: .init())
    var values: [Int] = []
    var pairs: [String] = []
    var wholeStates = 0
    store.observeState(\.opaque) { values.append($0.value) }
    store.observeState(\.opaque) { old, new in pairs.append("\(old?.value ?? -1)→\(new.value)") }
    store.observeState { (_: OpaqueModule.State) in wholeStates += 1 }
    store.dispatchAction(.set(1))
    store.dispatchAction(.set(1))
    #expect(values == [0, 1, 1])
    #expect(pairs == ["-1→0", "0→1", "1→1"])
    #expect(wholeStates == 3)
  }

  @Test func equatableValueInsideANonEquatableStateIsDeduplicated() {
    let store = OpaqueStore(with: .init())
    var numbers: [Int] = []
    store.observeState(\.number) { numbers.append($0) }
    store.dispatchAction(.set(3))
    store.update { $0.number = 4 }
    #expect(numbers == [0, 4])
  }

  @Test func observersOfOneKeyPathAreCalledInTheOrderAdded() {
    let store = CounterStore()
    var calls: [String] = []
    store.observeState(\.count) { calls.append("a\($0)") }
    store.observeState(\.name) { calls.append("n\($0)") }
    store.observeState(\.count) { calls.append("b\($0)") }
    calls.removeAll()
    store.update {
      $0.count = 1
      $0.name = "x"
    }
    #expect(calls == ["a1", "b1", "nx"])
  }

  @Test func anObserverAddedLaterStartsFromTheCurrentValue() {
    let store = CounterStore()
    store.dispatchAction(.increment)
    var late: [(Int?, Int)] = []
    store.observeState(\.count) { late.append(($0, $1)) }
    store.dispatchAction(.increment)
    #expect(late.count == 2)
    #expect(late[0] == (nil, 1))
    #expect(late[1] == (1, 2))
  }

  @Test func nestedKeyPathsAreObserved() {
    let store = CounterStore()
    var tagCounts: [Int] = []
    store.observeState(\.tags.count) { tagCounts.append($0) }
    store.dispatchAction(.setTags(["a"]))
    store.dispatchAction(.setTags(["b"]))
    store.dispatchAction(.setTags(["b", "c"]))
    #expect(tagCounts == [0, 1, 2])
  }
}
