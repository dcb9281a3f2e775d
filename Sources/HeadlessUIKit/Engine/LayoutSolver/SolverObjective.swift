#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The lexicographic objective: one dense row of coefficients per priority level, highest level
  /// first, so that comparing two symbols' reduced costs compares their vectors level by level.
  ///
  /// Dense rows (indexed by symbol id) make a coefficient a load: substituting a pivot's row into
  /// the objective costs the row's length times the number of levels, however long the objective.
  /// A symbol's coefficients at every level lie side by side (one buffer, symbol-major), so that
  /// reading its reduced cost is one cache line, not one per level.
  /// The symbols whose reduced cost is lexicographically negative (those that can still improve
  /// the solution) are kept in a set, so choosing an entering symbol does not scan every symbol.
  struct SolverObjective {
    /// The priority of each level, descending (0 is the solver's own level, below every user's).
    private(set) var priorities: [Float] = []
    /// The coefficient of `symbol` at `level` is `coefficients[symbol * levelCount + level]`.
    private var coefficients: [Double] = []
    private var symbolCount = 0
    /// The symbols whose reduced cost is lexicographically negative, and each one's slot there.
    private(set) var improving: [Int32] = []
    private var improvingSlot: [Int32] = []

    var levelCount: Int { priorities.count }

    mutating func appendSymbol() {
      // One append per level: appending a `repeatElement` went through the generic
      // sequence path, over a quarter of each new symbol's cost.
      for _ in 0..<priorities.count { coefficients.append(0) }
      improvingSlot.append(-1)
      symbolCount += 1
    }

    /// The index of a priority's level, made on first use.
    mutating func level(for priority: Float) -> Int {
      var index = 0
      while index < priorities.count && priorities[index] > priority { index += 1 }
      if index < priorities.count && priorities[index] == priority { return index }
      // A new stride: each symbol's coefficients move, with a 0 at the new level (levels are
      // few, made as priorities come into use).
      let oldCount = priorities.count
      priorities.insert(priority, at: index)
      let newCount = priorities.count
      // Written in place, not appended: a level first used late (after thousands of symbols)
      // widened every symbol with an append each, checking capacity and uniqueness.
      coefficients = [Double](unsafeUninitializedCapacity: symbolCount * newCount) {
        buffer, initialized in
        var slot = 0
        for symbol in 0..<symbolCount {
          for level in 0..<newCount {
            buffer.initializeElement(
              at: slot,
              to: level == index
                ? 0 : coefficients[symbol * oldCount + level - (level > index ? 1 : 0)])
            slot += 1
          }
        }
        initialized = slot
      }
      return index
    }

    /// Where a symbol's coefficient at a level is in ``coefficients``.
    @inline(__always)
    private func slot(_ symbol: Int32, _ level: Int) -> Int {
      Int(symbol) * priorities.count + level
    }

    func coefficient(of symbol: Int32, level: Int) -> Double {
      coefficients[slot(symbol, level)]
    }

    /// Whether a symbol's reduced cost is zero at every level whose priority is above `floor`.
    func isFree(_ symbol: Int32, above floor: Float) -> Bool {
      for level in priorities.indices where priorities[level] > floor {
        if !coefficients[slot(symbol, level)].isNearZero { return false }
      }
      return true
    }

    /// Whether a symbol's reduced cost is lexicographically negative.
    func isImproving(_ symbol: Int32) -> Bool {
      improvingSlot[Int(symbol)] >= 0
    }

    /// Compares `cost(a) / da` with `cost(b) / db` lexicographically: the dual simplex's ratio.
    func ratio(_ a: Int32, over da: Double, isBelow b: Int32, over db: Double) -> Bool {
      for level in priorities.indices {
        let left = coefficients[slot(a, level)] / da
        let right = coefficients[slot(b, level)] / db
        if abs(left - right) > solverEpsilon { return left < right }
      }
      return a < b
    }

    mutating func add(
      _ value: Double, to symbol: Int32, level: Int, kinds: [SolverSymbolKind]
    ) {
      let updated = coefficients[slot(symbol, level)] + value
      coefficients[slot(symbol, level)] = updated.isNearZero ? 0 : updated
      refresh(symbol, kinds: kinds)
    }

    /// Adds `factor × row` (its terms; constants do not matter to the optimum) at a level.
    mutating func add(
      _ row: SolverRow, times factor: Double, level: Int,
      kinds: [SolverSymbolKind]
    ) {
      for term in row.terms {
        add(factor * term.coefficient, to: term.symbol, level: level, kinds: kinds)
      }
    }

    /// Replaces a symbol that became basic by its row.
    mutating func substitute(
      _ symbol: Int32, by row: SolverRow, kinds: [SolverSymbolKind]
    ) {
      var touched = false
      for level in priorities.indices {
        let factor = coefficients[slot(symbol, level)]
        if factor == 0 { continue }
        touched = true
        coefficients[slot(symbol, level)] = 0
        for term in row.terms {
          let updated = coefficients[slot(term.symbol, level)] + factor * term.coefficient
          coefficients[slot(term.symbol, level)] = updated.isNearZero ? 0 : updated
        }
      }
      guard touched else { return }
      refresh(symbol, kinds: kinds)
      for term in row.terms { refresh(term.symbol, kinds: kinds) }
    }

    /// Removes every trace of a symbol leaving the tableau.
    mutating func clear(_ symbol: Int32, kinds: [SolverSymbolKind]) {
      for level in priorities.indices { coefficients[slot(symbol, level)] = 0 }
      refresh(symbol, kinds: kinds)
    }

    /// The first nonzero level's sign decides; dummies never enter, so never count as improving.
    private mutating func refresh(_ symbol: Int32, kinds: [SolverSymbolKind]) {
      var negative = false
      if kinds[Int(symbol)] != .dummy {
        for level in priorities.indices {
          let value = coefficients[slot(symbol, level)]
          if value != 0 {
            negative = value < 0
            break
          }
        }
      }
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
#endif
