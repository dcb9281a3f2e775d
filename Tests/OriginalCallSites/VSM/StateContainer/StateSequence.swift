import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/StateContainer/StateSequence.swift: a model action returning
// several states in order, as the original's guide writes a loader.

private enum LoadProfileViewState: Equatable {
  case initialized
  case loading
  case loaded(name: String)
}

@MainActor
private struct ProfileLoaderModel {
  let name: String

  // covers: - :: struct StateSequence<State>: AsyncSequence, AsyncIteratorProtocol
  func load() -> StateSequence<LoadProfileViewState> {
    // covers: StateSequence :: init(_ states: () async -> State...)
    StateSequence(
      { .loading },
      { await self.fetch() }
    )
  }

  func fetch() async -> LoadProfileViewState {
    await Task.yield()
    return .loaded(name: name)
  }
}

@MainActor
final class StateSequenceCallSites: XCTestCase {
  func testIteratingYieldsEachStateInOrder() async throws {
    let model = ProfileLoaderModel(name: "ada")
    // covers: StateSequence :: typealias Element = State
    let first: StateSequence<LoadProfileViewState>.Element = .initialized
    // covers: StateSequence :: func makeAsyncIterator() -> Self
    var iterator: StateSequence<LoadProfileViewState> = model.load().makeAsyncIterator()
    // covers: StateSequence :: func next() async throws -> State?
    let second: LoadProfileViewState? = try await iterator.next()
    let third = try await iterator.next()
    let end = try await iterator.next()
    XCTAssertEqual([first, second, third], [.initialized, .loading, .loaded(name: "ada")])
    XCTAssertNil(end)
  }

  func testAContainerObservesTheSequence() async throws {
    let container = StateContainer<LoadProfileViewState>(state: .initialized)
    var seen: [LoadProfileViewState] = []
    let subscription = container.didSetPublisher.sink { seen.append($0) }
    // covers: StateSequence :: init(_ states: () async -> State...)
    container.observe(StateSequence({ .loading }, { .loaded(name: "grace") }))
    try await vsmCorpusWait { seen.count == 3 }
    XCTAssertEqual(seen, [.initialized, .loading, .loaded(name: "grace")])
    subscription.cancel()
  }
}
