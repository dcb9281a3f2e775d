import Lasso
import LassoTestUtilities
import XCTest

@testable import LassoExampleApp

// One test of each flow assertion of LassoTestUtilities, on the example app's tutorial flow (a
// welcome page whose Next button pushes a finish page, whose OK button is the flow's
// `.didFinish`) and on plain UIKit controllers, moved with UIKit's own calls. Each test would
// fail if the assertion let a wrong hierarchy pass: the assertion returns the controller it
// found, typed, and the test checks it.

@MainActor
final class FlowAssertionTests: FlowTestCase {
  // MARK: Navigation

  func test_assertRoot() async throws {
    let flow = TutorialFlow()
    let navigation = UINavigationController()
    let presented: UINavigationController = try await assertPresentation(on: root) {
      root.present(navigation, animated: true)
    }
    XCTAssertTrue(presented === navigation)
    let welcome: TutorialViewController = try await assertRoot(of: navigation) {
      flow.start(with: Lasso.root(of: navigation))
    }
    XCTAssertEqual(welcome.store.state, .welcome)
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  func test_assertPushed() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: root) {
      flow.start(with: pushed(in: navigationController))
    }
    XCTAssertEqual(welcome.store.state, .welcome)
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    XCTAssertEqual(finish.store.state, .finish)
    XCTAssertEqual(navigationController.viewControllers, [root, welcome, finish])
  }

  func test_assertPushedRunsItsHooksInOrder() async throws {
    var hooks: [String] = []
    let pushed: UIViewController = try await assertPushed(
      after: root,
      when: { navigationController.pushViewController(UIViewController(), animated: true) },
      onViewDidLoad: { _, controller in hooks.append("loaded \(controller.isViewLoaded)") },
      onViewWillAppear: { _, _ in hooks.append("will appear") },
      onViewDidAppear: { _, controller in
        hooks.append("did appear \(controller.view.window != nil)")
      })
    XCTAssertTrue(navigationController.topViewController === pushed)
    XCTAssertEqual(hooks, ["loaded true", "will appear", "did appear true"])
  }

  func test_assertPopped() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: root) {
      flow.start(with: pushed(in: navigationController))
    }
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    let back = try await assertPopped(from: finish, to: welcome) {
      navigationController.popViewController(animated: true)
    }
    XCTAssertTrue(back === welcome)
    XCTAssertEqual(navigationController.viewControllers, [root, welcome])
  }

  // MARK: Modals

  func test_assertPresentationOfAFlowInANavigationController() async throws {
    let flow = TutorialFlow()
    let navigation: UINavigationController = try await assertPresentation(on: root) {
      flow.start(with: presented(on: root).withNavigationEmbedding())
    }
    let welcome = try XCTUnwrap(navigation.firstChildOfType(TutorialViewController.self))
    XCTAssertEqual(welcome.store.state, .welcome)
    XCTAssertTrue(root.presentedViewController === navigation)
  }

  func test_assertDismissal() async throws {
    let flow = TutorialFlow()
    let navigation: UINavigationController = try await assertPresentation(on: root) {
      flow.start(with: presented(on: root).withNavigationEmbedding())
    }
    let presenting = try await assertDismissal(from: navigation, to: root) {
      flow.dismiss()
    }
    XCTAssertTrue(presenting === root)
    XCTAssertNil(root.presentedViewController)
  }

  func test_assertFullScreenPresentationAndDismissal() async throws {
    let player = UIViewController()
    player.modalPresentationStyle = .fullScreen
    let presented: UIViewController = try await assertFullScreenPresentation(on: root) {
      root.present(player, animated: true)
    }
    XCTAssertTrue(presented === player)
    try await assertFullScreenDismissal(from: player, to: root) {
      player.dismiss(animated: true)
    }
    XCTAssertNil(root.presentedViewController)
  }

  // MARK: Lifecycle, outputs, the whole story

  func test_assertControllerEvent() async throws {
    let pushed = UIViewController()
    try await assertControllerEvent(.viewDidDisappear, on: root) {
      navigationController.pushViewController(pushed, animated: true)
    }
    try await assertControllerEvent(.viewDidAppear, on: root) {
      navigationController.popViewController(animated: true)
    }
    let fresh = UIViewController()
    try await assertControllerEvent(.viewDidLoad, on: fresh) { fresh.loadViewIfNeeded() }
  }

  func test_flowAssertOutputs() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: root) {
      flow.start(with: pushed(in: navigationController))
    }
    flow.assert(
      when: { welcome.store.dispatchAction(.didPressButton(index: 0)) }, outputs: .didPressSkip)
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    flow.assert(
      when: { finish.store.dispatchAction(.didPressButton(index: 0)) }, outputs: .didFinish)
  }

  func test_assertEvents() async throws {
    let flow = TutorialFlow()
    try await assertEvents(
      when: { flow.start(with: pushed(in: navigationController)) },
      [
        .pushed(
          ControllerSummary(TutorialViewController.self, state: TutorialScreenModule.State.welcome))
      ])
    let welcome = try XCTUnwrap(navigationController.topViewController as? TutorialViewController)
    try await assertHierarchyEvents(
      in: window, when: { welcome.store.dispatchAction(.didPressButton(index: 1)) },
      [
        .pushed(
          ControllerSummary(TutorialViewController.self, state: TutorialScreenModule.State.finish))
      ])
  }

  func test_hierarchyRecorder() async throws {
    let recorder = HierarchyRecorder(window: window)
    let flow = TutorialFlow()
    await recorder.record { flow.start(with: presented(on: root).withNavigationEmbedding()) }
    await recorder.record { flow.dismiss() }
    let welcome = ControllerSummary(
      TutorialViewController.self, state: TutorialScreenModule.State.welcome)
    try recorder.assertEvents([
      .presented(ControllerSummary(UINavigationController.self)), .root(welcome),
      .dismissed(ControllerSummary(UINavigationController.self)),
    ])
  }

  // MARK: Work that arrives later

  func test_waitForEventsRunsTheMainQueueAndEndsTransitions() async throws {
    var ran = false
    DispatchQueue.main.async { ran = true }
    navigationController.pushViewController(UIViewController(), animated: true)
    await waitForEvents(in: window)
    XCTAssertTrue(ran)
    XCTAssertNil(navigationController.transitionCoordinator)
  }

  func test_actionsQueuedOnTheMainQueueArriveWhenTheTestWaits() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: root) {
      flow.start(with: pushed(in: navigationController))
    }
    DispatchQueue.main.async { welcome.store.dispatchAction(.didPressButton(index: 1)) }
    await waitForEvents(in: window)
    let finish = try XCTUnwrap(navigationController.topViewController as? TutorialViewController)
    XCTAssertEqual(finish.store.state, .finish)
    XCTAssertNil(navigationController.transitionCoordinator)
  }
}
