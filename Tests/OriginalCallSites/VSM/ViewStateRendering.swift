import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// The original's Sources/LegacyVSM/ViewStateRendering.swift: the first way a view held its
// state (a `container` and `observe` on the view itself). The original deprecates it, so the
// fixtures are deprecated and the calls are made through a protocol, on purpose.

private enum FeedViewState: Equatable {
  case loading
  case loaded([String])
}

/// The original's debounce due time, a Dispatch stride as Combine's schedulers take it.
private var feedQuietPeriod: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(20) }

// covers: - :: protocol ViewStateRendering
@available(*, deprecated, message: "calls the original's deprecated API on purpose")
@MainActor
private final class FeedViewController: UIViewController, ViewStateRendering {
  // covers: ViewStateRendering :: associatedtype ViewState
  typealias ViewState = FeedViewState
  // covers: ViewStateRendering :: var container: StateContainer<ViewState>
  let container = StateContainer<FeedViewState>(state: .loading)

  func load() async -> FeedViewState {
    await Task.yield()
    return .loaded(["async"])
  }
}

@MainActor
private protocol ViewStateRenderingCalling {
  func observeFamily() async throws -> FeedViewState
  func debouncedFamily() async throws -> [FeedViewState]
}

@MainActor
private struct ViewStateRenderingCalls: ViewStateRenderingCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func observeFamily() async throws -> FeedViewState {
    let view = FeedViewController()
    // covers: ViewStateRendering :: var state: ViewState
    let initial: FeedViewState = view.state
    XCTAssertEqual(initial, .loading)
    // covers: ViewStateRendering :: func observe(_ stateChangePublisher: AnyPublisher<ViewState, Never>)
    view.observe(Just(FeedViewState.loaded(["publisher"])).eraseToAnyPublisher())
    XCTAssertEqual(view.state, .loaded(["publisher"]))
    // covers: ViewStateRendering :: func observe(_ nextState: () -> ViewState)
    view.observe(.loading)
    XCTAssertEqual(view.state, .loading)
    // covers: ViewStateRendering :: func observeAsync(_ awaitState: () async -> ViewState)
    view.observeAsync({ await view.load() })
    try await vsmCorpusWait { view.state == .loaded(["async"]) }
    // covers: ViewStateRendering :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ awaitStateSequence: () async -> SomeAsyncSequence) where SomeAsyncSequence.Element == ViewState
    view.observeAsync({ StateSequence({ .loading }, { .loaded(["sequence"]) }) })
    try await vsmCorpusWait { view.state == .loaded(["sequence"]) }
    return view.state
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func debouncedFamily() async throws -> [FeedViewState] {
    let view = FeedViewController()
    var applied: [FeedViewState] = []
    let subscription = view.container.didSetPublisher.dropFirst().sink { applied.append($0) }
    defer { subscription.cancel() }
    for item in ["a1", "a2"] {
      // covers: ViewStateRendering :: func observe(_ stateChangePublisherAction: () -> AnyPublisher<ViewState, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      view.observe(
        Just(FeedViewState.loaded([item])).eraseToAnyPublisher(), debounced: feedQuietPeriod)
    }
    try await vsmCorpusWait { view.state == .loaded(["a2"]) }
    for item in ["b1", "b2"] {
      // covers: ViewStateRendering :: func observe(_ stateChangePublisherAction: () -> AnyPublisher<ViewState, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      view.observe(
        Just(FeedViewState.loaded([item])).eraseToAnyPublisher(), debounced: feedQuietPeriod,
        identifier: "publisher")
    }
    try await vsmCorpusWait { view.state == .loaded(["b2"]) }
    for item in ["c1", "c2"] {
      // covers: ViewStateRendering :: func observeAsync(_ stateChangeAsyncAction: () async -> ViewState, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      view.observeAsync({ .loaded([item]) }, debounced: feedQuietPeriod)
    }
    try await vsmCorpusWait { view.state == .loaded(["c2"]) }
    for item in ["d1", "d2"] {
      // covers: ViewStateRendering :: func observeAsync(_ nextState: () async -> ViewState, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      view.observeAsync({ .loaded([item]) }, debounced: feedQuietPeriod, identifier: "async")
    }
    try await vsmCorpusWait { view.state == .loaded(["d2"]) }
    for item in ["e1", "e2"] {
      // covers: ViewStateRendering :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line) where SomeAsyncSequence.Element == ViewState
      view.observeAsync({ StateSequence({ .loaded([item]) }) }, debounced: feedQuietPeriod)
    }
    try await vsmCorpusWait { view.state == .loaded(["e2"]) }
    for item in ["f1", "f2"] {
      // covers: ViewStateRendering :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == ViewState
      view.observeAsync(
        { StateSequence({ .loaded([item]) }) }, debounced: feedQuietPeriod, identifier: "sequence")
    }
    try await vsmCorpusWait { view.state == .loaded(["f2"]) }
    for item in ["g1", "g2"] {
      // covers: ViewStateRendering :: func observe(_ nextState: () -> ViewState, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #file, line: UInt = #line)
      view.observe(.loaded([item]), debounced: feedQuietPeriod)
    }
    try await vsmCorpusWait { view.state == .loaded(["g2"]) }
    for item in ["h1", "h2"] {
      // covers: ViewStateRendering :: func observe(_ stateChangeAction: () -> ViewState, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      view.observe(.loaded([item]), debounced: feedQuietPeriod, identifier: "state")
    }
    try await vsmCorpusWait { view.state == .loaded(["h2"]) }
    return applied
  }
}

