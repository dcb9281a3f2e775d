import Lasso
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

@MainActor
@Suite struct HierarchyEventTests {
  let hierarchy = FlowTestHierarchy()

  private func tutorial(_ state: TutorialScreenModule.State) -> ControllerSummary {
    ControllerSummary(TutorialViewController.self, state: state)
  }

  @Test func aWholeFlowRecordedAsOneValue() async throws {
    let flow = TutorialFlow()
    let recorder = hierarchy.recorder
    await recorder.record { flow.start(with: pushed(in: hierarchy.navigationController)) }
    let welcome = try #require(
      hierarchy.navigationController.topViewController as? TutorialViewController)
    await recorder.record { tap(1, on: welcome) }
    await recorder.record { hierarchy.navigationController.headless.tapBackButton() }
    try recorder.assertEvents([
      .pushed(tutorial(.welcome)),
      .pushed(tutorial(.finish)),
      .popped(tutorial(.finish)),
    ])
    #expect(recorder.events.isEmpty)
  }

  @Test func aPresentedEmbeddingIsDescribedWithItsContents() async throws {
    let flow = SignUpFlow()
    let form = TutorialScreenModule.State(
      title: "Sign up", body: "…", buttonTitles: ["Cancel", "Submit"])
    try await assertHierarchyEvents(
      in: hierarchy.window,
      when: { flow.start(with: presented(on: hierarchy.root).withNavigationEmbedding()) },
      [
        .presented(ControllerSummary(UINavigationController.self)),
        .root(tutorial(form)),
      ])
    let formController = try #require(
      hierarchy.window.headless.visibleViewController as? TutorialViewController)
    let events = await recordHierarchyEvents(in: hierarchy.window) { tap(1, on: formController) }
    #expect(events == [.pushed(tutorial(.finish))])
    let dismissal = await recordHierarchyEvents(in: hierarchy.window) { flow.dismiss() }
    #expect(dismissal == [.dismissed(ControllerSummary(UINavigationController.self))])
  }

  @Test func windowRootsAndEmbeddings() async {
    let tabs = UITabBarController()
    let first = UIViewController()
    let events = await recordHierarchyEvents(in: hierarchy.window) {
      tabs.viewControllers = [first]
      hierarchy.window.rootViewController = tabs
    }
    #expect(
      events == [
        .windowRoot(ControllerSummary(UITabBarController.self)),
        .embedded(
          ControllerSummary(UIViewController.self), in: ControllerSummary(UITabBarController.self)),
      ])
    let removal = await recordHierarchyEvents(in: hierarchy.window) { tabs.viewControllers = [] }
    #expect(
      removal == [
        .removed(
          ControllerSummary(UIViewController.self), from: ControllerSummary(UITabBarController.self)
        )
      ])
  }

  @Test func aWrongExpectationFailsWithTheEventsDiff() async throws {
    let flow = TutorialFlow()
    let line: UInt = #line + 2
    let issues = await flowFailures {
      try await assertHierarchyEvents(
        in: hierarchy.window,
        when: { flow.start(with: pushed(in: hierarchy.navigationController)) },
        [.pushed(tutorial(.finish))])
    }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.line == line)
    #expect(issue.message.hasPrefix("The hierarchy did not change as expected:"))
    #expect(
      issue.diffLines == [
        "  \u{2212}         title: \"That was fun!\",",
        "  +         title: \"Welcome!\",",
        "  \u{2212}         body: \"\(TutorialScreenModule.State.finish.body)\",",
        "  +         body: \"\(TutorialScreenModule.State.welcome.body)\",",
        "  \u{2212}           [0]: \"OK\",",
        "  +           [0]: \"Skip\",",
        "  +           [1]: \"Next\"",
      ])
    #expect(issue.message.contains("[0]: .pushed("))
  }

  @Test func summariesCompareStatesByRendering() async {
    let store = PassthroughStore<TutorialScreenModule>(with: .finish)
    let controller = TutorialViewController(store.asViewStore())
    #expect(ControllerSummary(describing: controller) == tutorial(.finish))
    #expect(ControllerSummary(describing: controller) != tutorial(.welcome))
    #expect(
      ControllerSummary(describing: controller).ignoringState
        == ControllerSummary(TutorialViewController.self))
    #expect(ControllerSummary(describing: UIViewController()).description == "UIViewController")
  }
}
