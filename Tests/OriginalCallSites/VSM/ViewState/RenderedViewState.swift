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

// The original's Sources/LegacyVSM/ViewState/RenderedViewState.swift: a UIKit view controller's
// rendered view state, declared and made as the original's UIKit guide does.

private enum ProfileViewState: Equatable {
  case loading
  case loaded(String)
  case failed
}

/// Renders after each change (`render()`), reading the new state.
private final class ProfileViewController: UIViewController {
  // covers: LegacyRenderedViewState :: static subscript<ParentClass: AnyObject>(_enclosingInstance instance: ParentClass, wrapped wrappedKeyPath: KeyPath<ParentClass, State>, storage storageKeyPath: KeyPath<ParentClass, LegacyRenderedViewState<State>>) -> State
  @RenderedViewState var state: ProfileViewState
  var rendered: [ProfileViewState] = []

  init(state: ProfileViewState) {
    // covers: LegacyRenderedViewState :: init<Parent: AnyObject>(wrappedValue: State, render: (Parent) -> () -> ())
    _state = .init(wrappedValue: state, render: ProfileViewController.render)
    super.init(nibName: nil, bundle: nil)
  }

  init(container: StateContainer<ProfileViewState>) {
    // covers: LegacyRenderedViewState :: init<Parent: AnyObject>(container: StateContainer<State>, render: (Parent) -> () -> ())
    _state = RenderedViewState(container: container, render: ProfileViewController.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func render() {
    rendered.append(state)
  }

  /// A rendered view state made as a value, outside a view (no view renders it).
  static func detachedState() -> RenderedViewState<ProfileViewState> {
    // covers: - :: struct LegacyRenderedViewState<State>
    RenderedViewState(wrappedValue: .loading, render: ProfileViewController.render)
  }
}

/// Renders before each change (`render(_:)`), comparing the new state with the current one.
private final class AnimatedProfileViewController: UIViewController {
  @RenderedViewState var state: ProfileViewState
  var transitions: [String] = []

  init(state: ProfileViewState) {
    // covers: LegacyRenderedViewState :: init<Parent: AnyObject>(wrappedValue: State, render: (Parent) -> (State) -> ())
    _state = .init(wrappedValue: state, render: AnimatedProfileViewController.render)
    super.init(nibName: nil, bundle: nil)
  }

  init(container: StateContainer<ProfileViewState>) {
    // covers: LegacyRenderedViewState :: init<Parent: AnyObject>(container: StateContainer<State>, render: (Parent) -> (State) -> ())
    _state = RenderedViewState(container: container, render: AnimatedProfileViewController.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func render(_ newState: ProfileViewState) {
    transitions.append("\(state) -> \(newState)")
  }
}

/// The original's debounce due time, a Dispatch stride as Combine's schedulers take it.
private var profileQuietPeriod: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(20) }

// covers: LegacyRenderedViewState.RenderedContainer :: extension LegacyRenderedViewState.RenderedContainer: StateObserving & StatePublishing
@MainActor
private func reload(
  _ observer: some StateObserving<ProfileViewState> & StatePublishing<ProfileViewState>
) -> AnyPublisher<ProfileViewState, Never> {
  observer.observe(.loading)
  return observer.didSetPublisher
}

@MainActor
private protocol RenderedContainerDeprecatedCalling {
  func publisherValues(
    _ rendered: RenderedViewState<ProfileViewState>.RenderedContainer
  )
    -> [ProfileViewState]
}

@MainActor
private struct RenderedContainerDeprecatedCalls: RenderedContainerDeprecatedCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func publisherValues(
    _ rendered: RenderedViewState<ProfileViewState>.RenderedContainer
  )
    -> [ProfileViewState]
  {
    var values: [ProfileViewState] = []
    // covers: LegacyRenderedViewState.RenderedContainer :: var publisher: AnyPublisher<State, Never>
    let publisher: AnyPublisher<ProfileViewState, Never> = rendered.publisher
    publisher.sink { values.append($0) }.cancel()
    return values
  }
}

@MainActor
final class RenderedViewStateCallSites: XCTestCase {
  func testRendersAfterEachChange() async throws {
    let controller = ProfileViewController(state: .loading)
    XCTAssertEqual(controller.state, .loading)  // The first read starts rendering.
    controller.$state.observe(.loaded("ada"))
    XCTAssertEqual(controller.rendered, [.loading, .loaded("ada")])
  }

  func testRendersBeforeEachChange() async throws {
    let controller = AnimatedProfileViewController(state: .loading)
    // covers: LegacyRenderedViewState.RenderedContainer :: func startRendering<View>(on view: View) where View: AnyObject
    controller.$state.startRendering(on: controller)
    controller.$state.observe(.failed)
    XCTAssertEqual(controller.transitions, ["loading -> loading", "loading -> failed"])
  }

  func testMadeWithAContainer() async throws {
    let container = StateContainer<ProfileViewState>(state: .loading)
    let controller = ProfileViewController(container: container)
    controller.$state.startRendering(on: controller)
    container.observe(.loaded("grace"))
    XCTAssertEqual(controller.rendered, [.loading, .loaded("grace")])
    XCTAssertEqual(controller.state, .loaded("grace"))

    let animatedContainer = StateContainer<ProfileViewState>(state: .loading)
    let animated = AnimatedProfileViewController(container: animatedContainer)
    animated.$state.startRendering(on: animated)
    animatedContainer.observe(.failed)
    XCTAssertEqual(animated.transitions, ["loading -> loading", "loading -> failed"])
  }

  func testMadeAsAValue() async throws {
    let value: RenderedViewState<ProfileViewState> = ProfileViewController.detachedState()
    // covers: LegacyRenderedViewState :: var projectedValue: RenderedContainer
    // covers: LegacyRenderedViewState :: struct RenderedContainer
    let rendered: RenderedViewState<ProfileViewState>.RenderedContainer = value.projectedValue
    rendered.observe(.loaded("lin"))
    // covers: LegacyRenderedViewState :: var wrappedValue: State
    let current: ProfileViewState = value.wrappedValue
    XCTAssertEqual(current, .loaded("lin"))
    var published: [ProfileViewState] = []
    let subscription = reload(rendered).sink { published.append($0) }
    XCTAssertEqual(published, [.loading])
    let deprecated: any RenderedContainerDeprecatedCalling = RenderedContainerDeprecatedCalls()
    XCTAssertEqual(deprecated.publisherValues(rendered), [.loading])
    subscription.cancel()
  }

  func testRenderedContainerPublishersAndObserveFamily() async throws {
    let controller = ProfileViewController(state: .loading)
    let rendered = controller.$state
    var events: [String] = []
    let subscriptions = [
      // covers: LegacyRenderedViewState.RenderedContainer :: var willSetPublisher: AnyPublisher<State, Never>
      rendered.willSetPublisher.sink { events.append("will \($0)") },
      // covers: LegacyRenderedViewState.RenderedContainer :: var didSetPublisher: AnyPublisher<State, Never>
      rendered.didSetPublisher.sink { events.append("did \($0)") },
    ]
    // covers: LegacyRenderedViewState.RenderedContainer :: func observe(_ statePublisher: some Publisher<State, Never>)
    rendered.observe(Just(ProfileViewState.failed))
    XCTAssertEqual(events, ["will loading", "did loading", "will failed", "did failed"])
    // covers: LegacyRenderedViewState.RenderedContainer :: func observe(_ nextState: State)
    rendered.observe(.loaded("a"))
    XCTAssertEqual(controller.state, .loaded("a"))
    // covers: LegacyRenderedViewState.RenderedContainer :: func observeAsync(_ nextState: () async -> State)
    rendered.observeAsync({ .loaded("b") })
    try await vsmCorpusWait { controller.state == .loaded("b") }
    // covers: LegacyRenderedViewState.RenderedContainer :: func observeAsync<StateSequence: AsyncSequence>(_ stateSequence: () async -> StateSequence) where StateSequence.Element == State
    rendered.observeAsync({ StateSequence({ .loading }, { .loaded("c") }) })
    try await vsmCorpusWait { controller.state == .loaded("c") }
    // covers: LegacyRenderedViewState.RenderedContainer :: func observe<SomeAsyncSequence>(_ stateSequence: SomeAsyncSequence) where SomeAsyncSequence: AsyncSequence, State == SomeAsyncSequence.Element
    rendered.observe(StateSequence({ .loaded("d") }))
    try await vsmCorpusWait { controller.state == .loaded("d") }
    XCTAssertEqual(controller.rendered.last, .loaded("d"))
    subscriptions.forEach { $0.cancel() }
  }

  func testRenderedContainerDebouncedObserveFamily() async throws {
    let controller = ProfileViewController(state: .loading)
    let rendered = controller.$state
    var applied: [ProfileViewState] = []
    let subscription = rendered.didSetPublisher.dropFirst().sink { applied.append($0) }
    for name in ["a1", "a2"] {
      // covers: LegacyRenderedViewState.RenderedContainer :: func observe(_ statePublisher: () -> some Publisher<State, Never>, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      rendered.observe(
        Just(ProfileViewState.loaded(name)), debounced: profileQuietPeriod, identifier: "publisher")
    }
    try await vsmCorpusWait { controller.state == .loaded("a2") }
    for name in ["b1", "b2"] {
      // covers: LegacyRenderedViewState.RenderedContainer :: func observe(_ nextState: () -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      rendered.observe(.loaded(name), debounced: profileQuietPeriod, identifier: "state")
    }
    try await vsmCorpusWait { controller.state == .loaded("b2") }
    for name in ["c1", "c2"] {
      // covers: LegacyRenderedViewState.RenderedContainer :: func observe<SomeAsyncSequence>(_ stateSequence: SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence: AsyncSequence, State == SomeAsyncSequence.Element
      rendered.observe(
        StateSequence({ .loaded(name) }), debounced: profileQuietPeriod, identifier: "sequence")
    }
    try await vsmCorpusWait { controller.state == .loaded("c2") }
    for name in ["d1", "d2"] {
      // covers: LegacyRenderedViewState.RenderedContainer :: func observeAsync(_ nextState: () async -> State, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable)
      rendered.observeAsync({ .loaded(name) }, debounced: profileQuietPeriod, identifier: "async")
    }
    try await vsmCorpusWait { controller.state == .loaded("d2") }
    for name in ["e1", "e2"] {
      // covers: LegacyRenderedViewState.RenderedContainer :: func observeAsync<SomeAsyncSequence: AsyncSequence>(_ stateSequence: () async -> SomeAsyncSequence, debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable) where SomeAsyncSequence.Element == State
      rendered.observeAsync(
        { StateSequence({ .loaded(name) }) }, debounced: profileQuietPeriod,
        identifier: "async sequence")
    }
    try await vsmCorpusWait { controller.state == .loaded("e2") }
    XCTAssertEqual(
      applied, [.loaded("a2"), .loaded("b2"), .loaded("c2"), .loaded("d2"), .loaded("e2")])
    subscription.cancel()
  }
}
