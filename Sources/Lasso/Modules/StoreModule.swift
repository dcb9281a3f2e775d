/// The namespace that groups a store's value types: its `Action`, `State` and `Output`.
///
/// Declare only the types the store needs; the others default to ``NoAction``, ``EmptyState``
/// and ``NoOutput``:
///
/// ```swift
/// enum PeopleStoreModule: StoreModule {
///   enum Action: Equatable { case didTapRefresh }
///   struct State: Equatable { var people: [String] = [] }
/// }
/// final class PeopleStore: LassoStore<PeopleStoreModule> { … }
/// ```
///
/// Module protocols are `@MainActor`, as stores are, so a module's own static helpers (a
/// `createScreen(username:)` that calls `createScreen(with:)`) need no annotation. The value
/// types nested in a module are not isolated: `State`, `Action` and `Output` can be made, compared
/// and sent anywhere.
@preconcurrency @MainActor public protocol StoreModule {
  /// The messages a view sends to the store. Defaults to ``NoAction``.
  associatedtype Action = NoAction
  /// The content the store owns and its views render. Defaults to ``EmptyState``.
  associatedtype State = EmptyState
  /// The messages the store emits to whoever composes it. Defaults to ``NoOutput``.
  associatedtype Output = NoOutput
}

extension StoreModule {
  /// A type-erased store of this module: state, actions and outputs.
  public typealias Store = AnyStore<State, Action, Output>
  /// The view's restricted proxy of a store of this module: read-only state and actions.
  public typealias ViewStore = AnyViewStore<State, Action>
}

/// A store module that knows the state its stores start in, so that they can be created without
/// an explicit initial state (`LoginStore()`, `LoginScreenModule.createScreen()`).
///
/// A module whose `State` is ``EmptyState`` gets its default for free.
@preconcurrency @MainActor public protocol DefaultStateModule: StoreModule {
  /// The state a store of this module starts in when none is given.
  static var defaultInitialState: State { get }
}

extension DefaultStateModule where State == EmptyState {
  /// The empty state.
  public static var defaultInitialState: State { EmptyState() }
}

/// The namespace of a view's own value types, when a view renders something other than its
/// store's `State` and `Action` (see `asViewStore(stateMap:actionMap:)`).
///
/// ```swift
/// enum CounterViewModule: ViewModule {
///   struct ViewState: Equatable { let label: String }
///   enum ViewAction: Equatable { case didTapIncrement }
/// }
/// let viewStore: CounterViewModule.ViewStore = store.asViewStore(
///   stateMap: { .init(label: "\($0.count)") }, actionMap: { _ in .increment })
/// ```
@preconcurrency @MainActor public protocol ViewModule {
  /// The actions the view dispatches. Defaults to ``NoAction``.
  associatedtype ViewAction = NoAction
  /// The state the view renders. Defaults to ``EmptyState``.
  associatedtype ViewState = EmptyState
}

extension ViewModule {
  /// The view store a view of this module holds.
  public typealias ViewStore = AnyViewStore<ViewState, ViewAction>
}
