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
  ///
  /// Like SwiftUI's `@StateObject` (and the original VSM's view state), the wrapper itself has no
  /// isolation, so a view's initializer (nonisolated on older SDKs) can make it; its state and
  /// container are read on the main actor, in `body`.
  @propertyWrapper public struct ViewState<State>: DynamicProperty {
    @StateObject private var container: StateContainer<State>

    /// Creates the view state with its initial value; SwiftUI keeps one container per view
    /// identity, so later initial values are ignored, as with `@StateObject`.
    /// - Parameter wrappedValue: the initial view state.
    public init(wrappedValue: @autoclosure @escaping () -> State) {
      // SwiftUI makes the object on the main thread, when it installs the view.
      let makeState = StateTransfer(wrappedValue)
      _container = StateObject(
        wrappedValue: MainActor.assumeIsolated { StateContainer(state: makeState.value()) })
    }

    /// Creates the view state over an existing container (the original VSM's form, for a
    /// container made beforehand); SwiftUI keeps the first container per view identity.
    /// - Parameter container: the container holding the view state.
    public init(container: @autoclosure @escaping () -> StateContainer<State>) {
      _container = StateObject(wrappedValue: container())
    }

    /// The current view state.
    @preconcurrency @MainActor public var wrappedValue: State { container.state }

    /// The container (`$state`): the `observe` family, the publishers and the bindings.
    @preconcurrency @MainActor public var projectedValue: StateContainer<State> { container }
  }

  extension ViewState: _StateContainerStaticDebugging where State == Any {}

  extension StateObject {
    /// Creates a state object holding a new ``StateContainer`` with `state` as its initial state
    /// (the original VSM's shorthand). Deprecated there and here: prefer `@ViewState`.
    /// - Parameter state: the initial view state.
    @available(*, deprecated, message: "Use the @ViewState property wrapper instead.")
    public init<ContainedState>(state: ContainedState)
    where ObjectType == StateContainer<ContainedState> {
      // SwiftUI makes the object on the main thread, when it installs the view.
      let initial = StateTransfer(state)
      self.init(wrappedValue: MainActor.assumeIsolated { StateContainer(state: initial.value) })
    }
  }

  /// A type that turns a value of its view state and an action into a two-way binding for a
  /// SwiftUI control: reading the binding reads the value in the current state, setting it runs
  /// the action with the current state and the new value, and observes what the action returns.
  /// ``StateContainer`` and every ``StateContaining`` type provide it.
  @preconcurrency @MainActor public protocol StateBinding<State> {
    /// The type of the view state.
    associatedtype State
    /// A binding whose setter observes the publisher the action returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) -> AnyPublisher<State, Never>
    ) -> Binding<Value>
    /// A binding whose setter observes the publisher the action (a method of the state, unapplied)
    /// returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) -> AnyPublisher<State, Never>
    ) -> Binding<Value>
    /// A binding whose setter observes the state the action returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) -> State
    ) -> Binding<Value>
    /// A binding whose setter observes the state the action (a method of the state, unapplied)
    /// returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) -> State
    ) -> Binding<Value>
    /// A binding whose setter runs the async action and observes the state it returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state and the new value.
    /// - Returns: the binding.
    func bindAsync<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) async -> State
    ) -> Binding<Value>
    /// A binding whose setter runs the async action (a method of the state, unapplied) and
    /// observes the state it returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state, then the new value.
    /// - Returns: the binding.
    func bindAsync<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) async -> State
    ) -> Binding<Value>
  }

  extension StateObserving {
    /// A binding whose setter observes the state the action returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) -> State
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        container.observe(setter.value(container.state, value))
      }
    }

    /// A binding whose setter observes the state the action (a method of the state, unapplied)
    /// returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) -> State
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        container.observe(setter.value(container.state)(value))
      }
    }

    /// A binding whose setter observes the publisher the action returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) -> AnyPublisher<State, Never>
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        container.observe(setter.value(container.state, value))
      }
    }

    /// A binding whose setter observes the publisher the action (a method of the state,
    /// unapplied) returns for the new value.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) -> AnyPublisher<State, Never>
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        container.observe(setter.value(container.state)(value))
      }
    }

    /// A binding whose setter runs the async action for the new value and observes the state it
    /// returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state and the new value.
    /// - Returns: the binding.
    public func bindAsync<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) async -> State
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        let state = StateTransfer(container.state)
        let newValue = StateTransfer(value)
        container.observeAsync { await setter.value(state.value, newValue.value) }
      }
    }

    /// A binding whose setter runs the async action (a method of the state, unapplied) for the
    /// new value and observes the state it returns.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bindAsync<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State) -> (Value) async -> State
    ) -> Binding<Value> {
      let setter = StateTransfer(observedSetter)
      return binding(stateKeyPath) { container, value in
        let next = StateTransfer(setter.value(container.state))
        let newValue = StateTransfer(value)
        container.observeAsync { await next.value(newValue.value) }
      }
    }

    /// `bindAsync(_:to:)` under the name `bind(_:to:)`, as this package first spelled it: a
    /// binding whose setter runs the async action.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      to observedSetter: @escaping (State, Value) async -> State
    ) -> Binding<Value> {
      bindAsync(stateKeyPath, to: observedSetter)
    }

    /// A binding reading `stateKeyPath` in the current state, and calling `set` with the
    /// container and the new value.
    private func binding<Value>(
      _ stateKeyPath: KeyPath<State, Value>,
      set: @escaping @MainActor (StateContainer<State>, Value) -> Void
    ) -> Binding<Value> {
      let container = _stateContainer
      // SwiftUI calls a binding's closures on the main actor; newer SDKs declare them
      // `@Sendable`, so they capture only main-actor (hence sendable) closures, and hand the
      // values across in a box (checked: they never leave the main actor).
      let read: @MainActor () -> StateTransfer<Value> = {
        StateTransfer(container.state[keyPath: stateKeyPath])
      }
      let write: @MainActor (StateTransfer<Value>) -> Void = { set(container, $0.value) }
      return Binding(
        get: { MainActor.assumeIsolated { read() }.value },
        set: { value in
          let transfer = StateTransfer(value)
          MainActor.assumeIsolated { write(transfer) }
        })
    }
  }

  /// A value handed between closures that all run on the main actor (SwiftUI's binding closures,
  /// checked by `MainActor.assumeIsolated`), where the compiler cannot see it.
  struct StateTransfer<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  @available(
    *, deprecated,
    message:
      "Adopt the @ViewState (or @RenderedViewState) property wrapper or work directly with a StateContainer."
  )
  extension ViewStateRendering where Self: View {
    /// The container's `bind(_:to:)`.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter: @escaping (ViewState, Value) -> ViewState
    ) -> Binding<Value> {
      container.bind(stateKeyPath, to: observedSetter)
    }

    /// The container's `bind(_:to:)` for a method of the state, unapplied.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter: @escaping (ViewState) -> (Value) -> ViewState
    ) -> Binding<Value> {
      container.bind(stateKeyPath, to: observedSetter)
    }

    /// The container's `bindAsync(_:to:)`.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter: @escaping (ViewState, Value) async -> ViewState
    ) -> Binding<Value> {
      container.bindAsync(stateKeyPath, to: observedSetter)
    }

    /// The container's `bindAsync(_:to:)` for a method of the state, unapplied.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the async action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter: @escaping (ViewState) -> (Value) async -> ViewState
    ) -> Binding<Value> {
      container.bindAsync(stateKeyPath, to: observedSetter)
    }

    /// The container's `bind(_:to:)` for an action returning a publisher.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state and the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter: @escaping (ViewState, Value) -> AnyPublisher<ViewState, Never>
    ) -> Binding<Value> {
      container.bind(stateKeyPath, to: observedSetter)
    }

    /// The container's `bind(_:to:)` for a method of the state, unapplied, returning a publisher.
    /// - Parameters:
    ///   - stateKeyPath: the value of the state the control shows.
    ///   - observedSetter: the action, given the current state, then the new value.
    /// - Returns: the binding.
    public func bind<Value>(
      _ stateKeyPath: KeyPath<ViewState, Value>,
      to observedSetter:
        @escaping (ViewState) -> (Value) -> AnyPublisher<
          ViewState, Never
        >
    ) -> Binding<Value> {
      container.bind(stateKeyPath, to: observedSetter)
    }
  }
#endif
