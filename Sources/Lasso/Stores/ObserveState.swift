// The `observeState` family, written once for stores, view stores and their type-erased forms.
//
// Every handler is called at once with the current value, then after each update. For an
// `Equatable` value, an update that leaves it equal does not call the handler. Old-and-new
// handlers get `nil` as the old value on the first call. Handlers are called on the main actor.
// Observers of one key path are called in the order they were added; different key paths in the
// order they were first observed. Capture `self` weakly in handlers: the store keeps them.

extension StateObservable {
  /// Observes the whole state: `handler` gets the current state now and every new state after.
  @inlinable public func observeState(_ handler: @escaping (State) -> Void) {
    stateCell.observe(
      \State.self, deduplicate: false, wantsOldValue: false, handler: { handler($1) },
      isEqual: { _, _ in false })
  }

  /// Observes the whole state: `handler` gets the previous state (`nil` on the first call) and
  /// the new one.
  @inlinable public func observeState(_ handler: @escaping (State?, State) -> Void) {
    stateCell.observe(
      \State.self, deduplicate: false, wantsOldValue: true, handler: handler,
      isEqual: { _, _ in false })
  }

  /// Observes the value at `keyPath`, which may be any key path, a `let` property included:
  /// `handler` gets the current value now and the value after every update.
  @inlinable public func observeState<Value>(
    _ keyPath: KeyPath<State, Value>, handler: @escaping (Value) -> Void
  ) {
    stateCell.observe(
      keyPath, deduplicate: false, wantsOldValue: false, handler: { handler($1) },
      isEqual: { _, _ in false })
  }

  /// Observes the value at `keyPath`: `handler` gets the previous value (`nil` on the first call)
  /// and the new one.
  @inlinable public func observeState<Value>(
    _ keyPath: KeyPath<State, Value>, handler: @escaping (Value?, Value) -> Void
  ) {
    stateCell.observe(
      keyPath, deduplicate: false, wantsOldValue: true, handler: handler,
      isEqual: { _, _ in false })
  }

  /// Observes the `Equatable` value at `keyPath`: `handler` gets the current value now, then each
  /// value that differs from the last one.
  @inlinable public func observeState<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>, handler: @escaping (Value) -> Void
  ) {
    stateCell.observe(
      keyPath, wantsOldValue: false, handler: { handler($1) })
  }

  /// Observes the `Equatable` value at `keyPath`: `handler` gets the previous value (`nil` on the
  /// first call) and the new one, only when they differ.
  @inlinable public func observeState<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>, handler: @escaping (Value?, Value) -> Void
  ) {
    stateCell.observe(
      keyPath, wantsOldValue: true, handler: handler)
  }
}

extension StateObservable where State: Equatable {
  /// Observes the whole `Equatable` state: `handler` gets the current state now, then each state
  /// that differs from the last one.
  @inlinable public func observeState(_ handler: @escaping (State) -> Void) {
    stateCell.observe(
      \State.self, wantsOldValue: false, handler: { handler($1) })
  }

  /// Observes the whole `Equatable` state: `handler` gets the previous state (`nil` on the first
  /// call) and the new one, only when they differ.
  @inlinable public func observeState(_ handler: @escaping (State?, State) -> Void) {
    stateCell.observe(
      \State.self, wantsOldValue: true, handler: handler)
  }
}

// The original's labeled spellings, `observeState(handler:)`: the same observations. Disfavored,
// so that `observeState { … }` (a trailing closure, which could fill either) picks the unlabeled
// form: both do the same.

extension StateObservable {
  /// Observes the whole state, as `observeState { state in … }` does: the original Lasso's
  /// spelling, `store.observeState(handler: { state in … })`.
  @_disfavoredOverload @inlinable public func observeState(handler: @escaping (State) -> Void) {
    observeState(handler)
  }

  /// Observes the whole state with its previous value, as `observeState { old, new in … }`
  /// does: the original Lasso's spelling, `store.observeState(handler: { old, new in … })`.
  @_disfavoredOverload @inlinable public func observeState(
    handler: @escaping (State?, State) -> Void
  ) {
    observeState(handler)
  }
}

extension StateObservable where State: Equatable {
  /// Observes the whole `Equatable` state (only changes), as the unlabeled form does: the
  /// original Lasso's spelling, `store.observeState(handler: { state in … })`.
  @_disfavoredOverload @inlinable public func observeState(handler: @escaping (State) -> Void) {
    observeState(handler)
  }

  /// Observes the whole `Equatable` state with its previous value (only changes), as the
  /// unlabeled form does: the original Lasso's spelling.
  @_disfavoredOverload @inlinable public func observeState(
    handler: @escaping (State?, State) -> Void
  ) {
    observeState(handler)
  }
}
