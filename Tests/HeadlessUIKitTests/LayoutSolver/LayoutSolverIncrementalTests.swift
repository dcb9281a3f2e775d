@_spi(LayoutEngine) import HeadlessUIKit
import Testing

@Suite("Layout solver: incremental changes and conflicts")
struct LayoutSolverIncrementalTests {
  @Test func removingAConstraintReleasesWhatItHeld() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let weak = try solver.constrain(expr(x), .equal, expr(10), priority: .low)
    let strong = try solver.constrain(expr(x), .equal, expr(20), priority: .high)
    #expect(solver.value(of: x) == 20)
    solver.remove(strong)
    #expect(solver.value(of: x) == 10)
    solver.remove(weak)
    #expect(solver.value(of: x) == 0)
    solver.remove(weak)  // a second removal does nothing
    #expect(solver.value(of: x) == 0)
  }

  @Test func removingAndAddingAgainGivesTheSameSolution() throws {
    let solver = Solver()
    let chain = try ViewChain(count: 20, in: solver)
    let last = chain.lefts[19]
    #expect(solver.value(of: last) == 19 * 28)
    let extra = try solver.constrain(expr(chain.widths[3]), .equal, expr(50), priority: .high)
    #expect(solver.value(of: last) == 19 * 28 + 30)
    solver.remove(extra)
    #expect(solver.value(of: last) == 19 * 28)
    let required = try solver.constrain(expr(chain.widths[3]), .lessThanOrEqual, expr(12))
    #expect(solver.value(of: last) == 19 * 28 - 8)
    solver.remove(required)
    #expect(solver.value(of: last) == 19 * 28)
  }

  @Test func removingAVariablesDefiningConstraintFreesIt() throws {
    let solver = Solver()
    let width = solver.makeVariable()
    let floor = try solver.constrain(expr(width), .greaterThanOrEqual, expr(10))
    #expect(solver.value(of: width) == 10)
    solver.remove(floor)
    #expect(solver.value(of: width) == 0)
    let preferred = try solver.constrain(expr(width), .equal, expr(20), priority: .low)
    let cap = try solver.constrain(expr(width), .lessThanOrEqual, expr(15))
    #expect(solver.value(of: width) == 15)
    solver.remove(cap)
    #expect(solver.value(of: width) == 20)
    solver.remove(preferred)
    #expect(solver.value(of: width) == 0)
  }

  @Test func removingACapThatHeldAVariableFreesIt() throws {
    // `width <= 50` alone leaves the width at 0 with the cap's slack basic; removing the cap must
    // not leave the width reading that slack as if it were still there.
    let solver = Solver()
    let width = solver.makeVariable()
    let cap = try solver.constrain(expr(width), .lessThanOrEqual, expr(50))
    #expect(solver.value(of: width) == 0)
    solver.remove(cap)
    #expect(solver.value(of: width) == 0)
    try solver.constrain(expr(width), .greaterThanOrEqual, expr(10))
    #expect(solver.value(of: width) == 10)
  }

  @Test func removingEveryConstraintLeavesNothingBehind() throws {
    let solver = Solver()
    let width = solver.makeVariable()
    let other = solver.makeVariable()
    for round in 0..<50 {
      // Inequalities that define the width add the solver's own pull towards 0: it goes with
      // the last constraint that names the width, not with the one that made it.
      let floor = try solver.constrain(expr(width), .greaterThanOrEqual, expr(10))
      let cap = try solver.constrain(expr(width), .lessThanOrEqual, expr(50))
      let link = try solver.constrain(expr(other), .equal, expr(width) + 5)
      #expect(solver.value(of: other) == 15)
      if round.isMultiple(of: 2) {
        solver.remove(floor)
        #expect(solver.value(of: width) == 0)  // a lone `width <= 50` gives 0, as in UIKit
        solver.remove(cap)
      } else {
        solver.remove(cap)
        #expect(solver.value(of: width) == 10)
        solver.remove(floor)
      }
      solver.remove(link)
      #expect(solver.constraintCount == 0)
      #expect(solver.value(of: width) == 0)
      #expect(solver.value(of: other) == 0)
    }
  }

  @Test func removingALinkOfAChainLetsItsViewGoToZero() throws {
    let solver = Solver()
    let chain = try ViewChain(count: 5, in: solver)
    let link = try solver.constrain(expr(chain.lefts[2]), .greaterThanOrEqual, expr(100))
    #expect(solver.value(of: chain.lefts[4]) == 100 + 2 * 28)
    solver.remove(link)
    #expect(solver.value(of: chain.lefts[4]) == 4 * 28)
  }

  @Test func aConstantChangesInPlace() throws {
    let solver = Solver()
    let chain = try ViewChain(count: 100, in: solver)
    let pivots = solver.pivotCount
    try solver.setConstant(-40, of: try #require(chain.firstLeft))  // left[0] - 40 == 0
    #expect(solver.value(of: chain.lefts[0]) == 40)
    #expect(solver.value(of: chain.lefts[99]) == 40 + 99 * 28)
    #expect(solver.constant(of: try #require(chain.firstLeft)) == -40)
    // Moving a required equality's constant moves the basis's constants, not the basis.
    #expect(solver.pivotCount == pivots)
  }

  @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
    let solver = Solver()
    let width = solver.makeVariable()
    let half = solver.makeVariable()
    try solver.constrain(expr(width), .lessThanOrEqual, expr(300))
    try solver.constrain(expr(half), .equal, expr(width, times: 0.5))
    solver.addEditVariable(width, priority: .init(999))
    solver.suggestValue(120, for: width)
    #expect(solver.value(of: half) == 60)
    solver.suggestValue(500, for: width)
    #expect(solver.value(of: width) == 300)
    solver.suggestValue(200, for: width)
    #expect(solver.value(of: half) == 100)
    solver.removeEditVariable(width)
    #expect(solver.value(of: width) == 0)
  }

  @Test func aConflictingEqualityIsRefusedWithTheConstraintsItConflictsWith() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let first = try solver.constrain(expr(x), .equal, expr(10))
    let second = try solver.constrain(expr(y), .equal, expr(x) + 5)
    let unrelated = try solver.constrain(expr(solver.makeVariable()), .equal, expr(3))
    #expect {
      try solver.constrain(expr(y), .equal, expr(40))
    } throws: { error in
      guard case .unsatisfiable(let conflicting) = error as? LayoutSolverError else { return false }
      return Set(conflicting.dropFirst()) == [first, second] && !conflicting.contains(unrelated)
    }
    // Refused: the solver is as it was, and still takes constraints.
    #expect(solver.value(of: y) == 15)
    try solver.constrain(expr(y), .lessThanOrEqual, expr(40))
    #expect(solver.value(of: y) == 15)
  }

  @Test func aConflictingInequalityIsRefused() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let floor = try solver.constrain(expr(x), .greaterThanOrEqual, expr(20))
    try solver.constrain(expr(x), .equal, expr(100), priority: .low)
    #expect(throws: LayoutSolverError.self) {
      try solver.constrain(expr(x), .lessThanOrEqual, expr(10))
    }
    do {
      try solver.constrain(expr(x), .lessThanOrEqual, expr(10))
    } catch .unsatisfiable(let conflicting) {
      #expect(conflicting.dropFirst().contains(floor))
    }
    #expect(solver.value(of: x) == 100)
  }

  @Test func aConstantThatBreaksARequiredConstraintIsRefused() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.constrain(expr(x), .greaterThanOrEqual, expr(20))
    let cap = try solver.constrain(expr(x), .lessThanOrEqual, expr(50))
    try solver.constrain(expr(x), .equal, expr(100), priority: .low)
    #expect(solver.value(of: x) == 50)
    #expect(throws: LayoutSolverError.self) {
      try solver.setConstant(-10, of: cap)  // x - 10 <= 0
    }
    #expect(solver.value(of: x) == 50)
    #expect(solver.constant(of: cap) == -50)
    try solver.setConstant(-30, of: cap)
    #expect(solver.value(of: x) == 30)
  }

  @Test func aChainTooLongForItsContainerConflicts() throws {
    let solver = Solver()
    let chain = try ViewChain(count: 10, in: solver)
    // 10 views of at least 10 points, 8 apart, need 172 points.
    #expect(throws: LayoutSolverError.self) {
      try solver.constrain(
        expr(chain.lefts[9]) + expr(chain.widths[9]), .lessThanOrEqual, expr(100))
    }
    try solver.constrain(expr(chain.lefts[9]) + expr(chain.widths[9]), .lessThanOrEqual, expr(200))
    #expect(solver.value(of: chain.lefts[9]) + solver.value(of: chain.widths[9]) == 200)
    for width in chain.widths { #expect(solver.value(of: width) >= 10 - 1e-9) }
  }
}
