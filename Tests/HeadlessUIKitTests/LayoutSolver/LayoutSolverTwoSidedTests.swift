@_spi(LayoutEngine) import HeadlessUIKit
import Testing

/// An optional equality weighed differently on its two sides (`priorityBelowZero`): the one
/// constraint the engine makes of a view's content hugging and compression resistance. It must
/// give what UIKit's pair of inequalities gives: the same errors at the same priorities.
@Suite struct LayoutSolverTwoSidedTests {
  typealias Constraint = LayoutSolver.Constraint
  typealias Expression = LayoutSolver.Expression

  /// `variable - size == 0`, hugging at `above`, resisting compression at `below`.
  static func contentSize(
    _ variable: LayoutSolver.Variable, _ size: Double, above: Float, below: Float
  ) -> Constraint {
    var constraint = Constraint(
      Expression(variable), .equal, Expression(constant: size), priority: .init(above))
    constraint.priorityBelowZero = .init(below)
    return constraint
  }

  @Test func eachSideYieldsToWhatOutranksItOnly() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable()
    try solver.add(Self.contentSize(width, 100, above: 250, below: 750))
    #expect(solver.value(of: width) == 100)

    // Pulled wider at 500: the hugging (250) gives way, 20 points of error at 250.
    let wider = try solver.constrain(
      expr(width), .greaterThanOrEqual, expr(120), priority: .init(500))
    #expect(solver.value(of: width) == 120)
    #expect(solver.errorTotals()[250] == 20)
    solver.remove(wider)
    #expect(solver.value(of: width) == 100)

    // Squeezed at 500: the resistance (750) holds, and the squeeze is what is broken.
    let narrower = try solver.constrain(
      expr(width), .lessThanOrEqual, expr(60), priority: .init(500))
    #expect(solver.value(of: width) == 100)
    #expect(solver.errorTotals()[500] == 40)
    #expect(solver.errorTotals()[750] ?? 0 == 0)

    // Squeezed harder than the resistance: it gives way, its error counted at 750.
    try solver.setConstant(-60, of: narrower)
    let required = try solver.constrain(expr(width), .lessThanOrEqual, expr(80))
    #expect(solver.value(of: width) == 80)
    #expect(solver.errorTotals()[750] == 20)
    solver.remove(required)
    solver.remove(narrower)
    #expect(solver.value(of: width) == 100)
    #expect(solver.errorTotals().values.allSatisfy { $0 == 0 })
  }

  @Test func aChangedConstantMovesTheSizeUnderARequiredCap() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable()
    let id = try solver.add(Self.contentSize(width, 100, above: 250, below: 750))
    try solver.constrain(expr(width), .lessThanOrEqual, expr(150))
    for size in [200.0, 40, 150, 151, 90] {
      try solver.setConstant(-size, of: id)
      #expect(solver.value(of: width) == min(size, 150), "size \(size)")
      #expect(solver.errorTotals()[750] ?? 0 == max(0, size - 150), "size \(size)")
    }
  }

  /// Random systems with content sizes among their constraints, each solved twice: with the
  /// two-sided equality, and with UIKit's pair of inequalities in its place. The optimum is the
  /// same: every required constraint holds, and the errors total the same, priority by
  /// priority (the solver's own pulls aside: the pair pulls its variable towards 0, where the
  /// equality leaves the choice to the other variables' pulls).
  @Test func givesTheOptimumOfThePairOfInequalities() throws {
    var random = SplitMix64(seed: 0x5EED_C0DE)
    let priorities: [Float] = [750, 500, 251, 250]
    var compared = 0
    for _ in 0..<300 {
      let count = random.int(in: 2...5)
      var system: [Spec] = []
      for _ in 0..<random.int(in: 1...6) { system.append(random.spec(variables: count)) }
      var sizes: [(variable: Int, size: Double, above: Float, below: Float)] = []
      for _ in 0..<random.int(in: 1...3) {
        sizes.append(
          (
            random.int(in: 0...(count - 1)), Double(random.int(in: 0...30) * 10),
            priorities[random.int(in: 0...3)], priorities[random.int(in: 0...3)]
          ))
      }
      let pairs = LayoutSolver()
      let pairVariables = (0..<count).map { _ in pairs.makeVariable() }
      let merged = LayoutSolver()
      let mergedVariables = (0..<count).map { _ in merged.makeVariable() }
      do {
        for spec in system {
          try pairs.add(constraint(spec, pairVariables))
          try merged.add(constraint(spec, mergedVariables))
        }
      } catch {
        continue  // Required constraints that cannot hold together: no optimum to compare.
      }
      for content in sizes {
        let pairVariable = Expression(pairVariables[content.variable])
        let size = Expression(constant: content.size)
        try pairs.add(
          Constraint(pairVariable, .greaterThanOrEqual, size, priority: .init(content.below)))
        try pairs.add(
          Constraint(pairVariable, .lessThanOrEqual, size, priority: .init(content.above)))
        try merged.add(
          Self.contentSize(
            mergedVariables[content.variable], content.size, above: content.above,
            below: content.below))
      }
      expectSameOptimum(
        merged, mergedVariables, pairs, system, "system \(system), sizes \(sizes)", pulls: false)
      compared += 1
    }
    #expect(compared > 100)
  }
}
