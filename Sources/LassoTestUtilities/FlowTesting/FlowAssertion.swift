import Foundation
import Lasso

/// One flow assertion's checks, written once and run by the waiting driver of async tests
/// (``run(when:timeout:at:onViewDidLoad:onViewWillAppear:onViewDidAppear:)``) or, in a synchronous
/// XCTest method on Apple platforms, by the synchronous one.
@MainActor struct FlowAssertion<Target: UIViewController> {
  /// When the action's effect is checked, and how.
  enum Effect {
    /// Right after the action, as UIKit sets it in the call (a push, a presentation): the check
    /// returns the target (or reports and throws a failure).
    case atOnce(() throws -> Target)
    /// Once the transitions the action started ended (a dismissal): the target is known before.
    case afterTransitions(Target, () throws -> Void)
  }

  /// The assertion's name, for messages.
  let name: String
  /// The controllers whose windows it waits on.
  let anchors: [UIViewController]
  /// Checks what must hold before the action (reporting and throwing a failure) and returns the
  /// check of its effect.
  let prepare: () throws -> Effect

  /// Waits for the transitions in progress, runs `action`, checks its effect, and waits for the
  /// transitions it started, calling the hooks: once the target's view is loaded, after a hop
  /// through the main queue (where transitions begin), and once they ended.
  func run(
    when action: () throws -> Void, timeout: TimeInterval?, at location: SourceLocation,
    onViewDidLoad: (Target) -> Void, onViewWillAppear: (Target) -> Void,
    onViewDidAppear: (Target) -> Void
  ) async throws -> Target {
    var waiting = TransitionWaiting(
      around: anchors, timeout: timeout, assertion: name, at: location)
    try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
    let (target, effect) = try act(action, at: location, waiting: &waiting, onViewDidLoad)
    await hopThroughMainQueue()
    onViewWillAppear(target)
    try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
    onViewDidAppear(target)
    try Self.checkAfterTransitions(effect)
    return target
  }

  /// The steps both drivers share around the action: checks what must hold before it, runs it,
  /// and, for an effect UIKit sets in the call, checks it, loads the target's view
  /// (`onViewDidLoad`) and waits on its window too.
  func act(
    _ action: () throws -> Void, at location: SourceLocation, waiting: inout TransitionWaiting,
    _ onViewDidLoad: (Target) -> Void
  ) throws -> (Target, Effect) {
    let effect = try prepare()
    try location.perform(action)
    switch effect {
    case .atOnce(let check):
      let target = try check()
      _ = target.view
      onViewDidLoad(target)
      waiting.add(target)
      return (target, effect)
    case .afterTransitions(let known, _):
      return (known, effect)
    }
  }

  /// Checks an effect judged once the transitions ended (a dismissal).
  static func checkAfterTransitions(_ effect: Effect) throws {
    if case .afterTransitions(_, let check) = effect { try check() }
  }
}

/// The windows and the timeout of a flow assertion's waits, and the failure of a wait. It waits
/// on the windows of the controllers it is given (none: nothing to wait for), not on every window
/// of the process, so that tests running in parallel do not wait for each other.
@MainActor struct TransitionWaiting {
  private var controllers: [UIViewController]
  let timeout: TimeInterval
  private let assertion: String
  private let location: SourceLocation

  init(
    around anchors: [UIViewController], timeout: TimeInterval?, assertion: String,
    at location: SourceLocation
  ) {
    self.controllers = anchors
    self.timeout = timeout ?? defaultTransitionTimeout
    self.assertion = assertion
    self.location = location
  }

  /// The windows to wait on now.
  func windows() -> [UIWindow] { LassoTestUtilities.windows(of: controllers) }

  /// Waits on `controller`'s window too.
  mutating func add(_ controller: UIViewController) {
    controllers.append(controller)
  }

  /// Fails at the assertion's line when a wait ended with transitions still `pending`.
  func check(_ pending: String?) throws {
    guard let pending else { return }
    try location.fail(
      "\(assertion) waited \(timeout) s for transitions to end; still in progress: \(pending)."
        + " Fix: let transitions end (a completion that never runs, a transition that never"
        + " ends?), or give a longer timeout (the timeout: parameter, or AssertionTimeoutOverride"
        + " in an XCTestCase). (\(timeoutScaleNote))")
  }
}
