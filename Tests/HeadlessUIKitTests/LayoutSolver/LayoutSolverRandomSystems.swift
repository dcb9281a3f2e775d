@_spi(LayoutEngine) import HeadlessUIKit
import Testing

// Small random systems, for tests that compare a solver changed in place with a new one.

/// The system, added in order to a new solver over `count` variables, and the variables'
/// values; nil when a required constraint is refused.
func rebuild(_ specs: [Spec], count: Int) -> (LayoutSolver, [Double])? {
  let solver = LayoutSolver()
  let variables = (0..<count).map { _ in solver.makeVariable() }
  for spec in specs {
    do {
      try solver.add(constraint(spec, variables))
    } catch {
      return nil
    }
  }
  return (solver, solver.values(of: variables))
}

/// A test system's constraint over the solver's variables.
func constraint(_ spec: Spec, _ variables: [LayoutSolver.Variable]) -> LayoutSolver.Constraint {
  LayoutSolver.Constraint(
    Expr(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant), spec.relation,
    Expr(), priority: .init(spec.priority))
}

/// Random systems often have several optima that tie (`a + b >= 720` with both pulled towards
/// 0), and a solver reached by another path may stop at another one: the solver's solution holds
/// every required constraint of `system`, and its optional constraints' errors total, priority by
/// priority (the solver's own pulls among them unless `pulls` is false), what `fresh` (a new
/// solver of it) gets.
func expectSameOptimum(
  _ solver: LayoutSolver, _ variables: [LayoutSolver.Variable], _ fresh: LayoutSolver,
  _ system: [Spec], _ reached: String, pulls: Bool = true
) {
  let values = solver.values(of: variables)
  for spec in system where spec.priority == 1_000 {
    let value = spec.terms.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
    let holds =
      switch spec.relation {
      case .equal: abs(value) <= 1e-6
      case .lessThanOrEqual: value <= 1e-6
      case .greaterThanOrEqual: value >= -1e-6
      }
    #expect(holds, "required \(spec) broken at \(values): \(reached)")
  }
  let ours = solver.errorTotals()
  let theirs = fresh.errorTotals()
  for level in Set(ours.keys).union(theirs.keys) where pulls || level > 0 {
    let (a, b) = (ours[level] ?? 0, theirs[level] ?? 0)
    #expect(
      abs(a - b) <= 1e-6 * max(1, abs(b)),
      "errors at \(level): in place \(a), rebuilt \(b): \(reached)")
  }
}

/// A constraint of a test system over numbered variables: `Σ terms + constant relation 0`.
struct Spec {
  var terms: [(Int, Double)]
  var relation: LayoutSolver.Relation
  var priority: Float
  var constant: Double
}

/// A small seeded generator (SplitMix64), so that the random systems are the same every run.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// A layout-like constant: a multiple of 10 between -400 and 400.
  mutating func constant() -> Double {
    Double(int(in: -40...40) * 10)
  }

  /// One to three terms with small coefficients, any relation, required or one of UIKit's
  /// usual optional priorities.
  mutating func spec(variables count: Int) -> Spec {
    var terms: [(Int, Double)] = []
    for _ in 0..<int(in: 1...3) {
      terms.append((int(in: 0...(count - 1)), [1, -1, 1, 2, -0.5][int(in: 0...4)]))
    }
    let relation: LayoutSolver.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
      int(in: 0...2)]
    let priority: Float = [1_000, 1_000, 1_000, 750, 500, 250][int(in: 0...5)]
    return Spec(terms: terms, relation: relation, priority: priority, constant: constant())
  }
}
