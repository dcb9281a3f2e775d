#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The kinds of symbols in the tableau (Cassowary's vocabulary).
  enum SolverSymbolKind: UInt8 {
    /// A user's variable: unrestricted in sign.
    case external
    /// An inequality's slack (>= 0), or the artificial variable of a hard row.
    case slack
    /// An optional constraint's error (>= 0), counted in the objective.
    case error
    /// A required equality's marker: fixed at 0, never enters the basis.
    case dummy
  }

  /// One term of a row: a symbol and its coefficient.
  struct SolverTerm {
    var symbol: Int32
    var coefficient: Double
  }

  /// A sparse linear row, `constant + Σ terms`: either a basic symbol's definition in terms of
  /// parametric symbols, or a new constraint's `… = 0`. Terms are unordered and unique; rows are
  /// short in layout systems, so lookups scan.
  struct SolverRow {
    var constant: Double
    var terms: [SolverTerm]

    init(constant: Double = 0, terms: [SolverTerm] = []) {
      self.constant = constant
      self.terms = terms
    }

    func coefficient(of symbol: Int32) -> Double {
      for term in terms where term.symbol == symbol { return term.coefficient }
      return 0
    }

    /// Multiplies the row by -1.
    mutating func negate() {
      constant = -constant
      for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
    mutating func solve(for symbol: Int32) {
      guard let position = terms.firstIndex(where: { $0.symbol == symbol }) else {
        preconditionFailure("solving a row for a symbol it does not hold")
      }
      let scale = -1 / terms[position].coefficient
      terms.remove(at: position)
      constant *= scale
      for index in terms.indices { terms[index].coefficient *= scale }
    }
  }

  /// Values closer to zero than this are zero: the tableau's arithmetic rounds.
  let solverEpsilon = 1e-9

  extension Double {
    var isNearZero: Bool { abs(self) <= solverEpsilon }
  }
#endif
