#if canImport(SwiftUI)
  /// A type that holds a current view state, changes it through the `observe` family, publishes
  /// it and (where SwiftUI exists) binds its values to controls: ``StateContainer``,
  /// ``RenderedViewState``'s projected value, and `ViewState`'s.
  @preconcurrency @MainActor
  public protocol StateContaining<State>: StateObserving, StatePublishing, StateBinding {
    /// The type of the view state.
    associatedtype State
    /// The current view state.
    var state: State { get }
  }
#else
  /// A type that holds a current view state, changes it through the `observe` family and
  /// publishes it: ``StateContainer`` and ``RenderedViewState``'s projected value.
  @preconcurrency @MainActor
  public protocol StateContaining<State>: StateObserving, StatePublishing {
    /// The type of the view state.
    associatedtype State
    /// The current view state.
    var state: State { get }
  }
#endif

/// A type that changes its view state by observing actions: the `observe` family.
///
/// ``StateContainer``, ``RenderedViewState``'s projected value (`$state`) and, where SwiftUI
/// exists, `ViewState`'s projected value conform. Each call first cancels the action started by the
/// previous call (its subscription or task) and ignores any state that action emits later.
///
/// ```swift
/// $state.observe(loaderModel.load())                 // a publisher of states
/// $state.observe(.loading)                           // a single next state
/// $state.observeAsync { await model.save() }         // an async closure returning a state
/// $state.observe(model.progress())                   // an async sequence of states
/// ```
@preconcurrency @MainActor public protocol StateObserving<State> {
  /// The type of the view state.
  associatedtype State
  /// The container that runs the actions and holds the state. VSM's own types provide it.
  var _stateContainer: StateContainer<State> { get }
}

extension StateObserving {
  /// Replaces the view state with `nextState` at once, cancelling the current action.
  /// - Parameter nextState: the new view state.
  @inlinable public func observe(_ nextState: State) {
    let container = _stateContainer
    container.apply(nextState, from: container.beginAction())
  }

  /// Applies every state the publisher emits, cancelling the current action first.
  ///
  /// A state emitted on the main thread is applied at once (so `Just` applies synchronously); one
  /// emitted on another thread is applied on the main thread. The subscription is cancelled when
  /// `observe` is called again or the container is released.
  /// - Parameter statePublisher: the action's states, for example `AnyPublisher<State, Never>`.
  public func observe(_ statePublisher: some Publisher<State, Never>) {
    let container = _stateContainer
    let action = container.beginAction()
    let subscription =
      statePublisher
      .receive(on: MainQueueScheduler())
      .sink { [weak container] newState in
        container?.apply(newState, from: action)
      }
    container.adopt(subscription, for: action)
  }

  /// Runs an async action and applies the state it returns, cancelling the current action first.
  ///
  /// The action runs in a task on the main actor (its own `await`s may run elsewhere); the task is
  /// cancelled, and its state ignored, when `observe` is called again or the container is released.
  /// - Parameter nextState: the action, returning the next view state.
  public func observeAsync(_ nextState: @escaping @MainActor () async -> State) {
    let container = _stateContainer
    let action = container.beginAction()
    let task = Task { @MainActor [weak container] in
      let newState = await nextState()
      guard !Task.isCancelled else { return }
      container?.apply(newState, from: action)
    }
    container.adopt(AnyCancellable { task.cancel() }, for: action)
  }

  /// Applies every state of an async sequence, in order, cancelling the current action first.
  ///
  /// The sequence is iterated in a task on the main actor, cancelled when `observe` is called
  /// again or the container is released. An error thrown by the sequence ends the action and keeps
  /// the last state applied.
  /// - Parameter stateSequence: the action's states, for example an `AsyncStream<State>`.
  public func observe<StateSequence: AsyncSequence>(_ stateSequence: StateSequence)
  where StateSequence.Element == State {
    let container = _stateContainer
    let action = container.beginAction()
    let task = Task { @MainActor [weak container] in
      await StateContainer.iterate(stateSequence, for: action) { container }
    }
    container.adopt(AnyCancellable { task.cancel() }, for: action)
  }

  /// Runs an async action that returns an async sequence of states, then applies each state of the
  /// sequence in order, cancelling the current action first.
  ///
  /// Cancelled like ``observe(_:)-(StateSequence)``.
  /// - Parameter stateSequence: the action, returning the sequence of view states.
  public func observeAsync<StateSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> StateSequence
  ) where StateSequence.Element == State {
    let container = _stateContainer
    let action = container.beginAction()
    let task = Task { @MainActor [weak container] in
      let sequence = await stateSequence()
      guard !Task.isCancelled else { return }
      await StateContainer.iterate(sequence, for: action) { container }
    }
    container.adopt(AnyCancellable { task.cancel() }, for: action)
  }
}

extension StateContainer: StateContaining, StateObserving {
  /// The container itself.
  @inlinable public var _stateContainer: StateContainer<State> { self }
}

extension StateContainer {
  /// Applies the states of `sequence` while `action` is current, its task is not cancelled and
  /// the container is alive. Static, reaching the container through `container()` (a weak
  /// reference) for each state only: an instance method would keep the container alive while it
  /// awaits the next state, so an endless sequence would never let it (nor its view) go.
  static func iterate<Sequence: AsyncSequence>(
    _ sequence: Sequence, for action: UInt64, container: () -> StateContainer?
  )
    async where Sequence.Element == State
  {
    do {
      for try await newState in sequence {
        guard !Task.isCancelled, let current = container(), current.isCurrent(action) else {
          return
        }
        current.apply(newState, from: action)
      }
    } catch {
      container()?.debugLogger?("\(Self.self) action ended by error: \(error)")
    }
  }
}
