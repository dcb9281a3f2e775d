import Foundation
import Lasso
import LassoTestUtilities
import Testing

@MainActor
@Suite struct LassoTestStoreTests {
  // MARK: Passing

  @Test func sendAssertsEachChangeAsAMutation() async {
    let store = LassoTestStore<CounterStore>(initialState: .init())
    store.send(.increment) { $0.count = 1 }
    store.send(.incrementTwice) { $0.count = 3 }
    store.send(.noop)
    store.send(.finish)
    await store.receive(.didFinish(3))
    await store.finish()
  }

  @Test func asyncWorkIsAwaitedWithoutSleeping() async {
    let store = LassoTestStore<LoginStore>(initialState: .init()) { store in
      store.logIn = { $0 == "ada" }
    }
    store.send(.didUpdateUsername("ada")) { $0.username = "ada" }
    store.send(.didTapLogin) { $0.isLoading = true }
    await store.receive(.userDidLogin) { $0.isLoading = false }
    await store.finish()
  }

  @Test func aFailedLoginIsAStateChangeWithoutOutput() async {
    let store = LassoTestStore<LoginStore>(initialState: .init()) { $0.logIn = { _ in false } }
    store.send(.didTapLogin) { $0.isLoading = true }
    await store.receiveUpdate {
      $0.isLoading = false
      $0.error = "Invalid login"
    }
    await store.finish()
  }

  @Test func aServiceSuspendedByTheTestIsAwaitedOnceResumed() async {
    var resume: CheckedContinuation<Bool, Never>?
    let store = LassoTestStore<LoginStore>(initialState: .init()) { store in
      store.logIn = { _ in await withCheckedContinuation { resume = $0 } }
    }
    store.send(.didTapLogin) { $0.isLoading = true }
    #expect(store.runningTaskCount == 1)
    // Let the task reach its suspension, then answer it.
    while resume == nil { await Task.yield() }
    resume?.resume(returning: true)
    await store.receive(.userDidLogin) { $0.isLoading = false }
    #expect(store.runningTaskCount == 0)
    await store.finish()
  }

