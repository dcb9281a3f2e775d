import Lasso

/// Asserting a flow's outputs.
extension Flow where Module.Output: Equatable {
  /// Asserts that `action` makes the flow emit exactly `outputs`, in order (none when omitted).
  /// A failure is reported at the caller's line with a `−`/`+` diff of the outputs and the
  /// hierarchy around the flow, and the test goes on, as the original's does. Only an error that
  /// `action` itself throws is rethrown.
  ///
  /// ```swift
  /// flow.assert(when: { finish.store.dispatchAction(.didPressButton(index: 0)) },
  ///             outputs: .didFinish)
  /// ```
  public func assert(
    when action: () throws -> Void, outputs expected: Output..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) rethrows {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let recording = OutputRecording<Output>()
    // Flows keep their observers; this one stops recording when the assertion ends.
    observeOutput { [weak recording] output in recording?.outputs.append(output) }
    try location.perform(action)
    let actual = recording.outputs
    guard actual != expected else { return }
    let message = failure(
      "\(Misuse.name(of: type(of: self))) did not emit the expected outputs:",
      expected: expected, actual: actual)
    guard let initialController else { return location.report(message) }
    location.report(
      message + "\n\nHierarchy:\n"
        + hierarchyDescription(of: initialController, marking: [initialController]).indented)
  }
}

/// The outputs a flow emitted during an assertion.
@MainActor
private final class OutputRecording<Output> {
  var outputs: [Output] = []
}
