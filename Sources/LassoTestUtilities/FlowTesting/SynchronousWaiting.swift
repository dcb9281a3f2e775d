#if canImport(XCTest)
  import Foundation
  import Lasso
  @_spi(Lasso) import LassoDiagnostics
  import XCTest

  // The synchronous driver of the flow assertions, for the original Lasso's synchronous XCTest
  // methods on Apple platforms: the same checks and waits as the async driver, each wait an
  // `XCTWaiter` that turns the main run loop. Compiled wherever XCTest is, so it is type-checked
  // on Linux too; only Apple platforms offer the synchronous assertions (on Linux the main
  // actor's queue cannot be turned from inside a main-actor function).

  extension FlowAssertion {
    /// ``run(_:when:onViewDidLoad:onViewWillAppear:onViewDidAppear:)``, waiting with
    /// `XCTWaiter`.
    func runSynchronously(
      _ call: FlowAssertionCall, when action: () throws -> Void,
      onViewDidLoad: (Subject, Target) -> Void = { _, _ in },
      onViewWillAppear: (Subject, Target) -> Void = { _, _ in },
      onViewDidAppear: (Subject, Target) -> Void = { _, _ in }
    ) throws -> Target {
      var waiting = TransitionWaiting(
        around: anchors, timeout: call.timeout, assertion: name, at: call.location)
      if waitsBeforeAction {
        try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
      }
      let (target, effect) = try act(action, call.location, &waiting, onViewDidLoad)
      let deadline = Date(timeIntervalSinceNow: waiting.timeout)
      try waiting.check(turnMainQueueSynchronously(until: deadline) ? nil : "the main queue")
      onViewWillAppear(subject, target)
      try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
      onViewDidAppear(subject, target)
      try Self.checkAfterTransitions(effect)
      return target
    }

    /// ``runSynchronously(_:when:onViewDidLoad:onViewWillAppear:onViewDidAppear:)`` for hooks
    /// that take the target only.
    func runSynchronously(
      _ call: FlowAssertionCall, when action: () throws -> Void,
      onViewDidLoad: (Target) -> Void, onViewWillAppear: (Target) -> Void,
      onViewDidAppear: (Target) -> Void
    ) throws -> Target {
      try runSynchronously(
        call, when: action, onViewDidLoad: { onViewDidLoad($1) },
        onViewWillAppear: { onViewWillAppear($1) }, onViewDidAppear: { onViewDidAppear($1) })
    }

    /// ``runSynchronously(_:when:onViewDidLoad:onViewWillAppear:onViewDidAppear:)`` for hooks
    /// that take the subject only (a dismissal's, given the dismissed controller).
    func runSynchronously(
      _ call: FlowAssertionCall, when action: () throws -> Void,
      onViewWillAppear: (Subject) -> Void, onViewDidAppear: (Subject) -> Void
    ) throws -> Target {
      try runSynchronously(
        call, when: action, onViewWillAppear: { subject, _ in onViewWillAppear(subject) },
        onViewDidAppear: { subject, _ in onViewDidAppear(subject) })
    }
  }

  /// ``waitForTransitions(in:timeout:)``, waiting with `XCTWaiter`.
  @MainActor func waitForTransitionsSynchronously(
    in windows: () -> [UIWindow], _ timeout: TimeInterval
  ) -> String? {
    TimeoutScale.reportCurrentOnce()
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      guard turnMainQueueSynchronously(until: deadline) else { return "the main queue" }
      guard let next = firstTransition(in: windows()) else { return nil }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return next.description }
      guard let coordinator = next.coordinator else { continue }
      let ended = XCTestExpectation(description: "the transition ended")
      let queued = coordinator.animate(alongsideTransition: nil) { _ in ended.fulfill() }
      if !queued { ended.fulfill() }
      if XCTWaiter().wait(for: [ended], timeout: remaining) != .completed {
        return next.description + " (it did not complete)"
      }
    }
  }

  /// Turns the main run loop until the work queued on the main queue before has run; whether it
  /// did before `deadline`.
  @MainActor func turnMainQueueSynchronously(until deadline: Date) -> Bool {
    let turned = XCTestExpectation(description: "the main queue turned")
    DispatchQueue.main.async { turned.fulfill() }
    return XCTWaiter().wait(for: [turned], timeout: max(0, deadline.timeIntervalSinceNow))
      == .completed
  }
#endif
