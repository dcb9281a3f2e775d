#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The variables' definitions (see ``SolverCore/definitions``): a fixed-size entry per symbol
  /// and every definition's terms side by side in one buffer.
  ///
  /// A layout pass evaluates every definition. Held as one array per definition, each a heap
  /// object of its own, the 20,000 definitions of a 10,000-view chain lay scattered over the heap
  /// and each evaluation began with a cache miss: a re-solve cost 68 times as much for 10 times
  /// the views. Here an evaluation reads a 16-byte entry and a few adjacent terms, written in the
  /// order the definitions were made, which is mostly the order they are read in.
  struct SolverDefinitions {
    /// A symbol's definition: its constant and where its terms are; `count` is -1 while the
    /// symbol is free (then `constant` is 0).
    struct Entry {
      var constant: Double
      var start: Int32
      var count: Int32
    }

    /// `entries[symbol]`.
    let entries = SolverSymbolColumn<Entry>()
    /// The terms of every definition, each definition's contiguous.
    private(set) var terms: [SolverTerm] = []
    /// Terms in `terms` that no definition uses any more.
    private var unused = 0

    mutating func appendSymbol() {
      entries.append(Entry(constant: 0, start: 0, count: -1))
    }

    /// Makes room for `count` symbols' entries (see ``SolverCore/newSymbol(_:)``).
    mutating func reserveSymbols(_ count: Int) {
      entries.reserve(count)
    }

    func isDefined(_ symbol: Int32) -> Bool {
      entries[Int(symbol)].count >= 0
    }

    /// The positions in ``terms`` of a defined symbol's terms (empty for a free one).
    func range(of symbol: Int32) -> Range<Int> {
      let entry = entries[Int(symbol)]
      return Int(entry.start)..<Int(entry.start + max(entry.count, 0))
    }

    /// A symbol's definition as a row, nil while it is free.
    subscript(symbol: Int32) -> SolverRow? {
      guard isDefined(symbol) else { return nil }
      return SolverRow(
        constant: entries[Int(symbol)].constant, terms: Array(terms[range(of: symbol)]))
    }

    func coefficient(of child: Int32, in symbol: Int32) -> Double {
      for position in range(of: symbol) where terms[position].symbol == child {
        return terms[position].coefficient
      }
      return 0
    }

    /// Makes `row` the symbol's definition, in place of any it had.
    mutating func set(_ row: SolverRow, for symbol: Int32) {
      let index = Int(symbol)
      let old = entries[index]
      if old.count >= row.terms.count {
        // It fits where the old one was.
        for (offset, term) in row.terms.enumerated() { terms[Int(old.start) + offset] = term }
        unused += Int(old.count) - row.terms.count
        entries[index] = Entry(
          constant: row.constant, start: old.start, count: Int32(row.terms.count))
        return
      }
      unused += max(Int(old.count), 0)
      entries[index] = Entry(
        constant: row.constant, start: Int32(terms.count), count: Int32(row.terms.count))
      // Fourfold growth, for the reason of ``SolverCore/newSymbol(_:)``'s.
      if terms.count + row.terms.count > terms.capacity {
        terms.reserveCapacity(Swift.max(1_024, 4 * terms.capacity, terms.count + row.terms.count))
      }
      // One append a term (the room is there): the generic `append(contentsOf:)` cost about 100
      // instructions for a definition's few terms.
      for term in row.terms { terms.append(term) }
      compactIfSparse()
    }

    /// Makes a symbol free.
    mutating func clear(_ symbol: Int32) {
      unused += max(Int(entries[Int(symbol)].count), 0)
      entries[Int(symbol)] = Entry(constant: 0, start: 0, count: -1)
      compactIfSparse()
    }

    mutating func addToConstant(_ value: Double, of symbol: Int32) {
      entries[Int(symbol)].constant += value
    }

    /// Rewrites the buffer without its unused terms, in symbol order, once they are the most of
    /// it: the cost is linear in what was freed since the last time.
    private mutating func compactIfSparse() {
      guard unused > 1_024 && unused * 2 > terms.count else { return }
      var compacted: [SolverTerm] = []
      compacted.reserveCapacity(terms.count - unused)
      for index in entries.indices where entries[index].count > 0 {
        let start = Int(entries[index].start)
        entries[index].start = Int32(compacted.count)
        compacted.append(contentsOf: terms[start..<start + Int(entries[index].count)])
      }
      terms = compacted
      unused = 0
    }
  }
#endif
