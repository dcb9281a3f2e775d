import Benchmark
import Foundation
import LayoutSolverCases

// The layout solver on UIKit's shapes, at 100, 1,000 and 10,000 views: package-benchmark's own
// tables. `layout_ratios.py` times the same systems beside kiwi's C++ core and prints the ratios.

/// `LASSO_BENCHMARK_SMOKE=1` (gate.py --smoke, in CI): one sample of the small sizes only.
let smoke = ProcessInfo.processInfo.environment["LASSO_BENCHMARK_SMOKE"] == "1"
let sizes = smoke ? [100] : [100, 1_000, 10_000]

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds,
    warmupIterations: smoke ? 0 : 1, maxDuration: .seconds(smoke ? 1 : 5),
    maxIterations: smoke ? 1 : 100)
  for count in sizes {
    Benchmark("layout: add and solve a chain of \(count) views", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(LayoutChain(count: count).readAll()) }
    }
    Benchmark(
      "layout: move the first of \(count) chained views and re-solve",
      configuration: configuration
    ) { benchmark in
      let chain = LayoutChain(count: count, editFirst: true)
      var offset = 0.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        offset = offset == 0 ? 10 : 0
        blackHole(chain.move(firstTo: offset))
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark(
    "table: 1,000 self-sizing cells scrolled end to end", configuration: configuration
  ) { benchmark async in
    // On the main actor: package-benchmark may run a benchmark on another thread.
    for _ in benchmark.scaledIterations {
      blackHole(await MainActor.run { scrollSelfSizingTable(rows: 1_000) })
    }
  }
  Benchmark(
    "table baseline: 1,000 texts measured by hand", configuration: configuration
  ) { benchmark async in
    for _ in benchmark.scaledIterations {
      blackHole(await MainActor.run { measureSelfSizingTexts(rows: 1_000) })
    }
  }
  for side in smoke ? [10] : [10, 30] {
    Benchmark("layout: add and solve a \(side)x\(side) grid", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(LayoutGrid(side: side).readAll()) }
    }
    Benchmark(
      "layout: resize a \(side)x\(side) grid's container and re-solve",
      configuration: configuration
    ) { benchmark in
      let grid = LayoutGrid(side: side)
      var width = 390.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        width = width == 390 ? 400 : 390
        blackHole(grid.resize(width: width))
      }
      benchmark.stopMeasurement()
    }
  }
}
