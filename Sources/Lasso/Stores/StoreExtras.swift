/// What a store makes on first use: its output observers (`OutputObservers.swift`), its tasks
/// (`StoreTasks.swift`) and its batched updates.
///
/// One object, made by the first `observeOutput`, `task {}` or `batchUpdate`: a store that uses
/// none of them is created in one allocation and released without clearing three fields (each a
/// call into the runtime; Benchmarks/README.md counts a screen's cost).
@MainActor @usableFromInline
final class StoreExtras<State, Output> {
  // MARK: Outputs

  /// The output observers, in the order they were added.
  var outputHandlers: [(Output) -> Void] = []
  /// Outputs emitted while another was being delivered, oldest first.
  var queuedOutputs: [Output] = []
  var isDeliveringOutput = false

  // MARK: Tasks

  /// The store's unfinished tasks, by number; cancelled on deinit.
  var tasks: [UInt64: Task<Void, Never>] = [:]
  var nextTaskID: UInt64 = 0

  // MARK: Batched updates

  /// Changes queued by `batchUpdate`, applied by the next `update`. Unchecked exclusivity: every
  /// access is an instantaneous read, append or removal.
  @usableFromInline @exclusivity(unchecked) var batchedUpdates: [(inout State) -> Void] = []

  init() {}

  deinit {
    for task in tasks.values { task.cancel() }
  }
}
