import Foundation
@_spi(LassoTesting) import Lasso

/// Follows the tasks that stores start (`LassoStore.task {}`) inside ``run(_:)``, so that a test
/// can await them deterministically: ``waitUntilIdle(timeout:)`` returns once every task has
/// finished or is asleep on a ``TestClock``, never because some time went by.
///
/// A task is tracked when the store starts it inside ``run(_:)``, or inside another tracked task.
final class TaskTracker: @unchecked Sendable {
  // Safety: every stored `var` below is read and written only while `lock` is held.
  private let lock = NSLock()
  /// Running tasks by id: how many times each is asleep on a test clock (0 when awake). A task
  /// can be woken before it is marked asleep, so the count may briefly be -1 (awake).
  private var running: [Int: Int] = [:]
  private var nextID = 0
  private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
  private var nextWaiterID = 0
  /// Waiters whose timeout fired before they started waiting.
  private var timedOut: Set<Int> = []

  /// Creates a tracker, known to the test clocks that the creating task advances.
  init() {
    TrackerRegistry.register(self)
  }

  /// The number of tracked tasks still running, awake or asleep on a test clock.
  var runningCount: Int { lock.withLock { running.count } }

  /// Whether every tracked task has finished or is asleep on a test clock.
  var isIdle: Bool { lock.withLock { isIdleLocked } }

  private var isIdleLocked: Bool { running.values.allSatisfy { $0 > 0 } }

  /// Runs `body` so that the store tasks it starts are tracked.
  @MainActor func run<R>(_ body: () throws -> R) rethrows -> R {
    try StoreTaskInstrumentation.$wrapper.withValue({ self.wrap($0) }, operation: body)
  }

  @MainActor func wrap(
    _ operation: @escaping @MainActor () async -> Void
  ) -> @MainActor () async -> Void {
    let id = lock.withLock {
      nextID += 1
      running[nextID] = 0
      return nextID
    }
    let token = TrackedTask(tracker: self, id: id)
    return {
      await TrackedTask.$current.withValue(token) { await operation() }
      self.finish(id)
    }
  }

  private func finish(_ id: Int) {
    update { $0.removeValue(forKey: id) }
  }

  /// Marks task `id` asleep on a test clock (`by` 1) or woken (`by` -1).
  func changeSleep(of id: Int, by delta: Int) {
    update { running in
      if running[id] != nil { running[id]! += delta }
    }
  }

  private func update(_ change: (inout [Int: Int]) -> Void) {
    let ready: [CheckedContinuation<Bool, Never>] = lock.withLock {
      change(&running)
      guard isIdleLocked else { return [] }
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    for waiter in ready { waiter.resume(returning: true) }
  }

  /// Waits until every tracked task has finished or is asleep on a test clock. Returns `false` if
  /// that did not happen within `timeout` (a task waits for something else, e.g. a continuation
  /// the test has not resumed). The timeout is a safety net, not a delay: an idle tracker returns
  /// at once.
  func waitUntilIdle(timeout: Duration) async -> Bool {
    if isIdle { return true }
    let waiterID = lock.withLock {
      nextWaiterID += 1
      return nextWaiterID
    }
    let timer = Task {
      do { try await Task.sleep(for: timeout) } catch { return }
      self.timeOut(waiterID)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let result: Bool? = lock.withLock {
        if isIdleLocked { return true }
        if timedOut.remove(waiterID) != nil { return false }
        waiters[waiterID] = continuation
        return nil
      }
      if let result { continuation.resume(returning: result) }
    }
  }

  private func timeOut(_ waiterID: Int) {
    // A timer cancelled because its waiter was resumed finds nothing to do.
    let waiter: CheckedContinuation<Bool, Never>? = lock.withLock {
      guard let waiter = waiters.removeValue(forKey: waiterID) else {
        timedOut.insert(waiterID)
        return nil
      }
      return waiter
    }
    waiter?.resume(returning: false)
  }
}

/// The identity of the tracked task that is running, read by ``TestClock`` to report that the
/// task sleeps.
struct TrackedTask: Sendable {
  let tracker: TaskTracker
  let id: Int

  /// The tracked task running now, if any.
  @TaskLocal static var current: TrackedTask?
}

/// The trackers each test task created, so that a ``TestClock`` advanced by that task first awaits
/// the store tasks they track: a task started just before `advance` may not have reached its first
/// sleep yet. Keyed by the creating task's identity; entries die with their trackers.
enum TrackerRegistry {
  private final class Entries: @unchecked Sendable {
    // Safety: `trackers` is read and written only while `lock` is held.
    let lock = NSLock()
    var trackers: [Int: [Weak]] = [:]
  }

  private struct Weak {
    weak var tracker: TaskTracker?
  }

  private static let entries = Entries()

  private static var currentTaskKey: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }

  /// Records `tracker` as created by the current task.
  static func register(_ tracker: TaskTracker) {
    guard let key = currentTaskKey else { return }
    entries.lock.withLock {
      var list = entries.trackers[key, default: []].filter { $0.tracker != nil }
      list.append(Weak(tracker: tracker))
      entries.trackers[key] = list
    }
  }

  /// The live trackers the current task created.
  static func trackersOfCurrentTask() -> [TaskTracker] {
    guard let key = currentTaskKey else { return [] }
    return entries.lock.withLock {
      let list = entries.trackers[key, default: []].filter { $0.tracker != nil }
      entries.trackers[key] = list.isEmpty ? nil : list
      return list.compactMap(\.tracker)
    }
  }
}
