import Benchmark
import BenchmarkCases

/// Keeps the objects a memory benchmark makes alive until its measurement is over.
@MainActor
final class Keeper {
  var objects: [AnyObject] = []
}

func memoryBenchmarks() {
  for (name, make) in memoryCases {
    // Bytes allocated and not freed while each object is made and kept: what it retains.
    Benchmark(
      "memory: \(name)",
      configuration: .init(
        metrics: [.memoryLeakedBytes, .mallocCountTotal], warmupIterations: smoke ? 0 : 1,
        scalingFactor: .kilo, maxIterations: smoke ? 1 : 20)
    ) { benchmark async in
      let iterations = benchmark.scaledIterations
      let keeper = await Keeper()
      await MainActor.run { keeper.objects.reserveCapacity(iterations.count) }
      benchmark.startMeasurement()
      await MainActor.run {
        for _ in iterations { keeper.objects.append(make()) }
      }
      benchmark.stopMeasurement()
      await MainActor.run { keeper.objects.removeAll() }
    }
  }
}
