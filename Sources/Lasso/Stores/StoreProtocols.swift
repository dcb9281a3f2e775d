/// Something that takes actions: stores and view stores. Control bindings dispatch to any of them.
@preconcurrency @MainActor public protocol ActionDispatchable<Action>: AnyObject {
  /// The actions it takes.
  associatedtype Action
  /// Handles `action` now, on the main actor.
  func dispatchAction(_ action: Action)
}

/// Something whose state can be read and observed: stores and view stores.
///
/// Every conformer gets the `observeState` family: `observeState(_:)` observes the whole state and
/// `observeState(_:handler:)` the value at a key path; each has a variant whose handler also gets
/// the previous value, and for an `Equatable` value the handler is called only when it changes.
@preconcurrency @MainActor public protocol StateObservable<State>: AnyObject {
  /// The state.
  associatedtype State
  /// The storage of the state and of its observers. Provided by Lasso's stores; not for direct use.
  var stateCell: StateCell<State> { get }
}

extension StateObservable {
  /// The current state: a plain read.
  @inlinable public var state: State { stateCell.value }
}

/// Something that emits outputs: stores and screens.
@preconcurrency @MainActor public protocol OutputObservable<Output>: AnyObject {
  /// The outputs it emits.
  associatedtype Output
  /// Calls `handler` with each output from now on.
  func observeOutput(_ handler: @escaping (Output) -> Void)
}

/// The view of a store a view controller gets: read-only state, its observation, and actions.
@preconcurrency @MainActor
public protocol AbstractViewStore<ViewState, ViewAction>: StateObservable, ActionDispatchable
where State == ViewState, Action == ViewAction {
  /// The state the view renders.
  associatedtype ViewState
  /// The actions the view dispatches.
  associatedtype ViewAction
}

/// A store: state, actions and outputs.
@preconcurrency @MainActor
public protocol AbstractStore<State, Action, Output>: StateObservable, ActionDispatchable,
  OutputObservable
{}

/// A store that can be created from an initial state, as screens create theirs.
@preconcurrency @MainActor public protocol ConcreteStoreProtocol: AbstractStore {
  /// Creates a store in `initialState`.
  init(with initialState: State)
}

/// The original Lasso's name of ``ConcreteStoreProtocol``, for generic code written against it
/// (`func makeStore<Store: ConcreteStore>(…) -> Store`). Inside a screen module,
/// `ConcreteStore` names the module's store type (``ScreenModule/ConcreteStore``), as in the
/// original; there, write `Lasso.ConcreteStore` for the protocol.
public typealias ConcreteStore = ConcreteStoreProtocol
