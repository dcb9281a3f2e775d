import Foundation
import HeadlessUIKit
@_spi(Lasso) import LassoDiagnostics

/// The tests' default deadline: ten seconds, multiplied by `LASSO_TIMEOUT_SCALE` (the setting
/// that scales every default timeout of the package; a sanitizer run sets it).
package var defaultTestTimeout: Duration { scaledTimeout(.seconds(10)) }

/// The setting, as a timeout's message names it: `LASSO_TIMEOUT_SCALE=1; raise it on a slow
/// machine`.
package var timeoutScaleNote: String { TimeoutScale.current.note }

/// `timeout`, a test's default deadline, multiplied by `LASSO_TIMEOUT_SCALE`.
package func scaledTimeout(_ timeout: Duration) -> Duration {
  TimeoutScale.current.scaled(timeout)
}

/// Waits, on the main actor, until `condition` holds or `timeout` passes; returns whether it held.
/// Polls between suspensions so that work queued on the main actor can run (no sleeping for luck:
/// the deadline only bounds a failure).
@MainActor
package func waitUntil(
  timeout: Duration = defaultTestTimeout, _ condition: @MainActor () -> Bool
) async -> Bool {
  TimeoutScale.reportCurrentOnce()
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Waits until the controller transitions of `windows` (every window when none is given) have
/// ended: as in UIKit, they begin on a later turn of the main queue and animated ones end after
/// their duration. Returns whether they ended within `timeout`.
@MainActor @discardableResult
package func transitionsEnded(
  in windows: UIWindow..., timeout: Duration = defaultTestTimeout
) async -> Bool {
  #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
    return true
  #else
    useShortTransitions()
    return await waitUntil(timeout: timeout) {
      !(windows.isEmpty ? UIApplication.shared.windows : windows).contains {
        $0.headless.isTransitioning
      }
    }
  #endif
}

/// Makes the headless UIKit's animated transitions short in the package's tests (they still end
/// on a later turn than they begin); the order of callbacks is UIKit's whatever the duration.
@MainActor package func useShortTransitions() {
  #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
    Headless.animatedTransitionDuration = 0.005
  #endif
}

/// Runs `body` and returns the misuse reports it made.
@MainActor
package func misuseReports(_ body: () -> Void) -> [Misuse] {
  var reports: [Misuse] = []
  Misuse.$handler.withValue({ reports.append($0) }) { body() }
  return reports
}

/// A visible window with a plain base controller to present on, its appearance ended.
@MainActor
package func makeWindow() async -> (UIWindow, UIViewController) {
  useShortTransitions()
  let window = UIWindow()
  let base = UIViewController()
  window.rootViewController = base
  window.makeKeyAndVisible()
  await transitionsEnded(in: window)
  return (window, base)
}

/// Lets the main queue run what was queued on it before: one turn, as a UIKit test's
/// `DispatchQueue.main.async` expectation or `RunLoop.current.run(until: Date())` gives.
@MainActor package func nextMainQueueTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Whether the tests run under a sanitizer (`scripts/sanitizers` sets `LASSO_SANITIZER`): tests
/// that measure how a cost grows are skipped there, where they are slow and say nothing.
package let underSanitizer = ProcessInfo.processInfo.environment["LASSO_SANITIZER"] != nil
