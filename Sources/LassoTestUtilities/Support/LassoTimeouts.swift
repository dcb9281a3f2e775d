import Foundation
@_spi(Lasso) import LassoDiagnostics

/// The setting that scales every default timeout of the test utilities: the environment variable
/// `LASSO_TIMEOUT_SCALE`.
///
/// The flow assertions, `waitForEvents`, ``visibleListCell(showing:in:timeout:fileID:filePath:line:column:)``,
/// a store's `settle()`, ``LassoTestStore``'s waits and ``TestClock``
/// wait at most a default time (five seconds) before failing the test. On a slow machine (a
/// shared CI runner, a sanitizer run) set `LASSO_TIMEOUT_SCALE` to a positive number to multiply
/// every such default: `LASSO_TIMEOUT_SCALE=4 swift test`. It defaults to 1. A timeout a test
/// passes itself (`timeout:`, ``AssertionTimeoutOverride``) is not scaled. A value that is not a
/// positive number (at most 1000) is reported once as a misuse and ignored. A timeout's failure
/// message names the setting: `… waited 5.0 s … (LASSO_TIMEOUT_SCALE=1; raise it on a slow
/// machine)`.
///
/// Use it for the waits of your own test helpers, so that one setting serves them too:
///
/// ```swift
/// let deadline = ContinuousClock.now + LassoTimeouts.scaled(.seconds(5))
/// ```
public enum LassoTimeouts {
  /// The environment variable's name: `LASSO_TIMEOUT_SCALE`.
  public static var environmentVariable: String { TimeoutScale.variableName }

  /// The factor the default timeouts are multiplied by: the variable's value, or 1 when it is
  /// unset or not a positive number.
  public static var scale: Double { TimeoutScale.current.factor }

  /// `seconds`, a default timeout, multiplied by ``scale``.
  public static func scaled(_ seconds: TimeInterval) -> TimeInterval {
    TimeoutScale.current.scaled(seconds)
  }

  /// `duration`, a default timeout, multiplied by ``scale``.
  public static func scaled(_ duration: Duration) -> Duration {
    TimeoutScale.current.scaled(duration)
  }
}

/// The setting, as a timeout's failure message names it:
/// `LASSO_TIMEOUT_SCALE=1; raise it on a slow machine`.
var timeoutScaleNote: String { TimeoutScale.current.note }

extension LassoTimeouts {
  /// The default timeout of the test utilities' waits, in seconds: five, scaled (Lasso's one
  /// default, `TimeoutScale.defaultTimeout`).
  static var defaultTimeout: TimeInterval { TimeoutScale.defaultTimeoutSeconds }
}
