import HeadlessUIKit
import Lasso
import LassoTestUtilities
import XCTest

// Store tests as a team moving from the original Lasso has them, after the mechanical Swift 6
// migration: `async` test methods, the store set in `setUp() async throws`.

final class SignupStoreMarkerTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<SignupStore>()

  override func setUp() async throws {
    store = SignupStore(with: SignupScreenModule.defaultInitialState)
  }

  func test_typingAnEmail() async {
    store.dispatchAction(.didUpdateEmail("ada"))
    XCTAssertStateEquals(updatedMarker { $0.email = "ada" })
    store.dispatchAction(.didUpdateEmail("ada@example.com"))
    XCTAssertStateEquals(
      updatedMarker { state in
        state.email = "ada@example.com"
        state.isValid = true
      })
    XCTAssertStates([
      SignupScreenModule.defaultInitialState,
      SignupScreenModule.State(email: "ada", isValid: false),
      SignupScreenModule.State(email: "ada@example.com", isValid: true),
    ])
  }

  func test_submitting() async {
    store.dispatchAction(.didTapSubmit)
    XCTAssertOutputs([])
    store.dispatchAction(.didUpdateEmail("ada@example.com"))
    syncState()
    XCTAssertEqual(states.count, 1)
    store.dispatchAction(.didTapSubmit)
    XCTAssertLastOutput(.didSignUp(email: "ada@example.com"))
    resetOutputs()
    XCTAssertTrue(outputs.isEmpty)
    LassoAssertEqual(markerState.email, "ada@example.com")
  }
}

/// The module's type-erased `Store`, captured from a screen, as the original's tests often did.
final class SignupErasedStoreTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<SignupScreenModule.Store>()

  func test_aScreensErasedStore() async {
    weak var captured: SignupScreenModule.Store?
    var controller: UIViewController? = SignupScreenModule.createScreen(email: "ada@example.com")
      .captureStore(as: &captured)
      .controller
    store = captured
    XCTAssertEqual(markerState.isValid, true)
    store.dispatchAction(.didTapSubmit)
    XCTAssertOutputs([.didSignUp(email: "ada@example.com")])
    store = nil
    controller = nil
    XCTAssertNil(captured)
    XCTAssertNil(controller)
  }
}

/// Given, when, then.
final class SignupStoreSentenceTests: XCTestCase, LassoStoreTesting {
  typealias Store = SignupStore

  var test: TestFactory<SignupStore> {
    TestFactory(initialState: SignupScreenModule.defaultInitialState)
  }

  func test_validation() async {
    await test
      .given { $0.email = "ada" }
      .when(actions(.didUpdateEmail("ada@example.com")))
      .then(
        update {
          $0.email = "ada@example.com"
          $0.isValid = true
        }
      )
      .when(actions(.didTapSubmit))
      .then(outputs(.didSignUp(email: "ada@example.com")))
      .execute()
  }
}
