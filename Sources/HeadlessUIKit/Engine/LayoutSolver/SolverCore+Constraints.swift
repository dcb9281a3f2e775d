#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension SolverCore {
    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(conflicting:)`` when the constraint is required
    ///   and cannot hold with the required constraints already added; the solver is unchanged.
    @discardableResult
    mutating func add(_ constraint: Constraint) throws(LayoutSolverError) -> ConstraintID {
      let id = try insert(constraint)
      let terms = constraint.expression.terms
      for index in terms.indices where Self.isFirstOccurrence(at: index, in: terms) {
        cells[Int(terms[index].variable.id)].uses += 1
      }
      return id
    }

    /// Removes a constraint and re-solves. Removing one that is not in the solver does nothing.
    /// A variable that no constraint names any more loses its pull towards 0 and its definition:
    /// nothing is left behind, and it is 0 again.
    mutating func remove(_ id: ConstraintID) {
      guard let record = record(id) else { return }
      delete(id, record)
      guard record.constraint.priority.value != Self.zeroPullPriority else { return }
      let terms = record.constraint.expression.terms
      for index in terms.indices where Self.isFirstOccurrence(at: index, in: terms) {
        let variable = terms[index].variable.id
        cells[Int(variable)].uses -= 1
        guard cells[Int(variable)].uses == 0 else { continue }
        let pull = pulls[Int(variable)]
        if pull >= 0 {
          pulls[Int(variable)] = -1
          // The record is the pull's: only this removes a pull, and it forgets it first.
          if let pullRecord = records[Int(pull)], pullRecord.marker >= 0 {
            delete(ConstraintID(index: pull, generation: pullRecord.generation), pullRecord)
          }
        }
        if definitions.isDefined(variable) && references[Int(variable)].isEmpty {
          stamp &+= 1
          removeDefinition(of: variable)
        }
      }
    }

    /// Whether the term at `index` is its variable's first in `terms`: each variable a constraint
    /// names is counted once (a scan of the few terms before it; collecting the variables in an
    /// array was an allocation per constraint).
    private static func isFirstOccurrence(
      at index: Int, in terms: [(variable: Variable, coefficient: Double)]
    ) -> Bool {
      let variable = terms[index].variable.id
      for earlier in 0..<index where terms[earlier].variable.id == variable { return false }
      return true
    }

    /// Adds a constraint and re-solves (``add(_:)`` without counting its variables' uses).
    ///
    /// `definition`: for the pull towards 0 of a variable whose definition names parametric
    /// symbols only (just made from an expanded row), that definition: the pull's row is the
    /// definition as it stands, with no expansion to walk.
    ///
    /// `pulled`: for a variable's pull towards 0 (whose expression is left empty: its record
    /// never reads it), the variable; -1 for any other constraint.
    private mutating func insert(
      _ constraint: Constraint, parametricDefinition definition: SolverRow? = nil,
      pulled: Int32 = -1
    ) throws(LayoutSolverError) -> ConstraintID {
      let index = allocateRecord()
      stamp &+= 1
      var row: SolverRow
      if let definition {
        // What `expand` makes of the pull's row `v - marker + other`, term for term and in its
        // order: the marker and error first, then v's definition (times 1).
        row = SolverRow(constant: 0 + definition.constant, terms: takeTermStorage())
        row.terms.reserveCapacity(definition.terms.count + 2)
      } else if pulled >= 0 {
        // `1 × pulled`, as `combined` makes it, without an array for the expression.
        row = SolverRow(terms: takeTermStorage())
        row.terms.reserveCapacity(3)
        row.terms.append(SolverTerm(symbol: pulled, coefficient: 1))
      } else {
        row = combined(constraint.expression)
      }
      var marker: Int32 = -1
      var other: Int32 = -1
      let priority = constraint.priority
      switch constraint.relation {
      case .lessThanOrEqual, .greaterThanOrEqual:
        let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        marker = newSymbol(.slack)
        row.terms.append(SolverTerm(symbol: marker, coefficient: sign))
        if !priority.isRequired {
          other = newSymbol(.error)
          row.terms.append(SolverTerm(symbol: other, coefficient: -sign))
          let level = objective.level(for: priority.value)
          objective.add(1, to: other, level: level, kinds: kinds)
        }
      case .equal:
        if priority.isRequired {
          marker = newSymbol(.dummy)
          row.terms.append(SolverTerm(symbol: marker, coefficient: 1))
        } else {
          marker = newSymbol(.error)
          other = newSymbol(.error)
          // `expression = marker - other`: the marker is its excess, the other its shortfall.
          row.terms.append(SolverTerm(symbol: marker, coefficient: -1))
          row.terms.append(SolverTerm(symbol: other, coefficient: 1))
          let level = objective.level(for: priority.value)
          objective.add(1, to: marker, level: level, kinds: kinds)
          let below = constraint.priorityBelowZero.map { objective.level(for: $0.value) } ?? level
          objective.add(1, to: other, level: below, kinds: kinds)
        }
      }
      cells[Int(marker)].owner = index
      if other >= 0 { cells[Int(other)].owner = index }
      let generation = (records[Int(index)]?.generation ?? 0) &+ 1
      records[Int(index)] = Record(
        constraint: constraint, marker: marker, other: other, generation: generation)
      let id = ConstraintID(index: index, generation: generation)
      liveCount += 1

      // A variable defined by an inequality, or by another variable's pull towards 0 (which
      // moves it to move the other), is left a range of values: it is pulled towards 0 too, so
      // that the solution is the one closest to 0 however the system was reached.
      let pulling =
        constraint.relation != .equal || constraint.priority.value == Self.zeroPullPriority
      if let definition {
        for term in definition.terms where !term.coefficient.isNearZero { row.terms.append(term) }
      } else {
        // A free variable no definition names takes the row as its definition as it stands.
        if let variable = row.terms.first(where: {
          kinds[Int($0.symbol)] == .external && !definitions.isDefined($0.symbol)
            && references[Int($0.symbol)].isEmpty
        })?.symbol {
          define(variable, by: &row, pullingToZero: pulling, parametric: false)
          recycleTerms(of: &row)
          return id
        }
        let expanded = expandIntoSpareStorage(row)
        recycleTerms(of: &row)
        row = expanded
      }
      if let variable = row.terms.first(where: { kinds[Int($0.symbol)] == .external })?.symbol {
        define(variable, by: &row, pullingToZero: pulling, parametric: true)
        recycleTerms(of: &row)
        return id
      }
      if row.constant < 0 { row.negate() }
      if let subject = chooseSubject(row, marker: marker, other: other) {
        row.solve(for: subject)
        substitute(subject, by: row)
        insertRow(row, for: subject)
      } else if row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
        guard row.constant.isNearZero else {
          refuse(index)
          throw .unsatisfiable(conflicting: [id] + constraints(in: row, excluding: index))
        }
        row.solve(for: marker)
        substitute(marker, by: row)
        insertRow(row, for: marker)
      } else if let conflict = addWithArtificialVariable(row) {
        refuse(index)
        throw .unsatisfiable(conflicting: [id] + constraints(in: conflict, excluding: index))
      }
      optimize()
      return id
    }

    /// Removes a constraint's row and re-solves.
    private mutating func delete(_ id: ConstraintID, _ record: Record) {
      stamp &+= 1
      liveCount -= 1
      for error in [record.marker, record.other] where error >= 0 && kinds[Int(error)] == .error {
        let priority = record.constraint.priority(ofError: error == record.other)
        let level = objective.level(for: priority.value)
        if let row = rows[Int(error)] {
          objective.add(row, times: -1, level: level, kinds: kinds)
        } else {
          objective.add(-1, to: error, level: level, kinds: kinds)
        }
      }
      let marker = record.marker
      if rows[Int(marker)] != nil {
        // Definitions may name the marker (they are not rewritten when it becomes basic): they
        // take its row, lest they read it as 0 once it is gone.
        let row = removeRow(of: marker)
        substituteInDefinitions(marker, by: row)
      } else if let leaving = markerLeavingRow(marker) {
        var row = removeRow(of: leaving)
        row.terms.append(SolverTerm(symbol: leaving, coefficient: -1))
        row.solve(for: marker)
        substitute(marker, by: row)
        substituteInDefinitions(marker, by: row)
      } else if let variable = innermostDefinition(naming: marker) {
        // Only definitions name the marker: the variable it defines becomes free, and the others
        // take the marker's value through it. Its definition reaches no other naming the marker,
        // so that the value given them does not name the marker again.
        var row = removeDefinition(of: variable)
        row.terms.append(SolverTerm(symbol: variable, coefficient: -1))
        row.solve(for: marker)
        substituteInDefinitions(marker, by: row)
      }
      for symbol in [record.marker, record.other] where symbol >= 0 {
        cells[Int(symbol)].owner = -1
      }
      for (variable, editID) in edits where editID == id { edits[variable] = nil }
      records[Int(id.index)]?.marker = -1
      freeRecords.append(id.index)
      optimize()
    }

    /// Of the variables whose definitions name `symbol`, one whose definition reaches none of the
    /// others through the variables it names (the first of them in a depth-first post-order of
    /// the cone of one of them: a variable comes after every variable its definition reaches).
    /// Nil when no definition names the symbol.
    private mutating func innermostDefinition(naming symbol: Int32) -> Int32? {
      guard let start = references[Int(symbol)].min() else { return nil }
      var found = start
      var reached: [Int32] = [start]
      var stack: [(variable: Int32, next: Int)] = [(start, 0)]
      let visited = scratch.visited
      visited[Int(start)] = true
      while let (variable, next) = stack.last {
        let range = definitions.range(of: variable)
        if next < range.count {
          stack[stack.count - 1].next += 1
          let child = definitions.terms[range.lowerBound + next].symbol
          if definitions.isDefined(child) && !visited[Int(child)] {
            visited[Int(child)] = true
            reached.append(child)
            stack.append((child, 0))
          }
        } else {
          stack.removeLast()
          if references[Int(symbol)].contains(variable) {
            found = variable
            break
          }
        }
      }
      for variable in reached { visited[Int(variable)] = false }
      return found
    }

    /// Changes a constraint's constant (its expression's, the constraint being
    /// `expression relation 0`) in place and re-solves from the current solution, without
    /// rebuilding anything: the change moves the constraint's marker column, and the dual simplex
    /// repairs the rows it made infeasible.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(conflicting:)`` when a required constraint can
    ///   no longer hold; the constant is then left as it was.
    mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(LayoutSolverError) {
      guard let record = record(id) else { return }
      let delta = constant - record.constraint.expression.constant
      if delta == 0 { return }
      stamp &+= 1
      shiftMarker(of: record, by: delta)
      records[Int(id.index)]?.constraint.expression.constant = constant
      if let failed = dualOptimize() {
        let conflict = rows[Int(failed)] ?? SolverRow()
        shiftMarker(of: record, by: -delta)
        records[Int(id.index)]?.constraint.expression.constant -= delta
        // The pivots made before the failure may have left rows the shift back does not reach
        // infeasible: the old system is feasible, and the dual simplex repairs every one.
        markInfeasibleRows()
        _ = dualOptimize()
        throw .unsatisfiable(conflicting: [id] + constraints(in: conflict, excluding: id.index))
      }
    }

    // MARK: Edit variables

    /// Lets ``suggestValue(_:for:)`` move a variable, with an optional priority (an edit is a
    /// `variable == value` constraint whose constant changes in place).
    mutating func addEditVariable(_ variable: Variable, priority: Priority) {
      precondition(!priority.isRequired, "an edit variable's priority is optional")
      guard edits[variable.id] == nil else { return }
      let constraint = Constraint(
        Expression(variable), .equal, Expression(constant: evaluate(variable.id)),
        priority: priority)
      // An optional constraint always has an error to be its row's subject: it cannot fail.
      edits[variable.id] = try? add(constraint)
    }

    /// Stops editing a variable.
    mutating func removeEditVariable(_ variable: Variable) {
      if let id = edits.removeValue(forKey: variable.id) { remove(id) }
    }

    /// Asks an edit variable to take a value, as strongly as its edit's priority, and re-solves.
    mutating func suggestValue(_ value: Double, for variable: Variable) {
      guard let id = edits[variable.id] else {
        preconditionFailure("suggesting a value for a variable that is not being edited")
      }
      // Optional: the dual simplex always finds a non-dummy symbol to pivot on.
      try? setConstant(-value, of: id)
    }

    // MARK: Ambiguity

    /// Whether the variable's value is left to the solver's own pull towards 0: the constraints
    /// of every user priority would allow it to move (UIKit's ambiguous layout). A variable that
    /// only a required inequality bounds on one side, or that nothing constrains, is ambiguous.
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
      let terms = expand(SolverRow(terms: [SolverTerm(symbol: variable.id, coefficient: 1)])).terms
      for term in terms {
        switch kinds[Int(term.symbol)] {
        case .dummy: continue
        case .external: return true
        case .slack, .error:
          if objective.isFree(term.symbol, above: Self.zeroPullPriority),
            canIncrease(term.symbol)
          {
            return true
          }
        }
      }
      return false
    }

    /// Whether a parametric restricted symbol can grow from 0 without making a row infeasible.
    private mutating func canIncrease(_ symbol: Int32) -> Bool {
      guard let leaving = leavingRow(for: symbol), let row = rows[Int(leaving)] else { return true }
      return !row.constant.isNearZero
    }

    /// See ``LayoutSolver/errorTotals()``.
    func errorTotals() -> [Float: Double] {
      var totals: [Float: Double] = [:]
      for case let record? in records where record.marker >= 0 {
        guard !record.constraint.priority.isRequired else { continue }
        for error in [record.marker, record.other] where error >= 0 && kinds[Int(error)] == .error {
          let priority = record.constraint.priority(ofError: error == record.other)
          totals[priority.value, default: 0] += rows[Int(error)]?.constant ?? 0
        }
      }
      return totals
    }

    // MARK: Helpers

    func record(_ id: ConstraintID) -> Record? {
      guard id.index >= 0, Int(id.index) < records.count, let record = records[Int(id.index)],
        record.generation == id.generation, record.marker >= 0
      else { return nil }
      return record
    }

    private mutating func allocateRecord() -> Int32 {
      if let index = freeRecords.popLast() { return index }
      // Fourfold growth, for the reason of ``newSymbol(_:)``'s.
      if records.count == records.capacity {
        records.reserveCapacity(Swift.max(64, 4 * records.capacity))
      }
      records.append(nil)
      return Int32(records.count - 1)
    }

    /// Forgets a constraint that could not be added (its symbols stay, unused).
    private mutating func refuse(_ index: Int32) {
      if let record = records[Int(index)] {
        for symbol in [record.marker, record.other] where symbol >= 0 {
          cells[Int(symbol)].owner = -1
          objective.clear(symbol, kinds: kinds)
        }
      }
      records[Int(index)]?.marker = -1
      freeRecords.append(index)
      liveCount -= 1
    }

    /// The live constraints whose markers a row holds: those that pin it.
    private mutating func constraints(in row: SolverRow, excluding index: Int32) -> [ConstraintID] {
      var found: [ConstraintID] = []
      for term in row.terms {
        let owner = cells[Int(term.symbol)].owner
        guard owner >= 0, owner != index, let record = records[Int(owner)],
          record.constraint.priority.isRequired
        else { continue }
        let id = ConstraintID(index: owner, generation: record.generation)
        if !found.contains(id) { found.append(id) }
      }
      return found
    }

    /// Cassowary's choice of the basic symbol of a row without variables: the constraint's own
    /// slack or error if its coefficient is negative, else an existing slack or error with a
    /// negative coefficient that no row holds (only definitions, which take any value, so the row
    /// stays feasible). Nil: an artificial variable is needed.
    private mutating func chooseSubject(_ row: SolverRow, marker: Int32, other: Int32) -> Int32? {
      for candidate in [marker, other] where candidate >= 0 && kinds[Int(candidate)] != .dummy {
        if row.coefficient(of: candidate) < 0 { return candidate }
      }
      for term in row.terms where term.coefficient < 0 {
        let kind = kinds[Int(term.symbol)]
        guard kind == .slack || kind == .error else { continue }
        if columns[Int(term.symbol)].isEmpty { return term.symbol }
      }
      return nil
    }

    /// Adds a row no symbol can be the subject of, through an artificial variable minimized to 0.
    /// Returns the row that shows the conflict when it cannot be, having left the tableau as it
    /// was (equivalent to the system without the row).
    private mutating func addWithArtificialVariable(_ row: SolverRow) -> SolverRow? {
      let artificial = newSymbol(.slack)
      insertRow(row, for: artificial)
      artificialObjective = row
      optimizeArtificial()
      let satisfied = artificialObjective?.constant.isNearZero ?? true
      artificialObjective = nil
      if rows[Int(artificial)] != nil {
        let basicRow = removeRow(of: artificial)
        if !satisfied {
          optimize()
          return basicRow
        }
        if !basicRow.terms.isEmpty {
          let entering =
            basicRow.terms.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol
            ?? basicRow.terms[0].symbol
          var definition = basicRow
          definition.terms.append(SolverTerm(symbol: artificial, coefficient: -1))
          definition.solve(for: entering)
          substitute(entering, by: definition)
          insertRow(definition, for: entering)
        }
      }
      // The artificial variable is parametric now, at 0: drop its column.
      for basic in columns[Int(artificial)] {
        rows[Int(basic)]?.terms.removeAll { $0.symbol == artificial }
      }
      columns[Int(artificial)] = []
      objective.clear(artificial, kinds: kinds)
      return nil
    }

    /// Makes `row` (`… = 0`) the definition of a free variable it holds. A variable defined by an
    /// inequality is pulled towards 0 at the lowest level, so that among the values the
    /// inequality allows it takes the one closest to 0, as UIKit does (`width <= c` gives 0);
    /// one made without a pull (see ``LayoutSolver/makeVariable(_:pulledTowardsZero:)``) rests
    /// against the inequality's bound instead.
    ///
    /// The row is solved in place (the caller is done with it): a copy to solve would have copied
    /// its terms, an allocation per definition. `parametric`: the row names parametric symbols
    /// only (it was expanded), and so does the definition, which the pull's row then is.
    private mutating func define(
      _ variable: Int32, by row: inout SolverRow, pullingToZero: Bool, parametric: Bool
    ) {
      row.solve(for: variable)
      insertDefinition(row, for: variable)
      if pullingToZero && pulls[Int(variable)] == -1 {
        // Optional: it always has an error to be its row's subject, and cannot fail.
        if let id = try? insert(
          Self.pull, parametricDefinition: parametric ? row : nil, pulled: variable)
        {
          pulls[Int(variable)] = id.index
        }
      }
      optimize()
    }

    /// Every variable's pull towards 0: `1 × variable == 0` at the lowest level, the variable
    /// given to ``insert(_:parametricDefinition:pulled:)`` beside it (an expression of its own
    /// was an allocation per pull).
    private static let pull = Constraint(
      Expression(), .equal, priority: Priority(unchecked: zeroPullPriority))

    /// A constraint's expression as a row, its repeated variables merged (a scan each: an
    /// expression holds a few terms) and those that cancel dropped.
    private mutating func combined(_ expression: Expression) -> SolverRow {
      // Room for the constraint's marker and error, appended next: a row grown one term at a
      // time reallocated at each of its first few terms.
      var result = SolverRow(constant: expression.constant, terms: takeTermStorage())
      result.terms.reserveCapacity(expression.terms.count + 2)
      var cancelled = false
      for (variable, coefficient) in expression.terms {
        var position = 0
        while position < result.terms.count && result.terms[position].symbol != variable.id {
          position += 1
        }
        if position < result.terms.count {
          result.terms[position].coefficient += coefficient
          cancelled = cancelled || result.terms[position].coefficient.isNearZero
        } else {
          result.terms.append(SolverTerm(symbol: variable.id, coefficient: coefficient))
          cancelled = cancelled || coefficient.isNearZero
        }
      }
      // Rarely needed (a term that cancels, or a zero coefficient): the generic removal cost a
      // pass of its own on every constraint.
      if cancelled { result.terms.removeAll { $0.coefficient.isNearZero } }
      return result
    }

    /// Replaces a symbol by its expression (in parametric symbols) in the definitions naming it.
    private mutating func substituteInDefinitions(_ symbol: Int32, by expression: SolverRow) {
      for variable in references[Int(symbol)] {
        var definition = removeDefinition(of: variable)
        let factor = definition.coefficient(of: symbol)
        merge(&definition, owner: -1, removing: symbol, adding: expression, times: factor)
        insertDefinition(definition, for: variable)
      }
    }

    /// Moves a constraint's marker column by `delta` of its constant (see ``setConstant(_:of:)``).
    private mutating func shiftMarker(of record: Record, by delta: Double) {
      let marker = record.marker
      // The row holds `constant + a·marker`; a new constant c + δ is the old one with the marker
      // shifted by δ / a.
      let coefficient: Double
      switch (record.constraint.relation, kinds[Int(marker)]) {
      case (.lessThanOrEqual, _): coefficient = 1
      case (.greaterThanOrEqual, _): coefficient = -1
      case (.equal, .dummy): coefficient = 1
      case (.equal, _): coefficient = -1
      }
      let shift = delta / coefficient
      // Definitions name the marker whether it is basic or not (they are not rewritten when it
      // pivots): each takes the shift, or it would read the basic marker's new value against
      // the old constant.
      for variable in references[Int(marker)] {
        definitions.addToConstant(
          definitions.coefficient(of: marker, in: variable) * shift, of: variable)
      }
      if rows[Int(marker)] != nil {
        rows[Int(marker)]!.constant -= shift
        if isInfeasible(marker) { infeasible.append(marker) }
        return
      }
      for basic in columns[Int(marker)] {
        let factor = rows[Int(basic)]!.coefficient(of: marker)
        rows[Int(basic)]!.constant += factor * shift
        if isInfeasible(basic) { infeasible.append(basic) }
      }
    }

    /// Whether a basic symbol's row breaks its sign: a slack or error below 0, or a dummy (a
    /// redundant required equality's marker, whose row holds only dummies) away from 0, which no
    /// pivot can repair.
    func isInfeasible(_ basic: Int32) -> Bool {
      guard let constant = rows[Int(basic)]?.constant else { return false }
      return kinds[Int(basic)] == .dummy ? !constant.isNearZero : constant < -solverEpsilon
    }

    /// Queues every infeasible row for ``dualOptimize()``.
    private mutating func markInfeasibleRows() {
      for basic in rows.indices where isInfeasible(Int32(basic)) {
        infeasible.append(Int32(basic))
      }
    }

    /// Cassowary's choice of the row to pivot a removed constraint's marker into, a redundant
    /// required equality's first: its row holds only dummies, all 0, so the marker's value is 0
    /// in it and no other row's constant moves. Another choice would move that row's constant,
    /// which its dummy must keep at 0, and break the equality.
    private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
      var first: Int32 = -1
      var second: Int32 = -1
      var firstRatio = Double.infinity
      var secondRatio = Double.infinity
      var redundant: Int32 = -1
      for basic in columns[Int(marker)] {
        guard let row = rows[Int(basic)] else { continue }
        if kinds[Int(basic)] == .dummy {
          if redundant < 0 || basic < redundant { redundant = basic }
          continue
        }
        let coefficient = row.coefficient(of: marker)
        if coefficient < 0 {
          let ratio = -row.constant / coefficient
          if ratio < firstRatio {
            firstRatio = ratio
            first = basic
          }
        } else {
          let ratio = row.constant / coefficient
          if ratio < secondRatio {
            secondRatio = ratio
            second = basic
          }
        }
      }
      for candidate in [redundant, first, second] where candidate >= 0 { return candidate }
      return nil
    }
  }
#endif
