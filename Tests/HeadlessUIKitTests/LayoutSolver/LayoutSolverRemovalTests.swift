@_spi(LayoutEngine) import HeadlessUIKit
import Testing

/// Constraints removed and added again after a solve (what the layout engine does when a stack
/// view changes its axis or direction, or a screen replaces a changed constraint) give the
/// solution a new solver given the constraints left gets.
@Suite struct LayoutSolverRemovalTests {
  /// A solver, the constraints it holds (in the order a new solver is given them) and those
  /// removed, to add again.
  private struct Run {
    let solver: LayoutSolver
    let variables: [LayoutSolver.Variable]
    let count: Int
    var live: [(spec: Spec, id: LayoutSolver.ConstraintID)] = []
    var removed: [Spec] = []
    var history: [String] = []

    init(count: Int) {
      let solver = LayoutSolver()
      self.solver = solver
      self.count = count
      variables = (0..<count).map { _ in solver.makeVariable() }
    }

    /// Adds a constraint; a required one that conflicts is refused, as a new solver refuses it.
    mutating func add(_ spec: Spec) {
      history.append("add \(spec)")
      do {
        let id = try solver.add(constraint(spec, variables))
        live.append((spec, id))
        #expect(
          rebuild(live.map(\.spec), count: count) != nil,
          "accepted what a new solver refuses: \(history)")
      } catch {
        #expect(
          rebuild(live.map(\.spec) + [spec], count: count) == nil,
          "refused what a new solver accepts: \(history)")
      }
    }

    /// Changes a constraint's constant in place; one a new solver refuses is refused.
    mutating func setConstant(_ constant: Double, at index: Int) {
      var changed = live.map(\.spec)
      changed[index].constant = constant
      history.append("set \(constant) in \(live[index].spec)")
      do {
        try solver.setConstant(constant, of: live[index].id)
        live[index].spec.constant = constant
        #expect(
          rebuild(changed, count: count) != nil, "accepted what a new solver refuses: \(history)")
      } catch {
        #expect(
          rebuild(changed, count: count) == nil, "refused what a new solver accepts: \(history)")
      }
    }

    mutating func remove(at index: Int) {
      let (spec, id) = live.remove(at: index)
      history.append("remove \(spec)")
      solver.remove(id)
      removed.append(spec)
    }

    /// Compares the solution with a new solver's of the constraints held, at every user
    /// priority: which variables the solver pulls towards 0 depends on the constraints that
    /// defined them, a removed one among them (as it depends on the order a new solver is given
    /// them in), so the pulls' errors may differ where the solutions agree.
    func check() throws {
      let (fresh, _) = try #require(rebuild(live.map(\.spec), count: count))
      expectSameOptimum(solver, variables, fresh, live.map(\.spec), "\(history)", pulls: false)
    }
  }

  @Test func aConstraintDefiningAVariableItDoesNotNameOutlivesTheOneThatNamedIt() throws {
    // `a == b + 5` defines a; `a >= 10` then defines b (a's definition named it) without
    // naming it. Removing the first leaves b with no constraint, and the second must hold.
    let solver = Solver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    let link = try solver.constrain(expr(a), .equal, expr(b) + 5)
    try solver.constrain(expr(a), .greaterThanOrEqual, expr(10))
    solver.remove(link)
    #expect(solver.values(of: [a, b]) == [10, 0])
  }

  @Test func aConstraintsRepeatedVariablesAreMerged() throws {
    // `x - x + y == 7` names x, free, with the coefficient 0: it must define y (solved for x,
    // its row would divide by 0). `2x - x >= 30` is `x >= 30`. Removing both leaves nothing
    // behind: x's pull towards 0 goes with the last constraint naming it.
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let cancelled = try solver.constrain(
      expr(x) + expr(x, times: -1) + expr(y), .equal, expr(7))
    #expect(solver.values(of: [x, y]) == [0, 7])
    let twice = try solver.constrain(
      expr(x, times: 2) + expr(x, times: -1), .greaterThanOrEqual, expr(30))
    #expect(solver.values(of: [x, y]) == [30, 7])
    solver.remove(twice)
    #expect(solver.values(of: [x, y]) == [0, 7])
    solver.remove(cancelled)
    #expect(solver.values(of: [x, y]) == [0, 0])
    #expect(solver.constraintCount == 0)
  }

  @Test func removingAConstraintKeepsARedundantEqualityThatRestsOnIt() throws {
    // x == 220 is redundant with y == 50 and x / 2 + y == 160; removing the latter leaves it
    // alone to hold x, whatever an optional constraint (x <= -50) pulls.
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.constrain(expr(y), .equal, expr(50))
    let sum = try solver.constrain(expr(x, times: 0.5) + expr(y), .equal, expr(160))
    try solver.constrain(expr(x), .equal, expr(220))
    try solver.constrain(expr(x), .lessThanOrEqual, expr(-50), priority: .low)
    solver.remove(sum)
    #expect(solver.values(of: [x, y]) == [220, 50])
  }

  /// Many small random systems (a fixed seed: the same every run), each changed a few times by
  /// removing constraints (one, several, or every one naming a variable, which is left with
  /// none) and adding them again, some with another constant (some changed in place first), in
  /// another order, or new ones;
  /// after every removal and addition, the solution is a new solver's (see
  /// ``expectSameOptimum(_:_:_:_:_:)``). A variable that loses its last constraint loses the
  /// solver's bookkeeping for it and, given one again, must behave as a new variable does.
  @Test func randomRemovalsAndAdditionsMatchARebuildAfterEveryStep() throws {
    var random = SplitMix64(seed: 37)
    var checked = 0
    for _ in 0..<500 {
      let count = random.int(in: 2...5)
      var run = Run(count: count)
      for _ in 0..<random.int(in: 3...9) { run.add(random.spec(variables: count)) }
      try run.check()
      for _ in 0..<6 {
        switch random.int(in: 0...5) {
        case 0 where !run.live.isEmpty:
          run.remove(at: random.int(in: 0...(run.live.count - 1)))
        case 1 where !run.live.isEmpty:
          // A variable left with no constraint.
          let variable = random.int(in: 0...(count - 1))
          while let index = run.live.firstIndex(where: {
            $0.spec.terms.contains { $0.0 == variable }
          }) {
            run.remove(at: index)
            try run.check()
          }
        case 2 where !run.live.isEmpty:
          // Several at once, then added again, some with a new constant.
          for _ in 0..<random.int(in: 1...run.live.count) {
            run.remove(at: random.int(in: 0...(run.live.count - 1)))
            try run.check()
          }
          while !run.removed.isEmpty {
            var spec = run.removed.remove(at: random.int(in: 0...(run.removed.count - 1)))
            if random.int(in: 0...2) == 0 { spec.constant = random.constant() }
            run.add(spec)
            try run.check()
          }
        case 3 where !run.live.isEmpty:
          // Changed in place, then removed and added again with another constant.
          let index = random.int(in: 0...(run.live.count - 1))
          run.setConstant(random.constant(), at: index)
          try run.check()
          run.remove(at: index)
          try run.check()
          var spec = run.removed.removeLast()
          spec.constant = random.constant()
          run.add(spec)
        case 4 where !run.removed.isEmpty:
          run.add(run.removed.remove(at: random.int(in: 0...(run.removed.count - 1))))
        default:
          run.add(random.spec(variables: count))
        }
        try run.check()
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }
}
