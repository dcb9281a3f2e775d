import Foundation

/// Why a synchronous assertion or wait named `name` cannot turn the main run loop here, with
/// the fix; `nil` on the main thread outside a task, where it can. (Off the main thread the
/// main run loop is not this thread's; in a task, the main queue's work waits for the task.)
/// On Apple platforms a synchronous call from inside a main-actor task is left to XCTest, which
/// reports it, as before.
func synchronousCallerMisuse(_ name: String) -> String? {
  if !Thread.isMainThread {
    return """
      \(name) was called off the main thread; its synchronous form waits by turning the main \
      run loop, which only the main thread can. Fix: call it from the test method itself (XCTest \
      runs a synchronous test method on the main thread), or make the test method `async` \
      and `await` the assertion.
      """
  }
  #if !canImport(ObjectiveC)
    if withUnsafeCurrentTask(body: { $0 != nil }) {
      return """
        \(name) was called synchronously from async code; the main queue's work cannot run \
        while a task waits for it on the main thread. Fix: `await` the assertion (its async form).
        """
    }
  #endif
  return nil
}
