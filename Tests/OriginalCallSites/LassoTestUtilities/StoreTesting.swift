import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/StoreTesting.swift: given-when-then store tests
// written as the original's example app writes them, an `XCTestCase` adopting
// `LassoStoreTesting` with a lazy `TestFactory`, chains of `given`, `when`, `then` ended by
// `execute()` (awaited in an `async` test). The login fixture is internal (the test case's
// protocol witnesses name it) and shared by the two StoreTesting+… files.

enum StoreTestingLoginModule: ScreenModule {
  enum Action: Equatable {
    case didEditName(String)
    case didTapLogin
    case didAcknowledgeError
  }

  struct State: Equatable {
    var name = ""
    var isLoading = false
    var error: String?
  }

  enum Output: Equatable {
    case didLogin(String)
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: StoreTestingLoginStore) -> Screen {
    Screen(store, UIViewController())
  }
}

final class StoreTestingLoginStore: LassoStore<StoreTestingLoginModule> {
  /// The login service: calls its completion with whether the name is accepted.
  var authenticate: (String, @escaping (Bool) -> Void) -> Void = { _, completion in
    completion(true)
  }

  override func handleAction(_ action: Action) {
    switch action {
    case .didEditName(let name):
      update { $0.name = name }
    case .didTapLogin:
      update { $0.isLoading = true }
      authenticate(state.name) { [weak self] accepted in
        guard let self else { return }
        self.update { state in
          state.isLoading = false
          state.error = accepted ? nil : "Unknown name"
        }
        if accepted { self.dispatchOutput(.didLogin(self.state.name)) }
      }
    case .didAcknowledgeError:
      update { $0.error = nil }
    }
  }
}

// covers: - :: protocol LassoStoreTesting
@MainActor
final class StoreTestingSwiftCallSites: XCTestCase, LassoStoreTesting {
  // covers: LassoStoreTesting :: associatedtype Store: ConcreteStore
  typealias Store = StoreTestingLoginStore

  var logins: [(Bool) -> Void] = []
  var tearDowns = 0

  // covers: LassoStoreTesting :: var test: TestFactory<Store>
  // covers: - :: struct TestFactory<Store: ConcreteStore>
  // covers: TestFactory :: init(initialState: Store.State, setUpStore: (Store) -> Void, tearDown: () -> Void)
  lazy var test = TestFactory<StoreTestingLoginStore>(
    initialState: State(name: "", isLoading: false, error: nil),
    setUpStore: { (store: StoreTestingLoginStore) -> Void in
      store.authenticate = { _, completion in self.logins.append(completion) }
    },
    tearDown: {
      self.logins = []
      self.tearDowns += 1
    })

  func testAChainReadsAsTheOriginals() async throws {
    // covers: TestFactory :: let initialState: Store.State
    XCTAssertEqual(test.initialState, State())
    // covers: TestFactory :: func given(_ given: (inout Store.State) -> Void) -> TestNode<Store>.When
    // covers: - :: enum TestNode<Store: AbstractStore>
    // covers: TestNode :: struct When
    let given: TestNode<StoreTestingLoginStore>.When = test.given { $0.name = "ada" }
    // covers: LassoStoreTesting :: typealias Action = Store.Action
    let login: Action = .didTapLogin
    // covers: TestNode.When :: func when(_ statement: WhenStatement<Store.Action>) -> Then
    // covers: TestNode :: class Then
    let loading: TestNode<StoreTestingLoginStore>.Then = given.when({ dispatchAction in
      dispatchAction(login)
    })
    // covers: LassoStoreTesting :: typealias State = Store.State
    let expected: State = State(name: "ada", isLoading: true, error: nil)
    // covers: TestNode.Then :: func then(_ assertions: ThenAssertion<Store>..., file: StaticString = #file, line: UInt = #line) -> When
    let loaded: TestNode<StoreTestingLoginStore>.When = loading.then({ emitted, file, line in
      XCTAssertEqual(emitted.states, [expected], file: file, line: line)
      XCTAssertEqual(self.logins.count, 1, file: file, line: line)
    })
    // covers: LassoStoreTesting :: typealias Output = Store.Output
    let didLogin: Output = .didLogin("ada")
    // covers: TestNode.When :: func execute()
    await loaded.when({ _ in self.logins.first?(true) })
      .then(update { $0.isLoading = false }, outputs(didLogin))
      .execute()
    XCTAssertEqual(tearDowns, 1, "execute() ran the factory's tearDown")
  }

  func testEmittedValues() async throws {
    var seen: [EmittedValues<StoreTestingLoginStore>] = []
    await test.given { $0.name = "" }
      .when(actions(.didEditName("a"), .didEditName("ab")))
      .then(
        assert { (emitted: EmittedValues<StoreTestingLoginStore>) in
          seen.append(emitted)
        }
      )
      .execute()
    // covers: - :: struct EmittedValues<Store: AbstractStore>
    let emitted: EmittedValues<StoreTestingLoginStore> = try XCTUnwrap(seen.first)
    // covers: EmittedValues :: let previousState: Store.State
    XCTAssertEqual(emitted.previousState.name, "")
    // covers: EmittedValues :: let states: [Store.State]
    XCTAssertEqual(emitted.states.map(\.name), ["a", "ab"])
    // covers: EmittedValues :: let outputs: [Store.Output]
    XCTAssertEqual(emitted.outputs, [])
  }

  func testAGivenRunsAloneWithExecute() async throws {
    var setUp: [StoreTestingLoginStore] = []
    let factory = TestFactory<StoreTestingLoginStore>(
      initialState: State(), setUpStore: { setUp.append($0) }, tearDown: {})
    // covers: TestNode.When :: func execute()
    await factory.given { $0.name = "grace" }.execute()
    XCTAssertEqual(setUp.map { $0.state.name }, ["grace"])
  }
}
