import Testing
import VSM

@MainActor
@Suite struct DebounceTests {
  /// Calls `body` `count` times in a burst, from one call site inside `body`.
  private func burst(_ count: Int, _ body: (Int) -> Void) {
    for index in 1...count { body(index) }
  }

  @Test func aBurstOfNextStatesRunsOnlyTheLastOnce() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var evaluated: [Int] = []
    func next(_ index: Int) -> Counter {
      evaluated.append(index)
      return .count(index)
    }
    burst(5) { index in container.observe(next(index), debounced: .milliseconds(50)) }
    #expect(container.state == .idle)
    try await waitUntil { container.state == .count(5) }
    #expect(evaluated == [5])
  }

  @Test func aBurstOfPublishersSubscribesOnlyTheLastOnce() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var created: [Int] = []
    func action(_ index: Int) -> AnyPublisher<Counter, Never> {
      created.append(index)
      return Just(.count(index)).eraseToAnyPublisher()
    }
    burst(4) { index in container.observe(action(index), debounced: .milliseconds(50)) }
    try await waitUntil { container.state == .count(4) }
    #expect(created == [4])
  }

  @Test func aBurstOfAsyncClosuresRunsOnlyTheLastOnce() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var ran: [Int] = []
    burst(3) { index in
      container.observeAsync(
        {
          ran.append(index)
          return .count(index)
        }, debounced: .milliseconds(50))
    }
    try await waitUntil { container.state == .count(3) }
    #expect(ran == [3])
  }

  @Test func aBurstOfSequencesRunsOnlyTheLastOnce() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var created: [Int] = []
    func action(_ index: Int) -> AsyncStream<Counter> {
      created.append(index)
      return AsyncStream { continuation in
        continuation.yield(.count(index))
        continuation.finish()
      }
    }
    burst(3) { index in container.observe(action(index), debounced: .milliseconds(50)) }
    try await waitUntil { container.state == .count(3) }
    #expect(created == [3])
  }

  @Test func aBurstOfAsyncSequenceClosuresRunsOnlyTheLastOnce() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var ran: [Int] = []
    burst(3) { index in
      container.observeAsync(
        { () async -> AsyncStream<Counter> in
          ran.append(index)
          return AsyncStream { continuation in
            continuation.yield(.count(index))
            continuation.finish()
          }
        }, debounced: .milliseconds(50))
    }
    try await waitUntil { container.state == .count(3) }
    #expect(ran == [3])
  }

  @Test func callsFromDifferentCallSitesDoNotDebounceEachOther() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var evaluated: [String] = []
    func next(_ name: String) -> Counter {
      evaluated.append(name)
      return .done(name)
    }
    container.observe(next("first"), debounced: .milliseconds(50))
    container.observe(next("second"), debounced: .milliseconds(50))
    try await waitUntil { evaluated.count == 2 }
    #expect(Set(evaluated) == ["first", "second"])
  }

  @Test func anExplicitIdentifierSpansCallSites() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var evaluated: [String] = []
    func next(_ name: String) -> Counter {
      evaluated.append(name)
      return .done(name)
    }
    container.observe(next("first"), debounced: .milliseconds(50), identifier: "search")
    container.observe(next("second"), debounced: .milliseconds(50), identifier: "search")
    container.observe(next("other"), debounced: .milliseconds(50), identifier: "other")
    try await waitUntil { evaluated.count == 2 }
    #expect(Set(evaluated) == ["second", "other"])
    // Nothing else is pending: a later call with the first identity runs on its own.
    container.observe(next("third"), debounced: .milliseconds(50), identifier: "search")
    try await waitUntil { container.state == .done("third") }
    #expect(evaluated.filter { $0 != "other" } == ["second", "third"])
  }

  @Test func aDebouncedCallCancelsTheCurrentActionWhenItRuns() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var cancelled = false
    let subject = PassthroughSubject<Counter, Never>()
    container.observe(subject.handleEvents(receiveCancel: { cancelled = true }))
    container.observe(Counter.count(1), debounced: .milliseconds(50))
    subject.send(.count(0))
    #expect(container.state == .count(0))
    #expect(!cancelled)
    try await waitUntil { container.state == .count(1) }
    #expect(cancelled)
  }

  @Test func releasingTheContainerDropsPendingCalls() async throws {
    var evaluated = 0
    weak var weakContainer: StateContainer<Counter>?
    do {
      let container = StateContainer<Counter>(state: .idle)
      weakContainer = container
      container.observe(
        { () -> Counter in
          evaluated += 1
          return .count(1)
        }(), debounced: .milliseconds(10))
    }
    #expect(weakContainer == nil)
    // A control call on another container fires after the released one would have.
    let control = StateContainer<Counter>(state: .idle)
    control.observe(Counter.count(1), debounced: .milliseconds(30))
    try await waitUntil { control.state == .count(1) }
    #expect(evaluated == 0)
  }
}
