import Lasso

/// A screen for flow tests: a `MockLassoStore` (which records the actions dispatched to it and
/// lets the test emit outputs) and a controller. The mock screen factories make them.
///
/// ```swift
/// var login: MockScreen<LoginScreenModule>?
/// let flow = LoginFlow(loginScreens: LoginScreenModule.mockScreenFactory { login = $0 })
/// flow.start(with: pushed(in: navigationController))
/// login?.store.dispatchMockOutput(.userDidLogin)
/// ```
///
/// The original Lasso's form works too: an empty mock screen that
/// ``Lasso/ScreenModule/mockScreenFactory(mockScreen:)`` fills with each screen it creates, read
/// through ``mockStore`` and ``mockController``.
///
/// ```swift
/// let login = MockScreen<LoginScreenModule>()
/// let flow = LoginFlow(loginScreens: mockScreenFactory(mockScreen: login))
/// flow.start(with: pushed(in: navigationController))
/// login.mockStore?.dispatchMockOutput(.userDidLogin)
/// ```
@preconcurrency @MainActor public final class MockScreen<Module: ScreenModule> {
  private var screen: (store: MockLassoStore<Module>, factoryScreen: Module.Screen)?

  /// Pairs `store` with `controller`, which keeps the store alive.
  ///
  /// ```swift
  /// let store = MockLassoStore<LoginScreenModule>(with: .init())
  /// let screen = MockScreen(store, LoginScreenViewController(store.asViewStore()))
  /// ```
  public init(_ store: MockLassoStore<Module>, _ controller: UIViewController) {
    show(store, controller)
  }

  /// An empty mock screen, for ``Lasso/ScreenModule/mockScreenFactory(mockScreen:)`` to fill:
  /// ``mockStore`` and ``mockController`` are `nil` until the factory creates a screen.
  ///
  /// ```swift
  /// let login = MockScreen<LoginScreenModule>()
  /// ```
  public init() {}

  /// The mock store of the screen last created (`nil` before): the original Lasso's name of
  /// ``store``.
  ///
  /// ```swift
  /// login.mockStore?.mockUpdate { $0.username = "ada" }
  /// ```
  public var mockStore: MockLassoStore<Module>? { screen?.store }

  /// The controller of the screen last created (`nil` before): the original Lasso's name of
  /// ``controller``.
  ///
  /// ```swift
  /// XCTAssertEqual(navigationController.topViewController, login.mockController)
  /// ```
  public var mockController: UIViewController? { screen?.factoryScreen.controller }

  /// The mock store: set its state, emit outputs, read the actions dispatched to it. Reading it
  /// from an empty mock screen (see ``init()``) stops the test: use ``mockStore`` there.
  ///
  /// ```swift
  /// screen.store.dispatchMockOutput(.userDidLogin)
  /// ```
  public var store: MockLassoStore<Module> { filled.store }

  /// The screen's view controller; it keeps ``store`` alive. Reading it from an empty mock
  /// screen stops the test: use ``mockController`` there.
  ///
  /// ```swift
  /// #expect(navigationController.topViewController === screen.controller)
  /// ```
  public var controller: UIViewController { filled.factoryScreen.controller }

  /// The screen as a `ScreenFactory` makes it, the module's `Screen` (its controller keeps
  /// ``store`` alive). Reading it
  /// from an empty mock screen stops the test.
  ///
  /// ```swift
  /// ScreenFactory<LoginScreenModule>(createScreen: { _ in mockScreen.factoryScreen })
  /// ```
  public var factoryScreen: Module.Screen { filled.factoryScreen }

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

  /// Makes `store` and `controller` this mock screen's, replacing the screen it had.
  private func show(_ store: MockLassoStore<Module>, _ controller: UIViewController) {
    let factoryScreen = Module.Screen(store, controller)
    screen = (store, factoryScreen)
  }

  /// Makes `other`'s screen this mock screen's, replacing the screen it had.
  func show(_ other: MockScreen<Module>) {
    screen = other.screen
  }

  /// The screen; stops the test when there is none, since no store or controller can be given
  /// back.
  private var filled: (store: MockLassoStore<Module>, factoryScreen: Module.Screen) {
    guard let screen else {
      fatalError(
        "MockScreen<\(Misuse.name(of: Module.self))> is empty: no screen was created with"
          + " mockScreenFactory(mockScreen:) yet. Fix: read mockStore and mockController, which"
          + " are nil until then, or create the screen first.")
    }
    return screen
  }
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
