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
  if Thread.isMainThread {
    // The main thread is the main actor's executor: the closure may run here, now.
    MainActor.assumeIsolated { work() }
  } else {
    DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
  }
}
