@_spi(LayoutEngine) import HeadlessUIKit
import Testing

/// Optional constraints replaced or changed under a required cap: the solver answers as a new
/// solver given the same system would.
@MainActor @Suite struct LayoutSolverReplaceTests {
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
}
