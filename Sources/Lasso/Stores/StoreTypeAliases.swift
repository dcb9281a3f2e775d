// The closure and publisher types as the original Lasso named them, so that code (and tests)
// that spelled them out compiles unchanged. Each is another name for what the API already takes.

extension LassoStore {
  /// A change made in place to a value: the type of the closure that ``update(_:)`` and
  /// ``batchUpdate(_:)`` take (and that a mock store's `mockUpdate` takes), as the original
  /// Lasso named it.
  ///
  /// ```swift
  /// let startLoading: LoginStore.Update<LoginStore.State> = { $0.isLoading = true }
  /// store.update(startLoading)
  /// ```
  public typealias Update<T> = (inout T) -> Void
}

extension ActionDispatchable where Self: StateObservable {
  /// A mapping from a view's action to this store's action: what
  /// ``asViewStore(actionMap:)`` and its variants take.
  ///
  /// ```swift
  /// let actionMap: LoginStore.ActionMap<LoginView.Action> = { .didTap($0) }
  /// let viewStore = store.asViewStore(actionMap: actionMap)
  /// ```
  public typealias ActionMap<ViewAction> = (ViewAction) -> Action

  /// A mapping from this store's state to a view's state: what ``asViewStore(stateMap:)`` and its
  /// variants take.
  ///
  /// ```swift
  /// let stateMap: LoginStore.StateMap<String> = { $0.username }
  /// let viewStore = store.asViewStore(stateMap: stateMap)
  /// ```
  public typealias StateMap<ViewState> = (State) -> ViewState
}

#if canImport(SwiftUI)
  import Combine

  extension AnyViewStore {
    /// The type of ``objectWillChange``, as the original Lasso named it: it fires before each
    /// change of the view state, as `ObservableObject` requires. Read the new state with
    /// `observeState`.
    ///
    /// ```swift
    /// let willChange: LoginScreenModule.ViewStore.StateChangePublisher =
    ///   viewStore.objectWillChange
    /// ```
    public typealias StateChangePublisher = ObservableObjectPublisher
  }
#endif
