/// One entry of a ``StateCell``'s notification list: reads its part of each new state and calls
/// its observers. The closure is made in code specialized for the app's `State`.
@MainActor
@usableFromInline final class StateObserverGroup<State> {
  /// Delivers a state in a round; returns `false` once the group is dead.
  @usableFromInline let deliverState: @MainActor (State, UInt64) -> Bool
  @usableFromInline @exclusivity(unchecked) var isAlive = true

  @inlinable init(_ deliver: @escaping @MainActor (State, UInt64) -> Bool) {
    self.deliverState = deliver
  }

  /// Delivers `state`; a group that declines is marked dead, is not called again, and is removed
  /// after the round.
  @inlinable func deliver(_ state: State, _ round: UInt64) -> Bool {
    if isAlive && !deliverState(state, round) { isAlive = false }
    return isAlive
  }
}

/// The observers of one value: its last value (kept only to compare or to hand over as the old
/// value) and the handlers, called in the order they were added.
@MainActor
@usableFromInline final class ValueObservers<Value> {
  @usableFromInline struct Observer {
    @usableFromInline let handler: (Value?, Value) -> Void
    /// The round whose state the observer has already seen (it was added during or after it).
    @usableFromInline let seenInRound: UInt64

    @inlinable init(handler: @escaping (Value?, Value) -> Void, seenInRound: UInt64) {
      self.handler = handler
      self.seenInRound = seenInRound
    }
  }

  @usableFromInline @exclusivity(unchecked) var observers: [Observer] = []
  /// The last value, behind a pointer: it is compared, where it lies, on every update of the
  /// state. Only this object touches the pointer: on the main actor, and in its deinit, when no
  /// one else can.
  @usableFromInline nonisolated(unsafe) let last: UnsafeMutablePointer<Value?>
  @usableFromInline @exclusivity(unchecked) var keepsLast: Bool

  @inlinable init(current: Value, keepsLast: Bool) {
    self.keepsLast = keepsLast
    last = .allocate(capacity: 1)
    last.initialize(to: keepsLast ? current : nil)
  }

  deinit {
    last.deinitialize(count: 1)
    last.deallocate()
  }

  @inlinable func add(
    _ handler: @escaping (Value?, Value) -> Void, seenInRound: UInt64, current: Value,
    wantsOldValue: Bool
  ) {
    if wantsOldValue && !keepsLast {
      keepsLast = true
      last.pointee = current
    }
    observers.append(Observer(handler: handler, seenInRound: seenInRound))
  }

  @inlinable func deliver(_ value: Value, round: UInt64) {
    let old = last.pointee
    if keepsLast { last.pointee = value }
    let count = observers.count
    var index = 0
    while index < count {
      let observer = observers[index]
      if observer.seenInRound < round { observer.handler(old, value) }
      index += 1
    }
  }
}
