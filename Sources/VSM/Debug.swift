extension StateContainer {
  /// Logs each state change of this container with the state's type, for debugging:
  ///
  /// ```
  /// [VSM] LoadUserProfileViewState ← loading
  /// ```
  ///
  /// Like the original's `_debug()`, this is a development aid: remove the call before shipping.
  /// - Parameter log: where each line goes; standard output by default.
  public func _debug(_ log: @escaping @MainActor (String) -> Void = { print($0) }) {
    debugLogger = log
  }

  /// The line logged for a change to `newState`.
  func debugDescription(of newState: State) -> String {
    "[VSM] \(Misuse.name(of: State.self)) ← \(newState)"
  }

  /// Logs a change to `newState`; called only while debugging is on.
  @usableFromInline func log(_ newState: State) {
    debugLogger?(debugDescription(of: newState))
  }
}

extension StateObserving {
  /// Logs each state change of the underlying container with the state's type, for debugging.
  /// See ``StateContainer/_debug(_:)``.
  /// - Parameter log: where each line goes; standard output by default.
  public func _debug(_ log: @escaping @MainActor (String) -> Void = { print($0) }) {
    _stateContainer._debug(log)
  }
}
