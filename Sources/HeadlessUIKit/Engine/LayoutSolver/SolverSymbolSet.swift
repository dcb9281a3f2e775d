#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// A set of symbols that holds its first two inline, for the tableau's column index and
  /// definitions' references (one per symbol).
  ///
  /// Most symbols of a layout system are held by one or two rows: a `Set` each meant a heap
  /// object per symbol, made, grown and freed as rows change, and building a 10,000-view chain
  /// spent more time in the allocator than in the solver. Larger sets spill into a `Set`.
  struct SolverSymbolSet: Sequence, ExpressibleByArrayLiteral {
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var more: Set<Int32> = []

    init(arrayLiteral elements: Int32...) {
      for element in elements { insert(element) }
    }

    var isEmpty: Bool { first < 0 && second < 0 && more.isEmpty }

    var count: Int { (first < 0 ? 0 : 1) + (second < 0 ? 0 : 1) + more.count }

    func contains(_ symbol: Int32) -> Bool {
      first == symbol || second == symbol || (!more.isEmpty && more.contains(symbol))
    }

    mutating func insert(_ symbol: Int32) {
      if contains(symbol) { return }
      if first < 0 {
        first = symbol
      } else if second < 0 {
        second = symbol
      } else {
        more.insert(symbol)
      }
    }

    mutating func remove(_ symbol: Int32) {
      if first == symbol {
        first = -1
      } else if second == symbol {
        second = -1
      } else if !more.isEmpty {
        more.remove(symbol)
      }
    }

    func makeIterator() -> Iterator {
      Iterator(set: self)
    }

    /// The inline symbols, then the spilled ones.
    struct Iterator: IteratorProtocol {
      let set: SolverSymbolSet
      var position = 0
      var spilled: Set<Int32>.Iterator?

      init(set: SolverSymbolSet) {
        self.set = set
      }

      mutating func next() -> Int32? {
        while position < 2 {
          position += 1
          let symbol = position == 1 ? set.first : set.second
          if symbol >= 0 { return symbol }
        }
        if spilled == nil { spilled = set.more.makeIterator() }
        return spilled!.next()
      }
    }
  }
#endif
