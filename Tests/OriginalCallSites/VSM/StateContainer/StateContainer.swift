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

// The original's Sources/LegacyVSM/StateContainer/StateContainer.swift: a container made and
// driven directly, as the original's guide and its unit-testing article do.

private enum SearchViewState: Equatable {
  case idle
  case searching(String)
  case results([String])
}

@MainActor
private struct SearchModel {
  func search(_ query: String) -> AnyPublisher<SearchViewState, Never> {
    Just(.results([query])).eraseToAnyPublisher()
  }

  func searchAsync(_ query: String) async -> SearchViewState {
    await Task.yield()
    return .results([query])
  }
}

/// The original's debounce due time, a Dispatch stride as Combine's schedulers take it.
private var quietPeriod: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(20) }

@MainActor
final class StateContainerCallSites: XCTestCase {
  func testInitialStateAndPublishedProjection() async throws {
    // covers: - :: class StateContainer<State>: ObservableObject, StateContaining
    // covers: StateContainer :: init(state: State)
    let container = StateContainer<SearchViewState>(state: .idle)
    // covers: StateContainer :: var state: State
    let state: SearchViewState = container.state
    XCTAssertEqual(state, .idle)
    // The original's state is `@Published public private(set)`: `$state` is its publisher, which
    // emits each new state before the property changes.
    let projected: Published<SearchViewState>.Publisher = container.$state
    var seenBeforeChange: [SearchViewState] = []
    let subscription = projected.sink { _ in seenBeforeChange.append(container.state) }
    container.observe(.searching("a"))
    XCTAssertEqual(seenBeforeChange, [.idle, .idle])
    XCTAssertEqual(container.state, .searching("a"))
    let observable: any ObservableObject = container
    XCTAssertNotNil(observable)
    subscription.cancel()
  }

  func testPublishers() async throws {
    let container = StateContainer<SearchViewState>(state: .idle)
    // covers: StateContainer :: var willSetPublisher: AnyPublisher<State, Never>
    let willSet: AnyPublisher<SearchViewState, Never> = container.willSetPublisher
    // covers: StateContainer :: var didSetPublisher: AnyPublisher<State, Never>
    let didSet: AnyPublisher<SearchViewState, Never> = container.didSetPublisher
    var events: [String] = []
    let subscriptions = [
      willSet.sink { events.append("will \($0) over \(container.state)") },
      didSet.sink { events.append("did \($0) at \(container.state)") },
    ]
    container.observe(.searching("b"))
    XCTAssertEqual(
      events,
      [
        "will idle over idle", "did idle at idle", "will searching(\"b\") over idle",
        "did searching(\"b\") at searching(\"b\")",
      ])
    // The original deprecates `publisher` (renamed `didSetPublisher`): called through a protocol.
    let deprecated: any StateContainerDeprecatedCalling = StateContainerDeprecatedCalls()
    XCTAssertEqual(deprecated.publisherValues(container), [.searching("b")])
    subscriptions.forEach { $0.cancel() }
  }

  func testObserveFamily() async throws {
    let container = StateContainer<SearchViewState>(state: .idle)
    let model = SearchModel()
    // covers: StateContainer :: func observe(_ statePublisher: some Publisher<State, Never>)
    container.observe(model.search("a"))
    XCTAssertEqual(container.state, .results(["a"]))

    // covers: StateContainer :: func observe(_ nextState: State)
    container.observe(.searching("b"))
    XCTAssertEqual(container.state, .searching("b"))

    // covers: StateContainer :: func observeAsync(_ nextState: () async -> State)
    container.observeAsync({ await model.searchAsync("c") })
    try await vsmCorpusWait { container.state == .results(["c"]) }

    // covers: StateContainer :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence) where SomeAsyncSequence.Element == State
    container.observeAsync({ StateSequence({ .searching("d") }, { .results(["d"]) }) })
    try await vsmCorpusWait { container.state == .results(["d"]) }

    let stream = AsyncStream<SearchViewState> { continuation in
      continuation.yield(.searching("e"))
      continuation.yield(.results(["e"]))
      continuation.finish()
    }
    // covers: StateContainer :: func observe<SomeAsyncSequence: AsyncSequence>(_ stateSequence: SomeAsyncSequence) where SomeAsyncSequence.Element == State
    container.observe(stream)
    try await vsmCorpusWait { container.state == .results(["e"]) }
  }

  func testDebouncedObserveFamily() async throws {
    let container = StateContainer<SearchViewState>(state: .idle)
    let model = SearchModel()
    var applied: [SearchViewState] = []
    let subscription = container.didSetPublisher.dropFirst().sink { applied.append($0) }

    for query in ["a", "ab", "abc"] {
      // covers: StateContainer :: func observe(_ statePublisher: () -> some Publisher<State, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      container.observe(model.search(query), debounced: quietPeriod, identifier: "search")
    }
    try await vsmCorpusWait { container.state == .results(["abc"]) }
    XCTAssertEqual(applied, [.results(["abc"])])

    for query in ["x", "xy"] {
      // covers: StateContainer :: func observeAsync(_ nextState: () async -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      container.observeAsync(
        { await model.searchAsync(query) }, debounced: quietPeriod, identifier: "async")
    }
    try await vsmCorpusWait { container.state == .results(["xy"]) }

    for query in ["p", "pq"] {
      // covers: StateContainer :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == State
      container.observeAsync(
        { StateSequence({ .searching(query) }) }, debounced: quietPeriod, identifier: "sequence")
    }
    try await vsmCorpusWait { container.state == .searching("pq") }

    for query in ["m", "mn"] {
      // covers: StateContainer :: func observe(_ nextState: () -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      container.observe(.searching(query), debounced: quietPeriod, identifier: "state")
    }
    try await vsmCorpusWait { container.state == .searching("mn") }

    for query in ["u", "uv"] {
      let stream = AsyncStream<SearchViewState> { continuation in
        continuation.yield(.results([query]))
        continuation.finish()
      }
      // covers: StateContainer :: func observe<SomeAsyncSequence: AsyncSequence>(_ stateSequence: SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == State
      container.observe(stream, debounced: quietPeriod, identifier: "stream")
    }
    try await vsmCorpusWait { container.state == .results(["uv"]) }
    XCTAssertFalse(applied.contains(.results(["a"])))
    XCTAssertFalse(applied.contains(.results(["x"])))
    XCTAssertFalse(applied.contains(.searching("m")))
    XCTAssertFalse(applied.contains(.results(["u"])))
    subscription.cancel()
  }
}

/// Calls of the original's deprecated API, made on purpose.
@MainActor
private protocol StateContainerDeprecatedCalling {
  func publisherValues(_ container: StateContainer<SearchViewState>) -> [SearchViewState]
}

@MainActor
private struct StateContainerDeprecatedCalls: StateContainerDeprecatedCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func publisherValues(_ container: StateContainer<SearchViewState>) -> [SearchViewState] {
    var values: [SearchViewState] = []
    // covers: StateContainer :: var publisher: AnyPublisher<State, Never>
    let publisher: AnyPublisher<SearchViewState, Never> = container.publisher
    publisher.sink { values.append($0) }.cancel()
    return values
  }
}
