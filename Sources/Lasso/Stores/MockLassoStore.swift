// In Lasso itself, as the original declares it (its Sources/Lasso/Store/MockStore.swift): a
// test or a preview that imports only Lasso can use it.

/// A store for testing views and flows: it records the actions dispatched to it instead of
/// handling them, and lets a test set its state and emit its outputs.
///
/// ```swift
/// let store = MockLassoStore<LoginScreenModule>()
/// let controller = LoginScreenViewController(store.asViewStore())
/// controller.usernameField.insertText("b")
/// #expect(store.dispatchedActions == [.didUpdateUsername("b")])
/// store.state.error = "Invalid login"   // observers see it, as after a real update
/// ```
@preconcurrency @MainActor open class MockLassoStore<Module: StoreModule>: LassoStore<Module> {
  /// Every action dispatched so far, oldest first. Settable, as the original's is: a test may
  /// clear it (`store.dispatchedActions = []`) between steps.
  public var dispatchedActions: [Action] = []

  /// The state; setting it (or a part of it) notifies observers as a real update does.
  public var state: State {
    get { currentValue }
    set { update { $0 = newValue } }
  }

  /// Records `action` in ``dispatchedActions``.
  open override func handleAction(_ action: Action) {
    dispatchedActions.append(action)
  }

  /// Forgets the actions recorded so far.
  public func resetDispatchedActions() {
    dispatchedActions.removeAll()
  }

  /// Emits `output` to the output observers, as the real store would.
  public func dispatchMockOutput(_ output: Output) {
    dispatchOutput(output)
  }

  /// Changes the state with `change`, as the store's `update(_:)` does, so observers see the
  /// new state: the original Lasso's name for setting a mock's state (see also ``state``).
  ///
  /// ```swift
  /// calendar.store.mockUpdate { $0.selectedDate = nextDate }
  /// ```
  public func mockUpdate(_ change: Update<State> = { _ in }) {
    update(change)
  }
}

// The whole-state observations of a mock report every update, as the original's mock did (it
// compared values only at `Equatable` key paths, not whole `Equatable` states, unlike
// `LassoStore`): a view test that counts its renders after `mockUpdate` sees each one.
extension MockLassoStore {
  /// Observes the whole state: `handler` gets the current state now, then the state after each
  /// update, equal or not, as the original Lasso's mock store reports it.
  public func observeState(_ handler: @escaping (State) -> Void) {
    stateCell.observe(
      \State.self, deduplicate: false, wantsOldValue: false, handler: { handler($1) },
      isEqual: { _, _ in false })
  }

  /// Observes the whole state with its previous value (`nil` on the first call), after each
  /// update, equal or not, as the original Lasso's mock store reports it.
  public func observeState(_ handler: @escaping (State?, State) -> Void) {
    stateCell.observe(
      \State.self, deduplicate: false, wantsOldValue: true, handler: handler,
      isEqual: { _, _ in false })
  }

  /// The original's labeled spelling of the new-state form.
  @_disfavoredOverload public func observeState(handler: @escaping (State) -> Void) {
    observeState(handler)
  }

  /// The original's labeled spelling of the old-and-new form.
  @_disfavoredOverload public func observeState(handler: @escaping (State?, State) -> Void) {
    observeState(handler)
  }
}
