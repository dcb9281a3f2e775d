#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// What the solver keeps of every symbol beside its row and definition, in 16 bytes: its cached
  /// value, and in the 4 bytes the value's alignment leaves, a count or index that only one kind
  /// of symbol uses.
  ///
  /// The value, its stamp, a marker's constraint and a variable's use count were three arrays
  /// (24 bytes a symbol and three appends for each new one); a 10,000-view chain makes 80,000
  /// symbols, and the build's time past 1,000 views grows with the memory it touches.
  struct SolverSymbolCell {
    /// The symbol's value, valid while ``stamp`` is the solver's.
    var value: Double = 0
    var stamp: UInt32 = 0
    /// ``owner`` for a restricted symbol, ``uses`` for a variable.
    private var shared: Int32

    /// A cell for a new symbol of the given kind: owned by no constraint, or named by none.
    init(kind: SolverSymbolKind) {
      shared = kind == .external ? 0 : -1
    }

    /// The constraint a marker or error symbol belongs to (its record's index), -1 for the
    /// solver's own.
    var owner: Int32 {
      get { shared }
      set { shared = newValue }
    }

    /// How many constraints name a variable, the solver's own pulls left out.
    var uses: Int32 {
      get { shared }
      set { shared = newValue }
    }
  }
#endif
