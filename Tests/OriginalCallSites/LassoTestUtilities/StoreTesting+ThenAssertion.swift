import Lasso
import LassoTestUtilities
import XCTest

// The original's Sources/LassoTestUtilities/StoreTesting+ThenAssertion.swift: `then`
// assertions as values, as a test's own helpers return them (`ThenAssertion<Store>`), mixed in
// one `then`. The store is StoreTesting.swift's.

@MainActor
final class StoreTestingThenAssertionSwiftCallSites: XCTestCase, LassoStoreTesting {
  typealias Store = StoreTestingLoginStore

  var logins: [(Bool) -> Void] = []
  var checkedSideEffects = 0

  lazy var test = TestFactory<StoreTestingLoginStore>(
    initialState: State(),
    setUpStore: { store in
      store.authenticate = { _, completion in self.logins.append(completion) }
    },
    tearDown: { self.logins = [] })

  func testAssertionsAsValues() async throws {
    // covers: - :: typealias ThenAssertion<Store: AbstractStore> = (_ thenable: EmittedValues<Store>, _ file: StaticString, _ line: UInt) -> Void
    let oneLoginStarted: ThenAssertion<Store> = { emitted, file, line in
      XCTAssertEqual(self.logins.count, 1, file: file, line: line)
      XCTAssertEqual(emitted.states.last?.isLoading, true, file: file, line: line)
    }
    // covers: - :: func state<Store: AbstractStore>(_ state: Store.State) -> ThenAssertion<Store> where Store.State: Equatable
    let named: ThenAssertion<Store> = state(State(name: "ada"))
    // covers: - :: func update<Store: AbstractStore>(_ update: (inout Store.State) -> Void) -> ThenAssertion<Store> where Store.State: Equatable
    let loading: ThenAssertion<Store> = update { $0.isLoading = true }
    // covers: - :: func singleState<Store: AbstractStore>(_ state: Store.State) -> ThenAssertion<Store> where Store.State: Equatable
    let loaded: ThenAssertion<Store> = singleState(State(name: "ada"))
    // covers: - :: func singleUpdate<Store: AbstractStore>(_ update: (inout Store.State) -> Void) -> ThenAssertion<Store> where Store.State: Equatable
    let renamed: ThenAssertion<Store> = singleUpdate { $0.name = "grace" }
    // covers: - :: func outputs<Store: AbstractStore>(_ outputs: Store.Output...) -> ThenAssertion<Store> where Store.Output: Equatable
    let loggedIn: ThenAssertion<Store> = outputs(.didLogin("ada"))
    // covers: - :: func sideEffects<Store: AbstractStore>(_ sideEffect: () -> Void) -> ThenAssertion<Store> where Store.State: Equatable
    let counted: ThenAssertion<Store> = sideEffects { self.checkedSideEffects += 1 }
    // covers: - :: func assert<Store: AbstractStore>(_ assert: (EmittedValues<Store>) -> Void) -> ThenAssertion<Store>
    let noOutput: ThenAssertion<Store> = assert { emitted in
      XCTAssertEqual(emitted.outputs, [])
    }

    await test.given { $0.name = "" }
      .when(actions(.didEditName("ada")))
      .then(named, noOutput)
      .when(actions(.didTapLogin))
      .then(loading, oneLoginStarted, counted)
      .when(sideEffects { self.logins[0](true) })
      .then(loaded, loggedIn)
      .when(actions(.didEditName("grace")))
      .then(renamed)
      .execute()
    XCTAssertEqual(checkedSideEffects, 1)
  }
}
