/// How much a ``LassoTestStore`` insists on.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, output and running task must be asserted: what the test does not name
  /// fails it.
  case on
  /// Only what the test names is checked: a state assertion checks the properties the closure
  /// sets (write absolute values: `$0.count = 2`, not `$0.count += 1`), `receive` skips earlier
  /// outputs, and nothing is checked at the end.
  case off
}
