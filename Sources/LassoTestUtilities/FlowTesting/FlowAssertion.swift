import Foundation
import Lasso

// The engine of the flow assertions. Each assertion is described once: its name, the controller
// it is about, the windows it waits on and its checks, a `FlowAssertion` made by one function
// beside its modern spelling. Every spelling of it (free function, `XCTestCase` method, async,
// synchronous, the original's `failTest:` forms in OriginalSpellings/) is a signature whose one
// statement hands that description, a `FlowAssertionCall` (its timeout and its line) and the
// spelling's action and hooks to one of the two drivers: `run` (async, here) or
// `runSynchronously` (SynchronousWaiting.swift); a `failTest:` form wraps it in
// `routingFailure`. A check or a message changes in the description, for every spelling; a
// synchronous spelling on another platform is one more signature.

/// One flow assertion's description: what it is about and what it checks. `Subject` is the
/// controller the spellings name (and hand to the hooks beside the target), `Target` the one
/// the assertion returns.
@MainActor struct FlowAssertion<Subject, Target: UIViewController> {
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
  /// The controller the hooks receive beside the target.
  let subject: Subject
  /// The controllers whose windows it waits on.
  let anchors: [UIViewController]
  /// Whether it waits for the transitions in progress before the action (the original's
  /// `assertControllerEvent(from:to:when:)` does not).
  var waitsBeforeAction = true
  /// Checks what must hold before the action (reporting and throwing a failure at the location)
  /// and returns the check of its effect.
  let prepare: (SourceLocation) throws -> Effect
}

/// How one spelling runs an assertion: how long it may wait, and where it reports. (The
/// original's `failTest:` forms route what it reports: `routingFailure(to:file:line:verbose:_:)`.)
struct FlowAssertionCall {
  /// The longest wait; `nil`: the default (``LassoTimeouts``).
  let timeout: TimeInterval?
  /// The line of the call.
  let location: SourceLocation

  /// A call of a modern spelling: a failure is reported at its line and thrown.
  init(
    timeout: TimeInterval?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.timeout = timeout
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A call of one of the original's spellings, with its `file:` and `line:`.
  init(timeout: TimeInterval?, file: StaticString, line: UInt) {
    self.timeout = timeout
    location = SourceLocation(fileID: file, filePath: file, line: line, column: 1)
  }
}

extension FlowAssertion {
  /// Waits for the transitions in progress, runs `action`, checks its effect, and waits for the
  /// transitions it started, calling the hooks: once the target's view is loaded, after a hop
  /// through the main queue (where transitions begin), and once they ended.
  func run(
    _ call: FlowAssertionCall, when action: () throws -> Void,
    onViewDidLoad: (Subject, Target) -> Void = { _, _ in },
    onViewWillAppear: (Subject, Target) -> Void = { _, _ in },
    onViewDidAppear: (Subject, Target) -> Void = { _, _ in }
  ) async throws -> Target {
    var waiting = TransitionWaiting(
      around: anchors, timeout: call.timeout, assertion: name, at: call.location)
    if waitsBeforeAction {
      try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
    }
    let (target, effect) = try act(action, call.location, &waiting, onViewDidLoad)
    await hopThroughMainQueue()
    onViewWillAppear(subject, target)
    try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
    onViewDidAppear(subject, target)
    try Self.checkAfterTransitions(effect)
    return target
  }

  /// ``run(_:when:onViewDidLoad:onViewWillAppear:onViewDidAppear:)`` for hooks that take the
  /// target only.
  func run(
    _ call: FlowAssertionCall, when action: () throws -> Void,
    onViewDidLoad: (Target) -> Void, onViewWillAppear: (Target) -> Void,
    onViewDidAppear: (Target) -> Void
  ) async throws -> Target {
    try await run(
      call, when: action, onViewDidLoad: { onViewDidLoad($1) },
      onViewWillAppear: { onViewWillAppear($1) }, onViewDidAppear: { onViewDidAppear($1) })
  }

  /// ``run(_:when:onViewDidLoad:onViewWillAppear:onViewDidAppear:)`` for hooks that take the
  /// subject only (a dismissal's, given the dismissed controller).
  func run(
    _ call: FlowAssertionCall, when action: () throws -> Void,
    onViewWillAppear: (Subject) -> Void, onViewDidAppear: (Subject) -> Void
  ) async throws -> Target {
    try await run(
      call, when: action, onViewWillAppear: { subject, _ in onViewWillAppear(subject) },
      onViewDidAppear: { subject, _ in onViewDidAppear(subject) })
  }

  /// The steps both drivers share around the action: checks what must hold before it, runs it,
  /// and, for an effect UIKit sets in the call, checks it, loads the target's view
  /// (`onViewDidLoad`) and waits on its window too.
  func act(
    _ action: () throws -> Void, _ location: SourceLocation, _ waiting: inout TransitionWaiting,
    _ onViewDidLoad: (Subject, Target) -> Void
  ) throws -> (Target, Effect) {
    let effect = try prepare(location)
    try location.perform(action)
    switch effect {
    case .atOnce(let check):
      let target = try check()
      _ = target.view
      onViewDidLoad(subject, target)
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
    self.timeout = timeout ?? LassoTimeouts.defaultTimeout
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
      """
      \(assertion) waited \(timeout) s for transitions to end; still in progress: \(pending). \
      Fix: let transitions end (a completion that never runs, a transition that never ends?), \
      or give a longer timeout (the timeout: parameter, or AssertionTimeoutOverride in an \
      XCTestCase). (\(timeoutScaleNote))
      """)
  }
}
