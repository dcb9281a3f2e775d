import Foundation
import Lasso

// Waiting for UIKit's transitions, the same way on Apple's UIKit and on the headless one: a hop
// through the main queue lets transitions requested in the last turn begin (UIKit starts them
// from its run loop), then each transition coordinator's completion marks an end. The original
// Lasso's assertions waited the same way.

/// The default time a flow assertion or `waitForEvents` may wait for transitions, in seconds.
let defaultTransitionTimeout: TimeInterval = 5

/// Lets the work already queued on the main queue run: one hop through it.
@MainActor func hopThroughMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Waits until no controller transition is in progress in `windows` (the application's windows
/// too): hops through the main queue, then waits for each transition coordinator it finds to
/// complete, until none is left. Returns `nil`, or, when `timeout` passed first, a description
/// of what was still in progress.
@MainActor func waitForTransitions(
  in windows: [UIWindow], timeout: TimeInterval
) async -> String? {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while true {
    await hopThroughMainQueue()
    let inProgress = transitionsInProgress(in: allWindows(with: windows))
    guard let (controller, coordinator) = inProgress.first else { return nil }
    let remaining = deadline.timeIntervalSinceNow
    if remaining <= 0 { return describe(inProgress) }
    guard let coordinator else { continue }  // queued: it begins after a hop
    let ended = await waitForCompletion(of: coordinator, timeout: remaining)
    if !ended {
      return describe(inProgress)
        + " (\(Misuse.name(of: type(of: controller)))'s did not complete)"
    }
  }
}

/// The windows to watch: `windows`, else the application's.
@MainActor private func allWindows(with windows: [UIWindow]) -> [UIWindow] {
  guard windows.isEmpty else { return windows }
  #if os(iOS) || os(tvOS) || os(visionOS)
    return UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
  #else
    return UIApplication.shared.windows
  #endif
}

/// The distinct windows of `controllers`' views.
@MainActor func windows(of controllers: [UIViewController]) -> [UIWindow] {
  var result: [UIWindow] = []
  for window in controllers.compactMap({ $0.viewIfLoaded?.window })
  where !result.contains(where: { $0 === window }) {
    result.append(window)
  }
  return result
}

/// What a flow assertion does around its action: waits for the transitions already in
/// progress, then for those the action started, calling the hooks on the way; a timeout fails
/// the test at the assertion's line.
@MainActor struct TransitionFollower {
  private var windows: [UIWindow]
  private let timeout: TimeInterval
  private let assertion: String
  private let location: SourceLocation

  init(
    around anchors: [UIViewController], timeout: TimeInterval?, assertion: String,
    at location: SourceLocation
  ) {
    self.windows = LassoTestUtilities.windows(of: anchors)
    self.timeout = timeout ?? defaultTransitionTimeout
    self.assertion = assertion
    self.location = location
  }

  /// Waits for the transitions in progress before the action, so that it starts from a settled
  /// hierarchy.
  func settleBefore() async throws {
    if let pending = await waitForTransitions(in: windows, timeout: timeout) {
      try location.fail(message(pending, when: "before its action"))
    }
  }

  /// After the action: loads `target`'s view (`onViewDidLoad`), hops through the main queue,
  /// where the transitions begin (`onViewWillAppear`), and waits for them to end
  /// (`onViewDidAppear`).
  mutating func follow(
    _ target: UIViewController, onViewDidLoad: () -> Void, onViewWillAppear: () -> Void,
    onViewDidAppear: () -> Void
  ) async throws {
    _ = target.view
    onViewDidLoad()
    for window in LassoTestUtilities.windows(of: [target])
    where !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
    await hopThroughMainQueue()
    onViewWillAppear()
    if let pending = await waitForTransitions(in: windows, timeout: timeout) {
      try location.fail(message(pending, when: "after its action"))
    }
    onViewDidAppear()
  }

  /// Waits for the transitions the action started, without hooks.
  func settleAfter() async throws {
    if let pending = await waitForTransitions(in: windows, timeout: timeout) {
      try location.fail(message(pending, when: "after its action"))
    }
  }

  private func message(_ pending: String, when: String) -> String {
    "\(assertion) waited \(timeout) s for the transitions in progress \(when); still in"
      + " progress: \(pending). Fix: let transitions end (a completion that never runs, a"
      + " transition that never ends?), or give a longer timeout (the timeout: parameter, or"
      + " AssertionTimeoutOverride in an XCTestCase)."
  }
}

/// The controllers of `windows` that have a transition coordinator, with it; on the headless
/// UIKit, also windows whose queued transitions have not begun (no coordinator yet: `nil`).
@MainActor private func transitionsInProgress(
  in windows: [UIWindow]
) -> [(UIViewController, (any UIViewControllerTransitionCoordinator)?)] {
  var found: [(UIViewController, (any UIViewControllerTransitionCoordinator)?)] = []
  func visit(_ controller: UIViewController) {
    if let coordinator = controller.transitionCoordinator,
      !found.contains(where: { $0.1 === coordinator })
    {
      found.append((controller, coordinator))
    }
    for child in controller.children { visit(child) }
    if let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      visit(presented)
    }
  }
  for window in windows {
    guard let root = window.rootViewController else { continue }
    visit(root)
    #if !os(iOS) && !os(tvOS) && !os(visionOS)
      if found.isEmpty, window.isTransitioning { found.append((root, nil)) }
    #endif
  }
  return found
}

@MainActor private func describe(
  _ inProgress: [(UIViewController, (any UIViewControllerTransitionCoordinator)?)]
) -> String {
  let names = inProgress.map { controller, coordinator in
    let kind = coordinator.map { $0.isAnimated ? "an animated" : "a" } ?? "a queued"
    return "\(kind) transition of \(Misuse.name(of: type(of: controller)))"
  }
  return names.joined(separator: ", ")
}

/// Waits for `coordinator`'s completion, at most `timeout` seconds; whether it completed.
@MainActor private func waitForCompletion(
  of coordinator: any UIViewControllerTransitionCoordinator, timeout: TimeInterval
) async -> Bool {
  await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let once = ResumeOnce(continuation)
    let queued = coordinator.animate(alongsideTransition: nil) { _ in once.resume(true) }
    if !queued { return once.resume(true) }
    DispatchQueue.main.asyncAfter(deadline: .now() + timeout) {
      MainActor.assumeIsolated { once.resume(false) }
    }
  }
}

/// Resumes a continuation once, whichever of its callers comes first.
@MainActor private final class ResumeOnce {
  private var continuation: CheckedContinuation<Bool, Never>?
  init(_ continuation: CheckedContinuation<Bool, Never>) { self.continuation = continuation }
  func resume(_ value: Bool) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
