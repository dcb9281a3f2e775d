#if canImport(Combine)
  import Combine
#endif

/// The state of a store or a view store, and everyone observing it.
///
/// Stores and view stores are state cells: ``AnyViewStore`` is one, and ``LassoStore`` is its own
/// view store, so that a screen is two objects (its store and its controller); you do not use a
/// cell's API directly. Updates apply in place; observers are grouped by key path, so observers of
/// one value share a single read and comparison; an update made while observers are being
/// notified is applied after the current round, in order.
///
/// Open only so that ``AnyViewStore`` and ``LassoStore`` can build on it: its initializer is
/// Lasso's own, so no other type can subclass it.
///
/// The hot path is `@inlinable` so that it is specialized for each app's own `State`: generic code
/// would look up type metadata on every update.
@preconcurrency @MainActor
open class StateCell<State> {
  // Every property is `@exclusivity(unchecked)`: the dynamic checks are calls into the runtime,
  // and a check kept inside a loop of dispatches (one the recorder's branch keeps there) costs
  // more than the dispatch itself (measured in Benchmarks/). The bookkeeping's accesses are all
  // instantaneous, none spans a call out to an update closure or an observer, so its checks could
  // never fire. `storage` is the one access held across a call, the update closure's: `isMutating`
  // marks it, and every other read of the state goes through `value`, which refuses with a clear
  // message where the runtime's check would have trapped with an address.
  @usableFromInline @exclusivity(unchecked) final var storage: State
  /// One entry per observed key path (or relay), in the order first observed.
  @usableFromInline @exclusivity(unchecked) final var groups: [StateObserverGroup<State>] = []
  /// One entry per group, at the same index: what the scan for changed values reads. The bits of
  /// each group's last value are copied here, side by side, so that skipping the unchanged groups
  /// reads one contiguous array instead of two objects per group (fewer cache lines per update).
  @usableFromInline @exclusivity(unchecked) final var checks: [UnchangedCheck] = []
  /// The groups of `groups` that observe a key path, by key path; made by the first observer, so
  /// that a store nobody observes is created without a dictionary (a fifth of its own cost).
  @usableFromInline @exclusivity(unchecked) final var groupsByKey: [GroupKey: AnyObject]?
  /// States made by updates that arrived while observers were being notified, oldest first.
  @usableFromInline @exclusivity(unchecked) final var pending: [State] = []
  @usableFromInline @exclusivity(unchecked) final var isMutating = false
  @usableFromInline @exclusivity(unchecked) final var isNotifying = false
  @usableFromInline @exclusivity(unchecked) final var hasDeadGroups = false
  /// Counts notification rounds, so an observer added during a round skips the rest of it.
  @usableFromInline @exclusivity(unchecked) final var round: UInt64 = 0
  #if canImport(Combine)
    /// Where Combine exists: told before each update, so SwiftUI views observing a view store of
    /// this state redraw (`ObservableObject`'s contract). Made on first use; one per state, shared
    /// by all its view stores.
    @usableFromInline @exclusivity(unchecked) final var willChange: ObservableObjectPublisher?
  #endif

  // Inlinable, so that a store's creation is specialized for its `State`: generic code looks up
  // the metadata of the cell's collections on every call (measured: a quarter of a screen's cost).
  @inlinable init(_ value: State) {
    self.storage = value
  }

  /// The current state. Changes only through updates of the store that owns it.
  ///
  /// Not readable from inside an update's closure: the state is being changed in place there,
  /// half-way; the closure's parameter is the state to read.
  @inlinable final var value: State {
    if isMutating { readDuringUpdate() }
    return storage
  }

  /// The current state, for Lasso's test utilities (a mock store's `state`, which a subclass
  /// cannot reach through `StateObservable.state` once it redeclares it).
  @_spi(LassoTesting) public final var currentValue: State { value }

  /// Stops the app: no state can be given back halfway through a change (nothing to continue
  /// with), so this misuse is fatal, with the message a report would give.
  @usableFromInline final func readDuringUpdate() -> Never {
    // The nested name a user wrote (`LoginScreenModule.State`), without the app's module.
    let state = String(reflecting: State.self).split(separator: ".", maxSplits: 1).last ?? ""
    let misuse = Misuse(
      message: "The state (\(state)) was read from inside an update closure"
        + " of its own store, while it is being changed in place.",
      fix: "Read the state through the closure's parameter (`update { state in state.total ="
        + " state.count * 2 }`), or read what you need before calling update.")
    fatalError(misuse.description)
  }

  /// Applies `body` to the state in place and notifies the observers whose values changed.
  ///
  /// An update made while observers are being notified is applied to the newest state once the
  /// current round is over, and notified in a round of its own.
  @inlinable final func change(_ body: (inout State) -> Void) {
    #if canImport(Combine)
      willChange?.send()
    #endif
    if isMutating || isNotifying { return updateLater(body) }
    isMutating = true
    body(&storage)
    isMutating = false
    if !groups.isEmpty { notify() }
  }

