/// What a view gets of a store: the state (read-only), its observation, and action dispatch;
/// nothing else. A view store keeps its store alive.
///
/// A module's `ViewStore` is `AnyViewStore<State, Action>`; make one with
/// ``ActionDispatchable/asViewStore()``, or a mapped one with
/// ``ActionDispatchable/asViewStore(stateMap:actionMap:)``.
@MainActor
public final class AnyViewStore<ViewState, ViewAction>: AbstractViewStore {
  /// The state the view renders.
  public typealias State = ViewState
  /// The actions the view dispatches.
  public typealias Action = ViewAction

  /// The view state and its observers.
  public let stateCell: StateCell<ViewState>
  @usableFromInline let dispatch: @MainActor (ViewAction) -> Void

  @inlinable init(
    stateCell: StateCell<ViewState>, dispatch: @escaping @MainActor (ViewAction) -> Void
  ) {
    self.stateCell = stateCell
    self.dispatch = dispatch
  }

  /// Dispatches `action` to the store, mapped if this view store maps actions.
  @inlinable public func dispatchAction(_ action: ViewAction) {
    dispatch(action)
  }
}

extension ActionDispatchable where Self: StateObservable {
  /// A view store of this store: the same state and actions.
  @inlinable public func asViewStore() -> AnyViewStore<State, Action> {
    if let viewStore = self as? AnyViewStore<State, Action> { return viewStore }
    return AnyViewStore(stateCell: stateCell) { self.dispatchAction($0) }
  }

  /// A view store whose state is `stateMap` of this store's state, recomputed on each change;
  /// its observers compare the mapped values.
  @inlinable public func asViewStore<ViewState>(
    stateMap: @escaping (State) -> ViewState
  ) -> AnyViewStore<ViewState, Action> {
    AnyViewStore(stateCell: mappedStateCell(stateMap)) { self.dispatchAction($0) }
  }

  /// A view store whose actions are mapped to this store's actions by `actionMap`.
  @inlinable public func asViewStore<ViewAction>(
    actionMap: @escaping (ViewAction) -> Action
  ) -> AnyViewStore<State, ViewAction> {
    AnyViewStore(stateCell: stateCell) { self.dispatchAction(actionMap($0)) }
  }

  /// A view store with its own state and actions, mapped from and to this store's.
  @inlinable public func asViewStore<ViewState, ViewAction>(
    stateMap: @escaping (State) -> ViewState,
    actionMap: @escaping (ViewAction) -> Action
  ) -> AnyViewStore<ViewState, ViewAction> {
    AnyViewStore(stateCell: mappedStateCell(stateMap)) { self.dispatchAction(actionMap($0)) }
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

  /// The view store of a ``ViewModule`` whose state is this store's, with mapped actions.
  public func asViewStore<Module: ViewModule>(
    for module: Module.Type, actionMap: @escaping (Module.ViewAction) -> Action
  ) -> Module.ViewStore where Module.ViewState == State {
    asViewStore(actionMap: actionMap)
  }

  @inlinable func mappedStateCell<ViewState>(
    _ stateMap: @escaping (State) -> ViewState
  ) -> StateCell<ViewState> {
    let mapped = StateCell(stateMap(state))
    stateCell.observeEveryState { [weak mapped] state in
      guard let mapped else { return false }
      let viewState = stateMap(state)
      mapped.update { $0 = viewState }
      return true
    }
    return mapped
  }
}
