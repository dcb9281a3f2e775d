import IssueReporting
import Lasso
@_spi(Lasso) import LassoDiagnostics

/// An exhaustive test store: every action a test sends states the change it expects, as a
/// mutation of the previous state, and every output, every later change and every task the store
/// starts must be accounted for.
///
/// ```swift
/// @MainActor @Test func login() async {
///   let store = LassoTestStore<LoginStore>(initialState: .init()) { $0.api = MockAPI() }
///   store.send(.didUpdateUsername("ada")) { $0.username = "ada" }
///   store.send(.didTapLogin) { $0.isLoading = true }
///   await store.receive(.userDidLogin) { $0.isLoading = false }
///   await store.finish()
/// }
/// ```
///
/// Each of these fails the test with its own message and a `−`/`+` diff, at the test's line:
/// - a change that the test did not assert (`send` without a closure, or an unasserted property);
/// - an expected change that did not happen;
/// - an output that was not received before the next `send`, or by the end of the test;
/// - a state change made by async work that was not asserted with `receiveUpdate { … }`;
/// - a task the store started that is still running at `finish()` or when the test store is
///   released.
///
/// Asynchronous work is awaited, never waited for: `receive`, `receiveUpdate` and `finish` return
/// as soon as every task the store started has finished or sleeps on a ``TestClock``.
/// Tasks are tracked when the store starts them while the test store creates the store, sends an
/// action, or runs another tracked task.
///
/// Misuse the store reports (`Misuse`) while the test store drives it fails the test too.
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` to assert only what a test names.
@preconcurrency @MainActor
public final class LassoTestStore<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  /// The store's state.
  public typealias State = Store.State
  /// The store's actions.
  public typealias Action = Store.Action
  /// The store's outputs.
  public typealias Output = Store.Output

  /// The store under test. Dispatch to it through `send(…)`.
  public let store: Store
  /// Whether what the test does not name fails it. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on
  /// How long to await the store's tasks before reporting them as stuck. A safety net for work
  /// that awaits something the test never provides; idle tasks end every wait at once.
  /// Defaults to ``TestClock/defaultTimeout``.
  public var timeout: Duration = TestClock.defaultTimeout

  /// The state the test asserted last: the start of the next expected mutation.
  public private(set) var assertedState: State
  /// Outputs emitted and not yet received, with the state at the moment of each.
  private var pendingOutputs: [(output: Output, state: State)] = []
  private let tracker = TaskTracker()
  private let location: SourceLocation
  private var isFinished = false

  /// Wraps the store that `makeStore` creates. It is created inside the test store's tracking,
  /// so tasks started by its initializer are awaited too.
  ///
  /// ```swift
  /// let store = LassoTestStore(LoginStore(with: .init(username: "ada")))
  /// ```
  public init(
    _ makeStore: @autoclosure () -> Store, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    TimeoutScale.reportCurrentOnce()
    let tracker = self.tracker
    let store = location.reportingMisuse { tracker.run(makeStore) }
    self.store = store
    assertedState = store.state
    store.observeOutput { [weak self] output in
      guard let self else { return }
      pendingOutputs.append((output, self.store.state))
    }
  }

  /// Creates a store in `initialState` and lets `setUp` prepare it (inject mocks, a clock…)
  /// before the test starts.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = LassoTestStore<SearchStore>(initialState: .init()) { $0.clock = clock }
  /// ```
  public convenience init(
    initialState: State, setUp: (Store) -> Void = { _ in }, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) where Store: ConcreteStoreProtocol {
    self.init(
      {
        let store = Store(with: initialState)
        setUp(store)
        return store
      }(), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The store's current state.
  public var state: State { store.state }

  /// The outputs emitted and not yet received, oldest first.
  public var unreceivedOutputs: [Output] { pendingOutputs.map(\.output) }

  /// The number of tasks the store started that are still running (awake or asleep on a
  /// ``TestClock``).
  public var runningTaskCount: Int { tracker.runningCount }

  // MARK: Sending

  /// Dispatches `action` and asserts the change it makes at once: the state before it (as last
  /// asserted) changed by `expected` must equal the state after it. Without `expected`, the action
  /// must not change the state.
  ///
  /// ```swift
  /// store.send(.didUpdateUsername("ada")) { $0.username = "ada" }
  /// store.send(.didTapHelp)   // no change expected
  /// ```
  ///
  /// In exhaustive mode, outputs emitted before must have been received, and so must state
  /// changes made by async work since the last assertion.
  public func send(
    _ action: Action, assert expected: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity == .on {
      checkNoPendingOutputs(before: "sending \(dumped(action))", at: location)
      checkNoUnassertedChange(before: "sending \(dumped(action))", at: location)
    }
    let before = exhaustivity == .on ? assertedState : store.state
    location.reportingMisuse { tracker.run { store.dispatchAction(action) } }
    assertChange(from: before, to: store.state, expected: expected, at: location)
  }

  // MARK: Receiving

  /// Awaits the store's tasks, then asserts that the next output is `output`, and that the state
  /// when it was emitted is the last asserted state changed by `expected` (unchanged without it).
  ///
  /// ```swift
  /// store.send(.didTapLogin) { $0.isLoading = true }
  /// await store.receive(.userDidLogin) { $0.isLoading = false }
  /// ```
  ///
  /// In non-exhaustive mode, earlier outputs are skipped.
  public func receive(
    _ output: Output, assert expected: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let isIdle = await tracker.waitUntilIdle(timeout: timeout)
    guard !pendingOutputs.isEmpty else {
      let stuck =
        isIdle
        ? ""
        : " \(tracker.runningCount) store task(s) were still running after \(timeout)"
          + " (\(timeoutScaleNote))."
      location.report(
        "Expected to receive the output \(dumped(output)), but no output was emitted.\(stuck)")
      return
    }
    if exhaustivity == .off {
      guard let index = pendingOutputs.firstIndex(where: { $0.output == output }) else {
        location.report(
          "Expected to receive the output \(dumped(output)), but it was not emitted. Emitted:\n"
            + listing(pendingOutputs.map(\.output)))
        pendingOutputs.removeAll()
        return
      }
      pendingOutputs.removeFirst(index)
    }
    let (received, stateThen) = pendingOutputs.removeFirst()
    if received != output {
      location.report(
        failure("Received an unexpected output:", expected: output, actual: received))
    }
    let before = exhaustivity == .on ? assertedState : stateThen
    assertChange(from: before, to: stateThen, expected: expected, at: location)
  }

  /// Awaits the store's tasks, then asserts the state change their work made since the last
  /// assertion: the last asserted state changed by `expected` must equal the current state.
  ///
  /// ```swift
  /// store.send(.onAppear)   // starts loading in a task
  /// await store.receiveUpdate { $0.people = ["Ada", "Grace"] }
  /// ```
  ///
  /// In exhaustive mode, outputs emitted before must have been received first.
  public func receiveUpdate(
    assert expected: @escaping (inout State) -> Void, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if await !tracker.waitUntilIdle(timeout: timeout) {
      location.report(
        "\(tracker.runningCount) store task(s) were still running after \(timeout)"
          + " (\(timeoutScaleNote)); asserting the state they made so far.")
    }
    if exhaustivity == .on {
      checkNoPendingOutputs(before: "asserting this update", at: location)
    }
    let before = exhaustivity == .on ? assertedState : store.state
    assertChange(from: before, to: store.state, expected: expected, at: location)
  }

  // MARK: Ending

  /// Awaits the store's tasks, then, in exhaustive mode, fails for every output not received,
  /// every state change not asserted, and every task still running (asleep on a ``TestClock``,
  /// or stuck for longer than ``timeout``). Call it at the end of a test whose store starts tasks.
  ///
  /// ```swift
  /// await store.finish()
  /// ```
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await tracker.waitUntilIdle(timeout: timeout)
    isFinished = true
    if exhaustivity == .on { checkEnd(at: location) }
  }

  /// Awaits the store's tasks, then drops the outputs emitted and not yet received, so that a
  /// test may ignore them.
  ///
  /// ```swift
  /// store.send(.didTapHelp)
  /// await store.skipReceivedOutputs()
  /// ```
  public func skipReceivedOutputs() async {
    _ = await tracker.waitUntilIdle(timeout: timeout)
    pendingOutputs.removeAll()
  }

  /// Awaits the store's tasks, then accepts the current state as asserted, so that a test may
  /// ignore the changes made so far.
  ///
  /// ```swift
  /// store.send(.onAppear)   // loads a lot in a task
  /// await store.skipStateChanges()
  /// ```
  public func skipStateChanges() async {
    _ = await tracker.waitUntilIdle(timeout: timeout)
    assertedState = store.state
  }

  deinit {
    // A test store lives on the main actor and is usually released at the end of a test running
    // there. Released elsewhere (its last reference dropped by a background task), it cannot
    // read the store, so it says so instead of trapping in `assumeIsolated`.
    guard MainQueue.isCurrent else {
      if !isFinished, exhaustivity == .on {
        location.report(
          "\(Self.self) was released off the main actor, so its end-of-test checks could not run."
            + " Fix: end the test with `await store.finish()`, or keep the last reference on the"
            + " main actor.")
      }
      return
    }
    MainActor.assumeIsolated {
      if !isFinished && exhaustivity == .on { checkEnd(at: location) }
    }
  }

  // MARK: Checks

  private func checkEnd(at location: SourceLocation) {
    checkNoPendingOutputs(before: "the end of the test", at: location)
    checkNoUnassertedChange(before: "the end of the test", at: location)
    let running = tracker.runningCount
    if running > 0 {
      location.report(
        "\(running) task(s) started by \(Misuse.name(of: Store.self)) are still running at the"
          + " end of the test. Advance the test clock until they finish, resume what they await,"
          + " or cancel them; then assert what they change.")
    }
  }

  private func checkNoPendingOutputs(before event: String, at location: SourceLocation) {
    guard !pendingOutputs.isEmpty else { return }
    location.report(
      "\(pendingOutputs.count) output(s) emitted by \(Misuse.name(of: Store.self)) were not"
        + " received before \(event):\n\(listing(pendingOutputs.map(\.output)))\n\nReceive"
        + " each with `await store.receive(…)`.")
    pendingOutputs.removeAll()
  }

  private func checkNoUnassertedChange(before event: String, at location: SourceLocation) {
    guard assertedState != store.state else { return }
    location.report(
      failure(
        "The state changed after the last assertion, but the change was not asserted before"
          + " \(event). Assert it with `await store.receiveUpdate { … }`.",
        expected: assertedState, actual: store.state))
    assertedState = store.state
  }

  private func assertChange(
    from before: State, to actual: State, expected: ((inout State) -> Void)?,
    at location: SourceLocation
  ) {
    defer { assertedState = actual }
    guard let expected else {
      if exhaustivity == .on && before != actual {
        location.report(
          failure(
            "The state changed, but the test expected no change:", expected: before,
            actual: actual))
      }
      return
    }
    var expectedState = before
    expected(&expectedState)
    if expectedState == actual {
      if exhaustivity == .on && expectedState == before {
        location.report(
          "Expected the state to change, but the mutation changed nothing and the state did not"
            + " change. If no change is expected, omit the trailing closure.")
      }
      return
    }
    if actual == before {
      location.report(
        failure(
          "Expected the state to change, but it did not change:", expected: expectedState,
          actual: actual))
    } else {
      location.report(
        failure(
          "The state change does not match the expected change:", expected: expectedState,
          actual: actual))
    }
  }
}
