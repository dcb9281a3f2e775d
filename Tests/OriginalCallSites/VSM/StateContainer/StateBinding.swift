import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/StateContainer/StateBinding.swift: the binding protocol of a
// SwiftUI view state's projected value. SwiftUI's: compiled for iOS only (the migration guide
// says so).

#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(Combine)
    import Combine
  #endif

  private struct ComposerViewState: Equatable {
    var draft = ""

    func editing(_ draft: String) -> ComposerViewState { ComposerViewState(draft: draft) }
    func editingAsync(_ draft: String) async -> ComposerViewState {
      ComposerViewState(draft: draft)
    }
    func editingPublisher(_ draft: String) -> AnyPublisher<ComposerViewState, Never> {
      Just(ComposerViewState(draft: draft)).eraseToAnyPublisher()
    }
  }

  // covers: - :: protocol StateBinding<State>
  @MainActor
  private func bindings(_ binder: any StateBinding<ComposerViewState>) -> [Binding<String>] {
    let keyPath: KeyPath<ComposerViewState, String> = \.draft
    return [
      // covers: StateBinding :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) -> AnyPublisher<State, Never>) -> Binding<Value>
      binder.bind(keyPath, to: { state, draft in state.editingPublisher(draft) }),
      // covers: StateBinding :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) -> AnyPublisher<State, Never>) -> Binding<Value>
      binder.bind(keyPath, to: ComposerViewState.editingPublisher),
      // covers: StateBinding :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) -> State) -> Binding<Value>
      binder.bind(keyPath, to: { state, draft in state.editing(draft) }),
      // covers: StateBinding :: func bind<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) -> State) -> Binding<Value>
      binder.bind(keyPath, to: ComposerViewState.editing),
      // covers: StateBinding :: func bindAsync<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State, Value) async -> State) -> Binding<Value>
      binder.bindAsync(keyPath, to: { state, draft in await state.editingAsync(draft) }),
      // covers: StateBinding :: func bindAsync<Value>(_ stateKeyPath: KeyPath<State, Value>, to observedSetter: (State) -> (Value) async -> State) -> Binding<Value>
      binder.bindAsync(keyPath, to: ComposerViewState.editingAsync),
    ]
  }

  // covers: StateBinding :: associatedtype State
  @MainActor
  private func currentDraft<Binder: StateBinding>(
    of binder: Binder, in state: Binder.State
  )
    -> Binder.State
  {
    state
  }

  @MainActor
  final class StateBindingCallSites: XCTestCase {
    func testBindingsThroughTheProtocol() async throws {
      let container = StateContainer<ComposerViewState>(state: ComposerViewState())
      let all = bindings(container)
      XCTAssertEqual(currentDraft(of: container, in: container.state), ComposerViewState())
      for (index, binding) in all.enumerated() {
        binding.wrappedValue = "draft \(index)"
        try await vsmCorpusWait { container.state.draft == "draft \(index)" }
        XCTAssertEqual(binding.wrappedValue, "draft \(index)")
      }
    }
  }
#endif
