import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/StateContainer/StateContainer+Binding.swift: a container's
// two-way bindings for SwiftUI controls. SwiftUI's: compiled for iOS only (the migration guide
// says so).

#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(Combine)
    import Combine
  #endif

  private struct FilterViewState: Equatable {
    var query = ""
    var onlyFavorites = false

    func searching(_ query: String) -> FilterViewState {
      FilterViewState(query: query, onlyFavorites: onlyFavorites)
    }
    func searchingAsync(_ query: String) async -> FilterViewState { searching(query) }
    func searchingPublisher(_ query: String) -> AnyPublisher<FilterViewState, Never> {
      Just(searching(query)).eraseToAnyPublisher()
    }
  }

  @MainActor
  final class StateContainerBindingCallSites: XCTestCase {
    func testEachBindingObservesTheStateItsActionReturns() async throws {
      let container = StateContainer<FilterViewState>(state: FilterViewState())
      let all: [Binding<String>] = [
        // covers: StateContainer :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) -> State) -> Binding<Value>
        container.bind(\.query, to: { state, query in state.searching(query) }),
        // covers: StateContainer :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) -> State) -> Binding<Value>
        container.bind(\.query, to: FilterViewState.searching),
        // covers: StateContainer :: func bindAsync<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) async -> State) -> Binding<Value>
        container.bindAsync(\.query, to: { state, query in await state.searchingAsync(query) }),
        // covers: StateContainer :: func bindAsync<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) async -> State) -> Binding<Value>
        container.bindAsync(\.query, to: FilterViewState.searchingAsync),
        // covers: StateContainer :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) -> AnyPublisher<State, Never>) -> Binding<Value>
        container.bind(\.query, to: { state, query in state.searchingPublisher(query) }),
        // covers: StateContainer :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) -> AnyPublisher<State, Never>) -> Binding<Value>
        container.bind(\.query, to: FilterViewState.searchingPublisher),
      ]
      for (index, binding) in all.enumerated() {
        binding.wrappedValue = "query \(index)"
        try await vsmCorpusWait { container.state.query == "query \(index)" }
        XCTAssertEqual(binding.wrappedValue, "query \(index)")
      }
    }
  }
#endif
