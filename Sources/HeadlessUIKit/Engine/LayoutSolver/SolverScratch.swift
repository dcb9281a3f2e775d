#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The scratch space of the solver's expansions, merges and walks, written through pointers.
  ///
  /// Held as arrays in ``SolverCore``, every write (an expansion makes about thirty: a mark, a
  /// coefficient, a symbol queued) checked its array's uniqueness; borrowing the arrays' buffers
  /// for a call took closures that captured the solver's state, which the compiler copied whole at
  /// each call. The pointers are read once per call and written freely.
  ///
  /// Between calls the per-symbol space is all zero (each user clears what it set) and the lists
  /// are empty. Each list holds a symbol at most once (a state or mark guards it), so the
  /// lists need no more room than the per-symbol space: nothing grows during a call.
  final class SolverScratch {
    /// Symbols below this have room; ``SolverCore/newSymbol(_:)`` grows it.
    @exclusivity(unchecked) private(set) var capacity = 0
    /// `values[symbol]`: a coefficient being summed.
    @exclusivity(unchecked) private(set) var values: UnsafeMutablePointer<Double>
    /// `states[symbol]`: 0 untouched, 1 in the row being merged, 2 added to it.
    @exclusivity(unchecked) private(set) var states: UnsafeMutablePointer<UInt8>
    /// `visited[symbol]`: whether a walk has reached a variable.
    @exclusivity(unchecked) private(set) var visited: UnsafeMutablePointer<Bool>
    /// The symbols whose state or value a call set, in the order it first did.
    @exclusivity(unchecked) private(set) var touched: UnsafeMutablePointer<Int32>
    /// A depth-first walk's post-order.
    @exclusivity(unchecked) private(set) var order: UnsafeMutablePointer<Int32>
    /// A depth-first walk's stack: a variable and the position of its next term to visit.
    @exclusivity(unchecked) private(set) var stack:
      UnsafeMutablePointer<(symbol: Int32, next: Int32)>

    init() {
      values = SolverMemory.allocate(Double.self, count: 0)
      states = SolverMemory.allocate(UInt8.self, count: 0)
      visited = SolverMemory.allocate(Bool.self, count: 0)
      touched = SolverMemory.allocate(Int32.self, count: 0)
      order = SolverMemory.allocate(Int32.self, count: 0)
      stack = SolverMemory.allocate((symbol: Int32, next: Int32).self, count: 0)
    }

    /// Makes room for symbols below `count`, at least doubling (the screen makes 15,000 symbols:
    /// a few reallocations). The space is all zero between calls, so nothing is copied, and the
    /// zeroed arrays come zeroed from the allocator (see ``SolverMemory``): a page is written
    /// only once a call uses it.
    func grow(toHold count: Int) {
      let newCapacity = Swift.max(64, 2 * capacity, count)
      free()
      values = SolverMemory.allocateZeroed(Double.self, count: newCapacity)
      states = SolverMemory.allocateZeroed(UInt8.self, count: newCapacity)
      visited = SolverMemory.allocateZeroed(Bool.self, count: newCapacity)
      touched = SolverMemory.allocate(Int32.self, count: newCapacity)
      order = SolverMemory.allocate(Int32.self, count: newCapacity)
      stack = SolverMemory.allocate((symbol: Int32, next: Int32).self, count: newCapacity)
      capacity = newCapacity
    }

    private func free() {
      SolverMemory.release(values)
      SolverMemory.release(states)
      SolverMemory.release(visited)
      SolverMemory.release(touched)
      SolverMemory.release(order)
      SolverMemory.release(stack)
    }

    deinit { free() }
  }
#endif
