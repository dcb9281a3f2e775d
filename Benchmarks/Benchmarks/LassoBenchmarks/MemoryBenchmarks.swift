import Benchmark
import Lasso

import CMallocStats

/// Bytes in use by the allocator now (glibc; 0 elsewhere).
func bytesInUse() -> Int {
  Int(lasso_malloc_bytes_in_use())
}

/// Reports the bytes retained per object by `make`, averaged over 1,000 objects kept alive.
@MainActor
func retainedBytes(_ make: () -> AnyObject) -> Int {
  let count = 1_000
  var kept: [AnyObject] = []
  kept.reserveCapacity(count)
  let before = bytesInUse()
  for _ in 0..<count { kept.append(make()) }
  let after = bytesInUse()
  blackHole(kept)
  return (after - before) / count
}

func memoryBenchmarks() {
  let metric = BenchmarkMetric.custom("bytes retained per object", polarity: .prefersSmaller)
  let cases: [(String, @MainActor () -> AnyObject)] = [
    ("a store", { TenFieldsStore(with: TenFields()) }),
    ("a plain class holding the same state (baseline)", { PlainModel() }),
    (
      "an observer (a store with 10)",
      {
        let store = TenFieldsStore(with: TenFields())
        for index in 0..<10 { store.observeState(observedFields[index]) { blackHole($0) } }
        return store
      }
    ),
    ("a screen (store, view store, controller)", { CounterScreenModule.createScreen().controller }),
    ("a plain controller and model (baseline)", { PlainViewController(PlainModel()) }),
  ]
  for (name, make) in cases {
    Benchmark(
      "memory: \(name)",
      configuration: .init(metrics: [metric], maxIterations: 1)
    ) { benchmark async in
      let bytes = await MainActor.run { retainedBytes(make) }
      benchmark.measurement(metric, bytes)
    }
  }
}
