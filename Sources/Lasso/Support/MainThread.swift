import Foundation

/// Runs `work` on the main thread: at once, inside the call, when called on the main thread;
/// otherwise on a later turn of the main queue (`DispatchQueue.main.async`), after the work
/// already queued there. The original Lasso's helper, for callbacks that may come from any
/// thread.
///
/// ```swift
/// service.fetchProfile { profile in
///   executeOnMainThread { store.dispatchAction(.didLoad(profile)) }
/// }
/// ```
///
/// Under Swift 6 `work` is a main-actor closure, so the compiler checks what it captures, and
/// it may call main-actor code such as a store's `dispatchAction(_:)`. Code already on the main
/// actor needs no helper: it calls the store directly. From elsewhere a store's
/// ``LassoStore/enqueueAction(_:)`` (which always waits for a later turn, keeping actions in
/// the order sent) or `Task { @MainActor in … }` say more precisely what happens; this helper
/// remains for code moving from the original.
public func executeOnMainThread(_ work: @escaping @MainActor () -> Void) {
  if Thread.isMainThread || MainQueueMark.isCurrent {
    // The main thread (or the main queue, wherever it is drained) is the main actor's
    // executor: the closure may run here, now.
    MainActor.assumeIsolated { work() }
  } else {
    DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
  }
}

/// Recognises code that the main queue runs on a thread other than the process's main thread:
/// under Swift Testing on Linux, main-actor tests run there, and `executeOnMainThread` must run
/// their closures at once, as on Apple platforms, where the main queue is the main thread's.
private enum MainQueueMark {
  /// A key whose value is set on the main queue only; set once, before the first look-up.
  struct Key: @unchecked Sendable {  // Immutable after creation; Dispatch reads it thread-safely.
    let key = DispatchSpecificKey<Bool>()
  }

  static let marked: Key = {
    let mark = Key()
    DispatchQueue.main.setSpecific(key: mark.key, value: true)
    return mark
  }()

  /// Whether the current code runs on the main queue.
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: marked.key) == true }
}
