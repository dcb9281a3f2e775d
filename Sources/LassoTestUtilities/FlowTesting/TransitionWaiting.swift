import Foundation
import Lasso
@_spi(Lasso) import LassoDiagnostics

// Waiting for UIKit's transitions, the same way on Apple's UIKit and on the headless one: a hop
// through the main queue lets transitions requested in the last turn begin (UIKit starts them
// from its run loop), then each transition coordinator's completion marks an end. The original
// Lasso's assertions waited the same way.

/// Lets the work already queued on the main queue run: one hop through it.
@MainActor func hopThroughMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Waits until no controller transition is in progress in the windows `windows` returns (asked
/// again at each step, as a controller's window can change with the transition): hops through
/// the main queue, then waits for each transition coordinator it finds to complete, until none
/// is left. Returns `nil`, or, when `timeout` passed first, a description of what was still in
/// progress.
@MainActor func waitForTransitions(
  in windows: () -> [UIWindow], timeout: TimeInterval
) async -> String? {
  TimeoutScale.reportCurrentOnce()
  let deadline = Date(timeIntervalSinceNow: timeout)
  while true {
    await hopThroughMainQueue()
    guard let next = firstTransition(in: windows()) else { return nil }
    let remaining = deadline.timeIntervalSinceNow
    if remaining <= 0 { return next.description }
    guard let coordinator = next.coordinator else { continue }  // queued: begins after a hop
    if !(await waitForCompletion(of: coordinator, timeout: remaining)) {
      return next.description + " (it did not complete)"
    }
  }
}

/// The transitions in progress in `windows`, described, and the coordinator of the first (`nil`
/// when it is queued and has not begun). Nothing else is kept, so that waiting holds no
/// controller alive.
@MainActor func firstTransition(
  in windows: [UIWindow]
) -> (description: String, coordinator: (any UIViewControllerTransitionCoordinator)?)? {
  let inProgress = transitionsInProgress(in: windows)
  guard let first = inProgress.first else { return nil }
  return (describe(inProgress), first.1)
}

/// The application's windows.
@MainActor func applicationWindows() -> [UIWindow] {
  #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
  #else
    UIApplication.shared.windows
  #endif
}

/// The distinct windows that hold `controllers` (through their parents and presenters).
@MainActor func windows(of controllers: [UIViewController]) -> [UIWindow] {
  var result: [UIWindow] = []
  for controller in controllers {
    guard
      let window = controller.hierarchyRoot.viewIfLoaded?.window
        ?? controller.viewIfLoaded?.window,
      !result.contains(where: { $0 === window })
    else { continue }
    result.append(window)
  }
  return result
}

/// The controllers of `windows` that have a transition coordinator, with it; on the headless
/// UIKit, also windows whose queued transitions have not begun (no coordinator yet: `nil`).
@MainActor func transitionsInProgress(
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
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      if found.isEmpty, window.headless.isTransitioning { found.append((root, nil)) }
    #endif
  }
  return found
}

@MainActor func describe(
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
