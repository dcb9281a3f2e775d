#if canImport(XCTest)
  import Foundation
  import Lasso
  import XCTest

  // The synchronous driver of the flow assertions, for the original Lasso's synchronous XCTest
  // methods on Apple platforms: the same checks and waits as the async driver, each wait an
  // `XCTWaiter` that turns the main run loop. Compiled wherever XCTest is, so it is type-checked
  // on Linux too; only Apple platforms offer the synchronous assertions (on Linux the main
  // actor's queue cannot be turned from inside a main-actor function).

  extension FlowAssertion {
    /// ``run(when:timeout:at:onViewDidLoad:onViewWillAppear:onViewDidAppear:)``, waiting with
    /// `XCTWaiter`.
    func runSynchronously(
      when action: () throws -> Void, timeout: TimeInterval?, at location: SourceLocation,
      onViewDidLoad: (Target) -> Void, onViewWillAppear: (Target) -> Void,
      onViewDidAppear: (Target) -> Void
    ) throws -> Target {
      var waiting = TransitionWaiting(
        around: anchors, timeout: timeout, assertion: name, at: location)
      try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
      let (target, effect) = try act(action, at: location, waiting: &waiting, onViewDidLoad)
      let deadline = Date(timeIntervalSinceNow: waiting.timeout)
      try waiting.check(turnMainQueueSynchronously(until: deadline) ? nil : "the main queue")
      onViewWillAppear(target)
      try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
      onViewDidAppear(target)
      try Self.checkAfterTransitions(effect)
      return target
    }
  }

  /// ``waitForTransitions(in:timeout:)``, waiting with `XCTWaiter`.
  @MainActor func waitForTransitionsSynchronously(
    in windows: () -> [UIWindow], _ timeout: TimeInterval
  ) -> String? {
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
