#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// A key of an ``IdentityTable``: an object's identity, perhaps with a small tag.
  protocol IdentityTableKey: Equatable {
    /// The bits the table hashes: the object's address (and tag).
    var identityBits: UInt { get }
  }

  extension ObjectIdentifier: IdentityTableKey {
    var identityBits: UInt { UInt(bitPattern: self) }
  }

  /// A hash table keyed by object identity, for the layout engine's per-item and per-constraint
  /// state. `Dictionary` hashes every key with SipHash, built to resist keys an adversary
  /// chooses; these keys are addresses the allocator chose, and one multiplication spreads them
  /// well (Fibonacci hashing). A first layout of a 1,000-view screen looks items up about
  /// 20,000 times. Open addressing with linear probing; a removal shifts the run that follows
  /// back, so no tombstones pile up.
  struct IdentityTable<Key: IdentityTableKey, Value> {
    /// The keys and values by slot, nil where empty: apart, so that probing reads the keys
    /// alone and copies no value.
    private var keys: [Key?] = []
    private var slotValues: [Value?] = []
    /// The number of bits a hash is shifted right by to give a slot (the capacity is a power
    /// of 2).
    private var shift = UInt.bitWidth
    private(set) var count = 0

    /// Whether the table is empty.
    var isEmpty: Bool { count == 0 }

    private var mask: Int { keys.count &- 1 }

    private func home(of key: Key) -> Int {
      // 2⁶⁴ divided by the golden ratio, cut to the word's width.
      let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
      return Int(truncatingIfNeeded: (key.identityBits &* multiplier) >> UInt(shift))
    }

    /// The slot holding `key`, or nil.
    func index(forKey key: Key) -> Int? {
      guard count > 0 else { return nil }
      var index = home(of: key)
      while let candidate = keys[index] {
        if candidate == key { return index }
        index = (index &+ 1) & mask
      }
      return nil
    }

    /// Every value, in no order.
    var values: [Value] { slotValues.compactMap { $0 } }

    /// The value of `key`, or nil; setting nil removes the key.
    subscript(key: Key) -> Value? {
      get { index(forKey: key).flatMap { slotValues[$0] } }
      set {
        if let newValue {
          set(newValue, forKey: key)
        } else {
          removeValue(forKey: key)
        }
      }
    }

    /// The value in a slot that ``index(forKey:)`` returned.
    subscript(valueAt index: Int) -> Value {
      slotValues[index]!
    }

    /// Changes the value in a slot in place (a value holding an array is not copied).
    mutating func update<Result>(
      valueAt index: Int, _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
      try body(&slotValues[index]!)
    }

    /// Room for `capacity` keys without growing.
    mutating func reserveCapacity(_ capacity: Int) {
      var slots = 8
      while slots * 3 < capacity * 4 { slots *= 2 }
      if slots > keys.count { resize(to: slots) }
    }

    /// Sets the value of `key`, adding the key when absent; returns its slot.
    @discardableResult
    mutating func set(_ value: Value, forKey key: Key) -> Int {
      if let index = index(forKey: key) {
        slotValues[index] = value
        return index
      }
      return add(key, value)
    }

    /// Adds `key` with `value` when absent; false (the table unchanged) when present.
    mutating func insert(_ key: Key, _ value: Value) -> Bool {
      guard index(forKey: key) == nil else { return false }
      add(key, value)
      return true
    }

    /// Adds a key known to be absent; returns its slot.
    @discardableResult
    mutating func add(_ key: Key, _ value: consuming Value) -> Int {
      if (count + 1) * 4 > keys.count * 3 { resize(to: max(8, keys.count * 2)) }
      var index = home(of: key)
      while keys[index] != nil { index = (index &+ 1) & mask }
      keys[index] = key
      slotValues[index] = value
      count += 1
      return index
    }

    /// Removes the key in a slot that ``index(forKey:)`` returned. Slots after it may move.
    mutating func remove(at index: Int) {
      keys[index] = nil
      slotValues[index] = nil
      count -= 1
      // The keys of the run after the hole move back into it unless their home lies
      // (cyclically) after the hole and at or before where they are.
      var hole = index
      var next = (index &+ 1) & mask
      while let key = keys[next] {
        let home = home(of: key)
        let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
        if !stays {
          keys[hole] = key
          slotValues[hole] = slotValues[next]
          keys[next] = nil
          slotValues[next] = nil
          hole = next
        }
        next = (next &+ 1) & mask
      }
    }

    /// Removes `key` and returns its value, or nil when absent.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
      guard let index = index(forKey: key) else { return nil }
      let value = slotValues[index]
      remove(at: index)
      return value
    }

    /// Every key and value, in no order.
    var elements: [(key: Key, value: Value)] {
      var out: [(key: Key, value: Value)] = []
      out.reserveCapacity(count)
      for index in keys.indices {
        if let key = keys[index], let value = slotValues[index] { out.append((key, value)) }
      }
      return out
    }

    private mutating func resize(to capacity: Int) {
      let (oldKeys, oldValues) = (keys, slotValues)
      keys = Array(repeating: nil, count: capacity)
      slotValues = Self.empty(capacity)
      shift = UInt.bitWidth - capacity.trailingZeroBitCount
      count = 0
      for index in oldKeys.indices {
        guard let key = oldKeys[index], let value = oldValues[index] else { continue }
        var slot = home(of: key)
        while keys[slot] != nil { slot = (slot &+ 1) & mask }
        keys[slot] = key
        slotValues[slot] = value
        count += 1
      }
    }
  }

  extension IdentityTable {
    /// `count` empty value slots. Not `Array(repeating: nil, count:)`: that copies its value into
    /// each slot through the value's outlined copy, which asks which case the optional is (83
    /// instructions a slot: 0.7 M for the 8,192 slots of a 1,000-view screen's engine
    /// constraints); a `nil` known to be one is stored as such.
    fileprivate static func empty(_ count: Int) -> [Value?] {
      [Value?](unsafeUninitializedCapacity: count) { slots, initialized in
        for index in 0..<count { slots.initializeElement(at: index, to: nil) }
        initialized = count
      }
    }
  }

  extension IdentityTable where Value == Void {
    /// Adds `key`; false when it was present.
    mutating func insert(_ key: Key) -> Bool { insert(key, ()) }

    /// Whether `key` is present.
    func contains(_ key: Key) -> Bool { index(forKey: key) != nil }
  }
#endif