  @usableFromInline final func updateLater(_ body: (inout State) -> Void) {
    if isMutating {
      Misuse.report(
        "An update of \(Misuse.name(of: State.self)) was made from inside another update's closure;"
          + " it was ignored.",
        fix:
          "Compute the change first, then call update once; an update closure only mutates state.")
      return
    }
    var next = pending.last ?? storage
    isMutating = true
    body(&next)
    isMutating = false
    pending.append(next)
  }

  @inlinable final func notify() {
    isNotifying = true
    deliver()
    if !pending.isEmpty { deliverPending() }
    isNotifying = false
    if hasDeadGroups { removeDeadGroups() }
  }

  @inlinable final func deliver() {
    round &+= 1
    // Local copies: one access check per round instead of one per group. Nothing mutates
    // `storage` during a round (updates wait in `pending`), so holding it copies no buffer.
    // Observers added during the round are not part of it: they were called with this state.
    let state = storage
    let groups = self.groups
    let round = self.round
    // An index loop: an iterator's generic accessor allocates a coroutine frame when the code
    // is not specialized (debug builds).
    let count = groups.count
    var index = 0
    while index < count {
      // Skips the groups whose values have the bits of the last ones seen: unchanged. `checks`
      // is read, not copied: its buffer is changed in place below, after the scan.
      index = Self.firstPossiblyChanged(in: checks, from: index, to: count, of: state)
      if index == count { break }
      // `groups` keeps every group alive for the round: call each without retaining it.
      unowned(unsafe) let group = groups[index]
      if !group.deliver(state, round) { hasDeadGroups = true }
      // The group's last value may have changed: its bits, not the state's (a `String` equal
      // to the last one is not kept, and its storage may be freed and reused).
      if checks[index].size != 0 { checks[index].copyBits(of: group) }
      index += 1
    }
  }

  /// The index of the first group in `start..<end` that must be called with `state`: one
  /// without a bitwise test (see ``StateObserverGroup/unchangedSize``) or whose value's bits
  /// differ from the last ones it saw; `end` when there is none. Nonisolated, so that the
  /// closures reading the bytes are too: an isolated closure checks its executor on each call,
  /// which costs more than the comparisons.
  @inlinable nonisolated static func firstPossiblyChanged(
    in checks: [UnchangedCheck], from start: Int, to end: Int, of state: State
  ) -> Int {
    withUnsafeBytes(of: state) { bytes in
      let base = bytes.baseAddress.unsafelyUnwrapped
      return checks.withUnsafeBufferPointer { checks in
        var index = start
        while index < end {
          if !checks[index].holds(base) { return index }
          index += 1
        }
        return end
      }
    }
  }

  /// The size of `Value` if a value of it whose bits equal another's is equal to it (`==`), so
  /// that an unchanged value can be recognized by its bits without calling `==`; 0 otherwise.
  /// The fixed-width integers and `Bool` compare their bits. For `String`, equal bits are the same
  /// small string or the same storage, which neither copy can change in place (both share it), so
  /// the same characters; different bits may still be equal strings, which `==` then decides.
  /// Floating-point types are left out (`.nan != .nan`, `0.0 == -0.0`), as is every type not
  /// known here, whose `==` may be anything. Folded to a constant in specialized code.
  @inlinable nonisolated static func bitwiseComparableSize<Value>(of _: Value.Type) -> Int {
    switch Value.self {
    case is Int.Type, is UInt.Type, is Int64.Type, is UInt64.Type, is Int32.Type, is UInt32.Type,
      is Int16.Type, is UInt16.Type, is Int8.Type, is UInt8.Type, is Bool.Type, is String.Type:
      return MemoryLayout<Value>.size
    default:
      return 0
    }
  }

  @usableFromInline final func deliverPending() {
    var index = 0
    while index < pending.count {
      storage = pending[index]
      index += 1
      deliver()
    }
    pending.removeAll()  // Re-entrant rounds are rare: give the memory back.
  }

  @usableFromInline final func removeDeadGroups() {
    hasDeadGroups = false
    var kept = 0
    for index in groups.indices where groups[index].isAlive {
      groups[kept] = groups[index]
      checks[kept] = checks[index]
      kept += 1
    }
    groups.removeLast(groups.count - kept)
    checks.removeLast(checks.count - kept)
  }

  /// Observes the value at `keyPath`: calls `handler` at once with the current value (and `nil`
  /// as the old one), then after each update; with `deduplicate`, only when the value changed.
  @inlinable final func observe<Value>(
    _ keyPath: KeyPath<State, Value>, deduplicate: Bool, wantsOldValue: Bool,
    handler: @escaping (Value?, Value) -> Void,
    isEqual: @escaping (Value, Value) -> Bool
  ) {
    addObserver(keyPath, deduplicate: deduplicate, wantsOldValue: wantsOldValue, handler: handler) {
      observers in
      let read = Self.reader(for: keyPath)
      return StateObserverGroup { state, round in
        let value = read(state)
        if deduplicate, let last = observers.last.pointee, isEqual(last, value) { return true }
        observers.deliver(value, round: round)
        return true
      }
    }
  }

