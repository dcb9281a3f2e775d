/// The asynchronous work a store started, kept in its ``StoreExtras``, which cancels it when the
/// store goes away.
extension StoreExtras {
  func startTask(
    priority: TaskPriority?, for store: AnyObject,
    _ operation: sending @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let id = nextTaskID
    nextTaskID &+= 1
    let wrapper = StoreTaskInstrumentation.wrapper ?? StoreTaskInstrumentation.wrapper(of: store)
    let operation = wrapper?(operation) ?? operation
    let task = Task(priority: priority) { @MainActor [weak self] in
      await operation()
      self?.tasks[id] = nil
    }
    // The task cannot have run yet: it needs the main actor, which this call holds.
    tasks[id] = task
    return task
  }
}

/// A hook for LassoTestUtilities, which awaits the work stores start; not for apps.
@_spi(LassoTesting) public enum StoreTaskInstrumentation {
  /// While set (a task-local value, so tasks started in its scope inherit it), every
  /// `LassoStore.task {}` started in its scope runs the operation this wrapper returns instead of
  /// its own. `nil` outside test utilities; reading it costs one task-local lookup per task.
  @TaskLocal public static var wrapper: Wrapper?

  /// Wraps a store task's operation (a test utility's tracking, say).
  public typealias Wrapper =
    @MainActor @Sendable (@escaping @MainActor () async -> Void) -> @MainActor () async -> Void

  /// Wrappers for the tasks of particular stores, whoever dispatches to them: how a test's
  /// recorder follows the work of the store it was given. Keyed by the store's identity; a store
  /// erased by `AnyStore` is keyed by the store it erases.
  @preconcurrency @MainActor public static var storeWrappers: [ObjectIdentifier: Wrapper] = [:]

  @MainActor static func wrapper(of store: AnyObject) -> Wrapper? {
    storeWrappers.isEmpty ? nil : storeWrappers[ObjectIdentifier(store)]
  }
}
