@_spi(LayoutEngine) import HeadlessUIKit
import Testing

@Suite("Layout solver: relations, multipliers, and the solution UIKit picks")
struct LayoutSolverBasicsTests {
  @Test func equalitiesAndInequalitiesHold() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.constrain(expr(x), .equal, expr(y, times: 2) + 10)
    try solver.constrain(expr(y), .greaterThanOrEqual, expr(5))
    try solver.constrain(expr(x) + expr(y), .lessThanOrEqual, expr(100))
    #expect(solver.value(of: y) == 5)
    #expect(solver.value(of: x) == 20)
  }

  @Test func aCenterIsTheMiddleOfItsEdges() throws {
    let solver = Solver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let centerX = solver.makeVariable()
    try solver.constrain(expr(centerX), .equal, expr(left) + expr(width, times: 0.5))
    try solver.constrain(expr(centerX), .equal, expr(195))
    try solver.constrain(expr(width), .equal, expr(100))
    #expect(solver.value(of: left) == 145)
  }

  @Test func anUnconstrainedVariableStaysAtZero() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.constrain(expr(y), .equal, expr(x) + 30)
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 30)
  }

  @Test func aLoneUpperBoundGivesZeroAndALoneLowerBoundGivesTheBound() throws {
    let solver = Solver()
    let narrow = solver.makeVariable()
    let wide = solver.makeVariable()
    let negative = solver.makeVariable()
    try solver.constrain(expr(narrow), .lessThanOrEqual, expr(120))
    try solver.constrain(expr(wide), .greaterThanOrEqual, expr(120))
    try solver.constrain(expr(negative), .lessThanOrEqual, expr(-40))
    #expect(solver.value(of: narrow) == 0)
    #expect(solver.value(of: wide) == 120)
    #expect(solver.value(of: negative) == -40)
  }

  /// The bounds as above, on variables that another variable's definition already names (their
  /// inequality's row is expanded before it defines them): the same values, as UIKit gives a
  /// width bounded after a constraint made a position from it.
  @Test func boundsOnVariablesAlreadyNamedGiveTheSameValues() throws {
    let solver = Solver()
    let narrow = solver.makeVariable()
    let wide = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.constrain(expr(right), .equal, expr(narrow, times: 2) + expr(wide) + 10)
    try solver.constrain(expr(narrow), .lessThanOrEqual, expr(50))
    try solver.constrain(expr(wide), .greaterThanOrEqual, expr(120))
    #expect(solver.value(of: narrow) == 0)
    #expect(solver.value(of: wide) == 120)
    #expect(solver.value(of: right) == 130)
  }

  @Test func aViewPulledByAnInequalityRestsAgainstIt() throws {
    let solver = Solver()
    let width = solver.makeVariable()
    try solver.constrain(expr(width), .lessThanOrEqual, expr(80))
    try solver.constrain(expr(width), .equal, expr(200), priority: .low)
    #expect(solver.value(of: width) == 80)
  }

  @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<200 {
      try solver.constrain(expr(x), .equal, expr(0), priority: .init(250))
    }
    try solver.constrain(expr(x), .equal, expr(100), priority: .init(251))
    #expect(solver.value(of: x) == 100)
    // Between the levels, the lower one still decides what the higher one leaves free.
    let y = solver.makeVariable()
    try solver.constrain(expr(y), .lessThanOrEqual, expr(x), priority: .init(999))
    try solver.constrain(expr(y), .equal, expr(500), priority: .init(1))
    #expect(solver.value(of: y) == 100)
  }

  @Test func manyConstraintsOfOnePriorityOnOneVariableCostLittle() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<200 {
      try solver.constrain(expr(x), .equal, expr(0), priority: .init(250))
    }
    try solver.constrain(expr(x), .equal, expr(100), priority: .init(251))
    #expect(solver.value(of: x) == 100)
    // Each of the 200 holds x at 0 in turn. Pivoting x's symbol past each one rewrites every row
    // that holds it (about 30,000 rows in all); swapping each constraint's two errors rewrites
    // only its own row.
    #expect(solver.rowUpdateCount < 1_000)
  }

  @Test func constraintsOfOnePriorityShareTheError() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.constrain(expr(x), .equal, expr(0), priority: .high)
    try solver.constrain(expr(x), .equal, expr(0), priority: .high)
    try solver.constrain(expr(x), .equal, expr(10), priority: .high)
    #expect(solver.value(of: x) == 0)
  }

  @Test func ambiguityIsWhatNoUserConstraintDecides() throws {
    let solver = Solver()
    let free = solver.makeVariable()
    let bounded = solver.makeVariable()
    let preferred = solver.makeVariable()
    let fixed = solver.makeVariable()
    let follower = solver.makeVariable()
    try solver.constrain(expr(bounded), .greaterThanOrEqual, expr(10))
    try solver.constrain(expr(preferred), .equal, expr(20), priority: .low)
    try solver.constrain(expr(fixed), .equal, expr(5))
    try solver.constrain(expr(follower), .equal, expr(fixed) + 3)
    #expect(solver.isAmbiguous(free))
    #expect(solver.isAmbiguous(bounded))
    #expect(!solver.isAmbiguous(preferred))
    #expect(!solver.isAmbiguous(fixed))
    #expect(!solver.isAmbiguous(follower))
    try solver.constrain(expr(bounded), .lessThanOrEqual, expr(10))
    #expect(!solver.isAmbiguous(bounded))
  }

  /// The engine reserves room before describing a tree (`reserve(symbols:constraints:)`), from
  /// an estimate: too little, too much or none, the solver finds the same solution and a change
  /// after it is solved the same way.
  @Test func roomReservedUpFrontChangesNoSolution() throws {
    func solvedChain(reserving room: (symbols: Int, constraints: Int)?) throws -> [Double] {
      let solver = Solver()
      if let room { solver.reserve(symbols: room.symbols, constraints: room.constraints) }
      let chain = try ViewChain(count: 200, in: solver)
      let last = try #require(chain.lefts.last)
      try solver.constrain(expr(last), .lessThanOrEqual, expr(5_000), priority: .high)
      return solver.values(of: chain.lefts + chain.widths)
    }
    let unreserved = try solvedChain(reserving: nil)
    // The cap holds (the last view's left edge is the 200th value), the widths giving way.
    #expect(abs(unreserved[199] - 5_000) < 1e-9)
    #expect(try solvedChain(reserving: (symbols: 5, constraints: 2)) == unreserved)
    #expect(try solvedChain(reserving: (symbols: 20_000, constraints: 10_000)) == unreserved)
  }
}
