#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// One of the solver's per-symbol arrays (kinds, rows, column index, references, cells, pulls,
  /// definitions' entries), held through a pointer that ``SolverCore/newSymbol(_:)`` grows
  /// together with the others.
  ///
  /// As arrays, a new symbol appended to seven of them, each append checking its array's
  /// uniqueness and capacity (about 310 instructions a symbol, 105,000 runtime calls in a
  /// 1,000-view screen's first layout); here it initializes one slot in each. Reads and writes
  /// go through addressors: the element in place, with no copy of the buffer and no uniqueness
  /// check (and, unlike an array, no bounds check in release builds; the solver only indexes
  /// symbols it made, which debug builds assert).
  ///
  /// Safe without the array's checks because the column has a single owner: one ``SolverCore``
  /// (or its ``SolverDefinitions``) that makes it and never shares it, inside one `LayoutSolver`
  /// that the layout engine uses from one thread at a time (the main actor). The solver's state
  /// is never copied as a value (one stored `core`), so nothing else holds the pointer when it
  /// moves on growth.
  final class SolverSymbolColumn<Element> {
    /// The elements initialized: one per symbol made.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>

    init() {
      base = SolverMemory.allocate(Element.self, count: 0)
    }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
      unsafeAddress {
        assert(index >= 0 && index < count, "a symbol the solver has not made")
        return UnsafePointer(base + index)
      }
      unsafeMutableAddress {
        assert(index >= 0 && index < count, "a symbol the solver has not made")
        return base + index
      }
    }

    /// Initializes the next symbol's slot: the room is there (see ``reserve(_:)``).
    @inline(__always)
    func append(_ element: Element) {
      assert(count < capacity, "a symbol made without reserving its room")
      (base + count).initialize(to: element)
      count += 1
    }

    /// Makes room for `newCapacity` symbols, the elements moved as bytes (no retain or release;
    /// see ``SolverMemory/resize(_:to:)``).
    func reserve(_ newCapacity: Int) {
      guard newCapacity > capacity else { return }
      base = SolverMemory.resize(base, to: newCapacity)
      capacity = newCapacity
    }

    deinit {
      base.deinitialize(count: count)
      SolverMemory.release(base)
    }
  }
#endif
