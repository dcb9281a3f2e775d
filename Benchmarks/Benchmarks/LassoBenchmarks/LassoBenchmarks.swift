import Benchmark
import BenchmarkCases
import Foundation

// Each Lasso benchmark runs beside a plain-Swift baseline doing the same work by hand (the same
// struct mutation, the same equality checks, the same closure calls); `ratios.py` prints each
// result as a ratio to its baseline from the same run. Names are "<case> · lasso" and
// "<case> · baseline" (and, for dispatch, "<case> · by hand": code written for the one state).
// The bodies are in the `BenchmarkCases` library, which `lasso-counts` (the CI gate) runs too.

/// `LASSO_BENCHMARK_SMOKE=1` (gate.py --smoke, in CI): one sample of each benchmark, to show that
/// none crashes; the figures mean nothing then.
let smoke = ProcessInfo.processInfo.environment["LASSO_BENCHMARK_SMOKE"] == "1"
/// The most samples a benchmark takes.
let maxIterations = smoke ? 1 : 1_000

let benchmarks: @Sendable () -> Void = {
  // A sample runs a thousand operations (`scalingFactor`), so that the cost of taking a sample is
  // spread over them; results are reported per operation, in nanoseconds.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: smoke ? 0 : 1,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: maxIterations
  )
  for benchmarkCase in benchmarkCases { register(benchmarkCase) }
  asyncSequenceBenchmarks()
  memoryBenchmarks()
}

/// Registers each variant of a case. The variant makes its work once per run on the main actor
/// (not measured), and prepares each sample's operations (not measured); a sample runs `operationsPerSample` operations in a row on the main actor (one
/// hop to the main actor per sample is measured, shared by the operations).
func register(_ benchmarkCase: BenchmarkCase) {
  let name = benchmarkCase.name
  for variant in benchmarkCase.variants {
    Benchmark(
      "\(name) · \(variant.name)",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics, timeUnits: .nanoseconds,
        warmupIterations: smoke ? 0 : 1,
        scalingFactor: benchmarkCase.operationsPerSample == 1 ? .one : .kilo,
        maxDuration: .seconds(2), maxIterations: maxIterations)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      let work = await variant.make()
      let before = await work.check()
      await MainActor.run { work.prepare(iterations) }
      benchmark.startMeasurement()
      await MainActor.run { work.run(iterations) }
      benchmark.stopMeasurement()
      let after = await work.check()
      blackHole(after)
      precondition(after != before || after == 0, "\(name): no work was done")
    }
  }
}

/// An async sequence of states observed by VSM, against the same sequence iterated by hand.
func asyncSequenceBenchmarks() {
  for variant in ["lasso", "baseline"] {
    Benchmark(
      "VSM: observe an async sequence of 1,000 states, rendered · \(variant)",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics, timeUnits: .nanoseconds,
        warmupIterations: smoke ? 0 : 1, scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: smoke ? 1 : 100)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      benchmark.startMeasurement()
      await observeAsyncSequence(iterations: iterations, useVSM: variant == "lasso")
      benchmark.stopMeasurement()
    }
  }
}
