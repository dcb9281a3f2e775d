import HeadlessUIKit
import Lasso
import LassoTestUtilities
import XCTest

// Screens, bindings, object lifetimes and mocks, in the original's test style.

@MainActor final class SignupScreenTests: XCTestCase {
  func test_aModuleHelperAndTheBoundView() async {
    let screen = SignupScreenModule.createScreen(email: "ada")
    let controller = screen.controller as? SignupViewController
    controller?.loadViewIfNeeded()
    XCTAssertEqual(controller?.emailField.text, "ada")
    XCTAssertEqual(controller?.submitButton.isEnabled, false)
    controller?.emailField.insertText("@example.com")
    XCTAssertEqual(screen.store.state.email, "ada@example.com")
    XCTAssertEqual(controller?.submitButton.isEnabled, true)
  }

  func test_aCapturedStoreLivesAsLongAsItsController() async {
    weak var store: SignupStore?
    autoreleasepool {
      let controller = SignupScreenModule.createScreen().captureStore(as: &store).controller
      XCTAssertNotNil(store)
      XCTAssertNotNil(controller)
    }
    XCTAssertNil(store)
  }

  func test_holdAndReleaseReferences() async {
    final class Helper {}
    let view = UIView()
    weak var first: Helper?
    weak var second: Helper?
    autoreleasepool {
      let helper1 = Helper()
      let helper2 = Helper()
      view.holdReference(to: helper1)
      view.holdReference(to: helper2)
      view.holdReference(to: helper1)
      first = helper1
      second = helper2
    }
    XCTAssertNotNil(first)
    view.releaseReference(to: first!)
    XCTAssertNil(first)
    XCTAssertNotNil(second)
  }

  func test_animationsCanBeTurnedOff() async {
    UIView.setAnimationsEnabled(false)
    XCTAssertFalse(UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(true)
    XCTAssertTrue(UIView.areAnimationsEnabled)
  }
}

/// Globals a test can mock. Swift 6: mutable statics need an isolation (here the main actor).
@MainActor enum SignupEnvironment {
  @Mockable static var maximumLength: Int = 64
  @Mockable static private(set) var greeting: () -> String = { "Hello" }
}

@MainActor final class MockableCompatibilityTests: XCTestCase {
  func test_mockingThroughTheProjection() async {
    SignupEnvironment.$maximumLength.mock(with: 8)
    SignupEnvironment.$greeting.mock(with: { "Mocked" })
    XCTAssertEqual(SignupEnvironment.maximumLength, 8)
    XCTAssertEqual(SignupEnvironment.greeting(), "Mocked")
    SignupEnvironment.$maximumLength.reset()
    SignupEnvironment.$greeting.reset()
    XCTAssertEqual(SignupEnvironment.maximumLength, 64)
    XCTAssertEqual(SignupEnvironment.greeting(), "Hello")
  }

  func test_aTestsMockIsResetWhenItEnds() async {
    // Teardown blocks run last-added first: this one runs after the mock's reset.
    addTeardownBlock {
      MainActor.assumeIsolated { XCTAssertEqual(SignupEnvironment.maximumLength, 64) }
    }
    mock(SignupEnvironment.$maximumLength, with: 12)
    XCTAssertEqual(SignupEnvironment.maximumLength, 12)
  }
}
