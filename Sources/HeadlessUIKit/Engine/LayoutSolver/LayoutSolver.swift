#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// An incremental linear constraint solver of the Cassowary family (Badros, Borning and Stuckey's
  /// simplex with error variables, as kiwi implements it), for the headless Auto Layout engine.
  ///
  /// - Required constraints hold exactly; one that cannot is refused with the constraints it
  ///   conflicts with (``LayoutSolverError``), and the solver stays as it was.
  /// - Optional constraints are satisfied as well as possible, priority by priority in a strict
  ///   order (see ``Priority``).
  /// - Every variable is pulled towards 0 at a level below every user priority: where the
  ///   constraints leave a choice, the solver picks the solution closest to 0 (sum of absolute
  ///   values), as UIKit's engine leaves an unconstrained size at 0, a lone `width <= c` at 0
  ///   and a lone `width >= c` at c. A variable made without the pull (a position) that an
  ///   inequality bounds rests against the bound, as UIKit leaves a view's origin.
  /// - Constraints are added and removed incrementally, and a constraint's constant (an edit
  ///   variable's suggested value among them) changes in place, re-solved by the dual simplex from
  ///   the current basis.
  ///
  /// Symbols are small integers: the tableau's rows, its column index (for each symbol, the rows
  /// that hold it, so that a pivot substitutes only into those) and the objective are arrays
  /// indexed by them.
  @_spi(LayoutEngine)
  public final class LayoutSolver {
    /// The tableau, a value held in one stored property so that an operation accesses it once.
    /// Unchecked exclusivity spares each operation the runtime's check (about 75 instructions,
    /// 0.7 M of a 1,000-view screen's first layout, one per constraint added and variable made):
    /// no access overlaps another, since an operation calls out to nothing that reaches the
    /// solver, and the class is not `Sendable`, so no two threads share it.
    @exclusivity(unchecked) var core = SolverCore()

    /// An empty solver.
    public init() {}

    /// Makes room for about `symbols` more symbols (variables and the constraints' slacks and
    /// errors) and `constraints` more constraints, so that the solver's per-symbol storage is
    /// allocated once at about its final size rather than copied into new pages as it grows.
    /// Room not used is never written; more than reserved still fits (by growth).
    public func reserve(symbols: Int, constraints: Int) {
      core.reserve(symbols: symbols, constraints: constraints)
    }

    /// Pivots made so far, for tests that check a change is done in place.
    public var pivotCount: Int { core.pivotCount }

    /// Rows rewritten by pivots so far (each pivot rewrites the rows that hold the symbol it
    /// makes basic): the solver's work, for tests that check what a change costs.
    public var rowUpdateCount: Int { core.rowUpdateCount }

    /// The constraints the solver holds, its own pulls towards 0 among them: for tests that check
    /// that removing constraints leaves nothing behind.
    public var constraintCount: Int { core.liveCount }

    /// A new variable, 0 while nothing constrains it. `name` is for debugging and is not kept.
    /// A variable made with `pulledTowardsZero` false is left out of the solver's own pull: one
    /// that an inequality alone bounds rests against its bound (as UIKit leaves a position).
    public func makeVariable(_ name: String = "", pulledTowardsZero: Bool = true) -> Variable {
      let variable = Variable(id: core.newSymbol(.external))
      if !pulledTowardsZero { core.pulls[Int(variable.id)] = SolverCore.unpulled }
      return variable
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
      core.evaluate(variable.id)
    }

    /// The values of many variables, in order: what a layout pass reads, in one access to the
    /// tableau.
    public func values(of variables: [Variable]) -> [Double] {
      core.evaluate(variables)
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(conflicting:)`` when the constraint is required
    ///   and cannot hold with the required constraints already added; the solver is unchanged.
    @discardableResult
    public func add(_ constraint: Constraint) throws(LayoutSolverError) -> ConstraintID {
      try core.add(constraint)
    }

    /// Removes a constraint and re-solves. Removing one that is not in the solver does nothing.
    public func remove(_ id: ConstraintID) {
      core.remove(id)
    }

    /// Changes a constraint's constant (its expression's: the constraint is
    /// `expression relation 0`) in place and re-solves from the current solution, without
    /// rebuilding anything.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(conflicting:)`` when a required constraint can
    ///   no longer hold; the constant is then left as it was.
    public func setConstant(_ constant: Double, of id: ConstraintID) throws(LayoutSolverError) {
      try core.setConstant(constant, of: id)
    }

    /// The constant of a constraint's expression, or nil when it is not in the solver.
    public func constant(of id: ConstraintID) -> Double? {
      core.record(id)?.constraint.expression.constant
    }

    /// Lets ``suggestValue(_:for:)`` move a variable, as strongly as an optional priority.
    public func addEditVariable(_ variable: Variable, priority: Priority) {
      core.addEditVariable(variable, priority: priority)
    }

    /// Stops editing a variable.
    public func removeEditVariable(_ variable: Variable) {
      core.removeEditVariable(variable)
    }

    /// Asks an edit variable to take a value, as strongly as its edit's priority, and re-solves.
    public func suggestValue(_ value: Double, for variable: Variable) {
      core.suggestValue(value, for: variable)
    }

    /// The sum of the optional constraints' errors at each priority (the solver's own pulls
    /// towards 0 at 0): what the solution minimizes, level by level. Two solutions of one system
    /// that tie (several optima) have the same totals, for tests that compare them.
    public func errorTotals() -> [Float: Double] {
      core.errorTotals()
    }

    /// Whether the variable's value is left to the solver's choice: the constraints of every
    /// user priority would let it move (UIKit's ambiguous layout).
    public func isAmbiguous(_ variable: Variable) -> Bool {
      core.isAmbiguous(variable)
    }
  }

  /// The state and algorithms of ``LayoutSolver``.
  struct SolverCore {
    typealias Variable = LayoutSolver.Variable
    typealias Expression = LayoutSolver.Expression
    typealias Constraint = LayoutSolver.Constraint
    typealias ConstraintID = LayoutSolver.ConstraintID
    typealias Priority = LayoutSolver.Priority

    /// What the solver keeps of an added constraint.
    struct Record {
      var constraint: Constraint
      /// The symbol whose column stands for the constraint (its slack, first error or dummy).
      var marker: Int32
      /// The second error of an optional constraint, or -1.
      var other: Int32
      var generation: UInt32
    }

    let kinds = SolverSymbolColumn<SolverSymbolKind>()
    /// `rows[symbol]`: a basic restricted symbol's row, in parametric restricted symbols only.
    let rows = SolverSymbolColumn<SolverRow?>()
    /// `columns[symbol]`: the basic symbols whose rows hold the symbol.
    let columns = SolverSymbolColumn<SolverSymbolSet>()
    /// `definitions[variable]`: a variable's definition, nil while it is free (its value 0). A
    /// definition may name other variables and basic symbols; it is not rewritten when they
    /// pivot, only evaluated (the variables' definitions form an acyclic graph), so a chain of
    /// views `left[i] = left[i-1] + width[i-1] + 8` keeps rows of three terms where a tableau
    /// substituted throughout holds rows of length i.
    var definitions = SolverDefinitions()
    /// `references[symbol]`: the variables whose definitions name the symbol.
    let references = SolverSymbolColumn<SolverSymbolSet>()
    /// `cells[symbol]`: the symbol's cached value (valid while its stamp is `stamp`), and its
    /// constraint (a restricted symbol) or use count (a variable).
    let cells = SolverSymbolColumn<SolverSymbolCell>()
    /// Changes with every change to the system.
    var stamp: UInt32 = 1
    var objective = SolverObjective()
    /// During a hard row's first phase, the artificial objective, kept up to date by pivots.
    var artificialObjective: SolverRow?
    /// Restricted basic symbols whose value went negative since the last dual optimization.
    var infeasible: [Int32] = []
    var records: [Record?] = []
    var freeRecords: [Int32] = []
    /// Edit variables: the edit constraint of each variable.
    var edits: [Int32: ConstraintID] = [:]
    /// `pulls[variable]`: the record of the variable's pull towards 0 (see
    /// ``define(_:by:pullingToZero:parametric:)``), removed with the last constraint that names
    /// the variable; -1 while it has none, ``unpulled`` for a variable made without one. Indexed
    /// by symbol where a dictionary and a set hashed the variable at every definition.
    let pulls = SolverSymbolColumn<Int32>()
    /// Symbols made so far have room in every per-symbol array below this (see
    /// ``reserveSymbols(_:)``).
    var symbolCapacity = 0
    /// The constraints held, the solver's own pulls among them.
    var liveCount = 0
    /// Scratch space of merges, expansions and walks (see ``SolverScratch``).
    var scratch = SolverScratch()
    private(set) var pivotCount = 0
    private(set) var rowUpdateCount = 0

    /// The priority of the level that pulls every variable towards 0: below all of UIKit's.
    static let zeroPullPriority: Float = 0
    /// ``pulls``' mark of a variable made without a pull towards 0.
    static let unpulled: Int32 = -2

    /// The stack of ``evaluateByWalk(_:)``.
    var walk: [Int32] = []
    /// Term storage of rows whose terms were copied elsewhere, for the next rows made (see
    /// ``takeTermStorage()``): most constraints' rows end as definitions, copied into
    /// ``definitions``, and an array allocated and freed for each row was about a tenth of a
    /// first layout's instructions.
    var spareTermStorage: [[SolverTerm]] = []

    /// Empty storage for a new row's terms: a spare one, with its capacity, when there is one.
    mutating func takeTermStorage() -> [SolverTerm] {
      guard var terms = spareTermStorage.popLast() else { return [] }
      terms.removeAll(keepingCapacity: true)
      return terms
    }

    /// Keeps a row's term storage for later rows, once its terms are copied where they stay (a
    /// definition). A few are kept: a constraint's addition holds at most three rows at once.
    mutating func recycleTerms(of row: inout SolverRow) {
      guard spareTermStorage.count < 4 else { return }
      var terms: [SolverTerm] = []
      swap(&terms, &row.terms)
      spareTermStorage.append(terms)
    }

    mutating func evaluate(_ variables: [Variable]) -> [Double] {
      [Double](unsafeUninitializedCapacity: variables.count) { buffer, initialized in
        for (position, variable) in variables.enumerated() {
          buffer.initializeElement(at: position, to: evaluate(variable.id))
          initialized = position + 1
        }
      }
    }

    mutating func evaluate(_ symbol: Int32) -> Double {
      let index = Int(symbol)
      if cells[index].stamp == stamp { return cells[index].value }
      if kinds[index] != .external { return rows[index]?.constant ?? 0 }
      return evaluateDefinition(of: symbol, depth: 0)
    }

    /// Evaluates a definition in one scan of its terms, each variable not yet evaluated since
    /// the last change evaluated first, by recursion while the nesting is shallow (a layout pass
    /// reads most values this way, without a stack), then by ``evaluateByWalk(_:)``.
    private mutating func evaluateDefinition(of symbol: Int32, depth: Int) -> Double {
      let entry = definitions.entries[Int(symbol)]
      var value = entry.constant
      var position = Int(entry.start)
      let end = position + max(Int(entry.count), 0)
      while position < end {
        let term = definitions.terms[position]
        position += 1
        let childValue: Double
        if let known = knownValue(of: term.symbol) {
          childValue = known
        } else if depth < 32 {
          childValue = evaluateDefinition(of: term.symbol, depth: depth + 1)
        } else {
          childValue = evaluateByWalk(term.symbol)
        }
        value += term.coefficient * childValue
      }
      cells[Int(symbol)].stamp = stamp
      cells[Int(symbol)].value = value
      return value
    }

    /// A symbol's value when no definition needs evaluating: a restricted symbol's (its row's
    /// constant while basic, else 0; nothing to cache), or a variable's evaluated since the last
    /// change.
    @inline(__always)
    private func knownValue(of symbol: Int32) -> Double? {
      let index = Int(symbol)
      if kinds[index] != .external { return rows[index]?.constant ?? 0 }
      if cells[index].stamp == stamp { return cells[index].value }
      return nil
    }

    /// Evaluates a defined variable depth first with a stack of our own: definitions nest as
    /// deep as a chain of views is long.
    private mutating func evaluateByWalk(_ symbol: Int32) -> Double {
      let index = Int(symbol)
      walk.append(symbol)
      while let top = walk.last {
        if cells[Int(top)].stamp == stamp {
          walk.removeLast()
          continue
        }
        let entry = definitions.entries[Int(top)]
        var value = entry.constant
        var ready = true
        for position in definitions.range(of: top) {
          let term = definitions.terms[position]
          if let known = knownValue(of: term.symbol) {
            value += term.coefficient * known
          } else {
            ready = false
            walk.append(term.symbol)
          }
        }
        if ready {
          cells[Int(top)].stamp = stamp
          cells[Int(top)].value = value
          walk.removeLast()
        }
      }
      return cells[index].value
    }

    mutating func newSymbol(_ kind: SolverSymbolKind) -> Int32 {
      let symbol = Int32(kinds.count)
      if kinds.count == symbolCapacity { reserveSymbols(Swift.max(64, 4 * symbolCapacity)) }
      kinds.append(kind)
      rows.append(nil)
      columns.append(SolverSymbolSet())
      definitions.appendSymbol()
      references.append(SolverSymbolSet())
      cells.append(SolverSymbolCell(kind: kind))
      pulls.append(-1)
      // Doubling on its own: its space is written whole as it grows, so room reserved fourfold
      // would be memory touched for nothing.
      if Int(symbol) >= scratch.capacity { scratch.grow(toHold: Int(symbol) + 1) }
      objective.appendSymbol()
      return symbol
    }

    /// Makes room for `symbols` more symbols and `constraints` more records (see
    /// ``LayoutSolver/reserve(symbols:constraints:)``).
    mutating func reserve(symbols: Int, constraints: Int) {
      let needed = kinds.count + symbols
      if needed > symbolCapacity { reserveSymbols(needed) }
      objective.reserveSymbols(needed)
      // Its space is zeroed whole as it grows: sized once, not doubled through every size.
      if needed > scratch.capacity { scratch.grow(toHold: needed) }
      records.reserveCapacity(records.count + constraints)
    }

    /// Makes room for `count` symbols in every per-symbol array at once, growing fourfold: each
    /// array doubling on its own copied, over a build, about as many bytes as it ended with
    /// (memcpy was a fifteenth of a screen's first layout). Room not yet used is not written, so
    /// its pages cost nothing until symbols use them.
    private mutating func reserveSymbols(_ count: Int) {
      kinds.reserve(count)
      rows.reserve(count)
      columns.reserve(count)
      definitions.reserveSymbols(count)
      references.reserve(count)
      cells.reserve(count)
      pulls.reserve(count)
      symbolCapacity = count
    }

    // MARK: Rows and pivots

    mutating func insertRow(_ row: SolverRow, for basic: Int32) {
      for term in row.terms { columns[Int(term.symbol)].insert(basic) }
      rows[Int(basic)] = row
    }

    @discardableResult
    mutating func removeRow(of basic: Int32) -> SolverRow {
      guard let row = rows[Int(basic)] else {
        preconditionFailure("no row for a parametric symbol")
      }
      for term in row.terms { columns[Int(term.symbol)].remove(basic) }
      rows[Int(basic)] = nil
      return row
    }

    /// Replaces `symbol` by `definition` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int32, by definition: SolverRow) {
      let holders = columns[Int(symbol)]
      rowUpdateCount += holders.count
      for basic in holders {
        guard var row = rows[Int(basic)] else { continue }
        rows[Int(basic)] = nil
        let factor = row.coefficient(of: symbol)
        merge(&row, owner: basic, removing: symbol, adding: definition, times: factor)
        rows[Int(basic)] = row
        if kinds[Int(basic)] != .external && row.constant < -solverEpsilon {
          infeasible.append(basic)
        }
      }
      columns[Int(symbol)] = []
      objective.substitute(symbol, by: definition, kinds: kinds)
      if var artificial = artificialObjective {
        artificialObjective = nil
        let factor = artificial.coefficient(of: symbol)
        if factor != 0 {
          merge(&artificial, owner: -1, removing: symbol, adding: definition, times: factor)
        }
        artificialObjective = artificial
      }
    }

    /// `row += factor × addition`, with `removing` taken out of `row`, in time linear in the two
    /// rows' lengths; keeps the column index of `owner`'s row (-1: a row outside the tableau).
    mutating func merge(
      _ row: inout SolverRow, owner: Int32, removing: Int32, adding addition: SolverRow,
      times factor: Double
    ) {
      if row.terms.count * addition.terms.count <= 64 {
        mergeShort(&row, owner: owner, removing: removing, adding: addition, times: factor)
        return
      }
      let values = scratch.values
      let states = scratch.states
      let touched = scratch.touched
      var touchedCount = 0
      for term in row.terms {
        values[Int(term.symbol)] = term.coefficient
        states[Int(term.symbol)] = 1
        touched[touchedCount] = term.symbol
        touchedCount += 1
      }
      if removing >= 0 { values[Int(removing)] = 0 }
      for term in addition.terms {
        let index = Int(term.symbol)
        if states[index] == 0 {
          states[index] = 2
          touched[touchedCount] = term.symbol
          touchedCount += 1
        }
        values[index] += factor * term.coefficient
      }
      row.constant += factor * addition.constant
      row.terms.removeAll(keepingCapacity: true)
      for symbol in UnsafeBufferPointer(start: touched, count: touchedCount) {
        let index = Int(symbol)
        let value = values[index]
        let wasThere = states[index] == 1
        values[index] = 0
        states[index] = 0
        if !value.isNearZero {
          row.terms.append(SolverTerm(symbol: symbol, coefficient: value))
          if !wasThere && owner >= 0 { columns[index].insert(owner) }
        } else if wasThere && owner >= 0 && symbol != removing {
          columns[index].remove(owner)
        }
      }
    }

    /// ``merge(_:owner:removing:adding:times:)`` for short rows (a layout system's are), in
    /// place: each added term looked up by a scan, with no pass through the scratch arrays. When
    /// many constraints hold one variable, every pivot substitutes into each of their rows, and
    /// this is the whole cost.
    private mutating func mergeShort(
      _ row: inout SolverRow, owner: Int32, removing: Int32, adding addition: SolverRow,
      times factor: Double
    ) {
      // Terms before `original` were in the row already; those after it are new.
      let original = row.terms.count
      // Room for every added term at once (and geometric growth kept), not a reallocation per
      // term that does not fit.
      let needed = original + addition.terms.count
      if row.terms.capacity < needed {
        row.terms.reserveCapacity(Swift.max(needed, 2 * row.terms.capacity))
      }
      var position = 0
      while position < original {
        if row.terms[position].symbol == removing { row.terms[position].coefficient = 0 }
        position += 1
      }
      var index = 0
      while index < addition.terms.count {
        let term = addition.terms[index]
        index += 1
        var found = 0
        while found < row.terms.count && row.terms[found].symbol != term.symbol { found += 1 }
        if found < row.terms.count {
          row.terms[found].coefficient += factor * term.coefficient
        } else {
          row.terms.append(SolverTerm(symbol: term.symbol, coefficient: factor * term.coefficient))
        }
      }
      row.constant += factor * addition.constant
      var kept = 0
      position = 0
      while position < row.terms.count {
        let term = row.terms[position]
        if term.coefficient.isNearZero {
          if position < original && owner >= 0 && term.symbol != removing {
            columns[Int(term.symbol)].remove(owner)
          }
        } else {
          if position >= original && owner >= 0 { columns[Int(term.symbol)].insert(owner) }
          row.terms[kept] = term
          kept += 1
        }
        position += 1
      }
      row.terms.removeLast(row.terms.count - kept)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
      pivotCount += 1
      var row = removeRow(of: leaving)
      row.terms.append(SolverTerm(symbol: leaving, coefficient: -1))
      row.solve(for: entering)
      substitute(entering, by: row)
      insertRow(row, for: entering)
    }

    mutating func insertDefinition(_ definition: SolverRow, for variable: Int32) {
      for term in definition.terms { references[Int(term.symbol)].insert(variable) }
      definitions.set(definition, for: variable)
    }

    @discardableResult
    mutating func removeDefinition(of variable: Int32) -> SolverRow {
      guard let definition = definitions[variable] else {
        preconditionFailure("no definition for a free variable")
      }
      for term in definition.terms { references[Int(term.symbol)].remove(variable) }
      definitions.clear(variable)
      return definition
    }

    /// `row` in terms of parametric symbols: restricted ones and free variables. Each defined
    /// variable of the row's cone is expanded once, in topological order (its coefficient summed
    /// over every path first), so shared sub-definitions cost once.
    func expand(_ row: SolverRow) -> SolverRow {
      Self.expand(row, definitions: definitions, rows: rows, scratch: scratch, storage: [])
    }

    /// ``expand(_:)`` into spare term storage (see ``takeTermStorage()``).
    mutating func expandIntoSpareStorage(_ row: SolverRow) -> SolverRow {
      let storage = takeTermStorage()
      return Self.expand(
        row, definitions: definitions, rows: rows, scratch: scratch, storage: storage)
    }

    /// ``expand(_:)``, given what it reads as arguments: a method reading them through `self`
    /// would be handed the whole solver, and nothing here may capture it (a closure that did made
    /// the compiler copy the solver's state at each call).
    private static func expand(
      _ row: SolverRow, definitions: SolverDefinitions, rows: SolverSymbolColumn<SolverRow?>,
      scratch: SolverScratch, storage: [SolverTerm]
    ) -> SolverRow {
      let visited = scratch.visited
      let values = scratch.values
      let states = scratch.states
      let touched = scratch.touched
      let order = scratch.order
      let stack = scratch.stack
      let entries = definitions.entries
      let terms = definitions.terms
      // Depth-first post-order of the defined variables the row reaches.
      var orderCount = 0
      for term in row.terms where entries[Int(term.symbol)].count >= 0 && !visited[Int(term.symbol)]
      {
        visited[Int(term.symbol)] = true
        stack[0] = (term.symbol, 0)
        var depth = 1
        while depth > 0 {
          let (symbol, next) = stack[depth - 1]
          let entry = entries[Int(symbol)]
          if next < entry.count {
            stack[depth - 1].next = next + 1
            let child = terms[Int(entry.start + next)].symbol
            if entries[Int(child)].count >= 0 && !visited[Int(child)] {
              visited[Int(child)] = true
              stack[depth] = (child, 0)
              depth += 1
            }
          } else {
            depth -= 1
            order[orderCount] = symbol
            orderCount += 1
          }
        }
      }
      var touchedCount = 0
      @inline(__always) func accumulate(_ symbol: Int32, _ value: Double) {
        let index = Int(symbol)
        if states[index] == 0 {
          states[index] = 2
          touched[touchedCount] = symbol
          touchedCount += 1
        }
        values[index] += value
      }
      for term in row.terms {
        accumulate(term.symbol, term.coefficient)
      }
      var constant = row.constant
      // Reverse post-order: a variable before every variable its definition names.
      var position = orderCount
      while position > 0 {
        position -= 1
        let symbol = order[position]
        visited[Int(symbol)] = false
        let factor = values[Int(symbol)]
        values[Int(symbol)] = 0
        guard factor != 0 else { continue }
        let entry = entries[Int(symbol)]
        constant += factor * entry.constant
        for index in Int(entry.start)..<Int(entry.start + entry.count) {
          let term = terms[index]
          accumulate(term.symbol, factor * term.coefficient)
        }
      }
      // Basic restricted symbols, whose rows hold parametric symbols only.
      var index = 0
      while index < touchedCount {
        let symbol = touched[index]
        index += 1
        guard let basic = rows[Int(symbol)] else { continue }
        let factor = values[Int(symbol)]
        values[Int(symbol)] = 0
        guard factor != 0 else { continue }
        constant += factor * basic.constant
        for term in basic.terms { accumulate(term.symbol, factor * term.coefficient) }
      }
      var result = SolverRow(constant: constant, terms: storage)
      result.terms.reserveCapacity(touchedCount)
      for symbol in UnsafeBufferPointer(start: touched, count: touchedCount) {
        let value = values[Int(symbol)]
        values[Int(symbol)] = 0
        states[Int(symbol)] = 0
        if !value.isNearZero && entries[Int(symbol)].count < 0 && rows[Int(symbol)] == nil {
          result.terms.append(SolverTerm(symbol: symbol, coefficient: value))
        }
      }
      return result
    }

    // MARK: Optimization

    /// The primal simplex on the main objective: improves level by level until no symbol can.
    mutating func optimize() {
      // Flips are degenerate pivots outside Bland's rule: bounded, so that the loop ends.
      var flipsLeft = 2 * rows.count + 16
      while true {
        var entering: Int32 = -1
        for symbol in objective.improving where entering < 0 || symbol < entering {
          entering = symbol
        }
        if entering < 0 { return }
        guard let leaving = leavingRow(for: entering) else {
          preconditionFailure("the layout objective is unbounded")
        }
        if flipsLeft > 0 && rows[Int(leaving)]!.constant.isNearZero
          && flipBlockingErrors(of: entering, budget: &flipsLeft)
        {
          continue
        }
        pivot(entering: entering, leaving: leaving)
      }
    }

    /// Where `entering` is held at 0 by optional equalities that hold exactly (their negative
    /// error basic at 0), makes each one's other error basic instead, until `entering` no longer
    /// improves the objective. Returns whether it flipped any.
    ///
    /// A flip is a pivot within one constraint's row (the other error is held by that row only),
    /// where the pivot on `entering` substitutes into every row that holds it. Many constraints
    /// of one priority on one variable (x == 0 two hundred times, then x == 100 above them) block
    /// every step of the variable's at 0 in turn: flipping them costs a scan, where pivoting cost
    /// a scan per constraint.
    private mutating func flipBlockingErrors(of entering: Int32, budget: inout Int) -> Bool {
      var flipped = false
      for basic in columns[Int(entering)] where budget > 0 {
        guard kinds[Int(basic)] == .error, let row = rows[Int(basic)], row.constant.isNearZero,
          row.coefficient(of: entering) < -solverEpsilon
        else { continue }
        let owner = cells[Int(basic)].owner
        guard owner >= 0, let record = records[Int(owner)], record.other >= 0,
          kinds[Int(record.marker)] == .error
        else { continue }
        let partner = record.marker == basic ? record.other : record.marker
        guard rows[Int(partner)] == nil, row.coefficient(of: partner) > solverEpsilon else {
          continue
        }
        pivot(entering: partner, leaving: basic)
        budget -= 1
        flipped = true
        if !objective.isImproving(entering) { break }
      }
      return flipped
    }

    /// The primal simplex on the artificial objective of a hard row.
    mutating func optimizeArtificial() {
      while let artificial = artificialObjective {
        var entering: Int32 = -1
        for term in artificial.terms
        where term.coefficient < -solverEpsilon && kinds[Int(term.symbol)] != .dummy
          && (entering < 0 || term.symbol < entering)
        {
          entering = term.symbol
        }
        if entering < 0 { return }
        guard let leaving = leavingRow(for: entering) else {
          preconditionFailure("the artificial objective is unbounded")
        }
        pivot(entering: entering, leaving: leaving)
      }
    }

    /// The ratio test: the restricted row that first reaches 0 as `entering` grows.
    mutating func leavingRow(for entering: Int32) -> Int32? {
      var best: Int32 = -1
      var bestRatio = Double.infinity
      for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
        guard let row = rows[Int(basic)] else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < -solverEpsilon else { continue }
        let ratio = row.constant / -coefficient
        if ratio < bestRatio - solverEpsilon
          || (ratio <= bestRatio + solverEpsilon && (best < 0 || basic < best))
        {
          best = basic
          bestRatio = ratio
        }
      }
      return best < 0 ? nil : best
    }

    /// The dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the first row it cannot repair (only dummies to pivot on), or nil.
    mutating func dualOptimize() -> Int32? {
      while let leaving = infeasible.popLast() {
        guard isInfeasible(leaving), let row = rows[Int(leaving)] else { continue }
        var entering: Int32 = -1
        var enteringCoefficient = 0.0
        for term in row.terms
        where term.coefficient > solverEpsilon && kinds[Int(term.symbol)] != .dummy {
          if entering < 0
            || objective.ratio(
              term.symbol, over: term.coefficient, isBelow: entering, over: enteringCoefficient)
          {
            entering = term.symbol
            enteringCoefficient = term.coefficient
          }
        }
        if entering < 0 {
          infeasible.removeAll()
          return leaving
        }
        pivot(entering: entering, leaving: leaving)
      }
      return nil
    }
  }
#endif
