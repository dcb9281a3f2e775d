import Foundation
import Lasso
import LassoTestUtilities
import Testing

/// A controller that records which appearance callbacks it had.
@MainActor
private final class Probe: UIViewController {
  var events: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("didDisappear")
  }
}

// The flow assertions wait for UIKit's transitions as the original Lasso's did (the main queue,
// then the transition coordinator's completion), calling their hooks on the way.
@MainActor
@Suite struct TransitionWaitingTests {
  let hierarchy: FlowTestHierarchy

  init() {
    hierarchy = FlowTestHierarchy()
    // Long enough that an assertion that did not wait would see the animation running.
    hierarchy.window.animatedTransitionDurationOverride = 0.05
  }

  @Test func assertPushedCallsItsHooksAtTheMomentsTheirNamesSay() async throws {
    let pushed = Probe()
    var seen: [String] = []
    let returned: Probe = try await assertPushed(
      after: hierarchy.root,
      when: { hierarchy.navigationController.pushViewController(pushed, animated: true) },
      onViewDidLoad: { _, probe in seen.append("load \(probe.isViewLoaded) \(probe.events)") },
      onViewWillAppear: { _, probe in seen.append("will \(probe.events)") },
      onViewDidAppear: { _, probe in seen.append("did \(probe.events)") })
    #expect(returned === pushed)
    #expect(
      seen == [
        "load true []", "will [\"willAppear\"]", "did [\"willAppear\", \"didAppear\"]",
      ])
    #expect(!hierarchy.window.headless.isTransitioning)
  }

  @Test func assertPresentationReturnsOnceThePresentationAndItsCompletionEnded() async throws {
    var completed = false
    let modal: Probe = try await assertPresentation(on: hierarchy.root) {
      hierarchy.root.present(Probe(), animated: true) { completed = true }
    }
    #expect(modal.events == ["willAppear", "didAppear"])
    #expect(completed)
  }

  @Test func assertDismissalWaitsForTheDismissalToEnd() async throws {
    let modal: Probe = try await assertPresentation(on: hierarchy.root) {
      hierarchy.root.present(Probe(), animated: true)
    }
    try await assertDismissal(from: modal, to: hierarchy.root) {
      modal.dismiss(animated: true)
      // UIKit keeps it presented until the animation ends (uikit-timing.md 2.4).
      #expect(hierarchy.root.presentedViewController === modal)
    }
    #expect(modal.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test func anAssertionStartsAfterTheTransitionsInProgress() async throws {
    hierarchy.navigationController.pushViewController(Probe(), animated: true)
    let top = try #require(hierarchy.navigationController.topViewController as? Probe)
    // Without waiting, this push would be deferred behind the one in progress (4.2).
    let next: Probe = try await assertPushed(after: top) {
      hierarchy.navigationController.pushViewController(Probe(), animated: true)
    }
    #expect(top.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(next.events == ["willAppear", "didAppear"])
  }

  @Test func aTransitionLongerThanTheTimeoutFailsWithWhatWasInProgress() async throws {
    // Held open until the wait has failed, however long the main actor waits for its turn (under
    // a sanitizer with other suites running, seconds): a push of any fixed length could end
    // during such a stall, and the wait, which checks its condition first, would then pass.
    hierarchy.window.animatedTransitionDurationOverride = .infinity
    let line: UInt = #line + 2
    let issues = await flowFailures {
      let _: Probe = try await assertPushed(
        after: hierarchy.root,
        when: { hierarchy.navigationController.pushViewController(Probe(), animated: true) },
        timeout: 0.05)
    }
    #expect(issues.map(\.line) == [line])
    let message = issues.first?.message ?? ""
    #expect(message.contains("assertPushed(after:) waited 0.05 s"))
    #expect(message.contains("an animated transition of UINavigationController"))
    #expect(message.contains("timeout:"))
    // The message names the setting that scales the default timeouts.
    #expect(message.contains("(LASSO_TIMEOUT_SCALE="))
    #expect(message.contains("; raise it on a slow machine)"))
    // The push ends before the test does: other suites' waits watch every window.
    hierarchy.window.endHeldTransition(thenLasting: 0.05)
    await waitForEvents(in: hierarchy.window)
    #expect(hierarchy.navigationController.topViewController is Probe)
  }

  @Test func waitForEventsWaitsForAnAnimatedTransition() async {
    let probe = Probe()
    hierarchy.root.present(probe, animated: true)
    await waitForEvents(in: hierarchy.window)
    #expect(probe.events == ["willAppear", "didAppear"])
    #expect(!hierarchy.window.headless.isTransitioning)
  }
}
