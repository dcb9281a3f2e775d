/// A pending debounced call of a container: its number and the task that will run it.
struct DebouncedCall {
  let number: UInt64
  let cancellable: AnyCancellable
}

/// The identity of a debounced call made without an explicit identifier: its call site.
struct DebounceCallSite: Hashable, Sendable {
  let file: String
  let line: UInt
}

extension StateContainer {
  /// Runs `action` once `dueTime` has passed without another call with the same `identity`;
  /// a newer call replaces the pending one, so a burst runs only its last call.
  ///
  /// The pending task holds the container weakly and hands it to `action`, so a pending call does
  /// not keep the container (or the view that owns it) alive.
  func debounce(
    _ identity: AnyHashable, dueTime: Duration,
    _ action: @escaping @MainActor (StateContainer<State>) -> Void
  ) {
    debounceNumber &+= 1
    let number = debounceNumber
    let replaced = debounced.removeValue(forKey: identity)
    replaced?.cancellable.cancel()
    let task = Task { @MainActor [weak self] in
      do {
        try await Task.sleep(for: dueTime)
      } catch {
        return
      }
      guard let self, !Task.isCancelled, self.debounced[identity]?.number == number else { return }
      // Keep the entry alive while the action runs: releasing it cancels this task.
      let entry = self.debounced.removeValue(forKey: identity)
      withExtendedLifetime(entry) { action(self) }
    }
    debounced[identity] = DebouncedCall(
      number: number, cancellable: AnyCancellable { task.cancel() })
  }
}

/// Debounced variants of the `observe` family.
///
/// Calls with the same identity that arrive within `dueTime` of each other collapse into one: only
/// the last call runs, once, after `dueTime` has passed without another call. The action is an
/// autoclosure (or a closure), evaluated only for that last call, on the main actor; running it
/// cancels the current action like any `observe`. The identity is the call site (file and line) by
/// default, or an explicit `identifier`.
///
/// ```swift
/// textField.addAction(UIAction { [weak self] _ in
///   guard let self, case .editing(let model) = self.state.editingState else { return }
///   self.$state.observe(model.search(self.textField.text ?? ""), debounced: .milliseconds(300))
/// }, for: .editingChanged)
/// ```
extension StateObserving {
  /// Debounced ``StateObserving/observe(_:)-(Self.State)``, keyed by call site.
  /// - Parameters:
  ///   - nextState: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observe(
    _ nextState: @autoclosure @escaping @MainActor () -> State,
    debounced dueTime: Duration, file: String = #fileID, line: UInt = #line
  ) {
    observe(nextState(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
  }

  /// Debounced ``StateObserving/observe(_:)-(Self.State)``, keyed by `identifier`.
  /// - Parameters:
  ///   - nextState: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observe(
    _ nextState: @autoclosure @escaping @MainActor () -> State,
    debounced dueTime: Duration, identifier: AnyHashable
  ) {
    _stateContainer.debounce(identifier, dueTime: dueTime) { container in
      container.observe(nextState())
    }
  }

  /// Debounced ``StateObserving/observe(_:)-(Publisher<Self.State,Never>)``, keyed by call site.
  /// - Parameters:
  ///   - statePublisher: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observe(
    _ statePublisher: @autoclosure @escaping @MainActor () -> some Publisher<State, Never>,
    debounced dueTime: Duration, file: String = #fileID, line: UInt = #line
  ) {
    observe(
      statePublisher(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
  }

  /// Debounced ``StateObserving/observe(_:)-(Publisher<Self.State,Never>)``, keyed by `identifier`.
  /// - Parameters:
  ///   - statePublisher: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observe(
    _ statePublisher: @autoclosure @escaping @MainActor () -> some Publisher<State, Never>,
    debounced dueTime: Duration, identifier: AnyHashable
  ) {
    _stateContainer.debounce(identifier, dueTime: dueTime) { container in
      container.observe(statePublisher())
    }
  }

  /// Debounced `observeAsync(_:)` for an async action that returns the next state, keyed by call
  /// site.
  /// - Parameters:
  ///   - nextState: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observeAsync(
    _ nextState: @escaping @MainActor () async -> State,
    debounced dueTime: Duration, file: String = #fileID, line: UInt = #line
  ) {
    observeAsync(
      nextState, debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
  }

  /// Debounced `observeAsync(_:)` for an async action that returns the next state, keyed by
  /// `identifier`.
  /// - Parameters:
  ///   - nextState: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observeAsync(
    _ nextState: @escaping @MainActor () async -> State,
    debounced dueTime: Duration, identifier: AnyHashable
  ) {
    _stateContainer.debounce(identifier, dueTime: dueTime) { container in
      container.observeAsync(nextState)
    }
  }

  /// Debounced ``StateObserving/observe(_:)-(StateSequence)``, keyed by call site.
  /// - Parameters:
  ///   - stateSequence: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observe<StateSequence: AsyncSequence>(
    _ stateSequence: @autoclosure @escaping @MainActor () -> StateSequence,
    debounced dueTime: Duration, file: String = #fileID, line: UInt = #line
  ) where StateSequence.Element == State {
    observe(
      stateSequence(), debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
  }

  /// Debounced ``StateObserving/observe(_:)-(StateSequence)``, keyed by `identifier`.
  /// - Parameters:
  ///   - stateSequence: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observe<StateSequence: AsyncSequence>(
    _ stateSequence: @autoclosure @escaping @MainActor () -> StateSequence,
    debounced dueTime: Duration, identifier: AnyHashable
  ) where StateSequence.Element == State {
    _stateContainer.debounce(identifier, dueTime: dueTime) { container in
      container.observe(stateSequence())
    }
  }

  /// Debounced `observeAsync(_:)` for an async action that returns a sequence of states, keyed by
  /// call site.
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observeAsync<StateSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> StateSequence,
    debounced dueTime: Duration, file: String = #fileID, line: UInt = #line
  ) where StateSequence.Element == State {
    observeAsync(
      stateSequence, debounced: dueTime, identifier: DebounceCallSite(file: file, line: line))
  }

  /// Debounced `observeAsync(_:)` for an async action that returns a sequence of states, keyed by
  /// `identifier`.
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observeAsync<StateSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> StateSequence,
    debounced dueTime: Duration, identifier: AnyHashable
  ) where StateSequence.Element == State {
    _stateContainer.debounce(identifier, dueTime: dueTime) { container in
      container.observeAsync(stateSequence)
    }
  }
}
