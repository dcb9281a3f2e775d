/// The namespace of a screen: its `Action`, `State` and `Output`, its default state, and how to
/// create it from a store.
///
/// ```swift
/// enum LoginScreenModule: ScreenModule {
///   enum Action: Equatable { case didTapLogin }
///   enum Output: Equatable { case userDidLogin }
///   struct State: Equatable { var username = "" }
///
///   static var defaultInitialState: State { State() }
///
///   static func createScreen(with store: LoginScreenStore) -> Screen {
///     Screen(store, LoginScreenViewController(store.asViewStore()))
///   }
/// }
/// ```
///
/// Only `createScreen(with store:)` must be written; `Action`, `State` and `Output` default to
/// ``NoAction``, ``EmptyState`` and ``NoOutput``, and `defaultInitialState` is free for an empty
/// state. `ConcreteStore` is inferred from `createScreen(with:)`.
@preconcurrency @MainActor public protocol ScreenModule: DefaultStateModule {
  /// The store class of the screen: a ``LassoStore`` of this module (a subclass, usually).
  /// A superclass constraint, rather than equal-type requirements, so that a module may leave
  /// `State`, `Action` and `Output` to their defaults.
  associatedtype ConcreteStore: LassoStore<Self>

  /// Creates the screen around `store`: its view controller, given the store's view store.
  static func createScreen(with store: ConcreteStore) -> Screen
}

extension ScreenModule {
  /// The screen of this module: its store and its view controller.
  public typealias Screen = AnyScreen<Self>

  /// Creates the screen in the module's `defaultInitialState`.
  public static func createScreen() -> Screen {
    createScreen(with: ConcreteStore(with: defaultInitialState))
  }

  /// Creates the screen in `initialState`.
  public static func createScreen(with initialState: State) -> Screen {
    createScreen(with: ConcreteStore(with: initialState))
  }

  /// Creates the screen in `initialState` (or the default state), letting `configure` set up the
  /// store before the view controller sees it (inject services, observe outputs …).
  public static func createScreen(
    with initialState: State? = nil, configure: ((ConcreteStore) -> Void)?
  ) -> Screen {
    let store = ConcreteStore(with: initialState ?? defaultInitialState)
    configure?(store)
    return createScreen(with: store)
  }
}
