import Lasso
import LassoTestUtilities
import VSM
import XCTest

@testable import LassoExampleApp

// The README's examples (ReadmeExamples.swift) at work, as portable XCTest tests: the same file
// runs under `swift test` on Linux and under `xcodebuild test` on an iPhone simulator (README.md,
// "Portable tests"). The README's flow test with a list is written in Swift Testing; its twin
// here has the same steps and checks.

@MainActor
final class ReadmeTests: XCTestCase {
  /// The README's screen at work: its button, tapped through UIKit's target-action, is the
  /// store's output; the store's state is shown in the field.
  func test_theScreenBindsItsButtonAndFieldToItsStore() async throws {
    let screen = ReadmeScreenExample.LoginScreenModule.createScreen()
    var outputs: [ReadmeScreenExample.LoginScreenModule.Output] = []
    screen.observeOutput { outputs.append($0) }
    let controller = try XCTUnwrap(
      screen.controller as? ReadmeScreenExample.LoginScreenViewController)
    controller.loadViewIfNeeded()

    screen.store.dispatchAction(.didUpdateUsername("ada"))
    XCTAssertEqual(controller.usernameField.text, "ada")
    controller.loginButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(outputs, [.userDidLogin])
  }

  /// The README's screen at work: what the user types in the field (UIKit posts the text field's
  /// text-did-change notification) is the store's username.
  func test_theScreenSendsTheTypedUsernameToItsStore() async throws {
    let screen = ReadmeScreenExample().screen
    let controller = try XCTUnwrap(
      screen.controller as? ReadmeScreenExample.LoginScreenViewController)
    controller.loadViewIfNeeded()

    controller.usernameField.text = "mom"
    NotificationCenter.default.post(
      name: UITextField.textDidChangeNotification, object: controller.usernameField)
    XCTAssertEqual(screen.store.state.username, "mom")
  }

  /// The README's three placements of its flow: pushed, presented in a navigation controller,
  /// and as a tab.
  func test_theFlowStartsInEachPlacement() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    addTeardownBlock { @MainActor in
      window.isHidden = true
      window.rootViewController = nil
    }

    ReadmeFlowExample.startFlows(
      navigationController: navigationController, controller: navigationController)

    XCTAssertEqual(navigationController.viewControllers.count, 2)
    let presented = navigationController.presentedViewController as? UINavigationController
    XCTAssertEqual(presented?.viewControllers.count, 1)
  }

  /// The README's "A flow test with a list": find a row as a user sees it, tap it, assert the
  /// push.
  func test_tappingAConceptPushesItsDetails() async throws {
    let list = try await startConceptsFlowInAWindow()
    let found = await visibleListCell(showing: "Flow", in: list)
    let row = try XCTUnwrap(found)
    let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
    XCTAssertEqual(details.title, "Flow")
  }

  /// The README's VSM view: a load that publishes `.loading` then the user.
  func test_theVSMViewLoadsAndShowsTheUser() async throws {
    let controller = ReadmeVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loaded(.init(name: "Ada")))))
    controller.$state.startRendering(on: controller)

    XCTAssertTrue(controller.spinner.isAnimating)
    XCTAssertEqual(controller.nameLabel.text, "Ada")
  }

  /// The README's VSM view: a load that fails shows the error.
  func test_theVSMViewShowsALoadingError() async throws {
    let controller = ReadmeVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loadingError(.init(message: "offline")))))
    controller.$state.startRendering(on: controller)

    XCTAssertEqual(controller.errorLabel.text, "offline")
  }

  // MARK: Support

  /// The concepts flow as the root of a navigation controller in a visible window (hidden and
  /// emptied after the test); its list.
  private func startConceptsFlowInAWindow() async throws -> ConceptListViewController {
    let window = UIWindow()
    let navigation = UINavigationController()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    addTeardownBlock { @MainActor in
      window.isHidden = true
      window.rootViewController = nil
    }
    return try await assertRoot(of: navigation) { ConceptsFlow().start(with: root(of: navigation)) }
  }
}
