@_spi(LayoutEngine) import HeadlessUIKit
import Testing

/// A constant changed in place (`setConstant`, what the layout engine does when a constraint's
/// constant or a view's content size changes) gives the solution a new solver given the same
/// constraints, in the same order, gives.
@Suite struct LayoutSolverConstantTests {
  private func solve(_ specs: [Spec], count: Int) -> [Double]? {
    rebuild(specs, count: count)?.1
  }

  /// Adds `specs` in order, then sets each change's constant in place, and after every change
  /// compares every variable with a new solver's solution of the changed system.
  private func expectInPlaceMatchesRebuild(
    _ specs: [Spec], count: Int, changes: [(index: Int, constant: Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let solver = LayoutSolver()
    let variables = (0..<count).map { _ in solver.makeVariable() }
    let ids = try specs.map { try solver.add(constraint($0, variables)) }
    var system = specs
    for (index, constant) in changes {
      try solver.setConstant(constant, of: ids[index])
      system[index].constant = constant
      let expected = try #require(solve(system, count: count), sourceLocation: sourceLocation)
      expectClose(solver.values(of: variables), expected, sourceLocation: sourceLocation)
    }
  }

  private func expectClose(
    _ actual: [Double], _ expected: [Double], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
    #expect(
      close, "in place \(actual), rebuilt \(expected) \(comment.map { "\($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  @Test func aRequiredEqualitysConstant() throws {
    // x == 10, y == x + 8, z >= y + 20 (z pulled to 0: rests on it).
    let specs = [
      Spec(terms: [(0, 1)], relation: .equal, priority: 1_000, constant: -10),
      Spec(terms: [(1, 1), (0, -1)], relation: .equal, priority: 1_000, constant: -8),
      Spec(
        terms: [(2, 1), (1, -1)], relation: .greaterThanOrEqual, priority: 1_000, constant: -20),
    ]
    try expectInPlaceMatchesRebuild(
      specs, count: 3, changes: [(0, -50), (1, 4), (0, 30), (2, -1), (1, -100)])
  }

  /// `w <= 374` alone: w rests at 0 and the slack holds the room left (basic), while the
  /// definition of w still names the slack.
  @Test func anInequalityWhoseSlackIsBasic() throws {
    let specs = [Spec(terms: [(0, 1)], relation: .lessThanOrEqual, priority: 1_000, constant: -374)]
    try expectInPlaceMatchesRebuild(specs, count: 1, changes: [(0, -300), (0, -500), (0, 20)])
  }

  /// `w >= 10` alone: w rests on it, its slack at 0 (not basic).
  @Test func anInequalityWhoseSlackIsNotBasic() throws {
    let specs = [
      Spec(terms: [(0, 1)], relation: .greaterThanOrEqual, priority: 1_000, constant: -10),
      Spec(terms: [(1, 1), (0, -1)], relation: .equal, priority: 1_000, constant: -8),
    ]
    try expectInPlaceMatchesRebuild(specs, count: 2, changes: [(0, -40), (0, 5), (0, -12)])
  }

  /// `x == 100` at 250 under a required `x <= 60`: its error is basic (it cannot hold).
  @Test func anOptionalEqualityWhoseErrorIsBasic() throws {
    let specs = [
      Spec(terms: [(0, 1)], relation: .lessThanOrEqual, priority: 1_000, constant: -60),
      Spec(terms: [(0, 1)], relation: .equal, priority: 250, constant: -100),
      Spec(terms: [(1, 1), (0, -1)], relation: .equal, priority: 500, constant: 0),
    ]
    try expectInPlaceMatchesRebuild(
      specs, count: 2, changes: [(1, -30), (1, -90), (0, -200), (1, -250), (0, -10)])
  }

  /// A label's content size (hugging at 250, compression resistance at 750) under a required
  /// trailing cap, the constraints added in each of their orders.
  @Test(arguments: 0..<6) func contentSizeUnderARequiredCapInEveryOrder(order: Int) throws {
    let cap = Spec(
      terms: [(0, 1), (1, 1), (2, -1)], relation: .lessThanOrEqual, priority: 1_000, constant: 0)
    let hug = Spec(terms: [(1, 1)], relation: .lessThanOrEqual, priority: 250, constant: -1_000)
    let resist = Spec(
      terms: [(1, 1)], relation: .greaterThanOrEqual, priority: 750, constant: -1_000)
    let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    let parts = permutations[order].map { [cap, hug, resist][$0] }
    // x == 8 and the container's edge at 382 come first, as the engine adds them.
    let specs =
      [
        Spec(terms: [(0, 1)], relation: .equal, priority: 1_000, constant: -8),
        Spec(terms: [(2, 1)], relation: .equal, priority: 1_000, constant: -382),
      ] + parts
    let hugIndex = 2 + permutations[order].firstIndex(of: 1)!
    let resistIndex = 2 + permutations[order].firstIndex(of: 2)!
    var changes: [(Int, Double)] = []
    for size in [300.0, 1_753, 120, 2_000, 50, 374] {
      changes += [(hugIndex, -size), (resistIndex, -size)]
    }
    changes += [(1, -200), (hugIndex, -100), (resistIndex, -100), (1, -500)]
    try expectInPlaceMatchesRebuild(specs, count: 3, changes: changes)
  }

  /// `x == 10` twice: the second is redundant, and moving it alone breaks the first.
  @Test func aRedundantRequiredEqualityCannotMoveAlone() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    try solver.constrain(expr(x), .equal, expr(10))
    let twin = try solver.constrain(expr(x), .equal, expr(10))
    for constant in [-20.0, 0] {
      #expect(throws: LayoutSolverError.self) { try solver.setConstant(constant, of: twin) }
      #expect(solver.value(of: x) == 10)
      #expect(solver.constant(of: twin) == -10)
    }
  }

  /// Many small random systems (a fixed seed: the same every run), each changed in place a few
  /// times. Random systems often have several optima that tie (`a + b >= 720` with both pulled
  /// towards 0), and a solver reached by another path may stop at another one: after every
  /// change, the solution holds every required constraint and its optional constraints' errors
  /// total, priority by priority (the solver's own pulls among them), what a new solver of the
  /// changed system gets; a change a new solver would refuse is refused, the solution left as
  /// it was.
  @Test func randomSystemsMatchARebuildAfterEveryChange() throws {
    var random = SplitMix64(seed: 37)
    var checked = 0
    for _ in 0..<300 {
      let count = random.int(in: 2...5)
      let solver = LayoutSolver()
      let variables = (0..<count).map { _ in solver.makeVariable() }
      var system: [Spec] = []
      var ids: [LayoutSolver.ConstraintID] = []
      for _ in 0..<random.int(in: 3...9) {
        let spec = random.spec(variables: count)
        if let id = try? solver.add(constraint(spec, variables)) {
          system.append(spec)
          ids.append(id)
        }
      }
      guard !system.isEmpty else { continue }
      let added = system
      var history: [(Int, Double)] = []
      for _ in 0..<6 {
        let index = random.int(in: 0...(system.count - 1))
        let constant = random.constant()
        var changed = system
        changed[index].constant = constant
        let rebuilt = rebuild(changed, count: count)
        history.append((index, constant))
        let reached = "\(added) then \(history)"
        do {
          try solver.setConstant(constant, of: ids[index])
          system = changed
          let (fresh, _) = try #require(rebuilt, "in place accepted what a rebuild refuses")
          expectSameOptimum(solver, variables, fresh, system, reached)
        } catch {
          #expect(rebuilt == nil, "in place refused what a rebuild accepts: \(reached)")
          let (fresh, _) = try #require(rebuild(system, count: count))
          expectSameOptimum(solver, variables, fresh, system, "after a refusal: \(reached)")
        }
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }
}
