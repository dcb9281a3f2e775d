/// What a failing flow assertion throws after it reported the failure at the test's line: it
/// stops the test, since the controller the assertion returns does not exist. The message (the
/// hierarchy and the `−`/`+` diff) is in the reported issue; the error repeats it.
///
/// ```swift
/// do {
///   _ = try await assertPushed(after: root) { flow.start(with: pushed(in: navigationController)) }
/// } catch let error as FlowAssertionError {
///   print(error.message)
/// }
/// ```
public struct FlowAssertionError: Error, CustomStringConvertible, Sendable {
  /// The failure, as reported.
  ///
  /// ```swift
  /// #expect(error.message.contains("Hierarchy:"))
  /// ```
  public let message: String

  /// The failure, as reported.
  ///
  /// ```swift
  /// print(error.description)
  /// ```
  public var description: String { "Flow assertion failed (reported at its line): \(message)" }
}

extension SourceLocation {
  /// Reports `message` at this location and throws it as a ``FlowAssertionError``.
  func fail(_ message: String) throws -> Never {
    report(message)
    throw FlowAssertionError(message: message)
  }

  /// Runs the action of an assertion: misuses it causes are failures at this location.
  @MainActor func perform(_ action: () throws -> Void) rethrows {
    try reportingMisuse(action)
  }
}
