import Foundation
import Lasso

/// Waits, on the main actor, until `condition` holds or `timeout` passes; returns whether it held.
/// Polls between suspensions so that work queued on the main actor can run.
@MainActor
func waitUntil(
  timeout: Duration = .seconds(5), _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Runs `body` and returns the misuse reports it made.
@MainActor
func misuseReports(_ body: () -> Void) -> [Misuse] {
  var reports: [Misuse] = []
  Misuse.$handler.withValue({ reports.append($0) }) { body() }
  return reports
}
