/// Observers of one part of a state, notified together after each update.
@MainActor
class StateObserverGroup<State> {
  /// `false` once the group will never call anyone again.
  var isAlive: Bool { true }

  /// Notifies the group's observers of `state`, delivered in notification round `round`.
  /// Returns `false` when the group is dead and can be removed.
  func deliver(_ state: State, round: UInt64) -> Bool { true }
}

/// The observers of the value at one key path: one read and, for `Equatable` values, one
/// comparison per update, however many observers there are.
@MainActor
final class KeyPathObservers<State, Value>: StateObserverGroup<State> {
  private struct Observer {
    let handler: (Value?, Value) -> Void
    /// The round whose state the observer has already seen (it was added during or after it).
    let seenInRound: UInt64
  }

  private let keyPath: KeyPath<State, Value>
  private let isDuplicate: ((Value, Value) -> Bool)?
  private var observers: [Observer] = []
  /// The last value delivered; kept only to compare or to hand over as the old value.
  private var last: Value?
  private var keepsLast: Bool

  init(keyPath: KeyPath<State, Value>, isDuplicate: ((Value, Value) -> Bool)?) {
    self.keyPath = keyPath
    self.isDuplicate = isDuplicate
    self.keepsLast = isDuplicate != nil
  }

  func add(
    _ handler: @escaping (Value?, Value) -> Void, seenInRound: UInt64, current: Value,
    wantsOldValue: Bool
  ) {
    if wantsOldValue && !keepsLast {
      keepsLast = true
      last = current
    } else if keepsLast && observers.isEmpty {
      last = current
    }
    observers.append(Observer(handler: handler, seenInRound: seenInRound))
  }

  override func deliver(_ state: State, round: UInt64) -> Bool {
    let value = state[keyPath: keyPath]
    let old = last
    if let isDuplicate, let old, isDuplicate(old, value) { return true }
    if keepsLast { last = value }
    let count = observers.count
    var index = 0
    while index < count {
      let observer = observers[index]
      if observer.seenInRound < round { observer.handler(old, value) }
      index += 1
    }
    return true
  }
}

/// Hands every state to one handler until it declines; see ``StateCell/observeEveryState(_:)``.
@MainActor
final class StateRelay<State>: StateObserverGroup<State> {
  private var handler: ((State) -> Bool)?

  init(_ handler: @escaping (State) -> Bool) {
    self.handler = handler
  }

  override var isAlive: Bool { handler != nil }

  override func deliver(_ state: State, round: UInt64) -> Bool {
    guard let handler else { return false }
    if handler(state) { return true }
    self.handler = nil
    return false
  }
}
