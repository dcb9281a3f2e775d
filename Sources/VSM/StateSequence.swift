/// A fixed series of states, each made by a closure, for actions that move through several states:
///
/// ```swift
/// func load() -> StateSequence<LoadUserProfileViewState> {
///   StateSequence(
///     { .loading },
///     { await self.fetchProfile() }
///   )
/// }
///
/// $state.observe(loaderModel.load())
/// ```
///
/// It is an `AsyncSequence`: ``StateObserving/observe(_:)-(StateSequence)`` applies its states in
/// order, each closure running (on the main actor) only after the previous state was applied, and
/// stops at the first when the action is superseded.
public struct StateSequence<State>: AsyncSequence {
  /// The element type: a view state.
  public typealias Element = State

  private let makeStates: [@MainActor () async -> sending State]

  /// Creates the sequence from the closures that make its states, in order.
  /// - Parameter makeStates: one closure per state.
  public init(_ makeStates: (@MainActor () async -> sending State)...) {
    self.makeStates = makeStates
  }

  /// Creates the sequence from the closures that make its states, in order.
  /// - Parameter makeStates: one closure per state.
  public init(_ makeStates: [@MainActor () async -> sending State]) {
    self.makeStates = makeStates
  }

  /// Makes the iterator that runs the closures one by one.
  public func makeAsyncIterator() -> Iterator {
    Iterator(remaining: makeStates[...])
  }

  /// Runs the closures of a ``StateSequence`` one by one.
  public struct Iterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<@MainActor () async -> sending State>

    /// The next state, or `nil` after the last one or once the task is cancelled.
    public mutating func next() async -> State? {
      guard !Task.isCancelled, let makeState = remaining.popFirst() else { return nil }
      return await makeState()
    }
  }
}
