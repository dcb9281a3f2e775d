#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// A set of symbols that holds its first two inline, for the tableau's column index and
  /// definitions' references (one per symbol).
  ///
  /// Most symbols of a layout system are held by one or two rows: a `Set` each meant a heap
  /// object per symbol, made, grown and freed as rows change, and building a 10,000-view chain
  /// spent more time in the allocator than in the solver. Larger sets spill into a sorted array:
  /// the symbols a screen's many definitions name (a margin guide's edge, named by every row
  /// pinned to it) take an insertion each time a definition is rewritten, and a binary search
  /// and a short move cost a fraction of a hashed insertion and its rehashing as the set grows.
  struct SolverSymbolSet: Sequence, ExpressibleByArrayLiteral {
    private var first: Int32 = -1
    private var second: Int32 = -1
    /// The other symbols, ascending.
    private var more: [Int32] = []

    /// An empty set.
    init() {}

    init(arrayLiteral elements: Int32...) {
      for element in elements { insert(element) }
    }

    var isEmpty: Bool { first < 0 && second < 0 && more.isEmpty }

    var count: Int { (first < 0 ? 0 : 1) + (second < 0 ? 0 : 1) + more.count }

    func contains(_ symbol: Int32) -> Bool {
      if first == symbol || second == symbol { return true }
      guard !more.isEmpty else { return false }
      let position = spilledPosition(of: symbol)
      return position < more.count && more[position] == symbol
    }

    mutating func insert(_ symbol: Int32) {
      if first == symbol || second == symbol { return }
      let position = spilledPosition(of: symbol)
      if position < more.count && more[position] == symbol { return }
      if first < 0 {
        first = symbol
      } else if second < 0 {
        second = symbol
      } else if position == more.count {
        // Symbols mostly arrive in increasing order, at the end: an append, where the generic
        // insertion (a range replacement) cost about 190 instructions.
        more.append(symbol)
      } else {
        more.insert(symbol, at: position)
      }
    }

    mutating func remove(_ symbol: Int32) {
      if first == symbol {
        first = -1
      } else if second == symbol {
        second = -1
      } else if !more.isEmpty {
        let position = spilledPosition(of: symbol)
        if position < more.count && more[position] == symbol { more.remove(at: position) }
      }
    }

    /// Where `symbol` is or would go in the spilled symbols: the first position not below it.
    private func spilledPosition(of symbol: Int32) -> Int {
      var low = 0
      var high = more.count
      while low < high {
        let middle = (low + high) / 2
        if more[middle] < symbol { low = middle + 1 } else { high = middle }
      }
      return low
    }

    func makeIterator() -> Iterator {
      Iterator(set: self)
    }

    /// The inline symbols, then the spilled ones.
    struct Iterator: IteratorProtocol {
      let set: SolverSymbolSet
      var position = 0

      init(set: SolverSymbolSet) {
        self.set = set
      }

      mutating func next() -> Int32? {
        while position < 2 {
          position += 1
          let symbol = position == 1 ? set.first : set.second
          if symbol >= 0 { return symbol }
        }
        let spilled = position - 2
        guard spilled < set.more.count else { return nil }
        position += 1
        return set.more[spilled]
      }
    }
  }
#endif
