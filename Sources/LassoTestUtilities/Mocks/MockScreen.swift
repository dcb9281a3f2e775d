import Lasso

/// A screen for flow tests: a ``MockLassoStore`` (which records the actions dispatched to it and
/// lets the test emit outputs) and a controller. The mock screen factories make them.
///
/// ```swift
/// var login: MockScreen<LoginScreenModule>?
/// let flow = LoginFlow(loginScreens: LoginScreenModule.mockScreenFactory { login = $0 })
/// flow.start(with: pushed(in: navigationController))
/// login?.store.dispatchMockOutput(.userDidLogin)
/// ```
@MainActor public struct MockScreen<Module: ScreenModule> {
  /// The mock store: set its state, emit outputs, read the actions dispatched to it.
  ///
  /// ```swift
  /// screen.store.dispatchMockOutput(.userDidLogin)
  /// ```
  public let store: MockLassoStore<Module>
  /// The screen's view controller; it keeps ``store`` alive.
  ///
  /// ```swift
  /// #expect(navigationController.topViewController === screen.controller)
  /// ```
  public let controller: UIViewController

  /// Pairs `store` with `controller`, which keeps the store alive.
  ///
  /// ```swift
  /// let store = MockLassoStore<LoginScreenModule>(with: .init())
  /// let screen = MockScreen(store, LoginScreenViewController(store.asViewStore()))
  /// ```
  public init(_ store: MockLassoStore<Module>, _ controller: UIViewController) {
    self.store = store
    self.controller = controller
    self.factoryScreen = FactoryScreen(controller: controller, retaining: store) { [store] in
      store.observeOutput($0)
    }
  }

  /// Observes the screen's outputs, those the test emits; returns the screen, for chaining.
  ///
  /// ```swift
  /// screen.observeOutput { print($0) }.store.dispatchMockOutput(.userDidLogin)
  /// ```
  @discardableResult public func observeOutput(_ handler: @escaping (Module.Output) -> Void) -> Self
  {
    store.observeOutput(handler)
    return self
  }

  /// The screen as a `ScreenFactory` makes it (its controller keeps ``store`` alive).
  ///
  /// ```swift
  /// ScreenFactory<LoginScreenModule> { _ in mockScreen.factoryScreen }
  /// ```
  public let factoryScreen: FactoryScreen<Module>
}

/// The controller of a mock screen when the test does not give one: it renders nothing, and is a
/// `LassoView` of the mock store (a ``MockController`` of it), so hierarchy descriptions show the
/// screen's state and a test can reach the store from the controller an assertion returns.
///
/// ```swift
/// let login: MockScreenController<LoginScreenModule> = try await assertPushed(after: root) {
///   flow.start(with: pushed(in: navigationController))
/// }
/// login.mockStore.dispatchMockOutput(.userDidLogin)
/// ```
public final class MockScreenController<Module: ScreenModule>:
  MockController<Module.State, Module.Action>
{
  /// The mock store the screen was created with.
  ///
  /// ```swift
  /// controller.mockStore.dispatchMockOutput(.userDidLogin)
  /// ```
  public let mockStore: MockLassoStore<Module>

  /// A controller of `mockStore`.
  ///
  /// ```swift
  /// MockScreenController(MockLassoStore<LoginScreenModule>(with: .init()))
  /// ```
  public init(_ mockStore: MockLassoStore<Module>) {
    self.mockStore = mockStore
    super.init(store: mockStore.asViewStore())
  }

  /// Not supported: mock screens are created in code.
  public required init?(coder: NSCoder) {
    fatalError("MockScreenController is created in code: use init(_:)")
  }
}
