/// The state of a store or a view store, and everyone observing it.
///
/// Stores, view stores and their mapped proxies keep their state in one of these; you do not use it
/// directly. Updates apply in place; observers are grouped by key path, so observers of one value
/// share a single comparison, and an update made while observers are being notified is applied
/// after the current round, in order.
@MainActor
public final class StateCell<State> {
  /// The current state. Changes only through ``update(_:)``.
  public private(set) var value: State

  private var groups: [StateObserverGroup<State>] = []
  private var groupsByKey: [GroupKey: StateObserverGroup<State>] = [:]
  /// States made by updates that arrived while observers were being notified, oldest first.
  private var pending: [State] = []
  private var isMutating = false
  private var isNotifying = false
  private var hasDeadGroups = false
  /// Counts notification rounds, so an observer added during a round skips the rest of it.
  private(set) var round: UInt64 = 0

  init(_ value: State) {
    self.value = value
  }

  /// Applies `body` to the state in place and notifies the observers whose values changed.
  ///
  /// An update made while observers are being notified is applied to the newest state once the
  /// current round is over, and notified in a round of its own.
  func update(_ body: (inout State) -> Void) {
    if isMutating {
      Misuse.report(
        "An update of \(Misuse.name(of: State.self)) was made from inside another update's closure;"
          + " it was ignored.",
        fix:
          "Compute the change first, then call update once; an update closure only mutates state.")
      return
    }
    if isNotifying {
      var next = pending.last ?? value
      isMutating = true
      body(&next)
      isMutating = false
      pending.append(next)
      return
    }
    isMutating = true
    body(&value)
    isMutating = false
    notify()
  }

  private func notify() {
    isNotifying = true
    deliver()
    if !pending.isEmpty {
      var index = 0
      while index < pending.count {
        value = pending[index]
        index += 1
        deliver()
      }
      pending.removeAll(keepingCapacity: true)
    }
    isNotifying = false
    if hasDeadGroups { removeDeadGroups() }
  }

  private func deliver() {
    round &+= 1
    // Observers added during the round are not part of it: they were called with this state.
    let count = groups.count
    var index = 0
    while index < count {
      if !groups[index].deliver(value, round: round) { hasDeadGroups = true }
      index += 1
    }
  }

  private func removeDeadGroups() {
    hasDeadGroups = false
    groups.removeAll { !$0.isAlive }
    groupsByKey = groupsByKey.filter { $0.value.isAlive }
  }

  /// Observes the value at `keyPath`: calls `handler` at once with the current value (and `nil`
  /// as the old one), then on each change. `isDuplicate`, when given, filters out updates that
  /// leave the value equal.
  func observe<Value>(
    _ keyPath: KeyPath<State, Value>,
    isDuplicate: ((Value, Value) -> Bool)?,
    wantsOldValue: Bool,
    handler: @escaping (Value?, Value) -> Void
  ) {
    let key = GroupKey(keyPath: keyPath, deduplicates: isDuplicate != nil)
    let group: KeyPathObservers<State, Value>
    if let existing = groupsByKey[key] as? KeyPathObservers<State, Value> {
      group = existing
    } else {
      group = KeyPathObservers(keyPath: keyPath, isDuplicate: isDuplicate)
      groups.append(group)
      groupsByKey[key] = group
    }
    let current = value[keyPath: keyPath]
    group.add(handler, seenInRound: round, current: current, wantsOldValue: wantsOldValue)
    handler(nil, current)
  }

  /// Calls `handler` with every new state, without comparing or keeping it, until it returns
  /// `false`. Used by mapped view stores, which compare their own mapped state.
  func observeEveryState(_ handler: @escaping (State) -> Bool) {
    groups.append(StateRelay(handler))
  }
}

private struct GroupKey: Hashable {
  let keyPath: AnyKeyPath
  let deduplicates: Bool
}
