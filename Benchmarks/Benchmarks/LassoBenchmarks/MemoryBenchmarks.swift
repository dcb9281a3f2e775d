import Benchmark
import Lasso

import Foundation

/// The resident memory of the process, in bytes (from `/proc/self/statm` on Linux; 0 elsewhere).
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The bytes retained per object made by `make`, averaged over `count` objects kept alive: the
/// growth of resident memory, which at this count swamps the allocator's page granularity.
@MainActor
func retainedBytes(count: Int, _ make: () -> AnyObject) -> Int {
  var kept: [AnyObject] = []
  kept.reserveCapacity(count)
  let before = residentBytes()
  for _ in 0..<count { kept.append(make()) }
  let after = residentBytes()
  blackHole(kept)
  return (after - before) / count
}

func memoryBenchmarks() {
  let metric = BenchmarkMetric.custom("bytes retained per object", polarity: .prefersSmaller)
  let cases: [(String, @MainActor () -> AnyObject)] = [
    ("a store", { TenFieldsStore(with: TenFields()) }),
    ("a plain class holding the same state (baseline)", { PlainModel() }),
    (
      "a store with 10 observers",
      {
        let store = TenFieldsStore(with: TenFields())
        for index in 0..<10 {
          store.observeState(observedFields[index % observedFields.count]) { blackHole($0) }
        }
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
      let bytes = await MainActor.run { retainedBytes(count: 50_000, make) }
      benchmark.measurement(metric, bytes)
    }
  }
}
