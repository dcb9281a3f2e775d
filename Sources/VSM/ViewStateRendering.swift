/// The original VSM's first way for a view to hold its state: the view declares a `container` and
/// calls `observe` on itself. Deprecated in the original VSM, and here: prefer
/// ``RenderedViewState`` (UIKit), `ViewState` (SwiftUI) or a ``StateContainer`` used directly.
///
/// ```swift
/// struct ProfileView: View, ViewStateRendering {
///   @StateObject var container = StateContainer<ProfileViewState>(state: .loading)
///   var body: some View { Text("\(state)").onAppear { observe(model.load()) } }
/// }
/// ```
@available(
  *, deprecated,
  message:
    "Adopt the @ViewState (or @RenderedViewState) property wrapper or work directly with a StateContainer."
)
@preconcurrency @MainActor public protocol ViewStateRendering {
  /// The type of the view state.
  associatedtype ViewState
  /// The container holding the view state.
  var container: StateContainer<ViewState> { get }
}

@available(
  *, deprecated,
  message:
    "Adopt the @ViewState (or @RenderedViewState) property wrapper or work directly with a StateContainer."
)
extension ViewStateRendering {
  /// The container's current view state.
  public var state: ViewState { container.state }

  /// Applies every state the publisher emits; see `StateObserving.observe(_:)`.
  /// - Parameter stateChangePublisher: the action's states.
  public func observe(_ stateChangePublisher: AnyPublisher<ViewState, Never>) {
    container.observe(stateChangePublisher)
  }

  /// Runs an async action and applies the state it returns; see `StateObserving.observeAsync(_:)`.
  /// - Parameter awaitState: the action, returning the next view state.
  public func observeAsync(_ awaitState: @escaping @MainActor () async -> ViewState) {
    container.observeAsync(awaitState)
  }

  /// Runs an async action returning a sequence of states and applies each of them; see
  /// `StateObserving.observeAsync(_:)`.
  /// - Parameter awaitStateSequence: the action, returning the sequence of view states.
  public func observeAsync<SomeAsyncSequence: AsyncSequence>(
    _ awaitStateSequence: @escaping @MainActor () async -> SomeAsyncSequence
  ) where SomeAsyncSequence.Element == ViewState {
    container.observeAsync(awaitStateSequence)
  }

  /// Replaces the view state at once; see ``StateObserving/observe(_:)-(Self.State)``.
  /// - Parameter nextState: the new view state.
  public func observe(_ nextState: @autoclosure () -> ViewState) {
    container.observe(nextState())
  }

  /// Debounced `observe(_:)`, keyed by call site.
  /// - Parameters:
  ///   - stateChangePublisherAction: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observe(
    _ stateChangePublisherAction:
      @autoclosure @escaping @MainActor () -> AnyPublisher<
        ViewState, Never
      >,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    container.observe(stateChangePublisherAction(), debounced: dueTime, file: file, line: line)
  }

  /// Debounced `observe(_:)`, keyed by `identifier`.
  /// - Parameters:
  ///   - stateChangePublisherAction: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observe(
    _ stateChangePublisherAction:
      @autoclosure @escaping @MainActor () -> AnyPublisher<
        ViewState, Never
      >,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    container.observe(stateChangePublisherAction(), debounced: dueTime, identifier: identifier)
  }

  /// Debounced `observeAsync(_:)`, keyed by call site.
  /// - Parameters:
  ///   - stateChangeAsyncAction: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observeAsync(
    _ stateChangeAsyncAction: @escaping @MainActor () async -> ViewState,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    container.observeAsync(stateChangeAsyncAction, debounced: dueTime, file: file, line: line)
  }

  /// Debounced `observeAsync(_:)`, keyed by `identifier`.
  /// - Parameters:
  ///   - nextState: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observeAsync(
    _ nextState: @escaping @MainActor () async -> ViewState,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    container.observeAsync(nextState, debounced: dueTime, identifier: identifier)
  }

  /// Debounced `observeAsync(_:)` for an action returning a sequence of states, keyed by call
  /// site.
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observeAsync<SomeAsyncSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> SomeAsyncSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) where SomeAsyncSequence.Element == ViewState {
    container.observeAsync(stateSequence, debounced: dueTime, file: file, line: line)
  }

  /// Debounced `observeAsync(_:)` for an action returning a sequence of states, keyed by
  /// `identifier`.
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observeAsync<SomeAsyncSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> SomeAsyncSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) where SomeAsyncSequence.Element == ViewState {
    container.observeAsync(stateSequence, debounced: dueTime, identifier: identifier)
  }

  /// Debounced `observe(_:)`, keyed by call site.
  /// - Parameters:
  ///   - nextState: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  public func observe(
    _ nextState: @autoclosure @escaping @MainActor () -> ViewState,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    container.observe(nextState(), debounced: dueTime, file: file, line: line)
  }

  /// Debounced `observe(_:)`, keyed by `identifier`.
  /// - Parameters:
  ///   - stateChangeAction: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  public func observe(
    _ stateChangeAction: @autoclosure @escaping @MainActor () -> ViewState,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    container.observe(stateChangeAction(), debounced: dueTime, identifier: identifier)
  }
}
