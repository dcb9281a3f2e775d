import Foundation
import Lasso

/// Waits, on the main actor, until `condition` holds or `timeout` passes; returns whether it held.
/// Polls between suspensions so that work queued on the main actor can run (no sleeping for luck:
/// the deadline only bounds a failure).
@MainActor
package func waitUntil(
  timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Runs `body` and returns the misuse reports it made.
@MainActor
package func misuseReports(_ body: () -> Void) -> [Misuse] {
  var reports: [Misuse] = []
  Misuse.$handler.withValue({ reports.append($0) }) { body() }
  return reports
}

/// A visible window with a plain base controller to present on.
@MainActor
package func makeWindow() -> (UIWindow, UIViewController) {
  let window = UIWindow()
  let base = UIViewController()
  window.rootViewController = base
  window.makeKeyAndVisible()
  return (window, base)
}
