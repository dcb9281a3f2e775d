/// A type that publishes its view state.
///
/// Every publisher emits on the main thread, inside the main actor's state change: first the
/// current state when subscribed, then each new state.
@preconcurrency @MainActor public protocol StatePublishing<State> {
  /// The type of the view state.
  associatedtype State
  /// The current state, then each new state once it is set (the container already holds it).
  /// Deprecated, as in the original VSM: the same stream as ``didSetPublisher``, whose name says
  /// when it emits.
  @available(*, deprecated, renamed: "didSetPublisher", message: "Renamed to didSetPublisher.")
  var publisher: AnyPublisher<State, Never> { get }
  /// The current state, then each new state just before it is set: the publisher still holds the
  /// previous one, so a subscriber can compare the two.
  var willSetPublisher: AnyPublisher<State, Never> { get }
  /// The current state, then each new state just after it is set; the same stream as
  /// ``publisher``.
  var didSetPublisher: AnyPublisher<State, Never> { get }
}

extension StateContainer: StatePublishing {
  /// The current state, then each new state once it is set (the container already holds it).
  /// The same stream as ``didSetPublisher``; deprecated, as in the original VSM.
  @available(*, deprecated, renamed: "didSetPublisher", message: "Renamed to didSetPublisher.")
  public var publisher: AnyPublisher<State, Never> { didSetPublisher }

  /// The current state, then each new state just before it is set: ``state`` still holds the
  /// previous one, so a subscriber can compare the two.
  public var willSetPublisher: AnyPublisher<State, Never> {
    publication.$state.eraseToAnyPublisher()
  }

  /// The current state, then each new state just after it is set.
  public var didSetPublisher: AnyPublisher<State, Never> {
    if let didSetSubject { return didSetSubject.eraseToAnyPublisher() }
    let subject = CurrentValueSubject<State, Never>(state)
    didSetSubject = subject
    return subject.eraseToAnyPublisher()
  }
}

/// The container is an observable object: SwiftUI's `ViewState` (and `@StateObject` or
/// `@ObservedObject`, where SwiftUI exists) redraws the view before each state change.
/// `@preconcurrency`: the protocol predates actors; SwiftUI reads `objectWillChange` on the main
/// actor, and the runtime checks that it does.
extension StateContainer: @preconcurrency ObservableObject {}