  @Test func aTestClockDrivesTimersWithoutWaiting() async {
    let clock = TestClock()
    let store = LassoTestStore<TimerStore>(initialState: .init()) { $0.clock = clock }
    store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receiveUpdate { $0.ticks = 1 }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.ticks == 1)
    await clock.advance(by: .seconds(2))
    await store.receive(.didFinish) {
      $0.ticks = 3
      $0.isRunning = false
    }
    #expect(clock.now == TestClock.Instant(offset: .milliseconds(3999)))
    await store.finish()
  }

  @Test func aStoppedTimerIsCancelled() async {
    let clock = TestClock()
    let store = LassoTestStore<TimerStore>(initialState: .init()) { $0.clock = clock }
    store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receiveUpdate { $0.ticks = 1 }
    store.send(.stop) { $0.isRunning = false }
    await store.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func debouncingIsTestedWithTheClock() async {
    let clock = TestClock()
    let store = LassoTestStore<SearchStore>(initialState: .init()) { $0.clock = clock }
    store.send(.didType("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    store.send(.didType("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(299))
    #expect(store.state.results.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receiveUpdate { $0.results = ["AB"] }
    await store.finish()
  }

  @Test func nonExhaustiveModeChecksOnlyWhatTheTestNames() async {
    let store = LassoTestStore<LoginStore>(initialState: .init())
    store.exhaustivity = .off
    store.send(.didUpdateUsername("ada"))
    store.send(.didTapHelp)
    store.send(.didTapLogin) { $0.isLoading = true }
    await store.receive(.userDidLogin) { $0.isLoading = false }
  }

  @Test func skippingOutputsAndChangesSatisfiesAnExhaustiveStore() async {
    let store = LassoTestStore<LoginStore>(initialState: .init())
    store.send(.didTapHelp)
    await store.skipReceivedOutputs()
    store.send(.didTapLogin) { $0.isLoading = true }
    #expect(store.unreceivedOutputs.isEmpty)
    await store.skipReceivedOutputs()
    await store.skipStateChanges()
    #expect(store.unreceivedOutputs.isEmpty)
    #expect(store.assertedState.isLoading == false)
    await store.finish()
  }

  // MARK: Failing, with their messages

  @Test func anUnassertedChangeFails() {
    var line: UInt = 0
    let issues = capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      line = #line + 1
      store.send(.increment)
    }
    #expect(issues.count == 1)
    let issue = issues.first
    #expect(issue?.message.hasPrefix("The state changed, but the test expected no change:") == true)
    #expect(issue?.message.contains("\u{2212}   count: 0") == true)
    #expect(issue?.message.contains("+   count: 1") == true)
    #expect(issue?.message.contains("(Expected: \u{2212}, Actual: +)") == true)
    #expect(issue?.line == line)
    #expect(issue?.fileID == #fileID)
  }

  @Test func aWrongChangeFailsWithADiff() {
    var line: UInt = 0
    let issues = capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      line = #line + 1
      store.send(.incrementTwice) { $0.count = 1 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The state change does not match") == true)
    #expect(issues.first?.message.contains("\u{2212}   count: 1") == true)
    #expect(issues.first?.message.contains("+   count: 2") == true)
    #expect(issues.first?.line == line)
  }

  @Test func anExpectedChangeThatDidNotHappenFails() {
    var line: UInt = 0
    let issues = capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      line = #line + 1
      store.send(.noop) { $0.count = 1 }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("Expected the state to change, but it did not change:")
        == true)
    #expect(issues.first?.message.contains("\u{2212}   count: 1") == true)
    #expect(issues.first?.message.contains("+   count: 0") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aMutationThatChangesNothingFails() {
    let issues = capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      store.send(.noop) { $0.count = 0 }
    }
    #expect(issues.map(\.message).first?.contains("the mutation changed nothing") == true)
  }

  @Test func anOutputNotReceivedBeforeTheNextSendFails() {
    var line: UInt = 0
    let issues = capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      store.send(.finish)
      line = #line + 1
      store.send(.increment) { $0.count = 1 }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "1 output(s) emitted by CounterStore were not"
          + " received before sending CounterModule.Action.increment:") == true)
    #expect(issues.first?.message.contains("CounterModule.Output.didFinish(0)") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aWrongOutputFailsWithADiff() async {
    var line: UInt = 0
    let issues = await capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      store.send(.increment) { $0.count = 1 }
      store.send(.finish)
      line = #line + 1
      await store.receive(.didFinish(2))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Received an unexpected output:") == true)
    #expect(issues.first?.message.contains("\u{2212} CounterModule.Output.didFinish(2)") == true)
    #expect(issues.first?.message.contains("+ CounterModule.Output.didFinish(1)") == true)
    #expect(issues.first?.line == line)
  }

  @Test func anOutputNeverEmittedFails() async {
    let issues = await capturingIssues {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      await store.receive(.didFinish(0))
    }
    #expect(
      issues.map(\.message) == [
        "Expected to receive the output CounterModule.Output.didFinish(0), but no output"
          + " was emitted."
      ])
  }

  @Test func outputsLeftAtTheEndFailAtTheStoresLine() {
    var line: UInt = 0
    let issues = capturingIssues {
      line = #line + 1
      let store = LassoTestStore<CounterStore>(initialState: .init())
      store.send(.finish)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("were not received before the end of the test") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aStoreReleasedOffTheMainActorSaysSoInsteadOfTrapping() async {
    var line: UInt = 0
    let issues = await capturingIssues {
      line = #line + 1
      let holder = LastReference(LassoTestStore<CounterStore>(initialState: .init()))
      await holder.release()
      #expect(await holder.releasedOnMainQueue == false)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("was released off the main actor") == true)
    #expect(issues.first?.message.contains("await store.finish()") == true)
    #expect(issues.first?.line == line)
  }

  @Test func anUnassertedAsyncChangeFailsAtFinish() async {
    var line: UInt = 0
    let issues = await capturingIssues {
      let store = LassoTestStore<LoginStore>(initialState: .init()) { $0.logIn = { _ in false } }
      store.send(.didTapLogin) { $0.isLoading = true }
      line = #line + 1
      await store.finish()
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("The state changed after the last assertion"))
    #expect(message.contains("\u{2212}   error: nil\n"))
    #expect(message.contains("+   error: \"Invalid login\"\n"))
    #expect(issues.first?.line == line)
  }

  @Test func aTaskStillRunningAtTheEndFails() async {
    let clock = TestClock()
    var line: UInt = 0
    let issues = await capturingIssues {
      let store = LassoTestStore<TimerStore>(initialState: .init()) { $0.clock = clock }
      store.send(.start) { $0.isRunning = true }
      line = #line + 1
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "1 task(s) started by TimerStore are still running at the end of the test.") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aStuckTaskTimesOutInsteadOfHanging() async {
    var resume: CheckedContinuation<Bool, Never>?
    let issues = await capturingIssues {
      let store = LassoTestStore<LoginStore>(initialState: .init()) { store in
        store.logIn = { _ in await withCheckedContinuation { resume = $0 } }
      }
      store.timeout = .milliseconds(50)
      store.send(.didTapLogin) { $0.isLoading = true }
      await store.receive(.userDidLogin)
      await store.finish()
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message
        == "Expected to receive the output LoginModule.Output.userDidLogin, but no output was"
        + " emitted. 1 store"
        + " task(s) were still running after 0.05 seconds (\(LassoTimeouts.environmentVariable)="
        + "\(scaleText); raise it on a slow machine).")
    #expect(issues.last?.message.contains("are still running at the end of the test") == true)
    resume?.resume(returning: false)
  }

  @Test func misuseIsAFailure() {
    let issues = capturingIssues {
      let store = LassoTestStore(LassoStore<CounterModule>(with: .init()))
      store.send(.increment)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Lasso reported a misuse:") == true)
  }

  @Test func failuresAreReportedToSwiftTesting() {
    withKnownIssue {
      let store = LassoTestStore<CounterStore>(initialState: .init())
      store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("The state change does not match the expected change:")
        && text.contains("\u{2212}   count: 2") && text.contains("+   count: 1")
    }
  }
}

/// Holds the only reference to a test store and drops it on the actor's executor, off the main
/// thread, as a background task holding the last reference would.
private actor LastReference {
  private var store: LassoTestStore<CounterStore>?
  private(set) var releasedOnMainQueue: Bool?

  init(_ store: LassoTestStore<CounterStore>) { self.store = store }

  func release() {
    releasedOnMainQueue = MainQueue.isCurrent
    store = nil
  }
}