  /// Observes the `Equatable` value at `keyPath`, calling `handler` only when it changed. The
  /// value of a stored property is compared where it lies in the state, without a copy and
  /// without a call: what each unchanged group of observers costs on every update.
  @inlinable final func observe<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>, wantsOldValue: Bool,
    handler: @escaping (Value?, Value) -> Void
  ) {
    addObserver(keyPath, deduplicate: true, wantsOldValue: wantsOldValue, handler: handler) {
      observers in
      guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
        return StateObserverGroup { state, round in
          let value = state[keyPath: keyPath]
          if observers.last.pointee != value { observers.deliver(value, round: round) }
          return true
        }
      }
      let deliver: @MainActor (State, UInt64) -> Bool = { state, round in
        if let value = Self.value(in: state, at: offset, ifDifferentFrom: observers.last) {
          observers.deliver(value, round: round)
        }
        return true
      }
      // The group's last value is an `Optional<Value>` that always holds a value (the group
      // deduplicates): its payload, the value's bits, is at the start.
      return StateObserverGroup(
        deliver, unchangedSize: Self.bitwiseComparableSize(of: Value.self),
        unchangedOffset: offset, lastValue: UnsafeRawPointer(observers.last))
    }
  }

  /// The value of the stored property at `offset` of `state` if it differs from `last`'s, compared
  /// where it lies. Nonisolated, as ``reader(for:)``.
  @inlinable @inline(__always) nonisolated static func value<Value: Equatable>(
    in state: State, at offset: Int, ifDifferentFrom last: UnsafeMutablePointer<Value?>
  ) -> Value? {
    withUnsafeBytes(of: state) { bytes in
      // The stored property at `offset` of a `State` is a `Value`.
      let value = (bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self)
      return last.pointee == value.pointee ? nil : value.pointee
    }
  }

  /// Adds `handler` to the observers of `keyPath` (made, with their group, by `makeGroup` for the
  /// first one), then calls it with the current value.
  @inlinable final func addObserver<Value>(
    _ keyPath: KeyPath<State, Value>, deduplicate: Bool, wantsOldValue: Bool,
    handler: @escaping (Value?, Value) -> Void,
    makeGroup: (ValueObservers<Value>) -> StateObserverGroup<State>
  ) {
    let current = value[keyPath: keyPath]
    let key = GroupKey(keyPath: keyPath, deduplicates: deduplicate)
    let observers: ValueObservers<Value>
    if let existing = groupsByKey?[key] as? ValueObservers<Value> {
      observers = existing
    } else {
      observers = ValueObservers(current: current, keepsLast: deduplicate)
      if groupsByKey == nil {
        groupsByKey = [key: observers]
      } else {
        groupsByKey![key] = observers
      }
      append(makeGroup(observers))
    }
    observers.add(handler, seenInRound: round, current: current, wantsOldValue: wantsOldValue)
    handler(nil, current)
  }

  /// A function that reads the value at `keyPath`. For a stored property of a struct (the usual
  /// case) it loads the value at the property's offset, as `MemoryLayout.offset(of:)` documents:
  /// a few instructions, where a key path projection through the runtime costs a hundred times as
  /// much. Other key paths (computed properties, classes) are read through the key path.
  /// Nonisolated: reading a value needs no actor, and an isolated closure would check its
  /// executor on every call.
  @inlinable nonisolated static func reader<Value>(
    for keyPath: KeyPath<State, Value>
  ) -> (State) -> Value {
    if let offset = MemoryLayout<State>.offset(of: keyPath) {
      return { state in
        withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Value.self) }
      }
    }
    return { $0[keyPath: keyPath] }
  }

  /// Calls `handler` with every new state, without comparing or keeping it, until it returns
  /// `false`. Used by mapped view stores, which compare their own mapped state.
  @inlinable final func observeEveryState(_ handler: @escaping @MainActor (State) -> Bool) {
    // A group that declined once is not called again (see `StateObserverGroup.deliver`).
    append(StateObserverGroup { state, _ in handler(state) })
  }

  /// Adds `group` to the notification list, with its check.
  @inlinable final func append(_ group: StateObserverGroup<State>) {
    var check = UnchangedCheck(size: group.unchangedSize, offset: group.unchangedOffset)
    if check.size != 0 { check.copyBits(of: group) }
    groups.append(group)
    checks.append(check)
  }
}

/// Identifies the group of observers of one key path.
@usableFromInline struct GroupKey: Hashable {
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline let deduplicates: Bool

  @inlinable init(keyPath: AnyKeyPath, deduplicates: Bool) {
    self.keyPath = keyPath
    self.deduplicates = deduplicates
  }
}
