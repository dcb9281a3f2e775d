import Benchmark
import Lasso

/// Keeps the objects a memory benchmark makes alive until its measurement is over.
@MainActor
final class Keeper {
  var objects: [AnyObject] = []
}

func memoryBenchmarks() {
  let cases: [(String, @MainActor () -> AnyObject)] = [
    ("a store", { TenFieldsStore(with: TenFields()) }),
    ("a plain class holding the same state (baseline)", { PlainTenFields() }),
    (
      "a store with 10 observers",
      {
        let store = TenFieldsStore(with: TenFields())
        for index in 0..<10 { store.observeState(observedFields[index % 9]) { blackHole($0) } }
        return store
      }
    ),
    (
      "a store with 100 observers",
      {
        let store = TenFieldsStore(with: TenFields())
        for index in 0..<100 { store.observeState(observedFields[index % 9]) { blackHole($0) } }
        return store
      }
    ),
    ("a screen (store, view store, controller)", { CounterScreenModule.createScreen().controller }),
    ("a plain controller and model (baseline)", { PlainViewController(PlainModel()) }),
  ]
  for (name, make) in cases {
    // Bytes allocated and not freed while each object is made and kept: what it retains.
    Benchmark(
      "memory: \(name)",
      configuration: .init(
        metrics: [.memoryLeakedBytes, .mallocCountTotal], scalingFactor: .kilo, maxIterations: 20)
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
