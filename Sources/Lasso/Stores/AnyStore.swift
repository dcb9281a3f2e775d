/// A type-erased store: the state, actions and outputs of any store with these types.
///
/// Made by ``AbstractStore/asAnyStore()``; it keeps the store it erases alive.
@preconcurrency @MainActor
public final class AnyStore<State, Action, Output>: AbstractStore {
  /// The erased store's state and its observers.
  public let stateCell: StateCell<State>
  private let dispatch: @MainActor (Action) -> Void
  private let addOutputObserver: @MainActor (@escaping (Output) -> Void) -> Void
  /// The store this one erases: what test utilities follow the work of.
  @_spi(LassoTesting) public let erased: AnyObject

  /// Erases `store`.
  public init<Store: AbstractStore>(_ store: Store)
  where Store.State == State, Store.Action == Action, Store.Output == Output {
    erased = store
    stateCell = store.stateCell
    dispatch = { store.dispatchAction($0) }
    addOutputObserver = { store.observeOutput($0) }
  }

  /// Dispatches `action` to the erased store.
  public func dispatchAction(_ action: Action) {
    dispatch(action)
  }

  /// Observes the erased store's outputs.
  public func observeOutput(_ handler: @escaping (Output) -> Void) {
    addOutputObserver(handler)
  }
}

extension AbstractStore {
  /// This store, type-erased.
  public func asAnyStore() -> AnyStore<State, Action, Output> {
    if let erased = self as? AnyStore<State, Action, Output> { return erased }
    return AnyStore(self)
  }
}
