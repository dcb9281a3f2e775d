import IssueReporting
import Lasso
import LassoTestUtilities
import XCTest

/// ``LassoStoreTestCase`` as the original's users write it (plus Swift 6's `async`): the
/// protocol, a `TestableStore` property, and the store set in `setUp`.
final class CounterStoreTestCaseTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<CounterStore>()

  override func setUp() async throws {
    store = CounterStore(with: .init())
  }

  func test_markerAndStates() async {
    store.dispatchAction(.increment)
    XCTAssertStateEquals(updatedMarker { $0.count = 1 })
    store.dispatchAction(.incrementTwice)
    XCTAssertStateEquals(updatedMarker { $0.count = 3 })
    XCTAssertEqual(markerState.count, 3)
    XCTAssertStates([
      .init(count: 0), .init(count: 1), .init(count: 2), .init(count: 3),
    ])
    XCTAssertEqual(states.count, 4)
  }

  func test_outputs() async {
    store.dispatchAction(.finish)
    XCTAssertOutputs([.didFinish(0)])
    XCTAssertLastOutput(.didFinish(0))
    resetOutputs()
    XCTAssertTrue(outputs.isEmpty)
  }

  func test_settingAnotherStoreStartsAfresh() async {
    store.dispatchAction(.finish)
    store = CounterStore(with: .init(count: 41))
    XCTAssertEqual(markerState.count, 41)
    XCTAssertEqual(states, [.init(count: 41)])
    XCTAssertTrue(outputs.isEmpty)
    store.dispatchAction(.increment)
    syncState()
    XCTAssertEqual(markerState.count, 42)
    XCTAssertEqual(states, [.init(count: 42)])
  }

  func test_updatedMarkerAccumulatesUntilAnAssertion() async {
    store.dispatchAction(.increment)
    store.dispatchAction(.increment)
    // Each step is stated as a change of the previous one, as in the original.
    XCTAssertStates([markerState, updatedMarker { $0.count = 1 }, updatedMarker { $0.count += 1 }])
    XCTAssertEqual(markerState.count, 2)
    XCTAssertStateEquals(markerState)
  }

  func test_aWrongStateFailsWithADiff() async {
    var line: UInt = 0
    let issues = capturingIssues {
      store.dispatchAction(.increment)
      line = #line + 1
      XCTAssertStateEquals(updatedMarker { $0.count = 2 })
    }
    XCTAssertEqual(issues.count, 1)
    let message = issues.first?.message ?? ""
    XCTAssertTrue(message.hasPrefix("The state is not the expected state: The values are not"))
    XCTAssertTrue(message.contains("\u{2212}   count: 2,"), message)
    XCTAssertTrue(message.contains("+   count: 1,"), message)
    XCTAssertEqual(issues.first?.line, line)
    // The marker follows the actual state, so the next step does not fail again.
    XCTAssertEqual(markerState.count, 1)
  }

  func test_wrongOutputsFail() async {
    let issues = capturingIssues {
      XCTAssertLastOutput(.didFinish(1))
      store.dispatchAction(.finish)
      XCTAssertOutputs([.didFinish(1)])
      XCTAssertLastOutput(.didFinish(1))
      XCTAssertStates([.init(count: 1)])
    }
    XCTAssertEqual(issues.count, 4)
    XCTAssertTrue(issues[0].message.hasPrefix("Expected the last output to be"))
    XCTAssertTrue(issues[1].message.hasPrefix("The outputs are not the expected outputs"))
    XCTAssertTrue(issues[2].message.hasPrefix("The last output is not the expected output"))
    XCTAssertTrue(issues[3].message.hasPrefix("The states are not the expected states"))
  }

  #if canImport(Darwin)  // XCTest on Linux cannot expect failures.
    func test_failuresReachXCTest() async {
      withExpectedIssue("A wrong state is reported to XCTest") {
        store.dispatchAction(.increment)
        XCTAssertStateEquals(updatedMarker { $0.count = 5 })
      }
    }
  #endif
}

/// Async store work under XCTest, with the store set in the test.
final class LoginStoreTestCaseTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<LoginStore>()

  func test_login() async {
    store = LoginStore(with: .init(username: "ada"))
    store.dispatchAction(.didTapLogin)
    XCTAssertStateEquals(updatedMarker { $0.isLoading = true })
    await testableStore.settle()
    XCTAssertStateEquals(updatedMarker { $0.isLoading = false })
    XCTAssertLastOutput(.userDidLogin)
  }

  func test_exhaustiveTestStoreUnderXCTest() async {
    let store = LassoTestStore<LoginStore>(initialState: .init()) { $0.logIn = { _ in true } }
    store.send(.didTapLogin) { $0.isLoading = true }
    await store.receive(.userDidLogin) { $0.isLoading = false }
    await store.finish()
  }
}
