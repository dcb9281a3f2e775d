import Dispatch

/// Tells whether code runs on the main dispatch queue, the main actor's executor.
///
/// Asked of Dispatch (a queue-specific value), not of `Thread.isMainThread`: once a program parks
/// its main thread in `dispatchMain()` (the test runner on Linux does), libdispatch drains the
/// main queue, and so runs main-actor code, on threads Foundation does not call the main thread.
package enum MainQueue {
  /// Marks the main queue, so that code can tell whether it runs there.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue (and so may assume the main actor's isolation).
  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
