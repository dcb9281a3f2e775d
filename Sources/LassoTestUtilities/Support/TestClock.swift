import Foundation
import IssueReporting
@_spi(Lasso) import LassoDiagnostics

/// A clock whose time moves only when a test says so, so that time-based behaviour (timeouts,
/// debouncing, polling) is tested without waiting.
///
/// Give the store a clock (`any Clock<Duration>`: `ContinuousClock()` in the app, a `TestClock`
/// in tests) and sleep on it. `advance(…)` moves the time forward
/// and wakes every sleeper whose deadline has come, in deadline order; before each next step (and
/// before it returns) it awaits the store tasks it woke until they finish or sleep again, so no
/// test needs to sleep for real:
///
/// ```swift
/// final class TimerStore: LassoStore<TimerModule> {
///   var clock: any Clock<Duration> = ContinuousClock()
///   override func handleAction(_ action: Action) {
///     task { [weak self, clock] in
///       while (try? await clock.sleep(for: .seconds(1))) != nil { self?.update { $0.ticks += 1 } }
///     }
///   }
/// }
///
/// let clock = TestClock()
/// let store = LassoTestStore(initialState: .init()) { $0.clock = clock }
/// store.send(.start)
/// await clock.advance(by: .seconds(3))
/// await store.receiveUpdate { $0.ticks = 3 }
/// ```
///
/// Sleepers are awaited when they are store tasks started through a test utility
/// (``LassoTestStore``, ``TestableStore``, ``TestFactory``); other sleepers are woken in order
/// but not awaited.
public final class TestClock: Clock, @unchecked Sendable {
  // Safety: every stored `var` is read and written only while `lock` is held.

  /// A point in a ``TestClock``'s time: the duration since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock was created.
    public let offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// This instant moved by `duration`.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, e.g. `2.0 seconds`.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let deadline: Instant
    let order: Int
    let continuation: CheckedContinuation<Void, any Error>
    let task: TrackedTask?
  }

  private let lock = NSLock()
  private var current = Instant()
  private var sleepers: [Int: Sleeper] = [:]
  private var nextSleeperID = 0

  /// How long `advance(…)` awaits the tasks it woke before it
  /// reports that they are stuck. A safety net: idle tasks end the wait at once.
  public let timeout: Duration

  /// How long the test utilities await a store's tasks, by default, before reporting them as
  /// stuck: five seconds, scaled by `LASSO_TIMEOUT_SCALE` (``LassoTimeouts``). Only a test whose
  /// task really is stuck waits this long (idle tasks end every wait at once); a shorter net
  /// fails correct tests on a loaded CI machine or under a sanitizer, where a woken task can wait
  /// more than a second for the main actor.
  public static let defaultTimeout: Duration = TimeoutScale.defaultTimeout

  /// Creates a clock at instant zero.
  ///
  /// - Parameter timeout: how long to await woken store tasks before reporting them as stuck.
  public init(timeout: Duration = TestClock.defaultTimeout) {
    self.timeout = timeout
  }

  /// The current instant; it moves only through `advance(…)`.
  public var now: Instant { lock.withLock { current } }

  /// The smallest step: the clock has no resolution of its own.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks asleep on this clock.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`; throws `CancellationError` if the
  /// task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let task = TrackedTask.current
    let id = lock.withLock {
      nextSleeperID += 1
      return nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        enum Outcome { case due, cancelled, asleep }
        let outcome: Outcome = lock.withLock {
          if deadline <= current { return .due }
          if Task.isCancelled { return .cancelled }
          sleepers[id] = Sleeper(
            deadline: deadline, order: id, continuation: continuation, task: task)
          return .asleep
        }
        switch outcome {
        case .due: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .asleep: task.map { $0.tracker.changeSleep(of: $0.id, by: 1) }
        }
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      if let sleeper {
        sleeper.task.map { $0.tracker.changeSleep(of: $0.id, by: -1) }
        sleeper.continuation.resume(throwing: CancellationError())
      }
    }
  }

  /// Moves the time forward by `duration`, waking sleepers in deadline order and awaiting the
  /// store tasks they belong to after each step.
  ///
  /// ```swift
  /// await clock.advance(by: .milliseconds(300))
  /// ```
  public func advance(
    by duration: Duration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await advance(to: now.advanced(by: duration), location: location)
  }

  /// Moves the time forward to `deadline`; see `advance(…)`.
  public func advance(
    to deadline: Instant, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await advance(to: deadline, location: location)
  }

  /// Advances to the deadline of each sleeper in turn until nobody sleeps on the clock: runs
  /// timers to completion.
  public func run(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(TrackerRegistry.trackersOfCurrentTask(), location: location)
    while let next = lock.withLock({ sleepers.values.map(\.deadline).min() }) {
      await advance(to: next, location: location)
    }
  }

  private func advance(to deadline: Instant, location: SourceLocation) async {
    // Tasks the test's stores just started may not have reached their first sleep yet.
    await settle(TrackerRegistry.trackersOfCurrentTask(), location: location)
    while true {
      let woken: [Sleeper] = lock.withLock {
        let due = sleepers.values.filter { $0.deadline <= deadline }
        guard let step = due.map(\.deadline).min() else {
          if current < deadline { current = deadline }
          return []
        }
        if current < step { current = step }
        let now = current
        let woken = sleepers.values.filter { $0.deadline <= now }.sorted { $0.order < $1.order }
        for sleeper in woken { sleepers[sleeper.order] = nil }
        return woken
      }
      if woken.isEmpty { return }
      for sleeper in woken {
        sleeper.task.map { $0.tracker.changeSleep(of: $0.id, by: -1) }
        sleeper.continuation.resume()
      }
      var trackers: [ObjectIdentifier: TaskTracker] = [:]
      for case let task? in woken.map(\.task) {
        trackers[ObjectIdentifier(task.tracker)] = task.tracker
      }
      if trackers.isEmpty { await Task.yield() }
      await settle(Array(trackers.values), location: location)
    }
  }

  private func settle(_ trackers: [TaskTracker], location: SourceLocation) async {
    for tracker in trackers where await !tracker.waitUntilIdle(timeout: timeout) {
      location.report(
        "A store task was still running \(timeout) after the test clock reached \(now). It"
          + " awaits something other than the test clock; resume what it awaits."
          + " (\(timeoutScaleNote))")
    }
  }
}
