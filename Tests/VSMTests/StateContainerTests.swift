import Foundation
import Testing
import VSM

@MainActor
@Suite struct StateContainerTests {
  @Test func holdsTheInitialState() {
    let container = StateContainer<Counter>(state: .idle)
    #expect(container.state == .idle)
  }

  @Test func observeANextStateAppliesItAtOnce() {
    let container = StateContainer<Counter>(state: .idle)
    container.observe(.count(1))
    #expect(container.state == .count(1))
  }

  @Test func observeAPublisherOnTheMainThreadAppliesSynchronously() {
    let container = StateContainer<Counter>(state: .idle)
    container.observe(Just(Counter.count(1)))
    #expect(container.state == .count(1))
    container.observe([Counter.count(2), .count(3)].publisher.eraseToAnyPublisher())
    #expect(container.state == .count(3))
  }

  @Test func observeAPublisherAppliesEachState() {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { recorder.record($0) }
      .store(in: &recorder.cancellables)
    let subject = PassthroughSubject<Counter, Never>()
    container.observe(subject)
    subject.send(.count(1))
    subject.send(.count(2))
    #expect(recorder.values == [.count(1), .count(2)])
  }

  @Test func aStatePublishedOnAnotherThreadArrivesOnTheMainActor() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { recorder.record($0) }
      .store(in: &recorder.cancellables)
    container.willSetPublisher.dropFirst().sink { _ in recorder.record(.idle) }
      .store(in: &recorder.cancellables)
    let sentOffMain = OffMainCount()
    container.observe(
      publishedInBackground([Counter.count(1), .count(2), .done("end")])
        .handleEvents(receiveOutput: { _ in sentOffMain.note() }))
    try await waitUntil("the last state") { container.state == .done("end") }
    #expect(sentOffMain.value == 3)
    #expect(recorder.values.filter { $0 != .idle } == [.count(1), .count(2), .done("end")])
    #expect(recorder.values.count == 6)
    #expect(recorder.offMain == 0)
  }

  @Test func observeAsyncAppliesTheReturnedState() async throws {
    let container = StateContainer<Counter>(state: .idle)
    container.observeAsync {
      await Task.yield()
      return .count(7)
    }
    try await waitUntil { container.state == .count(7) }
  }

  @Test func observeAnAsyncSequenceAppliesEachStateInOrder() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { recorder.record($0) }
      .store(in: &recorder.cancellables)
    let (stream, continuation) = AsyncStream<Counter>.makeStream()
    container.observe(stream)
    continuation.yield(.count(1))
    continuation.yield(.count(2))
    continuation.yield(.done("end"))
    continuation.finish()
    try await waitUntil { container.state == .done("end") }
    #expect(recorder.values == [.count(1), .count(2), .done("end")])
  }

  @Test func observeAThrowingSequenceKeepsTheLastStateOnError() async throws {
    struct Failure: Error {}
    let container = StateContainer<Counter>(state: .idle)
    var lines: [String] = []
    container._debug { lines.append($0) }
    let (stream, continuation) = AsyncThrowingStream<Counter, any Error>.makeStream()
    container.observe(stream)
    continuation.yield(.count(1))
    continuation.finish(throwing: Failure())
    try await waitUntil { lines.contains { $0.contains("ended by error") } }
    #expect(container.state == .count(1))
  }

  @Test func observeAsyncReturningASequenceAppliesEachState() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { recorder.record($0) }
      .store(in: &recorder.cancellables)
    container.observeAsync { () async -> AsyncStream<Counter> in
      await Task.yield()
      return AsyncStream { continuation in
        continuation.yield(.count(1))
        continuation.yield(.done("end"))
        continuation.finish()
      }
    }
    try await waitUntil { container.state == .done("end") }
    #expect(recorder.values == [.count(1), .done("end")])
  }

  // MARK: - Cancellation

  @Test func reObservingCancelsThePreviousSubscription() {
    let container = StateContainer<Counter>(state: .idle)
    var cancelled = false
    let first = PassthroughSubject<Counter, Never>()
    container.observe(first.handleEvents(receiveCancel: { cancelled = true }))
    first.send(.count(1))
    container.observe(.count(2))
    #expect(cancelled)
    first.send(.count(3))
    #expect(container.state == .count(2))
  }

  @Test func reObservingCancelsThePreviousTask() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let started = Recorder<Bool>()
    let (gate, open) = AsyncStream<Void>.makeStream()
    container.observeAsync {
      started.record(true)
      for await _ in gate {}
      started.record(Task.isCancelled)
      return .done("stale")
    }
    try await waitUntil("the first action to start") { started.values == [true] }
    container.observe(.count(1))
    try await waitUntil("the first action to see its cancellation") { started.values.count == 2 }
    open.finish()
    #expect(started.values == [true, true])
    #expect(container.state == .count(1))
  }

  @Test func reObservingIgnoresLaterStatesOfTheSequence() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let applied = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { applied.record($0) }
      .store(in: &applied.cancellables)
    let (first, firstContinuation) = AsyncStream<Counter>.makeStream()
    container.observe(first)
    firstContinuation.yield(.count(1))
    try await waitUntil { container.state == .count(1) }
    let (second, secondContinuation) = AsyncStream<Counter>.makeStream()
    container.observe(second)
    firstContinuation.yield(.done("stale"))
    secondContinuation.yield(.count(2))
    try await waitUntil { container.state == .count(2) }
    firstContinuation.yield(.done("stale"))
    secondContinuation.yield(.done("fresh"))
    try await waitUntil { container.state == .done("fresh") }
    // A stale state applied and then overwritten would show here: each was yielded before the
    // fresh state that follows it, and the main actor runs its jobs in order.
    #expect(applied.values == [.count(1), .count(2), .done("fresh")])
  }

  @Test func aStaleBackgroundStateAlreadyOnItsWayIsIgnored() async throws {
    let container = StateContainer<Counter>(state: .idle)
    container.observe(publishedInBackground([Counter.done("stale")]))
    container.observe(.count(1))
    // The background state may already be queued for the main thread: give it every chance.
    let marker = StateContainer<Counter>(state: .idle)
    marker.observe(publishedInBackground([Counter.count(0)]))
    try await waitUntil { marker.state == .count(0) }
    for _ in 0..<10 { await Task.yield() }
    #expect(container.state == .count(1))
  }

  @Test func releasingTheContainerCancelsItsAction() async throws {
    var cancelled = false
    weak var weakContainer: StateContainer<Counter>?
    do {
      let container = StateContainer<Counter>(state: .idle)
      weakContainer = container
      container.observe(
        PassthroughSubject<Counter, Never>().handleEvents(receiveCancel: { cancelled = true }))
    }
    #expect(weakContainer == nil)
    #expect(cancelled)
  }

  // MARK: - Re-entrancy

  @Test func aChangeMadeWhileAnnouncingAnotherIsAppliedAfterIt() {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.willSetPublisher.dropFirst().sink { newState in
      recorder.record(newState)
      if newState == .count(1) { container.observe(Just(Counter.count(2))) }
    }.store(in: &recorder.cancellables)
    container.observe([Counter.count(1), .done("stale")].publisher)
    #expect(recorder.values == [.count(1), .count(2)])
    #expect(container.state == .count(2))
  }

  // MARK: - Publishers

  @Test func publishersEmitTheCurrentStateThenEachChange() {
    let container = StateContainer<Counter>(state: .idle)
    let will = Recorder<(new: Counter, held: Counter)>()
    let did = Recorder<(new: Counter, held: Counter)>()
    let plain = Recorder<Counter>()
    container.willSetPublisher.sink { will.record(($0, container.state)) }
      .store(in: &will.cancellables)
    container.didSetPublisher.sink { did.record(($0, container.state)) }
      .store(in: &did.cancellables)
    (DeprecatedPublisherReader() as any DeprecatedPublisherReading).publisher(of: container).sink {
      plain.record($0)
    }.store(in: &plain.cancellables)
    container.observe(.count(1))
    #expect(will.values.map(\.new) == [.idle, .count(1)])
    #expect(will.values.map(\.held) == [.idle, .idle])
    #expect(did.values.map(\.new) == [.idle, .count(1)])
    #expect(did.values.map(\.held) == [.idle, .count(1)])
    #expect(plain.values == [.idle, .count(1)])
  }

  // MARK: - Debug

  @Test func debugLogsEachChangeWithItsType() {
    let container = StateContainer<Counter>(state: .idle)
    var lines: [String] = []
    container._debug { lines.append($0) }
    container.observe(.count(1))
    container.observe(Just(Counter.done("x")))
    #expect(lines == ["[VSM] Counter ← count(1)", "[VSM] Counter ← done(\"x\")"])
  }
}
