@_spi(LayoutEngine) import HeadlessUIKit
import Testing

@Suite("Layout solver: the systems UIKit builds")
struct LayoutSolverUIKitSystemsTests {
  @Test func aChainOfViewsTakesItsPreferredWidths() throws {
    let solver = Solver()
    let chain = try ViewChain(count: 1_000, in: solver)
    for index in [0, 1, 500, 999] {
      #expect(solver.value(of: chain.lefts[index]) == Double(index) * 28)
      #expect(solver.value(of: chain.widths[index]) == 20)
      #expect(!solver.isAmbiguous(chain.lefts[index]))
    }
    #expect(solver.values(of: [chain.lefts[2], chain.widths[2], chain.lefts[3]]) == [56, 20, 84])
  }

  /// Rows of equal-width cells and columns of equal-height cells filling a container.
  struct Grid {
    var lefts: [[LayoutSolver.Variable]] = []
    var tops: [[LayoutSolver.Variable]] = []
    var widths: [[LayoutSolver.Variable]] = []
    var heights: [[LayoutSolver.Variable]] = []
    let containerWidth: LayoutSolver.Variable
    let containerHeight: LayoutSolver.Variable

    init(rows: Int, columns: Int, in solver: LayoutSolver) throws {
      containerWidth = solver.makeVariable()
      containerHeight = solver.makeVariable()
      solver.addEditVariable(containerWidth, priority: .init(999))
      solver.addEditVariable(containerHeight, priority: .init(999))
      solver.suggestValue(390, for: containerWidth)
      solver.suggestValue(844, for: containerHeight)
      for row in 0..<rows {
        lefts.append((0..<columns).map { _ in solver.makeVariable() })
        tops.append((0..<columns).map { _ in solver.makeVariable() })
        widths.append((0..<columns).map { _ in solver.makeVariable() })
        heights.append((0..<columns).map { _ in solver.makeVariable() })
        for column in 0..<columns {
          let left = expr(lefts[row][column])
          let top = expr(tops[row][column])
          if column == 0 {
            try solver.constrain(left, .equal, expr(0))
          } else {
            try solver.constrain(
              left, .equal, expr(lefts[row][column - 1]) + expr(widths[row][column - 1]))
            try solver.constrain(expr(widths[row][column]), .equal, expr(widths[row][0]))
          }
          if row == 0 {
            try solver.constrain(top, .equal, expr(0))
          } else {
            try solver.constrain(
              top, .equal, expr(tops[row - 1][column]) + expr(heights[row - 1][column]))
            try solver.constrain(expr(heights[row][column]), .equal, expr(heights[0][column]))
          }
          if column == columns - 1 {
            try solver.constrain(left + expr(widths[row][column]), .equal, expr(containerWidth))
          }
          if row == rows - 1 {
            try solver.constrain(top + expr(heights[row][column]), .equal, expr(containerHeight))
          }
        }
      }
    }
  }

  @Test func aGridFillsItsContainerAndFollowsItsWidth() throws {
    let solver = Solver()
    let grid = try Grid(rows: 10, columns: 10, in: solver)
    #expect(abs(solver.value(of: grid.widths[3][7]) - 39) < 1e-9)
    #expect(abs(solver.value(of: grid.lefts[3][7]) - 273) < 1e-9)
    #expect(abs(solver.value(of: grid.heights[9][2]) - 84.4) < 1e-9)
    #expect(abs(solver.value(of: grid.tops[9][2]) - 759.6) < 1e-9)
    solver.suggestValue(844, for: grid.containerWidth)
    #expect(abs(solver.value(of: grid.widths[3][7]) - 84.4) < 1e-9)
    #expect(abs(solver.value(of: grid.lefts[5][9]) - 759.6) < 1e-9)
    #expect(!solver.isAmbiguous(grid.lefts[5][9]))
  }
}
