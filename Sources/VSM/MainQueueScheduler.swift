import Dispatch
import LassoDiagnostics

/// A Combine scheduler that runs work at once when it is scheduled on the main queue, and
/// otherwise later on the main queue.
///
/// VSM receives action publishers on it: a state published on the main queue is applied
/// synchronously (as the original does), a state published on another thread hops to the main
/// queue, where the main actor runs.
///
/// "On the main queue" is asked of Dispatch (`MainQueue`), not of `Thread.isMainThread`.
struct MainQueueScheduler: Scheduler {
  // Apple's Combine makes `DispatchQueue` a scheduler itself; OpenCombine wraps it instead.
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
    if MainQueue.isCurrent {
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
