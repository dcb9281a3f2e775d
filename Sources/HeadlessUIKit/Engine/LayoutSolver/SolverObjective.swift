#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The lexicographic objective: one dense row of coefficients per priority level, so that
  /// comparing two symbols' reduced costs compares their vectors level by level, highest first.
  ///
  /// Dense rows (indexed by symbol id) make a coefficient a load: substituting a pivot's row into
  /// the objective costs the row's length times the number of levels, however long the objective.
  /// A symbol's coefficients at every level lie side by side (one buffer, symbol-major, with room
  /// for levels more than are used), so that reading its reduced cost is one cache line, not
  /// one per level. A level keeps the column it was made in; ``SolverObjectiveBuffer/ranked``
  /// orders them. Making a level widens no symbol while there is room (a level first used after
  /// thousands of symbols moved every symbol's coefficients), and making a symbol clears its slots
  /// where an append per level checked the buffer's capacity and uniqueness.
  /// The symbols whose reduced cost is lexicographically negative (those that can still improve
  /// the solution) are kept in a list, so choosing an entering symbol does not scan every symbol.
  struct SolverObjective {
    /// The priority of each level, in the order the levels were made (a level's column).
    private(set) var priorities: [Float] = []
    /// The levels, highest priority first (0 is the solver's own level, below every user's).
    private var ranked: [Int] = []
    private let buffer = SolverObjectiveBuffer()
    /// The symbols whose reduced cost is lexicographically negative.
    private(set) var improving: [Int32] = []

    /// Makes room for `count` symbols in all (see ``SolverCore/reserve(symbols:constraints:)``).
    func reserveSymbols(_ count: Int) {
      buffer.reserve(count)
    }

    mutating func appendSymbol() {
      buffer.appendSymbol()
    }

    /// The index of a priority's level, made on first use.
    mutating func level(for priority: Float) -> Int {
      var rank = 0
      while rank < ranked.count && priorities[ranked[rank]] > priority { rank += 1 }
      if rank < ranked.count && priorities[ranked[rank]] == priority { return ranked[rank] }
      let level = priorities.count
      priorities.append(priority)
      ranked.insert(level, at: rank)
      if level >= buffer.stride { buffer.widen(toHold: level + 1) }
      return level
    }

    /// Whether a symbol's reduced cost is zero at every level whose priority is above `floor`.
    func isFree(_ symbol: Int32, above floor: Float) -> Bool {
      let base = buffer.base(of: symbol)
      for level in priorities.indices where priorities[level] > floor {
        if !base[level].isNearZero { return false }
      }
      return true
    }

    /// Whether a symbol's reduced cost is lexicographically negative.
    func isImproving(_ symbol: Int32) -> Bool {
      buffer.improvingSlot[Int(symbol)] >= 0
    }

    /// Compares `cost(a) / da` with `cost(b) / db` lexicographically: the dual simplex's ratio.
    func ratio(_ a: Int32, over da: Double, isBelow b: Int32, over db: Double) -> Bool {
      let first = buffer.base(of: a)
      let second = buffer.base(of: b)
      for level in ranked {
        let left = first[level] / da
        let right = second[level] / db
        if abs(left - right) > solverEpsilon { return left < right }
      }
      return a < b
    }

    mutating func add(
      _ value: Double, to symbol: Int32, level: Int, kinds: SolverSymbolColumn<SolverSymbolKind>
    ) {
      let base = buffer.base(of: symbol)
      let updated = base[level] + value
      base[level] = updated.isNearZero ? 0 : updated
      refresh(symbol, kinds: kinds)
    }

    /// Adds `factor × row` (its terms; constants do not matter to the optimum) at a level.
    mutating func add(
      _ row: SolverRow, times factor: Double, level: Int,
      kinds: SolverSymbolColumn<SolverSymbolKind>
    ) {
      for term in row.terms {
        add(factor * term.coefficient, to: term.symbol, level: level, kinds: kinds)
      }
    }

    /// Replaces a symbol that became basic by its row.
    mutating func substitute(
      _ symbol: Int32, by row: SolverRow, kinds: SolverSymbolColumn<SolverSymbolKind>
    ) {
      let base = buffer.base(of: symbol)
      var touched = false
      for level in priorities.indices {
        let factor = base[level]
        if factor == 0 { continue }
        touched = true
        base[level] = 0
        for term in row.terms {
          let slot = buffer.base(of: term.symbol) + level
          let updated = slot.pointee + factor * term.coefficient
          slot.pointee = updated.isNearZero ? 0 : updated
        }
      }
      guard touched else { return }
      refresh(symbol, kinds: kinds)
      for term in row.terms { refresh(term.symbol, kinds: kinds) }
    }

    /// Removes every trace of a symbol leaving the tableau.
    mutating func clear(_ symbol: Int32, kinds: SolverSymbolColumn<SolverSymbolKind>) {
      buffer.base(of: symbol).update(repeating: 0, count: priorities.count)
      refresh(symbol, kinds: kinds)
    }

    /// The first nonzero level's sign decides; dummies never enter, so never count as improving.
    private mutating func refresh(_ symbol: Int32, kinds: SolverSymbolColumn<SolverSymbolKind>) {
      var negative = false
      if kinds[Int(symbol)] != .dummy {
        let base = buffer.base(of: symbol)
        for level in ranked {
          let value = base[level]
          if value != 0 {
            negative = value < 0
            break
          }
        }
      }
      let improvingSlot = buffer.improvingSlot
      let slot = improvingSlot[Int(symbol)]
      if negative && slot < 0 {
        improvingSlot[Int(symbol)] = Int32(improving.count)
        improving.append(symbol)
      } else if !negative && slot >= 0 {
        let last = improving.removeLast()
        if last != symbol {
          improving[Int(slot)] = last
          improvingSlot[Int(last)] = slot
        }
        improvingSlot[Int(symbol)] = -1
      }
    }
  }

  /// The storage of ``SolverObjective``'s coefficients and improving slots, written through
  /// pointers (as ``SolverScratch`` is, and for its reasons).
  ///
  /// Symbols' slots are cleared as symbols are made, not when the buffer grows: room not yet used
  /// is never written, so the pages of a buffer grown fourfold stay untouched until needed.
  final class SolverObjectiveBuffer {
    /// Slots per symbol: levels below this have room. Four: UIKit's systems use a few (the
    /// solver's own, the edits', hugging's and compression resistance's), and two symbols' slots
    /// share a cache line.
    @exclusivity(unchecked) private(set) var stride = 4
    /// Symbols made so far.
    @exclusivity(unchecked) private(set) var symbolCount = 0
    /// Symbols below this have room.
    @exclusivity(unchecked) private var capacity = 0
    /// The coefficient of `symbol` at `level` is `coefficients[symbol * stride + level]`.
    @exclusivity(unchecked) private var coefficients: UnsafeMutablePointer<Double>
    /// `improvingSlot[symbol]`: the symbol's position in ``SolverObjective/improving``, or -1.
    @exclusivity(unchecked) private(set) var improvingSlot: UnsafeMutablePointer<Int32>

    init() {
      coefficients = SolverMemory.allocate(Double.self, count: 0)
      improvingSlot = SolverMemory.allocate(Int32.self, count: 0)
    }

    deinit {
      SolverMemory.release(coefficients)
      SolverMemory.release(improvingSlot)
    }

    /// A symbol's coefficients, one a level.
    @inline(__always)
    func base(of symbol: Int32) -> UnsafeMutablePointer<Double> {
      coefficients + Int(symbol) * stride
    }

    func appendSymbol() {
      if symbolCount == capacity {
        reallocate(capacity: Swift.max(64, 4 * capacity), stride: stride)
      }
      // Stores, not `initialize(repeating:count:)`: that called memset for a few doubles.
      let base = coefficients + symbolCount * stride
      for level in 0..<stride { base[level] = 0 }
      improvingSlot[symbolCount] = -1
      symbolCount += 1
    }

    /// Makes room for `count` symbols, their coefficients moved.
    func reserve(_ count: Int) {
      if count > capacity { reallocate(capacity: count, stride: stride) }
    }

    /// Makes room for `count` levels a symbol, each symbol's coefficients moved to the new stride.
    func widen(toHold count: Int) {
      reallocate(capacity: capacity, stride: Swift.max(count, 2 * stride))
    }

    private func reallocate(capacity newCapacity: Int, stride newStride: Int) {
      if newStride == stride {
        coefficients = SolverMemory.resize(coefficients, to: newCapacity * newStride)
      } else {
        let newCoefficients = SolverMemory.allocate(Double.self, count: newCapacity * newStride)
        for symbol in 0..<symbolCount {
          let source = coefficients + symbol * stride
          let target = newCoefficients + symbol * newStride
          for level in 0..<newStride { target[level] = level < stride ? source[level] : 0 }
        }
        SolverMemory.release(coefficients)
        coefficients = newCoefficients
      }
      if newCapacity != capacity {
        improvingSlot = SolverMemory.resize(improvingSlot, to: newCapacity)
      }
      capacity = newCapacity
      stride = newStride
    }
  }
#endif
