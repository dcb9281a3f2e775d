import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif
#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// The original's Sources/LegacyVSM/StateContainer/StateObserving.swift: the observe family,
// called through the protocol (a helper generic over any observer of the state, such as a
// container or a rendered view state's `$state`).

private enum TimerViewState: Equatable {
  case stopped
  case running(Int)
}

/// The original's debounce due time, a Dispatch stride as Combine's schedulers take it.
private var timerQuietPeriod: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(20) }

// covers: - :: protocol StateObserving<State>
@MainActor
private func currentState<Observer: StateObserving<TimerViewState>>(
  of observer: Observer, in container: StateContainer<TimerViewState>
) -> TimerViewState {
  // covers: StateObserving :: associatedtype State
  let state: Observer.State = container.state
  return state
}

@MainActor
final class StateObservingCallSites: XCTestCase {
  func testObserveThroughTheProtocol() async throws {
    let container = StateContainer<TimerViewState>(state: .stopped)
    try await observeImmediately(container, in: container)
    XCTAssertEqual(currentState(of: container, in: container), .running(5))
  }

  private func observeImmediately(
    _ observer: some StateObserving<TimerViewState>, in container: StateContainer<TimerViewState>
  ) async throws {
    // covers: StateObserving :: func observe(_ statePublisher: some Publisher<State, Never>)
    observer.observe(Just(TimerViewState.running(1)))
    XCTAssertEqual(container.state, .running(1))
    // covers: StateObserving :: func observe(_ nextState: State)
    observer.observe(.running(2))
    XCTAssertEqual(container.state, .running(2))
    // covers: StateObserving :: func observe<SomeAsyncSequence: AsyncSequence>(_ stateSequence: SomeAsyncSequence) where SomeAsyncSequence.Element == State
    observer.observe(StateSequence({ .running(3) }))
    try await vsmCorpusWait { container.state == .running(3) }
    // covers: StateObserving :: func observeAsync(_ nextState: () async -> State)
    observer.observeAsync({ .running(4) })
    try await vsmCorpusWait { container.state == .running(4) }
    // covers: StateObserving :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence) where SomeAsyncSequence.Element == State
    observer.observeAsync({ StateSequence({ .stopped }, { .running(5) }) })
    try await vsmCorpusWait { container.state == .running(5) }
  }

  func testDebouncedByIdentifierThroughTheProtocol() async throws {
    let container = StateContainer<TimerViewState>(state: .stopped)
    var applied: [TimerViewState] = []
    let subscription = container.didSetPublisher.dropFirst().sink { applied.append($0) }
    try await observeDebouncedByIdentifier(container, in: container)
    XCTAssertEqual(applied, [.running(11), .running(21), .running(31), .running(41), .running(51)])
    subscription.cancel()
  }

  private func observeDebouncedByIdentifier(
    _ observer: some StateObserving<TimerViewState>, in container: StateContainer<TimerViewState>
  ) async throws {
    for tick in 10...11 {
      // covers: StateObserving :: func observe(_ statePublisher: () -> some Publisher<State, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      observer.observe(
        Just(TimerViewState.running(tick)), debounced: timerQuietPeriod, identifier: "publisher")
    }
    try await vsmCorpusWait { container.state == .running(11) }
    for tick in 20...21 {
      // covers: StateObserving :: func observe(_ nextState: () -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      observer.observe(.running(tick), debounced: timerQuietPeriod, identifier: "state")
    }
    try await vsmCorpusWait { container.state == .running(21) }
    for tick in 30...31 {
      // covers: StateObserving :: func observe<SomeAsyncSequence: AsyncSequence>(_ stateSequence: SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == State
      observer.observe(
        StateSequence({ .running(tick) }), debounced: timerQuietPeriod, identifier: "sequence")
    }
    try await vsmCorpusWait { container.state == .running(31) }
    for tick in 40...41 {
      // covers: StateObserving :: func observeAsync(_ nextState: () async -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      observer.observeAsync({ .running(tick) }, debounced: timerQuietPeriod, identifier: "async")
    }
    try await vsmCorpusWait { container.state == .running(41) }
    for tick in 50...51 {
      // covers: StateObserving :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == State
      observer.observeAsync(
        { StateSequence({ .running(tick) }) }, debounced: timerQuietPeriod,
        identifier: "async sequence")
    }
    try await vsmCorpusWait { container.state == .running(51) }
  }

  func testDebouncedByCallSiteThroughTheProtocol() async throws {
    let container = StateContainer<TimerViewState>(state: .stopped)
    var applied: [TimerViewState] = []
    let subscription = container.didSetPublisher.dropFirst().sink { applied.append($0) }
    try await observeDebouncedByCallSite(container, in: container)
    XCTAssertEqual(
      applied, [.running(61), .running(71), .running(81), .running(91), .running(101)])
    subscription.cancel()
  }

  private func observeDebouncedByCallSite(
    _ observer: some StateObserving<TimerViewState>, in container: StateContainer<TimerViewState>
  ) async throws {
    for tick in 60...61 {
      // covers: StateObserving :: func observe(_ statePublisher: () -> some Publisher<State, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      observer.observe(Just(TimerViewState.running(tick)), debounced: timerQuietPeriod)
    }
    try await vsmCorpusWait { container.state == .running(61) }
    for tick in 70...71 {
      // covers: StateObserving :: func observe(_ nextState: () -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      observer.observe(.running(tick), debounced: timerQuietPeriod)
    }
    try await vsmCorpusWait { container.state == .running(71) }
    for tick in 80...81 {
      // covers: StateObserving :: func observe<SomeAsyncSequence: AsyncSequence>(_ stateSequence: SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line) where SomeAsyncSequence.Element == State
      observer.observe(StateSequence({ .running(tick) }), debounced: timerQuietPeriod)
    }
    try await vsmCorpusWait { container.state == .running(81) }
    for tick in 90...91 {
      // covers: StateObserving :: func observeAsync(_ nextState: () async -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      observer.observeAsync({ .running(tick) }, debounced: timerQuietPeriod)
    }
    try await vsmCorpusWait { container.state == .running(91) }
    for tick in 100...101 {
      // covers: StateObserving :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line) where SomeAsyncSequence.Element == State
      observer.observeAsync({ StateSequence({ .running(tick) }) }, debounced: timerQuietPeriod)
    }
    try await vsmCorpusWait { container.state == .running(101) }
  }
}
