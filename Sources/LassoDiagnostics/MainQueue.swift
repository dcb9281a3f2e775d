import Dispatch

/// Tells whether code runs on the main dispatch queue, the main actor's executor.
///
/// Asked of Dispatch (a queue-specific value), not of `Thread.isMainThread`: once a program parks
/// its main thread in `dispatchMain()` (the test runner on Linux does), libdispatch drains the
/// main queue, and so runs main-actor code, on threads Foundation does not call the main thread.
package enum MainQueue {
  /// Marks the main queue, so that code can tell whether it runs there.
  private static let marker: Marker = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return Marker(key: key)
  }()

  /// Whether the caller runs on the main queue (and so may assume the main actor's isolation).
  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: marker.key) == true }

  /// The key, shareable across threads. `@unchecked Sendable` because Apple's Dispatch does not
  /// mark `DispatchSpecificKey` `Sendable` (Linux's does): the key is a stateless object used only
  /// for its identity, made once (a static's initializer runs once, under a lock) and never
  /// changed, and Dispatch's `getSpecific` may be called from any thread.
  private struct Marker: @unchecked Sendable {
    let key: DispatchSpecificKey<Bool>
  }
}
