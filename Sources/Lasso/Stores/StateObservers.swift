/// One entry of a ``StateCell``'s notification list: reads its part of each new state and calls
/// its observers. The closure is made in code specialized for the app's `State`.
@MainActor
@usableFromInline final class StateObserverGroup<State> {
  /// Delivers a state in a round; returns `false` once the group is dead.
  @usableFromInline let deliverState: @MainActor (State, UInt64) -> Bool
  @usableFromInline @exclusivity(unchecked) var isAlive = true
  /// For a group whose value is a stored property of a type where equal bits mean equal values
  /// (see ``StateCell/bitwiseComparableSize(of:)``): the property's size, its offset in the state,
  /// and where the group keeps the last value it saw. The cell copies those bits into its
  /// ``UnchangedCheck`` for the group, compares them inline, and calls `deliverState` only when
  /// they differ, so an unchanged value costs a few instructions and no call. `unchangedSize` is 0
  /// for every other group.
  @usableFromInline let unchangedSize: Int
  @usableFromInline let unchangedOffset: Int
  /// `nonisolated(unsafe)`: a constant pointer, read (like the bytes it points to) only by
  /// ``UnchangedCheck/copyBits(of:)``, which the cell calls on the main actor, where alone they
  /// are written; the memory belongs to the group's `ValueObservers`, which `deliverState` keeps
  /// alive.
  @usableFromInline nonisolated(unsafe) let lastValue: UnsafeRawPointer?

  @inlinable init(
    _ deliver: @escaping @MainActor (State, UInt64) -> Bool, unchangedSize: Int = 0,
    unchangedOffset: Int = 0, lastValue: UnsafeRawPointer? = nil
  ) {
    self.deliverState = deliver
    self.unchangedSize = unchangedSize
    self.unchangedOffset = unchangedOffset
    self.lastValue = lastValue
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

/// What a cell's scan for changed values reads of one group (``StateCell/checks``): the size and
/// offset of its value in the state, and the bits of the last value the group saw, kept here so
/// that the scan reads one contiguous array. `size` is 0 for a group called on every update.
@usableFromInline struct UnchangedCheck {
  /// The value's size: 1, 2, 4, 8 or 16 bytes; 0 when its bits do not decide (see
  /// ``StateCell/bitwiseComparableSize(of:)``).
  @usableFromInline let size: Int
  /// The value's offset in the state.
  @usableFromInline let offset: Int
  /// The last value's first 8 bytes and, for a 16-byte value, the next 8, zero-extended.
  @usableFromInline var low: UInt64 = 0
  @usableFromInline var high: UInt64 = 0

  @inlinable init(size: Int, offset: Int) {
    self.size = size
    self.offset = offset
  }

  /// Whether the value in the state whose bytes start at `base` has the last value's bits, so is
  /// unchanged; always `false` when `size` is 0.
  @inlinable @inline(__always) func holds(_ base: UnsafeRawPointer) -> Bool {
    let value = base + offset
    switch size {
    case 8: return value.loadUnaligned(as: UInt64.self) == low
    case 16:
      return value.loadUnaligned(as: UInt64.self) == low
        && value.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == high
    case 4: return UInt64(value.loadUnaligned(as: UInt32.self)) == low
    case 2: return UInt64(value.loadUnaligned(as: UInt16.self)) == low
    case 1: return UInt64(value.load(as: UInt8.self)) == low
    default: return false
    }
  }

  /// Copies the bits of `group`'s last value (the group keeps the value itself, and with it
  /// whatever storage the bits point to).
  @inlinable mutating func copyBits<State>(of group: StateObserverGroup<State>) {
    let last = group.lastValue.unsafelyUnwrapped
    switch size {
    case 8: low = last.loadUnaligned(as: UInt64.self)
    case 16:
      low = last.loadUnaligned(as: UInt64.self)
      high = last.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    case 4: low = UInt64(last.loadUnaligned(as: UInt32.self))
    case 2: low = UInt64(last.loadUnaligned(as: UInt16.self))
    case 1: low = UInt64(last.load(as: UInt8.self))
    default: break
    }
  }
}
