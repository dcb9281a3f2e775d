import LayoutSolverCases

// The layout solver's systems (`LayoutSolverCases`: a chain of views, a grid of cells), for the
// gate only: `lasso-counts` runs them and `gate.py` counts their instructions, which do not move
// with the machine's load as the times `layout_ratios.py` prints beside kiwi's do. A case at
// 1,000 and at 10,000 views lets the gate hold the growth too (`GROWTH` in gate.py). They are not
// in `benchmarkCases`: `LayoutSolverBenchmarks` times them for package-benchmark.

/// A layout system kept between operations: main-actor isolated, so the work's closures may hold it.
@MainActor final class LayoutHolder<System> {
  let system: System

  init(_ system: System) {
    self.system = system
  }
}

/// Builds, solves and reads a chain of `count` views per operation.
@MainActor func chainBuildWork(count: Int) -> Work {
  var built = 0
  return Work(
    run: { iterations in
      for _ in iterations {
        keep(LayoutChain(count: count).readAll())
        built += 1
      }
    }, check: { built })
}

/// Moves the first of `count` chained views by 10 points and back, re-solves and reads every view.
@MainActor func chainResolveWork(count: Int) -> Work {
  let chain = LayoutHolder(LayoutChain(count: count, editFirst: true))
  var moves = 0
  return Work(
    run: { iterations in
      for iteration in iterations {
        keep(chain.system.move(firstTo: iteration.isMultiple(of: 2) ? 10 : 0))
        moves += 1
      }
    }, check: { moves })
}

/// Builds, solves and reads a `side × side` grid per operation.
@MainActor func gridBuildWork(side: Int) -> Work {
  var built = 0
  return Work(
    run: { iterations in
      for _ in iterations {
        keep(LayoutGrid(side: side).readAll())
        built += 1
      }
    }, check: { built })
}

/// Widens a `side × side` grid's container by 10 points and back, re-solves and reads every cell.
@MainActor func gridResolveWork(side: Int) -> Work {
  let grid = LayoutHolder(LayoutGrid(side: side))
  var resizes = 0
  return Work(
    run: { iterations in
      for iteration in iterations {
        keep(grid.system.resize(width: iteration.isMultiple(of: 2) ? 400 : 390))
        resizes += 1
      }
    }, check: { resizes })
}

/// Adds 200 constraints of one priority on one variable, then one above them, per operation.
@MainActor func samePriorityWork() -> Work {
  var built = 0
  return Work(
    run: { iterations in
      for _ in iterations {
        keep(ManyOfOnePriority(count: 200).value)
        built += 1
      }
    }, check: { built })
}

/// The layout solver's cases the gate counts (Lasso's variant only: kiwi's side is timed by
/// `layout_ratios.py`).
public let layoutSolverCases: [BenchmarkCase] =
  [1_000, 10_000].flatMap { count in
    [
      BenchmarkCase(
        "layout: add and solve a chain of \(count) views", gateKey: "layout-chain-\(count)",
        operationsPerSample: 1, lasso: { chainBuildWork(count: count) }),
      BenchmarkCase(
        "layout: move the first of \(count) chained views and re-solve",
        gateKey: "layout-chain-resolve-\(count)", operationsPerSample: 1,
        lasso: { chainResolveWork(count: count) }),
    ]
  } + [
    BenchmarkCase(
      "layout: add and solve a 30x30 grid", gateKey: "layout-grid-30", operationsPerSample: 1,
      lasso: { gridBuildWork(side: 30) }),
    BenchmarkCase(
      "layout: resize a 30x30 grid's container and re-solve", gateKey: "layout-grid-resolve-30",
      operationsPerSample: 1, lasso: { gridResolveWork(side: 30) }),
    BenchmarkCase(
      "layout: 200 constraints of one priority on one variable",
      gateKey: "layout-same-priority-200", operationsPerSample: 1, lasso: { samePriorityWork() }),
  ]
