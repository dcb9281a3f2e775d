import Lasso

/// Something a test does to the store: dispatch actions, or act outside it. Made by
/// `actions(…)` and
/// `sideEffects(…)`.
public struct Statement<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  let location: SourceLocation
  let run: @MainActor (TestableStore<Store>) -> Void

  init(location: SourceLocation, run: @escaping @MainActor (TestableStore<Store>) -> Void) {
    self.location = location
    self.run = run
  }

  /// A statement that runs `statement` with the store's `dispatchAction`; the tasks the store
  /// starts meanwhile, from the actions or from side effects, are tracked.
  init(location: SourceLocation, _ statement: @escaping WhenStatement<Store.Action>) {
    self.init(location: location) { store in
      store.tracker.run { statement { store.dispatchAction($0) } }
    }
  }
}

/// A statement dispatching `actions` in order.
@MainActor func dispatching<Action>(_ actions: [Action]) -> WhenStatement<Action> {
  { dispatchAction in actions.forEach(dispatchAction) }
}

/// A check of what the statements of a `when` did. Made by the assertion methods of
/// ``LassoStoreTesting``, e.g. `update(…)`.
public struct Assertion<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  let location: SourceLocation?
  let check: @MainActor (Emitted<Store>, SourceLocation) -> Void

  init(
    _ location: SourceLocation?,
    check: @escaping @MainActor (Emitted<Store>, SourceLocation) -> Void
  ) {
    self.location = location
    self.check = check
  }
}

/// What the statements of one `when` made the store do.
///
/// ```swift
/// .then(assert { emitted in
///   #expect(emitted.previousState.isLoading == false)
///   #expect(emitted.states.map(\.isLoading) == [true, false])
///   #expect(emitted.outputs == [.userDidLogin])
/// })
/// ```
public struct Emitted<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  /// The state before the statements.
  public let previousState: Store.State
  /// Each distinct state the statements made, oldest first (empty when nothing changed).
  public let states: [Store.State]
  /// The outputs the statements made, in order.
  public let outputs: [Store.Output]
  /// The state after the statements.
  public let state: Store.State

  func checkSingleState(_ expected: Store.State, at location: SourceLocation) {
    guard states.count == 1, let only = states.first else {
      return location.report(
        "Expected exactly one new state, but the store made \(states.count):"
          + (states.isEmpty ? "" : "\n" + listing(states)))
    }
    if only != expected {
      location.report(
        failure("The single new state is not the expected state:", expected: expected, actual: only)
      )
    }
  }
}
