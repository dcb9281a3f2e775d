import CustomDump

/// The structural difference between `expected` and `actual`, one line per value line, marked
/// `−` (expected) and `+` (actual), under a legend.
func difference<T>(expected: T, actual: T) -> String {
  let body =
    diff(expected, actual, format: .proportional)
    ?? "(no structural difference; the values differ in what `==` compares)"
  return "\(body.indented)\n\n  \(diffLegend)"
}

/// The legend under every difference the test utilities print: which mark is which side.
let diffLegend = "(Expected: \u{2212}, Actual: +)"

/// `message`, a blank line, then the difference between `expected` and `actual`.
func failure<T>(_ message: String, expected: T, actual: T) -> String {
  "\(message)\n\n\(difference(expected: expected, actual: actual))"
}

/// Each value dumped on its own line, indented, for messages that list values.
func listing<T>(_ values: [T]) -> String {
  values.map { value in
    dumped(value).indented
  }.joined(separator: "\n")
}

extension String {
  /// Every line indented by two spaces.
  var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(
      separator: "\n")
  }
}

/// `value` as CustomDump prints it, e.g. `.didTapLogin` or `LoginModule.State(…)`.
func dumped<T>(_ value: T) -> String {
  var dump = ""
  customDump(value, to: &dump)
  return dump
}
