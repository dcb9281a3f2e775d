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
///
/// As in the original VSM, the sequence is its own iterator (``makeAsyncIterator()`` returns a
/// copy of it), so iterating a copy does not consume the original. It is `Sendable` whatever
/// its state: it holds only main-actor closures, which make the states when asked.
public struct StateSequence<State>: AsyncSequence, AsyncIteratorProtocol, Sendable {
  /// The element type: a view state.
  public typealias Element = State

  /// The closures that have not made their state yet.
  private var remaining: ArraySlice<@MainActor () async -> sending State>

  /// Creates the sequence from the closures that make its states, in order.
  /// - Parameter states: one closure per state.
  public init(_ states: (@MainActor () async -> sending State)...) {
    self.remaining = states[...]
  }

  /// Creates the sequence from the closures that make its states, in order.
  /// - Parameter states: one closure per state.
  public init(_ states: [@MainActor () async -> sending State]) {
    self.remaining = states[...]
  }

  /// The next state, made by the next closure; `nil` after the last one or once the task is
  /// cancelled. Declared `throws` as in the original VSM; it never throws.
  public mutating func next() async throws -> State? {
    guard !Task.isCancelled, let makeState = remaining.popFirst() else { return nil }
    return await makeState()
  }

  /// The sequence itself, as its iterator.
  public func makeAsyncIterator() -> Self { self }
}
