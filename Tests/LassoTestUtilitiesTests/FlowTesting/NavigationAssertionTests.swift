import Lasso
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

@MainActor
@Suite struct NavigationAssertionTests {
  let hierarchy = FlowTestHierarchy()

  @Test func pushedScreensAreReturnedTyped() async throws {
    let flow = TutorialFlow()
    var outputs: [TutorialFlowModule.Output] = []
    flow.observeOutput { outputs.append($0) }
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    #expect(welcome.state == .welcome)
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    #expect(finish.state == .finish)
    flow.assert(when: { tap(0, on: finish) }, outputs: .didFinish)
    #expect(outputs == [.didFinish])
  }

  @Test func rootReplacesTheStack() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertRoot(of: hierarchy.navigationController) {
      flow.start(with: root(of: hierarchy.navigationController))
    }
    #expect(hierarchy.navigationController.viewControllers == [welcome])
  }

  @Test func poppedReturnsTheNewTop() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      tap(1, on: welcome)
    }
    let top = try await assertPopped(from: finish, to: hierarchy.root) {
      hierarchy.navigationController.popToRootViewController(animated: true)
    }
    #expect(top === hierarchy.root)
  }

  @Test func aPushOfTheWrongTypeFailsWithTheStacksDiff() async {
    let flow = TutorialFlow()
    let line: UInt = #line + 2
    let issues = await flowFailures {
      let _: UINavigationController = try await assertPushed(after: hierarchy.root) {
        flow.start(with: pushed(in: hierarchy.navigationController))
      }
    }
    #expect(issues.count == 1)
    let issue = issues[0]
    #expect(issue.line == line)
    #expect(issue.fileID.hasSuffix("NavigationAssertionTests.swift"))
    #expect(
      issue.message.hasPrefix(
        "Expected a new UINavigationController pushed after UIViewController:"))
    #expect(
      issue.diffLines == [
        "  \u{2212}   [1]: \"UINavigationController (new)\"",
        "  +   [1]: \"TutorialViewController (new)\"",
      ])
    #expect(issue.message.contains("(Expected: \u{2212}, Actual: +)"))
    #expect(
      issue.message.contains(
        """
        Hierarchy:
          UIWindow
            UINavigationController
              [0] UIViewController  ◀︎
              [1] TutorialViewController
        """))
    #expect(issue.message.contains("title: \"Welcome!\""))
  }

  @Test func nothingPushedFails() async {
    let issues = await flowFailures {
      let _: TutorialViewController = try await assertPushed(after: hierarchy.root) {}
    }
    #expect(issues.count == 1)
    #expect(issues.first?.diffLines == ["  \u{2212}   [1]: \"TutorialViewController (new)\""])
  }

  @Test func aPushAfterAnotherControllerFails() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    _ = welcome
    let issues = await flowFailures {
      let _: TutorialViewController = try await assertPushed(after: hierarchy.root) {
        TutorialFlow().start(with: pushed(in: hierarchy.navigationController))
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.diffLines == ["  +   [1]: \"TutorialViewController\","])
  }

  @Test func aControllerOutsideAStackFails() async {
    let loose = UIViewController()
    let issues = await flowFailures {
      let _: UIViewController = try await assertPushed(after: loose) {}
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "assertPushed(after:) needs UIViewController in a navigation controller's stack") == true)
    #expect(issues.first?.message.contains("(not in a window)") == true)
  }

  @Test func aRootThatDidNotChangeFails() async {
    let issues = await flowFailures {
      let _: UIViewController = try await assertRoot(of: hierarchy.navigationController) {}
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.diffLines == [
        "  \u{2212}   [0]: \"UIViewController (new)\"",
        "  +   [0]: \"UIViewController\"",
      ])
    // The hierarchy hangs from a window: the message says so.
    #expect(issues.first?.message.contains("Hierarchy:\n  UIWindow\n") == true)
  }

  @Test func aPopThatStopsShortFails() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
      flow.start(with: pushed(in: hierarchy.navigationController))
    }
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      tap(1, on: welcome)
    }
    let issues = await flowFailures {
      try await assertPopped(from: finish, to: hierarchy.root) {
        hierarchy.navigationController.popViewController(animated: true)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.diffLines == ["  +   [1]: \"TutorialViewController\""])
  }

  @Test func misuseInTheActionIsAFailureAtTheAssertion() async {
    let flow = TutorialFlow()
    flow.start(with: pushed(in: hierarchy.navigationController))
    let line: UInt = #line + 2
    let issues = await flowFailures {
      let _: TutorialViewController = try await assertPushed(after: hierarchy.root) {
        flow.start(with: pushed(in: hierarchy.navigationController))
      }
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.line == line })
    #expect(issues.first?.message.contains("started a second time") == true)
  }

  @Test func firstChildOfTypeSearchesNearestFirst() async {
    let tabs = UITabBarController()
    let inner = UINavigationController(
      rootViewController: TutorialViewController(
        PassthroughStore<TutorialScreenModule>(with: .finish).asViewStore()))
    let plain = UIViewController()
    tabs.viewControllers = [plain, inner]
    #expect(tabs.firstChildOfType(UINavigationController.self) === inner)
    #expect(tabs.firstChildOfType(TutorialViewController.self)?.state == .finish)
    #expect(tabs.firstChildOfType(UITabBarController.self) == nil)
    let typed = tabs.firstChildOfType(UIViewController.self)
    #expect(typed === plain)
  }

  // The original Lasso's form (its TypeCast.swift): the context names the type, only the
  // controller's own children count, and a missing child fails the test where it is called.
  @Test func theOriginalsFirstChildOfTypeThrowsForAMissingDirectChild() async throws {
    let tabs = UITabBarController()
    let tutorial = TutorialViewController(
      PassthroughStore<TutorialScreenModule>(with: .finish).asViewStore())
    let inner = UINavigationController(rootViewController: tutorial)
    tabs.viewControllers = [UIViewController(), inner]
    let found: UINavigationController = try tabs.firstChildOfType()
    #expect(found === inner)
    // As the original's: the failure goes to `log`, which reports it, and the
    // `TestFailureAction` it returns is what the call throws.
    var thrown: (any Error)?
    let line: UInt = #line + 3
    let issues = capturingIssues {
      do {
        let _: TutorialViewController = try tabs.firstChildOfType()
      } catch { thrown = error }
    }
    #expect(thrown is TestFailureAction)
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.message.contains("TutorialViewController") == true)
  }
}
