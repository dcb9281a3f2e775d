import Lasso

/// Factories of mock screens, for testing flows without their screens' logic.
extension ScreenModule {
  /// A factory of mock screens for flow tests: each screen has a new `MockLassoStore` in the
  /// state asked for (the module's default when none) and a ``MockScreenController`` of it.
  /// `onCreate` receives each screen as it is created, so the test can emit its outputs and read
  /// the actions dispatched to it (or reach them from the controller an assertion returns).
  ///
  /// ```swift
  /// var login: MockScreen<LoginScreenModule>?
  /// let flow = LoginFlow(loginScreens: LoginScreenModule.mockScreenFactory { login = $0 })
  /// flow.start(with: pushed(in: navigationController))
  /// flow.assert(when: { login?.store.dispatchMockOutput(.userDidLogin) }, outputs: .didLogIn)
  /// ```
  @preconcurrency @MainActor public static func mockScreenFactory(
    onCreate: @escaping @MainActor (MockScreen<Self>) -> Void = { _ in }
  ) -> ScreenFactory {
    mockScreenFactory(controller: { MockScreenController($0) }, onCreate: onCreate)
  }

  /// A factory of mock screens whose controllers `makeController` makes from each new
  /// `MockLassoStore` (the screen's real controller, say, to test it with a flow); `onCreate`
  /// receives each screen as it is created.
  ///
  /// ```swift
  /// let factory = LoginScreenModule.mockScreenFactory(controller: {
  ///   LoginScreenViewController($0.asViewStore())
  /// })
  /// ```
  @preconcurrency @MainActor public static func mockScreenFactory(
    controller makeController: @escaping @MainActor (MockLassoStore<Self>) -> UIViewController,
    onCreate: @escaping @MainActor (MockScreen<Self>) -> Void = { _ in }
  ) -> ScreenFactory {
    ScreenFactory(createScreen: { state in
      let store = MockLassoStore<Self>(with: state ?? defaultInitialState)
      let screen = MockScreen(store, makeController(store))
      onCreate(screen)
      return screen.factoryScreen
    })
  }

  /// A factory whose screens show the controller `controller` (a test double the test keeps, say;
  /// evaluated for each screen), driven by a new `MockLassoStore`; `onCreate` receives each
  /// screen, to emit its outputs.
  ///
  /// ```swift
  /// let placeholder = UIViewController()
  /// var login: MockScreen<LoginScreenModule>?
  /// let flow = LoginFlow(
  ///   loginScreens: LoginScreenModule.mockControllerScreenFactory(placeholder) { login = $0 })
  /// flow.start(with: pushed(in: navigationController))
  /// #expect(navigationController.topViewController === placeholder)
  /// ```
  @preconcurrency @MainActor public static func mockControllerScreenFactory(
    _ controller: @autoclosure @escaping @MainActor () -> UIViewController,
    onCreate: @escaping @MainActor (MockScreen<Self>) -> Void = { _ in }
  ) -> ScreenFactory {
    mockScreenFactory(controller: { _ in controller() }, onCreate: onCreate)
  }

  /// A factory of mock screens as ``mockScreenFactory(onCreate:)`` makes them, each shown by
  /// `mockScreen` once created (its ``MockScreen/mockStore`` and ``MockScreen/mockController``
  /// are the last screen's): the original Lasso's form.
  ///
  /// ```swift
  /// let login = MockScreen<LoginScreenModule>()
  /// let flow = LoginFlow(loginScreens: LoginScreenModule.mockScreenFactory(mockScreen: login))
  /// flow.start(with: pushed(in: navigationController))
  /// login.mockStore?.dispatchMockOutput(.userDidLogin)
  /// ```
  @preconcurrency @MainActor public static func mockScreenFactory(
    mockScreen: MockScreen<Self>
  ) -> ScreenFactory {
    mockScreenFactory(onCreate: { mockScreen.show($0) })
  }

  /// A factory of screens with the module's real store (set up by `configure`, to inject a
  /// service, say) and a ``MockController`` of it instead of the real view: for testing a flow
  /// with the screens' logic and without their views.
  ///
  /// ```swift
  /// flow.searchScreens = SearchScreenModule.mockControllerScreenFactory { store in
  ///   store.search = { query, completion in requests.append((query, completion)) }
  /// }
  /// ```
  @preconcurrency @MainActor public static func mockControllerScreenFactory(
    configure: ((ConcreteStore) -> Void)? = nil
  ) -> ScreenFactory {
    ScreenFactory(createScreen: { state in
      let store = ConcreteStore(with: state ?? defaultInitialState)
      configure?(store)
      return Screen(store, MockController(store: store.asViewStore()))
    })
  }
}

/// ``Lasso/ScreenModule/mockControllerScreenFactory(configure:)`` of the module the context asks
/// for.
///
/// ```swift
/// flow.searchScreens = mockControllerScreenFactory { (store: SearchStore) in
///   store.search = { query, completion in requests.append((query, completion)) }
/// }
/// ```
@preconcurrency @MainActor public func mockControllerScreenFactory<Module: ScreenModule>(
  configure: ((Module.ConcreteStore) -> Void)? = nil
) -> Module.ScreenFactory {
  Module.mockControllerScreenFactory(configure: configure)
}

/// ``Lasso/ScreenModule/mockScreenFactory(mockScreen:)`` of the module of `mockScreen`.
///
/// ```swift
/// let login = MockScreen<LoginScreenModule>()
/// flow.loginScreens = mockScreenFactory(mockScreen: login)
/// ```
@preconcurrency @MainActor public func mockScreenFactory<Module: ScreenModule>(
  mockScreen: MockScreen<Module>
) -> Module.ScreenFactory {
  Module.mockScreenFactory(mockScreen: mockScreen)
}
