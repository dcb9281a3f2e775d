import Benchmark
import Lasso

// Each Lasso benchmark runs beside a plain-Swift baseline doing the same work by hand (the same
// struct mutation, the same equality checks, the same closure calls); `ratios.py` prints each
// result as a ratio to its baseline from the same run. Names are "<case> · lasso" and
// "<case> · baseline" (and, for dispatch, "<case> · by hand": code written for the one state).

let benchmarks: @Sendable () -> Void = {
  // A sample runs a thousand operations (`scalingFactor`), so that the cost of taking a sample is
  // spread over them; results are reported per operation, in nanoseconds.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  storeBenchmarks()
  screenAndFlowBenchmarks()
  vsmBenchmarks()
  memoryBenchmarks()
}

/// The work of a sample, and a reading of the state it changes: read before and after each sample,
/// so that the work cannot be optimized away and is seen to have happened. `run` does one
/// operation for each of `iterations`, in a loop of its own: calling a main-actor closure per
/// operation would add a check of the executor (about 25 ns here) to each one.
struct Work: Sendable {
  var run: @MainActor @Sendable (_ iterations: Range<Int>) -> Void
  var check: @MainActor @Sendable () -> Int = { 0 }
}

/// Registers a Lasso benchmark and its baselines. Each closure makes the work, once per run on the
/// main actor (not measured); a sample runs `scalingFactor` operations in a row on the main actor
/// (one hop to the main actor per sample is measured, shared by the operations).
func pair(
  _ name: String,
  scalingFactor: BenchmarkScalingFactor = .kilo,
  lasso: @escaping @MainActor @Sendable () -> Work,
  baseline: @escaping @MainActor @Sendable () -> Work,
  byHand: (@MainActor @Sendable () -> Work)? = nil
) {
  var variants = [("lasso", lasso), ("baseline", baseline)]
  if let byHand { variants.append(("by hand", byHand)) }
  for (variant, make) in variants {
    Benchmark(
      "\(name) · \(variant)",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics, timeUnits: .nanoseconds,
        scalingFactor: scalingFactor, maxDuration: .seconds(2), maxIterations: 1_000)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      let work = await make()
      let before = await work.check()
      benchmark.startMeasurement()
      await MainActor.run { work.run(iterations) }
      benchmark.stopMeasurement()
      let after = await work.check()
      blackHole(after)
      precondition(after != before || after == 0, "\(name): no work was done")
    }
  }
}
