import Lasso
import LassoTestUtilities
import XCTest

@testable import LassoExampleApp

// The example app's flows (Sources/LassoExampleApp), tested with the flow assertions as a team
// tests its own app: logging in replaces the window's root with the tab bar; the Learn tab pushes
// the tutorial and pops it when it ends; Settings presents it and dismisses it; Concepts pushes a
// concept's details, then the next concept of its topic. The same on Linux and on an iPhone
// simulator.

@MainActor
final class ExampleAppTests: FlowTestCase {
  /// The app, started in the test's window and logged in; its tab bar.
  private func startLoggedIn() async throws -> UITabBarController {
    let app = ExampleApp(window: window, options: ExampleOptions(fast: true))
    app.start()
    let loginNavigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
    await waitForEvents(in: window)
    let login = try XCTUnwrap(loginNavigation.topViewController as? LoginScreenViewController)
    login.store.dispatchAction(.didUpdateUsername("ada"))
    login.store.dispatchAction(.didUpdatePassword("lasso"))
    login.store.dispatchAction(.didTapLogin)
    // The fake service answers after a few milliseconds, on the main actor.
    let tabs = try await waitUntilNotNil(window.rootViewController as? UITabBarController)
    await waitForEvents(in: window)
    // The app keeps the window's controllers, which keep the flows and stores.
    addTeardownBlock { @MainActor in _ = app }
    return tabs
  }

  /// The controller at the bottom of tab `index`'s navigation stack.
  private func tabRoot<Controller: UIViewController>(
    _ index: Int, of tabs: UITabBarController, as type: Controller.Type
  ) throws -> Controller {
    let navigation = try XCTUnwrap(tabs.viewControllers?[index] as? UINavigationController)
    return try XCTUnwrap(navigation.viewControllers.first as? Controller)
  }

  func test_loggingInShowsTheFourTabs() async throws {
    let tabs = try await startLoggedIn()
    XCTAssertEqual(tabs.viewControllers?.count, 4)
    XCTAssertEqual(
      tabs.viewControllers?.map { $0.tabBarItem.title ?? "" },
      ["Learn", "Profile", "Settings", "Concepts"])
    XCTAssertEqual(tabs.selectedIndex, 0)
  }

  func test_wrongPasswordKeepsTheLoginScreen() async throws {
    let app = ExampleApp(window: window, options: ExampleOptions(fast: true))
    app.start()
    let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
    await waitForEvents(in: window)
    let login = try XCTUnwrap(navigation.topViewController as? LoginScreenViewController)
    login.store.dispatchAction(.didUpdateUsername("ada"))
    login.store.dispatchAction(.didUpdatePassword("nope"))
    login.store.dispatchAction(.didTapLogin)
    let error = try await waitUntilNotNil(login.store.state.error)
    XCTAssertEqual(error, "Invalid login")
    XCTAssertTrue(window.rootViewController === navigation)
  }

  func test_theLearnTabPushesTheTutorialAndPopsItWhenItEnds() async throws {
    let tabs = try await startLoggedIn()
    let learn = try tabRoot(0, of: tabs, as: LearnViewController.self)
    let welcome: TutorialViewController = try await assertPushed(after: learn) {
      learn.store.dispatchAction(.didTapStartTutorial)
    }
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    try await assertPopped(from: finish, to: learn) {
      finish.store.dispatchAction(.didPressButton(index: 0))
    }
    XCTAssertEqual(learn.store.state.completedTutorials, 1)
  }

  func test_settingsPresentsTheTutorialAndDismissesIt() async throws {
    let tabs = try await startLoggedIn()
    let settings = try tabRoot(2, of: tabs, as: SettingsViewController.self)
    tabs.selectedIndex = 2
    await waitForEvents(in: window)
    let navigation: UINavigationController = try await assertPresentation(on: settings) {
      settings.store.dispatchAction(.didTapReplayTutorial)
    }
    let welcome = try XCTUnwrap(navigation.firstChildOfType(TutorialViewController.self))
    XCTAssertEqual(welcome.store.state, .welcome)
    try await assertDismissal(from: navigation, to: settings) {
      welcome.store.dispatchAction(.didPressButton(index: 0))
    }
  }

  func test_loggingOutShowsTheLoginScreenAgain() async throws {
    let tabs = try await startLoggedIn()
    let settings = try tabRoot(2, of: tabs, as: SettingsViewController.self)
    try await assertEvents(
      when: { settings.store.dispatchAction(.didTapLogOut) },
      [
        .windowRoot(ControllerSummary(UINavigationController.self)),
        .root(ControllerSummary(LoginScreenViewController.self, state: LoginScreenModule.State())),
      ])
    let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
    XCTAssertTrue(navigation.topViewController is LoginScreenViewController)
  }

  func test_conceptsPushesDetailsThenTheTopicsNextConcept() async throws {
    let tabs = try await startLoggedIn()
    let list = try tabRoot(3, of: tabs, as: ConceptListViewController.self)
    tabs.selectedIndex = 3
    await waitForEvents(in: window)
    let found = await visibleListCell(showing: "Flow", in: list)
    let row = try XCTUnwrap(found)
    let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
    XCTAssertEqual(details.title, "Flow")
    let next: ConceptDetailViewController = try await assertPushed(after: details) {
      details.store.dispatchAction(.didTapNext)
    }
    XCTAssertEqual(next.title, "ScreenPlacer")
  }

  func test_theProfileTabLoadsTheUser() async throws {
    let tabs = try await startLoggedIn()
    let profile = try tabRoot(1, of: tabs, as: LoadUserProfileViewController.self)
    // The profile loads when it appears (its `viewDidAppear`).
    try await assertControllerEvent(.viewDidAppear, on: profile) { tabs.selectedIndex = 1 }
    let user = try await waitUntilNotNil(loadedUser(of: profile))
    XCTAssertFalse(user.username.isEmpty)
    XCTAssertNotNil(profile.children.first as? EditUserProfileViewController)
  }

  // MARK: Support

  private func loadedUser(of profile: LoadUserProfileViewController) -> UserData? {
    if case .loaded(let user) = profile.state { return user }
    return nil
  }

  /// Lets the main actor's work run until `value` is not `nil`, for at most ten seconds; fails
  /// the test then.
  private func waitUntilNotNil<Value>(
    _ value: @autoclosure () -> Value?, file: StaticString = #filePath, line: UInt = #line
  ) async throws -> Value {
    let deadline = Date(timeIntervalSinceNow: 10)
    while Date() < deadline {
      if let value = value() { return value }
      await LassoTestUtilities.waitForEvents(in: window, rounds: 1)
    }
    return try XCTUnwrap(value(), "still nil after 10 s", file: file, line: line)
  }
}
