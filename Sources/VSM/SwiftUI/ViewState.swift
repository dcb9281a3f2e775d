#if canImport(SwiftUI)
  import SwiftUI

  /// The view state of a SwiftUI view: the SwiftUI counterpart of ``RenderedViewState``, with the
  /// same ``StateContainer`` underneath.
  ///
  /// ```swift
  /// struct LoadUserProfileView: View {
  ///   @ViewState var state: LoadUserProfileViewState
  ///
  ///   var body: some View {
  ///     switch state {
  ///     case .initialized(let loader):
  ///       ProgressView().onAppear { $state.observe(loader.load()) }
  ///     // …
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The view redraws before each state change. The state changes only through the projected
  /// value's `observe` family (`$state.observe(…)`); the container's `bind(_:to:)` turns a
  /// state value and an action into a two-way binding for a control.
  @MainActor @propertyWrapper public struct ViewState<State>: DynamicProperty {
    @StateObject private var container: StateContainer<State>

    /// Creates the view state with its initial value; SwiftUI keeps one container per view
    /// identity, so later initial values are ignored, as with `@StateObject`.
    /// - Parameter wrappedValue: the initial view state.
    public init(wrappedValue: @autoclosure @escaping () -> State) {
      _container = StateObject(wrappedValue: StateContainer(state: wrappedValue()))
    }

    /// The current view state.
    public var wrappedValue: State { container.state }

    /// The container (`$state`): the `observe` family, the publishers and the bindings.
    public var projectedValue: StateContainer<State> { container }
  }

  extension StateContainer {
    /// A binding that reads a value of the state and, when set, observes the state the action
    /// returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action for a new value, given the current state.
    public func bind<Value: Sendable>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping @MainActor (State, Value) -> State
    ) -> Binding<Value> {
      binding(stateKeyPath) { container, value in
        container.observe(observedSetter(container.state, value))
      }
    }

    /// A binding that reads a value of the state and, when set, observes the publisher the action
    /// returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action for a new value, given the current state.
    public func bind<Value: Sendable>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping @MainActor (State, Value) -> AnyPublisher<State, Never>
    ) -> Binding<Value> {
      binding(stateKeyPath) { container, value in
        container.observe(observedSetter(container.state, value))
      }
    }

    /// A binding that reads a value of the state and, when set, observes the state the async
    /// action returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action for a new value, given the current state.
    public func bind<Value: Sendable>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping @MainActor (State, Value) async -> State
    ) -> Binding<Value> {
      binding(stateKeyPath) { container, value in
        let state = container.state
        container.observeAsync { await observedSetter(state, value) }
      }
    }

    private func binding<Value: Sendable>(
      _ stateKeyPath: KeyPath<State, Value>,
      set: @escaping @MainActor (StateContainer<State>, Value) -> Void
    ) -> Binding<Value> {
      // SwiftUI calls a binding's closures on the main actor; newer SDKs declare them
      // `@Sendable`, so they capture only main-actor (hence sendable) closures.
      let read: @MainActor () -> Value = { self.state[keyPath: stateKeyPath] }
      let write: @MainActor (Value) -> Void = { set(self, $0) }
      return Binding(
        get: { MainActor.assumeIsolated { read() } },
        set: { value in MainActor.assumeIsolated { write(value) } })
    }
  }
#endif
