import Dispatch

/// A Combine scheduler that runs work at once when it is scheduled on the main queue, and
/// otherwise later on the main queue.
///
/// VSM receives action publishers on it: a state published on the main queue is applied
/// synchronously (as the original does), a state published on another thread hops to the main
/// queue, where the main actor runs.
///
/// "On the main queue" is asked of Dispatch (a queue-specific value), not of `Thread.isMainThread`:
/// under `swift test` on Linux the main queue, and so the main actor, is drained by a thread that
/// Foundation does not call the main thread.
struct MainQueueScheduler: Scheduler {
  /// Marks the main queue, so that work can tell whether it runs there.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue (and so on the main actor).
  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  #if canImport(Combine)
    typealias Base = DispatchQueue
    private var base: Base { DispatchQueue.main }
  #else
    typealias Base = DispatchQueue.OCombine
    private var base: Base { DispatchQueue.main.ocombine }
  #endif

  typealias SchedulerTimeType = Base.SchedulerTimeType
  typealias SchedulerOptions = Base.SchedulerOptions

  var now: SchedulerTimeType { base.now }
  var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }

  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if Self.isOnMainQueue {
      action()
    } else {
      base.schedule(options: options, action)
    }
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    base.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    base.schedule(
      after: date, interval: interval, tolerance: tolerance, options: options, action)
  }
}
