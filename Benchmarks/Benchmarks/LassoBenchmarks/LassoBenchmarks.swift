import Benchmark
import Lasso

// Each Lasso benchmark runs beside a plain-Swift baseline doing the same work by hand (the same
// struct mutation, the same equality checks, the same closure calls); `ratios.py` prints each
// result as a ratio to its baseline from the same run. Names are "<case> · lasso" and
// "<case> · baseline".

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  storeBenchmarks()
  screenAndFlowBenchmarks()
  vsmBenchmarks()
  memoryBenchmarks()
}

/// Registers a Lasso benchmark and its baseline; `lasso` and `baseline` each return the work
/// for one iteration, made once per run on the main actor (setup is not measured; one hop to the
/// main actor per sample of a thousand iterations is).
func pair(
  _ name: String,
  lasso: @escaping @MainActor @Sendable () -> @MainActor () -> Void,
  baseline: @escaping @MainActor @Sendable () -> @MainActor () -> Void
) {
  for (variant, make) in [("lasso", lasso), ("baseline", baseline)] {
    Benchmark("\(name) · \(variant)") { benchmark async in
      let iterations = benchmark.scaledIterations
      let iteration = await make()
      benchmark.startMeasurement()
      await MainActor.run {
        for _ in iterations { iteration() }
      }
      benchmark.stopMeasurement()
    }
  }
}
