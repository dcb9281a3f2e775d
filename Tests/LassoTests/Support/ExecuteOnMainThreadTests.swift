import Dispatch
import Foundation
import Lasso
import Testing

/// `executeOnMainThread` from Swift Testing's main-actor tests. The original Lasso's helper runs
/// its closure inside the call when called where UI code runs (its `Thread.isMainThread` test);
/// under Swift Testing on Linux, main-actor code runs on the main queue but not on the process's
/// main thread, and must be recognised as the main actor all the same.
@MainActor @Suite struct ExecuteOnMainThreadTests {
  @Test func onTheMainActorItRunsInsideTheCall() {
    var ran = false
    executeOnMainThread { ran = true }
    #expect(ran)
  }

  @Test func fromAnotherThreadItRunsLaterOnTheMainActor() async {
    let ranOnMainActor = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().async {
        executeOnMainThread {
          MainActor.assertIsolated()
          continuation.resume(returning: true)
        }
      }
    }
    #expect(ranOnMainActor)
  }
}
