import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/LassoStoreTestCase.swift: a store test written as
// the original's example app writes one, an `XCTestCase` adopting `LassoStoreTestCase` with a
// `TestableStore`, a store set in `setUp`, `syncState()` and the `XCTAssert…` assertions.
// The fixture types are internal (an internal test case's protocol witnesses name them), with
// a prefix of this file's own.

enum StoreTestCaseCounterModule: ScreenModule {
  enum Action: Equatable {
    case didTapIncrement
    case didTapReset
    case didTapDone
  }

  struct State: Equatable {
    var count = 0
    var title = "Counter"
  }

  enum Output: Equatable {
    case didFinish(count: Int)
    case didReset
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: StoreTestCaseCounterStore) -> Screen {
    Screen(store, UIViewController())
  }
}

final class StoreTestCaseCounterStore: LassoStore<StoreTestCaseCounterModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .didTapIncrement:
      update { $0.count += 1 }
    case .didTapReset:
      update { $0.count = 0 }
      dispatchOutput(.didReset)
    case .didTapDone:
      dispatchOutput(.didFinish(count: state.count))
    }
  }
}

// covers: - :: protocol LassoStoreTestCase: XCTestCase
@MainActor
final class LassoStoreTestCaseSwiftCallSites: XCTestCase, LassoStoreTestCase {
  // covers: LassoStoreTestCase :: associatedtype Store: AbstractStore
  typealias Store = StoreTestCaseCounterStore

  // covers: LassoStoreTestCase :: var testableStore: TestableStore<Store>
  // covers: - :: class TestableStore<Store: AbstractStore>
  // covers: TestableStore :: init()
  let testableStore = TestableStore<StoreTestCaseCounterStore>()

  // The original's `override func setUp() { super.setUp(); store = …; syncState() }`, in the
  // form Swift 6 requires and scripts/lasso-migrate writes (docs/MIGRATION.md, "Tests under
  // Swift 6").
  override func setUp() async throws {
    // covers: LassoStoreTestCase :: var store: Store!
    store = StoreTestCaseCounterStore(with: State(count: 2, title: "Steps"))
    // covers: LassoStoreTestCase :: func syncState()
    syncState()
  }

  func testTheMarkerFollowsTheStore() async throws {
    // covers: LassoStoreTestCase :: var markerState: State!
    XCTAssertEqual(markerState, State(count: 2, title: "Steps"))
    // covers: LassoStoreTestCase :: typealias Action = Store.Action
    let increment: Action = .didTapIncrement
    store.dispatchAction(increment)
    // covers: LassoStoreTestCase :: func updatedMarker(_ update: (inout State) -> Void) -> State
    let expected: State = updatedMarker { state in
      state.count = 3
    }
    // covers: LassoStoreTestCase :: func XCTAssertStateEquals(_ expected: State, file: StaticString = #file, line: UInt = #line)
    XCTAssertStateEquals(expected)
    XCTAssertEqual(markerState.count, 3, "updatedMarker moves the marker")

    store.dispatchAction(.didTapIncrement)
    syncState()
    XCTAssertEqual(markerState.count, 4, "syncState moves the marker to the store's state")
  }

  func testStatesAreRecorded() async throws {
    store.dispatchAction(.didTapIncrement)
    store.dispatchAction(.didTapIncrement)
    // covers: LassoStoreTestCase :: typealias State = Store.State
    let three = State(count: 3, title: "Steps")
    // The states since the last `syncState()`, the synced state first, as in the original.
    // covers: LassoStoreTestCase :: func XCTAssertStates(_ expected: [State], file: StaticString = #file, line: UInt = #line)
    XCTAssertStates([State(count: 2, title: "Steps"), three, State(count: 4, title: "Steps")])
    // covers: LassoStoreTestCase :: var states: [State]
    let recorded: [State] = states
    XCTAssertEqual(recorded.map(\.count), [2, 3, 4])
  }

