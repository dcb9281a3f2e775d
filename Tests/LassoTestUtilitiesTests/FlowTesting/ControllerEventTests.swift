import Lasso
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

@MainActor
@Suite struct ControllerEventTests {
  let hierarchy = FlowTestHierarchy()

  @Test func loadAppearAndDisappear() async throws {
    let pushedController = UIViewController()
    try await assertControllerEvent(.viewDidLoad, on: pushedController) {
      pushedController.loadViewIfNeeded()
    }
    try await assertControllerEvent(.viewDidAppear, on: pushedController) {
      hierarchy.navigationController.pushViewController(pushedController, animated: true)
    }
    try await assertControllerEvent(.viewDidDisappear, on: pushedController) {
      hierarchy.navigationController.popViewController(animated: true)
    }
    try await assertControllerEvent(.viewDidDisappear, on: hierarchy.root) {
      hierarchy.window.isHidden = true
    }
    try await assertControllerEvent(.viewDidAppear, on: hierarchy.root) {
      hierarchy.window.isHidden = false
    }
  }

  @Test func aFullScreenPresentationHidesThePresenter() async throws {
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    try await assertControllerEvent(.viewDidDisappear, on: hierarchy.root) {
      hierarchy.root.present(cover, animated: true)
    }
  }

  @Test func anEventThatDidNotHappenFails() async {
    let line: UInt = #line + 2
    let issues = await flowFailures {
      try await assertControllerEvent(.viewDidDisappear, on: hierarchy.root) {}
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message.hasPrefix("Expected viewDidDisappear in UIViewController;") == true)
    #expect(issues.first?.diffLines == ["  \u{2212}   isVisible: false", "  +   isVisible: true"])
  }

  @Test func waitForEventsRunsQueuedActions() async throws {
    let flow = TutorialFlow()
    flow.start(with: pushed(in: hierarchy.navigationController))
    let welcome = try #require(
      hierarchy.navigationController.topViewController as? TutorialViewController)
    let store = PassthroughStore<TutorialScreenModule>(with: .welcome)
    var outputs: [TutorialScreenModule.Output] = []
    store.observeOutput { outputs.append($0) }
    store.enqueueAction(.didPressButton(index: 1))
    #expect(outputs.isEmpty)
    await waitForEvents(in: hierarchy.window)
    #expect(outputs == [.didPressButton(index: 1)])
    _ = welcome
  }
}
