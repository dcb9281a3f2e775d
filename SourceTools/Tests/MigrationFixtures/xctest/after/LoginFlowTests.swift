import LassoTestUtilities
import HeadlessUIKit
import XCTest

@testable import MyApp

class LoginFlowTests: FlowTestCase {
  var flow: LoginFlow!

  override func setUp() {
    super.setUp()
    flow = LoginFlow()
  }

  override func tearDown() {
    flow = nil
    super.tearDown()
  }

  func testStartShowsLogin() throws {
    let login: LoginViewController = try assertRoot(of: navigationController) {
      flow.start(with: root(of: navigationController))
    }
    XCTAssertEqual(login.title, "Log in")
  }

  func testSignupIsPushed() throws {
    let login = try XCTUnwrap(navigationController.topViewController)
    let _: SignupViewController = try assertPushed(after: login) {
      login.simulateSignupTap()
    }
    waitForEvents(in: window)
  }

  func testTabsAreTheRoot() throws {
    let tabs: UITabBarController = try assertControllerEvent(to: { window.rootViewController }) {
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

final class LoginStoreTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<LoginStore>()
  var service: MockLoginService!

  override func setUpWithError() throws {
    try super.setUpWithError()
    service = MockLoginService()
  }

  func testLoginSucceeds() {
    let done = expectation(description: "login")
    store.dispatchAction(.didTapLogin)
    service.onFinish = { done.fulfill() }
    wait(for: [done], timeout: 1)
    XCTAssertEqual(outputs, [.userDidLogin])
  }
}

/// Not a test case: left alone.
final class Helper {
  func testLooksLikeATest() {}
}
