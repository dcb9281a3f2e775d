import Lasso

/// Records what happens to a window's controller hierarchy, action after action, so that a test
/// can assert all of it as one value.
///
/// ```swift
/// let recorder = HierarchyRecorder(window: window)
/// recorder.record { flow.start(with: pushed(in: navigationController)) }
/// recorder.record { welcome.store.dispatchAction(.didPressButton(index: 1)) }
/// try recorder.assertEvents([
///   .pushed(ControllerSummary(TutorialViewController.self, state: TutorialState.welcome)),
///   .pushed(ControllerSummary(TutorialViewController.self, state: TutorialState.finish)),
/// ])
/// ```
///
/// Each action is recorded by comparing the hierarchy before and after it: a controller pushed
/// and popped within one action leaves no event. Screens' states are those after the action.
@preconcurrency @MainActor
public final class HierarchyRecorder {
  /// The window whose hierarchy is recorded.
  ///
  /// ```swift
  /// recorder.window.visibleViewController
  /// ```
  public let window: UIWindow
  /// The events recorded since the recorder was created or last asserted, oldest first.
  ///
  /// ```swift
  /// #expect(recorder.events.count == 2)
  /// ```
  public private(set) var events: [HierarchyEvent] = []

  /// A recorder of `window`'s hierarchy.
  ///
  /// ```swift
  /// let recorder = HierarchyRecorder(window: window)
  /// ```
  public init(window: UIWindow) {
    self.window = window
  }

  /// Runs `action` and records what it did to the hierarchy once the transitions it started
  /// ended (waiting first for those in progress, at most five seconds each); returns what
  /// `action` returns.
  ///
  /// ```swift
  /// await recorder.record { flow.start(with: presented(on: root).withNavigationEmbedding()) }
  /// ```
  @discardableResult public func record<Result>(
    _ action: () throws -> Result, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async rethrows -> Result {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await waitForEvents(
      in: { [window] }, rounds: 1, timeout: LassoTimeouts.defaultTimeout, at: location)
    let before = window.rootViewController.map(HierarchyNode.init)
    let result = try action()
    await waitForEvents(
      in: { [window] }, rounds: 1, timeout: LassoTimeouts.defaultTimeout, at: location)
    let after = window.rootViewController.map(HierarchyNode.init)
    events += hierarchyEvents(from: before, to: after)
    return result
  }

  /// Asserts that the events recorded since the last assertion are `expected`, then forgets
  /// them. A failure is reported at the caller's line with a `−`/`+` diff and the hierarchy, and
  /// thrown as a ``FlowAssertionError``.
  ///
  /// ```swift
  /// try recorder.assertEvents([.presented(ControllerSummary(UINavigationController.self))])
  /// ```
  public func assertEvents(
    _ expected: [HierarchyEvent], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let actual = events
    events = []
    guard actual != expected else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try location.fail(
      windowFailure(
        "The hierarchy did not change as expected:", expected: expected, actual: actual,
        window: window))
  }
}

/// Runs `action` and returns what it did to `window`'s hierarchy once its transitions ended.
///
/// ```swift
/// let events = await recordHierarchyEvents(in: window) { flow.start(with: pushed(in: nav)) }
/// ```
@preconcurrency @MainActor public func recordHierarchyEvents(
  in window: UIWindow, when action: () throws -> Void
) async rethrows -> [HierarchyEvent] {
  let recorder = HierarchyRecorder(window: window)
  try await recorder.record(action)
  return recorder.events
}

/// Asserts that `action` does exactly `expected` to `window`'s hierarchy: one value for all that
/// happened, compared with a `−`/`+` diff on failure (reported at the caller's line and thrown).
///
/// ```swift
/// try await assertHierarchyEvents(in: window, when: { flow.start(with: pushed(in: nav)) }, [
///   .pushed(ControllerSummary(TutorialViewController.self, state: TutorialState.welcome)),
/// ])
/// ```
@preconcurrency @MainActor public func assertHierarchyEvents(
  in window: UIWindow, when action: () throws -> Void, _ expected: [HierarchyEvent],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let recorder = HierarchyRecorder(window: window)
  try await recorder.record(
    { try location.perform(action) }, fileID: fileID, filePath: filePath, line: line,
    column: column)
  try recorder.assertEvents(
    expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `headline`, the diff, and `window`'s hierarchy.
@MainActor
func windowFailure<T>(_ headline: String, expected: T, actual: T, window: UIWindow) -> String {
  let hierarchy =
    window.rootViewController.map { hierarchyDescription(of: $0) } ?? "UIWindow (no root)"
  return failure(headline, expected: expected, actual: actual)
    + "\n\nHierarchy:\n\(hierarchy.indented)"
}
