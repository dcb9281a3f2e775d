#if canImport(XCTest)
  import Lasso
  @testable import LassoExampleApp
  import LassoTestUtilities
  import XCTest

  /// `FlowTestCase` under XCTest on Linux: `async` test methods on the main actor, the hierarchy
  /// created on first use, the original Lasso's test shape.
  final class TutorialFlowCaseTests: FlowTestCase {
    // Short animated transitions, as a suite may make them on Linux (TestingFlows.md).
    nonisolated override func setUp() async throws {
      try await super.setUp()
      await MainActor.run { Headless.animatedTransitionDuration = 0.005 }
    }

    func test_start() async throws {
      let flow = TutorialFlow()
      let welcome: TutorialViewController = try await assertPushed(
        after: root, when: { flow.start(with: pushed(in: navigationController)) })
      let finish: TutorialViewController = try await assertPushed(
        after: welcome, when: { welcome.store.dispatchAction(.didPressButton(index: 1)) })
      flow.assert(
        when: { finish.store.dispatchAction(.didPressButton(index: 0)) }, outputs: .didFinish)
    }

    // The free waitForEvents() waits on every window (tested here, in XCTest's serial run:
    // Swift Testing's parallel suites keep windows of their own busy).
    func test_theFreeWaitForEventsWaitsForEveryWindow() async throws {
      var presented = false
      root.present(UIViewController(), animated: true) { presented = true }
      XCTAssertFalse(presented)
      await LassoTestUtilities.waitForEvents()
      XCTAssertTrue(presented)
    }

    func test_hierarchyIsReadyAndVisible() async throws {
      XCTAssertTrue(window.isKeyWindow)
      XCTAssertTrue(window.rootViewController === navigationController)
      XCTAssertEqual(navigationController.viewControllers, [root])
      XCTAssertTrue(rootController === root)
      XCTAssertTrue(window.headless.visibleViewController === root)
    }

    func test_eventsAsOneValue() async throws {
      let flow = TutorialFlow()
      try await assertEvents(
        when: { flow.start(with: pushed(in: navigationController)) },
        [
          .pushed(
            ControllerSummary(
              TutorialViewController.self, state: TutorialScreenModule.State.welcome))
        ])
    }

    func test_aWrongTypeFailsAtThisLine() async throws {
      let flow = TutorialFlow()
      let line: UInt = #line + 2
      let issues = await flowFailures {
        let _: UINavigationController = try await assertPushed(
          after: root, when: { flow.start(with: pushed(in: navigationController)) })
      }
      XCTAssertEqual(issues.map(\.line), [line])
      XCTAssertTrue(
        issues.first?.message.contains("+   [1]: \"TutorialViewController (new)\"") == true)
    }

    func test_teardownEmptiesTheWindow() async throws {
      weak var weakRoot: UIViewController?
      let hierarchy = FlowTestHierarchy()
      hierarchy.root.present(UIViewController(), animated: false)
      weakRoot = hierarchy.root
      await hierarchy.tearDown()
      XCTAssertTrue(hierarchy.window.isHidden)
      XCTAssertNil(hierarchy.window.rootViewController)
      XCTAssertNil(hierarchy.navigationController.presentedViewController)
      XCTAssertNotNil(weakRoot, "the hierarchy object still holds its root")
    }
  }

  /// A root of the test's own.
  final class CustomRootFlowCaseTests: FlowTestCase {
    // Short animated transitions, as a suite may make them on Linux (TestingFlows.md).
    nonisolated override func setUp() async throws {
      try await super.setUp()
      await MainActor.run { Headless.animatedTransitionDuration = 0.005 }
    }

    override func createRootController() -> UIViewController {
      TutorialViewController(PassthroughStore<TutorialScreenModule>(with: .finish).asViewStore())
    }

    func test_theRootIsTheOverride() async throws {
      let tutorial = try XCTUnwrap(root as? TutorialViewController)
      XCTAssertEqual(tutorial.state, .finish)
      let modal: UIViewController = try await assertPresentation(
        on: root, when: { root.present(UIViewController(), animated: true) })
      try await assertDismissal(from: modal, to: root, when: { modal.dismiss(animated: true) })
    }
  }
#endif
