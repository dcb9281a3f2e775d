import TestSupport
import Testing

@testable import Lasso

/// Observers of an `Equatable` value are called only when the value changed (`==`), whatever the
/// shortcut the store takes to see that it did not: for integers, `Bool` and `String` it compares
/// the value's bits first (`StateCell.bitwiseComparableSize(of:)`), and those tests must not
/// change what a handler sees.
@MainActor
@Suite struct UnchangedValueTests {
  struct State: Equatable {
    var count = 0
    var small: Int8 = 0
    var flag = false
    var name = ""
    var ratio = 0.0
    var other = 0
  }

  enum Module: StoreModule {
    typealias State = UnchangedValueTests.State
    enum Action { case set((inout State) -> Void) }
  }

  final class Store: LassoStore<Module> {
    override func handleAction(_ action: Action) {
      switch action {
      case .set(let change): update(change)
      }
    }
  }

  /// The values a handler was called with.
  final class Recorded<Value> {
    var values: [Value] = []
  }

  /// Records what the handler of `keyPath` was called with, after its first (initial) call.
  func observed<Value: Equatable>(
    _ store: Store, _ keyPath: KeyPath<State, Value>
  ) -> () -> [Value] {
    let box = Recorded<Value>()
    var initial = true
    store.observeState(keyPath) { (value: Value) in
      if initial { initial = false } else { box.values.append(value) }
    }
    return { box.values }
  }

  @Test func integersAndBoolsAreCalledOnlyWhenTheyChange() {
    let store = Store(with: State())
    let counts = observed(store, \.count)
    let smalls = observed(store, \.small)
    let flags = observed(store, \.flag)
    store.dispatchAction(.set { $0.other += 1 })
    store.dispatchAction(.set { $0.count = 3 })
    store.dispatchAction(.set { $0.count = 3 })
    store.dispatchAction(.set { $0.small = -1 })
    store.dispatchAction(.set { $0.flag = true })
    store.dispatchAction(.set { $0.flag = true })
    store.dispatchAction(.set { $0.count = -3 })
    #expect(counts() == [3, -3])
    #expect(smalls() == [-1])
    #expect(flags() == [true])
  }

  /// An equal string in other storage is unchanged (`==` decides when the bits differ); a string
  /// of the same length with other characters is a change.
  @Test func stringsEqualInOtherStorageAreUnchanged() {
    let long = String(repeating: "lasso ", count: 10)
    let store = Store(with: State(name: long))
    let names = observed(store, \.name)
    store.dispatchAction(.set { $0.name = String(repeating: "lasso ", count: 10) })  // equal
    store.dispatchAction(.set { $0.name = String(repeating: "LASSO ", count: 10) })  // changed
    store.dispatchAction(.set { $0.name = "ok" })  // a small string, changed
    store.dispatchAction(.set { $0.name = "o" + "k" })  // equal
    #expect(names() == [String(repeating: "LASSO ", count: 10), "ok"])
  }

  /// Floating-point values are compared with `==` only: `-0.0 == 0.0` is unchanged though the
  /// bits differ, and NaN, never equal to itself, is delivered on every update.
  @Test func floatingPointValuesAreComparedWithEquality() {
    let store = Store(with: State())
    let ratios = observed(store, \.ratio)
    store.dispatchAction(.set { $0.ratio = -0.0 })
    store.dispatchAction(.set { $0.ratio = .nan })
    store.dispatchAction(.set { $0.other += 1 })
    let delivered = ratios()
    let nans = delivered.filter { $0.isNaN }.count
    #expect(delivered.count == 2)
    #expect(nans == 2)
  }

  /// The store's table of last values' bits stays in step with its groups: through hundreds of
  /// random updates (equal strings in new storage, whose old storage is freed and may be reused,
  /// included), with a mapped view store's group released and removed half-way, every handler
  /// sees exactly the changes `==` sees. Deterministic: a fixed-seed generator.
  @Test func randomUpdatesDeliverExactlyTheChanges() {
    var random = SeededGenerator(seed: 23)
    let store = Store(with: State())
    var mapped: AnyViewStore<Int, Module.Action>? = store.asViewStore(stateMap: { $0.count * 2 })
    let counts = observed(store, \.count)
    let smalls = observed(store, \.small)
    let flags = observed(store, \.flag)
    let names = observed(store, \.name)
    let words = [
      "", "ok", String(repeating: "lasso ", count: 10), String(repeating: "flow ", count: 9),
    ]
    var expected = (counts: [Int](), smalls: [Int8](), flags: [Bool](), names: [String]())
    var model = State()
    for step in 0..<600 {
      if step == 300 {
        mapped = nil  // Its group declines on the next update and is removed after that round.
      }
      var next = model
      switch random.next() % 5 {
      case 0: next.count = Int(random.next() % 3)
      case 1: next.small = Int8(random.next() % 3) - 1
      case 2: next.flag = random.next() % 2 == 0
      case 3:
        // A copy in new storage (`+ ""` on a large string still shares it; rebuild it).
        next.name = String(words[Int(random.next() % 4)].map { $0 })
      default: next.other += 1
      }
      if next.count != model.count { expected.counts.append(next.count) }
      if next.small != model.small { expected.smalls.append(next.small) }
      if next.flag != model.flag { expected.flags.append(next.flag) }
      if next.name != model.name { expected.names.append(next.name) }
      model = next
      store.dispatchAction(.set { $0 = next })
    }
    #expect(mapped == nil)
    #expect(counts() == expected.counts)
    #expect(smalls() == expected.smalls)
    #expect(flags() == expected.flags)
    #expect(names() == expected.names)
    #expect(expected.names.count > 50)
  }
}
