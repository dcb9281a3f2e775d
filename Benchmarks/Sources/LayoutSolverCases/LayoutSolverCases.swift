@_spi(LayoutEngine) import HeadlessUIKit

// The layout systems timed beside kiwi (`Tools/Kiwi/kiwi-driver.cpp` builds the same ones, in
// the same order): a chain of views and a grid of cells, built and solved, and re-solved after
// one value changes. Each returns a solved value, which `layout_ratios.py` compares with kiwi's.

/// A chain of `count` views: `left[i] == left[i-1] + width[i-1] + 8`, `width >= 10`, a weak
/// `width == 20`, and `left[0] == 0` (or, with `editFirst`, `left[0]` an edit variable).
public struct LayoutChain {
  let solver = LayoutSolver()
  private(set) var lefts: [LayoutSolver.Variable] = []
  private(set) var widths: [LayoutSolver.Variable] = []
  /// Every variable, the lefts first.
  private var all: [LayoutSolver.Variable] = []

  /// Builds and solves the chain.
  public init(count: Int, editFirst: Bool = false) {
    lefts.reserveCapacity(count)
    widths.reserveCapacity(count)
    for index in 0..<count {
      let left = solver.makeVariable()
      let width = solver.makeVariable()
      add(.init(.init(width), .greaterThanOrEqual, .init(constant: 10)))
      add(.init(.init(width), .equal, .init(constant: 20), priority: .low))
      if index == 0 {
        if editFirst {
          solver.addEditVariable(left, priority: .init(999))
          solver.suggestValue(0, for: left)
        } else {
          add(.init(.init(left), .equal, .init(constant: 0)))
        }
      } else {
        add(.init(.init(left), .equal, .init(lefts[index - 1]) + .init(widths[index - 1]) + 8))
      }
      lefts.append(left)
      widths.append(width)
    }
    all = lefts + widths
  }

  private func add(_ constraint: LayoutSolver.Constraint) {
    do { try solver.add(constraint) } catch { fatalError("the chain conflicts: \(error)") }
  }

  /// Moves the first view (an edit variable) and reads every view's frame, as a layout pass
  /// does; returns the last view's left.
  public func move(firstTo value: Double) -> Double {
    solver.suggestValue(value, for: lefts[0])
    return readAll()
  }

  /// Reads every variable, as a layout pass reads every frame; returns the last view's left.
  public func readAll() -> Double {
    let values = solver.values(of: all)
    return values.contains(where: \.isNaN) ? .nan : values[lefts.count - 1]
  }
}

/// A `side × side` grid of cells filling a container (an edit variable, 390 × 844): each row's
/// cells of equal widths side by side, each column's of equal heights one under the other.
public struct LayoutGrid {
  let solver = LayoutSolver()
  let containerWidth: LayoutSolver.Variable
  let containerHeight: LayoutSolver.Variable
  private(set) var lefts: [LayoutSolver.Variable] = []
  private(set) var tops: [LayoutSolver.Variable] = []
  private(set) var widths: [LayoutSolver.Variable] = []
  private(set) var heights: [LayoutSolver.Variable] = []
  /// Every variable, the lefts first.
  private var all: [LayoutSolver.Variable] = []

  /// Builds and solves the grid.
  public init(side: Int) {
    containerWidth = solver.makeVariable()
    containerHeight = solver.makeVariable()
    solver.addEditVariable(containerWidth, priority: .init(999))
    solver.addEditVariable(containerHeight, priority: .init(999))
    solver.suggestValue(390, for: containerWidth)
    solver.suggestValue(844, for: containerHeight)
    let count = side * side
    lefts = (0..<count).map { _ in solver.makeVariable() }
    tops = (0..<count).map { _ in solver.makeVariable() }
    widths = (0..<count).map { _ in solver.makeVariable() }
    heights = (0..<count).map { _ in solver.makeVariable() }
    typealias E = LayoutSolver.Expression
    for row in 0..<side {
      for column in 0..<side {
        let cell = row * side + column
        if column == 0 {
          add(.init(E(lefts[cell]), .equal, E(constant: 0)))
        } else {
          add(.init(E(lefts[cell]), .equal, E(lefts[cell - 1]) + E(widths[cell - 1])))
          add(.init(E(widths[cell]), .equal, E(widths[row * side])))
        }
        if row == 0 {
          add(.init(E(tops[cell]), .equal, E(constant: 0)))
        } else {
          add(.init(E(tops[cell]), .equal, E(tops[cell - side]) + E(heights[cell - side])))
          add(.init(E(heights[cell]), .equal, E(heights[column])))
        }
        if column == side - 1 {
          add(.init(E(lefts[cell]) + E(widths[cell]), .equal, E(containerWidth)))
        }
        if row == side - 1 {
          add(.init(E(tops[cell]) + E(heights[cell]), .equal, E(containerHeight)))
        }
      }
    }
    all = lefts + tops + widths + heights
  }

  private func add(_ constraint: LayoutSolver.Constraint) {
    do { try solver.add(constraint) } catch { fatalError("the grid conflicts: \(error)") }
  }

  /// Changes the container's width and reads every cell's frame; returns the last cell's left.
  public func resize(width: Double) -> Double {
    solver.suggestValue(width, for: containerWidth)
    return readAll()
  }

  /// Reads every variable, as a layout pass reads every frame; returns the last cell's left.
  public func readAll() -> Double {
    let values = solver.values(of: all)
    return values.contains(where: \.isNaN) ? .nan : values[lefts.count - 1]
  }
}

/// `count` constraints of one priority on one variable (`x == 0`, priority 250), then one above
/// them (`x == 100`, priority 251): each of the many holds `x` at 0 until the one above moves it.
public struct ManyOfOnePriority {
  let solver = LayoutSolver()
  let x: LayoutSolver.Variable

  /// Builds and solves the system.
  public init(count: Int) {
    x = solver.makeVariable()
    typealias E = LayoutSolver.Expression
    do {
      for _ in 0..<count { try solver.add(.init(E(x), .equal, E(constant: 0), priority: .low)) }
      try solver.add(.init(E(x), .equal, E(constant: 100), priority: .init(251)))
    } catch {
      fatalError("optional constraints cannot conflict: \(error)")
    }
  }

  /// The solved value of `x` (100).
  public var value: Double { solver.value(of: x) }
}
