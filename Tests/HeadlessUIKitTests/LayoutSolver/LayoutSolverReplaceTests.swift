@_spi(LayoutEngine) import HeadlessUIKit
import Testing

/// Optional constraints replaced or changed under a required cap: the solver answers as a new
/// solver given the same system would.
@Suite struct LayoutSolverReplaceTests {
  private typealias Constraint = LayoutSolver.Constraint
  private typealias Expression = LayoutSolver.Expression

  /// `w <= 374` required; `w >= size` at 750 and `w <= size` at 250, for each size in turn.
  private func contentSize(
    _ solver: LayoutSolver, _ w: LayoutSolver.Variable, _ size: Double
  ) throws -> [LayoutSolver.ConstraintID] {
    [
      try solver.add(
        Constraint(
          Expression(w), .greaterThanOrEqual, Expression(constant: size), priority: .init(750))),
      try solver.add(
        Constraint(
          Expression(w), .lessThanOrEqual, Expression(constant: size), priority: .init(250))),
    ]
  }

  @Test func replacingContentSizeConstraintsUnderACap() throws {
    let solver = LayoutSolver()
    let w = solver.makeVariable()
    try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 374)))
    var ids = try contentSize(solver, w, 1_000)
    #expect(solver.value(of: w) == 374)
    for size in [300.0, 1_753, 120, 2_000, 50, 374] {
      for id in ids { solver.remove(id) }
      ids = try contentSize(solver, w, size)
      #expect(solver.value(of: w) == min(size, 374), "size \(size)")
    }
  }

  @Test func changingContentSizeConstantsUnderACap() throws {
    let solver = LayoutSolver()
    let w = solver.makeVariable()
    try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 374)))
    let ids = try contentSize(solver, w, 1_000)
    for size in [300.0, 1_753, 120, 2_000, 50, 374] {
      for id in ids { try solver.setConstant(-size, of: id) }
      #expect(solver.value(of: w) == min(size, 374), "size \(size)")
    }
  }

  /// A label pinned to a margins guide's leading edge, its trailing edge at most the guide's, in
  /// a 390-point root, with its content-size constraints of `size`.
  @Test func aContentSizeChangedInPlaceUnderACapStaysUnderIt() throws {
    let solver = LayoutSolver()
    let rootWidth = solver.makeVariable()
    let guideX = solver.makeVariable()
    let guideWidth = solver.makeVariable()
    let x = solver.makeVariable()
    let w = solver.makeVariable()
    try solver.add(Constraint(Expression(rootWidth), .equal, Expression(constant: 390)))
    try solver.add(Constraint(Expression(guideX), .equal, Expression(constant: 8)))
    try solver.add(
      Constraint(Expression(guideWidth), .equal, Expression(rootWidth) + (-16)))
    try solver.add(Constraint(Expression(x), .equal, Expression(guideX)))
    try solver.add(
      Constraint(
        Expression(x) + Expression(w), .lessThanOrEqual, Expression(guideX) + Expression(guideWidth)
      ))
    let resist = try solver.add(
      Constraint(
        Expression(w), .greaterThanOrEqual, Expression(constant: 1_000), priority: .init(750)))
    let hug = try solver.add(
      Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 1_000), priority: .init(250))
    )
    #expect(solver.value(of: w) == 374)
    for size in [300.0, 1_753, 120, 2_000, 50, 374] {
      try solver.setConstant(-size, of: hug)
      try solver.setConstant(-size, of: resist)
      #expect(solver.value(of: w) == min(size, 374), "size \(size)")
    }
  }

  /// The same, with the constraints added in the order the layout engine adds them (content
  /// size before the cap), as a layout pass of a view pinned to its margins makes them.
  @Test func inPlaceInTheEnginesOrder() throws {
    let solver = LayoutSolver()
    let v = (0..<12).map { _ in solver.makeVariable() }
    @discardableResult func add(
      _ terms: [(Int, Double)], _ relation: LayoutSolver.Relation, _ priority: Float,
      _ constant: Double
    ) throws -> LayoutSolver.ConstraintID {
      try solver.add(
        Constraint(
          Expression(terms.map { (v[$0.0], $0.1) }, constant: constant), relation, Expression(),
          priority: .init(priority)))
    }
    try add([(2, 1)], .equal, 1_000, -390)
    try add([(3, 1)], .equal, 1_000, -844)
    let hug = try add([(6, 1)], .lessThanOrEqual, 250, -1_000)
    let resist = try add([(6, 1)], .greaterThanOrEqual, 750, -1_000)
    try add([(7, 1)], .lessThanOrEqual, 250, -20)
    try add([(7, 1)], .greaterThanOrEqual, 750, -20)
    try add([(8, 1)], .equal, 1_000, -8)
    try add([(9, 1)], .equal, 1_000, -8)
    try add([(2, -1), (10, 1)], .equal, 1_000, 16)
    try add([(3, -1), (11, 1)], .equal, 1_000, 16)
    try add([(4, 1), (8, -1)], .equal, 1_000, 0)
    try add([(4, 1), (6, 1), (8, -1), (10, -1)], .lessThanOrEqual, 1_000, 0)
    try add([(5, 1)], .equal, 1_000, 0)
    #expect(solver.value(of: v[6]) == 374)
    // In this order the width's definition names a slack that is basic: an in-place change once
    // shifted the slack's row and not the definition, leaving the width beyond the required cap
    // (1,000 after asking for 300).
    for size in [300.0, 1_753, 120, 2_000, 50, 374] {
      try solver.setConstant(-size, of: hug)
      try solver.setConstant(-size, of: resist)
      #expect(solver.value(of: v[6]) == min(size, 374), "size \(size)")
    }
  }
}
