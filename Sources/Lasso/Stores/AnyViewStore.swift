/// What a view gets of a store: the state (read-only), its observation, and action dispatch;
/// nothing else. A view store keeps its store alive.
///
/// A module's `ViewStore` is `AnyViewStore<State, Action>`; make one with
/// ``ActionDispatchable/asViewStore()``, or a mapped one with
/// ``ActionDispatchable/asViewStore(stateMap:actionMap:)``. A ``LassoStore`` is its own view store:
/// `asViewStore()` gives the store itself, typed as this class, so that a screen is two objects
/// (the store and its controller) and the view sees only what this class declares. A mapped view
/// store holds its own state, which follows the store's.
///
/// Open only so that ``LassoStore`` can be a view store: its initializers are Lasso's own, so no
/// other type can subclass it.
@preconcurrency @MainActor
open class AnyViewStore<ViewState, ViewAction>: StateCell<ViewState>, AbstractViewStore {
  /// The state the view renders.
  public typealias State = ViewState
  /// The actions the view dispatches.
  public typealias Action = ViewAction

  /// The view state and its observers: this view store itself.
  public final var stateCell: StateCell<ViewState> { self }

  /// A view store in `state`: a store or a mapped view store, each overriding
  /// ``dispatchAction(_:)``. (No stored property of its own: a store is released in fewer steps.)
  @inlinable init(state: ViewState) {
    super.init(state)
  }

  /// Dispatches `action` to the store, mapped if this view store maps actions.
  public func dispatchAction(_ action: ViewAction) {
    // Unreachable: every view store is a `LassoStore` or a `MappedViewStore`, and both override
    // this; the initializer is Lasso's own.
    preconditionFailure(
      "\(Misuse.name(of: type(of: self))) does not override dispatchAction(_:).")
  }
}

extension ActionDispatchable where Self: StateObservable {
  /// A view store of this store: the same state and actions. A ``LassoStore`` (and a view store)
  /// is its own: this gives it back, typed as a view store.
  @inlinable public func asViewStore() -> AnyViewStore<State, Action> {
    if let viewStore = self as? AnyViewStore<State, Action> { return viewStore }
    // A type-erased store's state is its store's.
    if let viewStore = stateCell as? AnyViewStore<State, Action> { return viewStore }
    return MappedViewStore(state: state, following: stateCell, map: { $0 }) {
      self.dispatchAction($0)
    }
  }

  /// A view store whose state is `stateMap` of this store's state, recomputed on each change;
  /// its observers compare the mapped values.
  @inlinable public func asViewStore<ViewState>(
    stateMap: @escaping (State) -> ViewState
  ) -> AnyViewStore<ViewState, Action> {
    MappedViewStore(state: stateMap(state), following: stateCell, map: stateMap) {
      self.dispatchAction($0)
    }
  }

  /// A view store whose actions are mapped to this store's actions by `actionMap`.
  @inlinable public func asViewStore<ViewAction>(
    actionMap: @escaping (ViewAction) -> Action
  ) -> AnyViewStore<State, ViewAction> {
    MappedViewStore(state: state, following: stateCell, map: { $0 }) {
      self.dispatchAction(actionMap($0))
    }
  }

  /// A view store with its own state and actions, mapped from and to this store's.
  @inlinable public func asViewStore<ViewState, ViewAction>(
    stateMap: @escaping (State) -> ViewState,
    actionMap: @escaping (ViewAction) -> Action
  ) -> AnyViewStore<ViewState, ViewAction> {
    MappedViewStore(state: stateMap(state), following: stateCell, map: stateMap) {
      self.dispatchAction(actionMap($0))
    }
  }

  /// The view store of a ``ViewModule``, mapped from and to this store's state and actions.
  public func asViewStore<Module: ViewModule>(
    for module: Module.Type,
    stateMap: @escaping (State) -> Module.ViewState,
    actionMap: @escaping (Module.ViewAction) -> Action
  ) -> Module.ViewStore {
    asViewStore(stateMap: stateMap, actionMap: actionMap)
  }

  /// The view store of a ``ViewModule`` whose actions are this store's, with a mapped state.
  public func asViewStore<Module: ViewModule>(
    for module: Module.Type, stateMap: @escaping (State) -> Module.ViewState
  ) -> Module.ViewStore where Module.ViewAction == Action {
    asViewStore(stateMap: stateMap)
  }

  /// The view store of a ``ViewModule`` that dispatches no actions (its `ViewAction` is
  /// ``NoAction``), with a mapped state: a read-only view of this store, whatever its actions.
  ///
  /// ```swift
  /// let viewStore = store.asViewStore(for: BadgeViewModule.self, stateMap: { $0.count })
  /// ```
  ///
  /// Disfavoured: for a store whose `Action` is also ``NoAction`` both overloads apply, and the
  /// one with the store's own actions (equal here) is chosen.
  @_disfavoredOverload
  public func asViewStore<Module: ViewModule>(
    for module: Module.Type, stateMap: @escaping (State) -> Module.ViewState
  ) -> Module.ViewStore where Module.ViewAction == NoAction {
    // A `NoAction` has no values: nothing is ever dispatched.
    MappedViewStore(state: stateMap(state), following: stateCell, map: stateMap) { _ in }
  }

  /// The view store of a ``ViewModule`` whose state is this store's, with mapped actions.
  public func asViewStore<Module: ViewModule>(
    for module: Module.Type, actionMap: @escaping (Module.ViewAction) -> Action
  ) -> Module.ViewStore where Module.ViewState == State {
    asViewStore(actionMap: actionMap)
  }
}

/// A view store made by `asViewStore(stateMap:actionMap:)` and its variants: its own state,
/// following its store's, and its actions sent to the store.
@MainActor @usableFromInline
final class MappedViewStore<ViewState, ViewAction>: AnyViewStore<ViewState, ViewAction> {
  /// Sends an action to the store, mapped.
  @usableFromInline let dispatch: @MainActor (ViewAction) -> Void

  /// A view store whose state is `map` of `source`'s, recomputed on each change of it; its
  /// observers compare the mapped values. `source` holds it weakly: released, it stops following.
  @inlinable init<SourceState>(
    state: ViewState, following source: StateCell<SourceState>,
    map: @escaping (SourceState) -> ViewState,
    dispatch: @escaping @MainActor (ViewAction) -> Void
  ) {
    self.dispatch = dispatch
    super.init(state: state)
    source.observeEveryState { [weak self] sourceState in
      guard let self else { return false }
      let viewState = map(sourceState)
      self.change { $0 = viewState }
      return true
    }
  }

  /// Sends `action` to the store, mapped.
  @inlinable override func dispatchAction(_ action: ViewAction) {
    dispatch(action)
  }
}
