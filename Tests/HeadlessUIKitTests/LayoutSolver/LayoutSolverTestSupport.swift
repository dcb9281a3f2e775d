@_spi(LayoutEngine) import HeadlessUIKit

typealias Solver = LayoutSolver
typealias Expr = LayoutSolver.Expression

/// `variable` as an expression, for building test constraints briefly.
func expr(_ variable: LayoutSolver.Variable, times coefficient: Double = 1) -> Expr {
  Expr([(variable, coefficient)])
}

/// A constant as an expression.
func expr(_ constant: Double) -> Expr {
  Expr(constant: constant)
}

extension LayoutSolver {
  /// Adds `lhs relation rhs`, failing the test on an unexpected conflict.
  @discardableResult
  func constrain(
    _ lhs: Expr, _ relation: Relation, _ rhs: Expr, priority: Priority = .required
  ) throws(LayoutSolverError) -> ConstraintID {
    try add(Constraint(lhs, relation, rhs, priority: priority))
  }
}

/// A row of views placed one after the other, 8 points apart, each at least 10 wide and
/// preferring 20 (weakly): the chain UIKit builds for a horizontal run of views.
struct ViewChain {
  var lefts: [LayoutSolver.Variable] = []
  var widths: [LayoutSolver.Variable] = []
  var firstLeft: LayoutSolver.ConstraintID?

  init(count: Int, in solver: LayoutSolver) throws {
    for index in 0..<count {
      let left = solver.makeVariable()
      let width = solver.makeVariable()
      try solver.constrain(expr(width), .greaterThanOrEqual, expr(10))
      try solver.constrain(expr(width), .equal, expr(20), priority: .low)
      if index == 0 {
        firstLeft = try solver.constrain(expr(left), .equal, expr(0))
      } else {
        try solver.constrain(
          expr(left), .equal, expr(lefts[index - 1]) + expr(widths[index - 1]) + 8)
      }
      lefts.append(left)
      widths.append(width)
    }
  }
}
