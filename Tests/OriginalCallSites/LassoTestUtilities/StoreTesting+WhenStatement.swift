import Lasso
import LassoTestUtilities
import XCTest

// The original's Sources/LassoTestUtilities/StoreTesting+WhenStatement.swift: `when`
// statements as values, the helpers returning `WhenStatement<Action>` a test's own helpers
// are built from, and the statement written as a closure. The store is StoreTesting.swift's.

@MainActor
final class StoreTestingWhenStatementSwiftCallSites: XCTestCase, LassoStoreTesting {
  typealias Store = StoreTestingLoginStore

  var logins: [(Bool) -> Void] = []

  lazy var test = TestFactory<StoreTestingLoginStore>(
    initialState: State(),
    setUpStore: { store in
      store.authenticate = { _, completion in self.logins.append(completion) }
    },
    tearDown: { self.logins = [] })

  /// A test's own helper, declared to return the original's statement type.
  func typeName(_ name: String) -> WhenStatement<Action> {
    actions(.didEditName(name))
  }

  func testStatementsAsValues() async throws {
    // covers: - :: typealias WhenStatement<Action> = (_ dispatchAction: (Action) -> Void) -> Void
    let login: WhenStatement<Action> = { dispatchAction in dispatchAction(.didTapLogin) }
    // covers: - :: func actions<Action>(_ actions: Action...) -> WhenStatement<Action>
    let edits: WhenStatement<Action> = actions(.didEditName("a"), .didEditName("ada"))
    // covers: - :: func sideEffects<Action>(_ sideEffects: () -> Void) -> WhenStatement<Action>
    let reject: WhenStatement<Action> = sideEffects { self.logins.first?(false) }

    await test.given { $0.name = "" }
      .when(edits)
      .then(state(State(name: "ada")))
      .when(login)
      .then(update { $0.isLoading = true })
      .when(reject)
      .then(
        update { state in
          state.isLoading = false
          state.error = "Unknown name"
        }
      )
      .when(typeName("grace"))
      .then(singleUpdate { $0.name = "grace" })
      .execute()
  }
}
