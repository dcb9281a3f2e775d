import Lasso
import LassoTestUtilities
import TestSupport
import Testing

@testable import LassoExampleApp

@MainActor
@Suite struct MockScreenFactoryTests {
  let hierarchy = FlowTestHierarchy()

  @Test func theRealFactoryMakesRealScreens() async throws {
    var configured: [TutorialScreenModule.State] = []
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.screenFactory { configured.append($0.state) })
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      tap(1, on: welcome)
    }
    flow.assert(when: { tap(0, on: finish) }, outputs: .didFinish)
    #expect(configured == [.welcome, .finish])
  }

  @Test func mockScreensEmitOutputsAndRecordActions() async throws {
    var screens: [MockScreen<TutorialScreenModule>] = []
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.mockScreenFactory { screens.append($0) })
    let welcome: MockScreenController<TutorialScreenModule> = try await assertPushed(
      after: hierarchy.root
    ) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    #expect(welcome.state == .welcome)
    #expect(screens.count == 1)
    #expect(screens.first?.store === welcome.mockStore)

    let finish: MockScreenController<TutorialScreenModule> = try await assertPushed(after: welcome)
    {
      welcome.mockStore.dispatchMockOutput(.didPressButton(index: 1))
    }
    #expect(finish.state == .finish)
    flow.assert(
      when: { finish.mockStore.dispatchMockOutput(.didPressButton(index: 0)) },
      outputs: .didFinish)

    finish.dispatchAction(.didPressButton(index: 3))
    #expect(finish.mockStore.dispatchedActions == [.didPressButton(index: 3)])
  }

  @Test func mockScreensCanUseTheRealController() async throws {
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.mockScreenFactory(controller: {
        TutorialViewController($0.asViewStore())
      }))
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    tap(1, on: welcome)
    #expect(hierarchy.navigationController.viewControllers.count == 2, "the mock store records")
  }

  @Test func aGivenControllerStandsForTheScreen() async throws {
    let placeholder = UIViewController()
    var welcome: MockScreen<TutorialScreenModule>?
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.mockControllerScreenFactory(placeholder) { welcome = $0 })
    let placed: UIViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    #expect(placed === placeholder)
    flow.assert(
      when: { welcome?.store.dispatchMockOutput(.didPressButton(index: 0)) },
      outputs: .didPressSkip)
  }

  @Test func aWrongOutputExpectationFailsWithADiff() async throws {
    var welcome: MockScreen<TutorialScreenModule>?
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.mockScreenFactory { welcome = $0 })
    flow.start(with: pushed(in: hierarchy.navigationController))
    // Reported, not thrown: the test goes on after a failed output assertion.
    let line: UInt = #line + 2
    let issues = capturingIssues {
      flow.assert(
        when: { welcome?.store.dispatchMockOutput(.didPressButton(index: 0)) },
        outputs: .didFinish)
    }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.line == line)
    #expect(issue.message.hasPrefix("FactoryTutorialFlow did not emit the expected outputs:"))
    #expect(
      issue.diffLines == [
        "  \u{2212}   [0]: .didFinish", "  +   [0]: .didPressSkip",
      ])
    #expect(issue.message.contains("[1] MockScreenController<TutorialScreenModule>  ◀︎"))
  }

  @Test func noOutputsExpectedWhenNoneGiven() async throws {
    let flow = TutorialFlow()
    flow.assert(when: { flow.start(with: pushed(in: hierarchy.navigationController)) })
  }

  @Test func mockScreensAreReleasedWithTheirControllers() async throws {
    weak var weakStore: MockLassoStore<TutorialScreenModule>?
    weak var weakController: UIViewController?
    do {
      let flow = FactoryTutorialFlow(
        screens: TutorialScreenModule.mockControllerScreenFactory(UIViewController()) {
          weakStore = $0.store
        })
      flow.start(with: pushed(in: hierarchy.navigationController))
      weakController = hierarchy.navigationController.topViewController
    }
    #expect(weakStore != nil, "the controller keeps the mock store")
    hierarchy.navigationController.popToRootViewController(animated: false)
    await waitForEvents(in: hierarchy.window)
    // Released once the pop ended (uikit-timing.md 4.5).
    #expect(weakController == nil)
    #expect(weakStore == nil)
  }

  @Test func aFactoryScreenChains() async {
    let store = MockLassoStore<TutorialScreenModule>()
    let screen = MockScreen(store, UIViewController())
    var outputs: [String] = []
    screen.factoryScreen
      .observeOutput { _ in outputs.append("plain") }
      .observeOutput({ outputs.append($0) }, mapping: { _ in "mapped" })
      .setUpController { $0.title = "Mock" }
      .place(with: pushed(in: hierarchy.navigationController))
    store.dispatchMockOutput(.didPressButton(index: 0))
    #expect(outputs == ["plain", "mapped"])
    #expect(hierarchy.navigationController.topViewController?.title == "Mock")
  }
}
