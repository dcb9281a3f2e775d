import Lasso
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

@MainActor
@Suite struct ModalAssertionTests {
  let hierarchy = FlowTestHierarchy()

  @Test func aFlowPresentedInANavigationEmbeddingThenCancelled() async throws {
    let flow = SignUpFlow()
    var outputs: [SignUpFlowModule.Output] = []
    flow.observeOutput { outputs.append($0) }
    let navigation: UINavigationController = try await assertPresentation(on: hierarchy.root) {
      flow.start(with: presented(on: hierarchy.root).withNavigationEmbedding())
    }
    let form = try #require(navigation.firstChildOfType(TutorialViewController.self))
    #expect(form.state.title == "Sign up")
    try await assertDismissal(from: form, to: hierarchy.root) { tap(0, on: form) }
    #expect(outputs == [.didCancel])
    #expect(hierarchy.root.presentedViewController == nil)
  }

  @Test func fullScreenPresentationAndDismissal() async throws {
    let player = UIViewController()
    player.modalPresentationStyle = .fullScreen
    let presented: UIViewController = try await assertFullScreenPresentation(on: hierarchy.root) {
      hierarchy.root.present(player, animated: true)
    }
    #expect(presented === player)
    let back = try await assertFullScreenDismissal(from: player, to: hierarchy.root) {
      player.dismiss(animated: true)
    }
    #expect(back === hierarchy.root)
  }

  @Test func aSheetIsNotAFullScreenPresentation() async {
    let sheet = UIViewController()
    let line: UInt = #line + 2
    let issues = await flowFailures {
      let _: UIViewController = try await assertFullScreenPresentation(on: hierarchy.root) {
        hierarchy.root.present(sheet, animated: true)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message.hasPrefix(
        "Expected a new UIViewController presented full screen on UIViewController:") == true)
    #expect(
      issues.first?.diffLines == [
        "  \u{2212}   [0]: \"UIViewController (new) .fullScreen\"",
        "  +   [0]: \"UIViewController (new) .automatic\"",
      ])
    #expect(issues.first?.message.contains("presents: UIViewController") == true)
  }

  @Test func nothingPresentedFails() async {
    let issues = await flowFailures {
      let _: UINavigationController = try await assertPresentation(on: hierarchy.root) {}
    }
    #expect(issues.count == 1)
    #expect(issues.first?.diffLines == ["  \u{2212}   [0]: \"UINavigationController (new)\""])
  }

  @Test func aDismissalThatDidNotHappenFails() async throws {
    let modal = UIViewController()
    let _: UIViewController = try await assertPresentation(on: hierarchy.root) {
      hierarchy.root.present(modal, animated: true)
    }
    let issues = await flowFailures {
      try await assertDismissal(from: modal, to: hierarchy.root) {}
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Expected UIViewController dismissed, so that UIViewController presents nothing:")
        == true)
    #expect(issues.first?.diffLines == ["  +   [0]: \"UIViewController\""])
  }

  @Test func aDismissalOfWhatIsNotPresentedFails() async {
    let issues = await flowFailures {
      try await assertDismissal(from: UIViewController(), to: hierarchy.root) {}
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("needs UIViewController presented above") == true)
  }

  @Test func aFullScreenDismissalOfASheetFails() async throws {
    let sheet = UIViewController()
    let _: UIViewController = try await assertPresentation(on: hierarchy.root) {
      hierarchy.root.present(sheet, animated: true)
    }
    let issues = await flowFailures {
      try await assertFullScreenDismissal(from: sheet, to: hierarchy.root) {
        sheet.dismiss(animated: true)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.diffLines == ["  \u{2212} \".fullScreen\"", "  + \".automatic\""])
    #expect(sheet.presentingViewController != nil, "the action does not run")
  }
}