@MainActor
final class ViewStateRenderingCallSites: XCTestCase {
  func testObserveFamily() async throws {
    let calls: any ViewStateRenderingCalling = ViewStateRenderingCalls()
    let final = try await calls.observeFamily()
    XCTAssertEqual(final, .loaded(["sequence"]))
  }

  func testDebouncedFamilyRunsOnlyTheLastCallOfEachBurst() async throws {
    let calls: any ViewStateRenderingCalling = ViewStateRenderingCalls()
    let applied = try await calls.debouncedFamily()
    XCTAssertEqual(
      applied, ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"].map { FeedViewState.loaded([$0]) })
  }
}

#if canImport(SwiftUI)
  private struct SettingsViewState: Equatable {
    var name = ""
    var notifications = false

    func renamed(_ name: String) -> SettingsViewState { SettingsViewState(name: name) }
    func renamedAsync(_ name: String) async -> SettingsViewState { SettingsViewState(name: name) }
    func renamedPublisher(_ name: String) -> AnyPublisher<SettingsViewState, Never> {
      Just(SettingsViewState(name: name)).eraseToAnyPublisher()
    }
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  private struct SettingsView: View, ViewStateRendering {
    @ObservedObject var container: StateContainer<SettingsViewState>

    var body: some View {
      VStack {
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState, Value) -> ViewState) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: { state, name in state.renamed(name) }))
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState) -> (Value) -> ViewState) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: SettingsViewState.renamed))
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState, Value) async -> ViewState) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: { state, name in await state.renamedAsync(name) }))
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState) -> (Value) async -> ViewState) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: SettingsViewState.renamedAsync))
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState, Value) -> AnyPublisher<ViewState, Never>) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: { state, name in state.renamedPublisher(name) }))
        // covers: ViewStateRendering :: func bind<Value>(_ stateKeyPath: KeyPath<ViewState, Value>, to observedSetter: (ViewState) -> (Value) -> AnyPublisher<ViewState, Never>) -> Binding<Value>
        TextField("Name", text: bind(\.name, to: SettingsViewState.renamedPublisher))
      }
    }
  }

  @MainActor
  private protocol SettingsViewCalling {
    func renameThroughBinding(_ container: StateContainer<SettingsViewState>)
  }

  @MainActor
  private struct SettingsViewCalls: SettingsViewCalling {
    @available(*, deprecated, message: "calls the original's deprecated API on purpose")
    func renameThroughBinding(_ container: StateContainer<SettingsViewState>) {
      let view = SettingsView(container: container)
      let binding: Binding<String> = view.bind(\.name, to: { state, name in state.renamed(name) })
      binding.wrappedValue = "ada"
    }
  }

  @MainActor
  final class ViewStateRenderingSwiftUICallSites: XCTestCase {
    func testBindingSetterObservesTheNewState() async throws {
      let container = StateContainer<SettingsViewState>(state: SettingsViewState())
      let calls: any SettingsViewCalling = SettingsViewCalls()
      calls.renameThroughBinding(container)
      XCTAssertEqual(container.state.name, "ada")
    }
  }
#endif
