import LassoTestUtilities
import HeadlessUIKit
import XCTest

@testable import MyApp

@MainActor class LoginFlowTests: FlowTestCase {
  var flow: LoginFlow!

  override func setUp() async throws {
    flow = LoginFlow()
  }

  override func tearDown() async throws {
    flow = nil
  }

  func testStartShowsLogin() async throws {
    let login: LoginViewController = try await assertRoot(of: navigationController) {
      flow.start(with: root(of: navigationController))
    }
    XCTAssertEqual(login.title, "Log in")
  }

  func testSignupIsPushed() async throws {
    let login = try XCTUnwrap(navigationController.topViewController)
    let _: SignupViewController = try await assertPushed(after: login) {
      login.simulateSignupTap()
    }
    await waitForEvents(in: window)
  }

  func testTabsAreTheRoot() async throws {
    let tabs: UITabBarController = try await assertControllerEvent(to: { window.rootViewController }) {
      flow.start(with: root(of: window))
    }
    XCTAssertEqual(tabs.viewControllers?.count, 2)
  }

  func testAlreadyAsync() async throws {
    try await assertRoot(of: navigationController) { flow.start(with: root(of: navigationController)) }
  }

  func helperIsNotATest() {
    // A helper stays as it is: wait(for: [], timeout: 1) in a comment is not code.
  }
}

@MainActor final class LoginStoreTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<LoginStore>()
  var service: MockLoginService!

  override func setUp() async throws {
    service = MockLoginService()
  }

  func testLoginSucceeds() async {
    let done = expectation(description: "login")
    store.dispatchAction(.didTapLogin)
    service.onFinish = { done.fulfill() }
    await fulfillment(of: [done], timeout: 1)
    XCTAssertEqual(outputs, [.userDidLogin])
  }
}

/// Not a test case: left alone.
final class Helper {
  func testLooksLikeATest() {}
}
