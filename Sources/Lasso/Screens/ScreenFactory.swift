/// How to create a module's screen, as a value: a flow takes it as a dependency, so that a test can
/// give it mock screens instead (`mockScreenFactory` in `LassoTestUtilities`).
///
/// ```swift
/// final class LoginFlow: Flow<LoginFlowModule> {
///   private let loginScreens: LoginScreenModule.ScreenFactory
///
///   init(loginScreens: LoginScreenModule.ScreenFactory = LoginScreenModule.screenFactory()) {
///     self.loginScreens = loginScreens
///   }
///
///   override func createInitialController() -> UIViewController {
///     loginScreens.createScreen()
///       .observeOutput { [weak self] _ in self?.dispatchOutput(.didLogIn) }
///       .controller
///   }
/// }
/// ```
///
/// A factory makes the module's `Screen` (``AnyScreen``): the screen's controller and its store,
/// type-erased, whatever store drives it (the module's own store, or a test's mock).
@preconcurrency @MainActor public struct ScreenFactory<Module: ScreenModule> {
  /// The screens this factory makes: the module's `Screen`.
  public typealias Screen = Module.Screen

  private let make: @MainActor (Module.State?) -> Screen

  /// A factory that makes each screen with `createScreen`, given the initial state asked for
  /// (`nil` for the module's default). The screens may be the module's own or mocks (any store of
  /// the module's types).
  ///
  /// ```swift
  /// let factory = ScreenFactory<LoginScreenModule>(createScreen: { state in
  ///   LoginScreenModule.createScreen(with: state, configure: nil)
  /// })
  /// let mocks = ScreenFactory<LoginScreenModule>(createScreen: { state in
  ///   let store = MockLassoStore<LoginScreenModule>(with: state ?? .init())
  ///   return LoginScreenModule.Screen(store, UIViewController())
  /// })
  /// ```
  public init(createScreen: @escaping @MainActor (Module.State?) -> Screen) {
    self.make = createScreen
  }

  /// A factory of the module's real screens, each store set up by `configure` (if any) before its
  /// view controller sees it: the original Lasso's spelling of
  /// ``ScreenModule/screenFactory(configure:)``, which new code prefers.
  ///
  /// ```swift
  /// var searchScreens = SearchScreenModule<Food>.ScreenFactory(configure: { store in
  ///   store.service = service
  /// })
  /// var calendarScreens = CalendarScreenModule.ScreenFactory()
  /// ```
  public init(configure: ((Module.ConcreteStore) -> Void)? = nil) {
    self.init(createScreen: { state in Module.createScreen(with: state, configure: configure) })
  }

  /// Creates a screen in `initialState`, or in the module's `defaultInitialState` when `nil`.
  ///
  /// ```swift
  /// let screen: LoginScreenModule.Screen = factory.createScreen(with: .init(username: "ada"))
  /// factory.createScreen().place(with: nextPushedInFlow)
  /// ```
  public func createScreen(with initialState: Module.State? = nil) -> Screen {
    make(initialState)
  }
}

extension ScreenModule {
  /// A value that creates this module's screens; see ``Lasso/ScreenFactory``.
  public typealias ScreenFactory = Lasso.ScreenFactory<Self>

  /// A factory of this module's real screens, each store set up by `configure` before its view
  /// controller sees it (to inject a service, say).
  ///
  /// ```swift
  /// let factory = LoginScreenModule.screenFactory { store in store.service = service }
  /// factory.createScreen().place(with: pushed(in: navigationController))
  /// ```
  @preconcurrency @MainActor public static func screenFactory(
    configure: ((ConcreteStore) -> Void)? = nil
  ) -> ScreenFactory {
    ScreenFactory(configure: configure)
  }
}

/// The original Lasso's spelling of ``ScreenModule/screenFactory(configure:)``, the module inferred
/// from the result's type; new code prefers `SomeScreenModule.screenFactory(configure:)`.
///
/// ```swift
/// flow.searchScreenFactory = screenFactory(configure: { store in store.service = mockService })
/// ```
@preconcurrency @MainActor public func screenFactory<Module: ScreenModule>(
  configure: @escaping (Module.ConcreteStore) -> Void
) -> Module.ScreenFactory {
  Module.screenFactory(configure: configure)
}