  func testOutputsAreRecorded() async throws {
    store.dispatchAction(.didTapDone)
    // covers: LassoStoreTestCase :: typealias Output = Store.Output
    let finished: Output = .didFinish(count: 2)
    // covers: LassoStoreTestCase :: func XCTAssertOutputs(_ expected: [Output], file: StaticString = #file, line: UInt = #line)
    XCTAssertOutputs([finished])
    store.dispatchAction(.didTapReset)
    // covers: LassoStoreTestCase :: func XCTAssertLastOutput(_ expected: Output, file: StaticString = #file, line: UInt = #line)
    XCTAssertLastOutput(.didReset)
    // covers: LassoStoreTestCase :: var outputs: [Output]
    let recorded: [Output] = outputs
    XCTAssertEqual(recorded, [.didFinish(count: 2), .didReset])
    // covers: LassoStoreTestCase :: func resetOutputs()
    resetOutputs()
    XCTAssertTrue(outputs.isEmpty)
  }

  /// A team's own assertion, which passes its caller's location on, as the original's take it.
  func assertCounted(_ count: Int, file: StaticString = #file, line: UInt = #line) {
    // covers: LassoStoreTestCase :: func XCTAssertStateEquals(_ expected: State, file: StaticString = #file, line: UInt = #line)
    XCTAssertStateEquals(updatedMarker { $0.count = count }, file: file, line: line)
    // covers: LassoStoreTestCase :: func XCTAssertStates(_ expected: [State], file: StaticString = #file, line: UInt = #line)
    syncState()
    XCTAssertStates([markerState], file: file, line: line)
    // covers: XCTestCase :: func LassoAssertEqual<A: Equatable>(_ realized: A, _ expected: A, file: StaticString = #file, line: UInt = #line)
    LassoAssertEqual(store.state.count, count, file: file, line: line)
  }

  /// Another, for outputs.
  func assertFinished(at count: Int, file: StaticString = #file, line: UInt = #line) {
    // covers: LassoStoreTestCase :: func XCTAssertOutputs(_ expected: [Output], file: StaticString = #file, line: UInt = #line)
    XCTAssertOutputs([.didFinish(count: count)], file: file, line: line)
    // covers: LassoStoreTestCase :: func XCTAssertLastOutput(_ expected: Output, file: StaticString = #file, line: UInt = #line)
    XCTAssertLastOutput(.didFinish(count: count), file: file, line: line)
  }

  func testATeamsOwnAssertions() async throws {
    store.dispatchAction(.didTapIncrement)
    assertCounted(3)
    store.dispatchAction(.didTapDone)
    assertFinished(at: 3)
  }

  func testTestableStoreOnItsOwn() async throws {
    // covers: TestableStore :: init()
    let testable = TestableStore<StoreTestCaseCounterStore>()
    // covers: TestableStore :: var store: Store!
    testable.store = StoreTestCaseCounterStore(with: State())
    testable.store.dispatchAction(.didTapIncrement)
    XCTAssertEqual(testable.store.state.count, 1)
    XCTAssertEqual(testable.states.map(\.count), [0, 1], "the first state, then each update")
  }

  func testLassoAssertEqual() async throws {
    store.dispatchAction(.didTapIncrement)
    // covers: XCTestCase :: func LassoAssertEqual<A: Equatable>(_ realized: A, _ expected: A, file: StaticString = #file, line: UInt = #line)
    LassoAssertEqual(store.state, State(count: 3, title: "Steps"))
    let last: State? = states.last
    // covers: XCTestCase :: func LassoAssertEqual<A: Equatable>(_ realized: A?, _ expected: A?, file: StaticString = #file, line: UInt = #line)
    LassoAssertEqual(last, State(count: 3, title: "Steps"))
    // covers: XCTestCase :: func LassoAssertEqual<A: Equatable>(_ realized: [A], _ expected: [A], file: StaticString = #file, line: UInt = #line)
    LassoAssertEqual(states, [State(count: 2, title: "Steps"), State(count: 3, title: "Steps")])
    XCTAssertEqual(store.state.count, 3)
  }
}
