import Lasso

/// The objects whose retained memory package-benchmark measures (`memory: <name>`): each makes one
/// object, which the benchmark keeps until its measurement is over.
public let memoryCases: [(name: String, make: @MainActor @Sendable () -> AnyObject)] = [
  ("a store", { TenFieldsStore(with: TenFields()) }),
  ("a plain class holding the same state (baseline)", { PlainTenFields() }),
  (
    "a store with 10 observers",
    {
      let store = TenFieldsStore(with: TenFields())
      for index in 0..<10 { store.observeState(observedFields[index % 9]) { keep($0) } }
      return store
    }
  ),
  (
    "a store with 100 observers",
    {
      let store = TenFieldsStore(with: TenFields())
      for index in 0..<100 { store.observeState(observedFields[index % 9]) { keep($0) } }
      return store
    }
  ),
  ("a screen (store, view store, controller)", { CounterScreenModule.createScreen().controller }),
  ("a plain controller and model (baseline)", { PlainViewController(PlainModel()) }),
]
