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
/// A factory makes a ``FactoryScreen``: the screen's controller and its outputs, whatever store
/// drives it (the module's own store, or a mock).
@preconcurrency @MainActor public struct ScreenFactory<Module: ScreenModule> {
  /// The screens this factory makes (the original Lasso's `ScreenFactory.Screen`).
  public typealias Screen = FactoryScreen<Module>

  private let make: @MainActor (Module.State?) -> FactoryScreen<Module>

  /// A factory that makes each screen with `make`, given the initial state asked for (`nil` for
  /// the module's default).
  ///
  /// ```swift
  /// let factory = ScreenFactory<LoginScreenModule> { state in
  ///   FactoryScreen(LoginScreenModule.createScreen(with: state ?? .init(username: "ada")))
  /// }
  /// ```
  public init(_ make: @escaping @MainActor (Module.State?) -> FactoryScreen<Module>) {
    self.make = make
  }

  /// The original Lasso's spelling: a factory of the module's real screens, each store set up by
  /// `configure` (if any) before its view controller sees it. Same as
  /// ``ScreenModule/screenFactory(configure:)``, which new code prefers.
  ///
  /// ```swift
  /// var searchScreens = SearchScreenModule<Food>.ScreenFactory(configure: { store in
  ///   store.service = service
  /// })
  /// var calendarScreens = CalendarScreenModule.ScreenFactory()
  /// ```
  public init(configure: ((Module.ConcreteStore) -> Void)? = nil) {
    self = Module.screenFactory(configure: configure)
  }

  /// The original Lasso's spelling: a factory that makes each real screen with `createScreen`,
  /// given the initial state asked for (`nil` for the module's default). New code prefers
  /// ``init(_:)``, whose screens may also be mocks.
  ///
  /// ```swift
  /// let factory = ScreenFactory<LoginScreenModule>(createScreen: { state in
  ///   LoginScreenModule.createScreen(with: state, configure: nil)
  /// })
  /// ```
  public init(createScreen: @escaping @MainActor (Module.State?) -> Module.Screen) {
    self.init { state in FactoryScreen(createScreen(state)) }
  }

  /// Creates a screen in `initialState`, or in the module's `defaultInitialState` when `nil`.
  ///
  /// ```swift
  /// let controller = factory.createScreen(with: .init(username: "ada")).controller
  /// ```
  public func createScreen(with initialState: Module.State? = nil) -> FactoryScreen<Module> {
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
    ScreenFactory { state in FactoryScreen(createScreen(with: state, configure: configure)) }
  }
}

/// A screen made by a ``ScreenFactory``: its controller and its outputs. The real screen
/// (``AnyScreen``) and a test's mock screen both become one, so code that reads
/// `createScreen().observeOutput { … }.controller` works with either.
///
/// ```swift
/// let screen: FactoryScreen<LoginScreenModule> = factory.createScreen()
/// screen.observeOutput { [weak self] output in self?.handle(output) }
/// navigationController.pushViewController(screen.controller, animated: true)
/// ```
@preconcurrency @MainActor public struct FactoryScreen<Module: ScreenModule> {
  /// The screen's view controller.
  ///
  /// ```swift
  /// navigationController.pushViewController(screen.controller, animated: true)
  /// ```
  public let controller: UIViewController
  private let addOutputObserver: @MainActor (@escaping (Module.Output) -> Void) -> Void
  /// The screen's store, type-erased, when the screen was made with one.
  private let erasedStore: Module.Store?

  /// The screen's store, type-erased (as the original Lasso's `Screen.store`): a flow reads its
  /// state and dispatches actions to it, whether the screen is real or a mock.
  ///
  /// ```swift
  /// calendarScreen.store.observeState(\.selectedDate) { [weak self] date in
  ///   self?.cardsScreen.store.dispatchAction(.updateForDate(date))
  /// }
  /// ```
  ///
  /// A screen made with ``init(controller:retaining:observeOutput:)`` has no typed store: reading
  /// this reports the misuse and gives a new store of the module's default state, which no
  /// controller shows.
  public var store: Module.Store {
    if let erasedStore { return erasedStore }
    Misuse.report(
      "FactoryScreen<\(Misuse.name(of: Module.self))>.store was read, but the screen was made"
        + " with init(controller:retaining:observeOutput:), which has no typed store.",
      fix: "Make the screen with FactoryScreen(controller:store:) or FactoryScreen(_ screen:).")
    return Module.ConcreteStore(with: Module.defaultInitialState).asAnyStore()
  }

  /// A screen of `controller` whose outputs are observed through `observeOutput`; `controller`
  /// keeps `store` (the object that emits the outputs) alive, as it keeps a real screen's store.
  ///
  /// ```swift
  /// FactoryScreen(controller: controller, retaining: store) { store.observeOutput($0) }
  /// ```
  public init(
    controller: UIViewController, retaining store: AnyObject? = nil,
    observeOutput: @escaping @MainActor (@escaping (Module.Output) -> Void) -> Void
  ) {
    self.controller = controller
    self.addOutputObserver = observeOutput
    self.erasedStore = nil
    if let store { controller.holdReference(to: store) }
  }

  /// A screen of `controller` driven by `store` (a mock store, say): ``store`` gives it back,
  /// type-erased, its outputs are the screen's, and `controller` keeps it alive.
  ///
  /// ```swift
  /// FactoryScreen(controller: MockController(store: store.asViewStore()), store: store)
  /// ```
  public init<Store: AbstractStore>(controller: UIViewController, store: Store)
  where Store.State == Module.State, Store.Action == Module.Action, Store.Output == Module.Output {
    let erased = store.asAnyStore()
    self.controller = controller
    self.erasedStore = erased
    self.addOutputObserver = { erased.observeOutput($0) }
    controller.holdReference(to: store)
    controller.holdReference(to: erased)
  }

  /// The real screen `screen`.
  ///
  /// ```swift
  /// FactoryScreen(LoginScreenModule.createScreen())
  /// ```
  public init(_ screen: AnyScreen<Module>) {
    self.init(controller: screen.controller, store: screen.store)
  }

  /// Observes the screen's outputs; returns the screen, for chaining.
  ///
  /// ```swift
  /// factory.createScreen().observeOutput { [weak self] in self?.handle($0) }.controller
  /// ```
  @discardableResult public func observeOutput(_ handler: @escaping (Module.Output) -> Void) -> Self
  {
    addOutputObserver(handler)
    return self
  }

  /// Observes the screen's outputs mapped to another type (a flow's own output, say); returns
  /// the screen, for chaining.
  ///
  /// ```swift
  /// screen.observeOutput({ [weak self] in self?.dispatchOutput($0) }, mapping: { _ in .done })
  /// ```
  @discardableResult public func observeOutput<Mapped>(
    _ handler: @escaping (Mapped) -> Void, mapping: @escaping (Module.Output) -> Mapped
  ) -> Self {
    addOutputObserver { handler(mapping($0)) }
    return self
  }

  /// Places the screen's controller with `placer`; returns the screen, for chaining.
  ///
  /// ```swift
  /// factory.createScreen().place(with: nextPushedInFlow)
  /// ```
  @discardableResult public func place<PlacedContext>(
    with placer: ScreenPlacer<PlacedContext>?
  ) -> Self {
    controller.place(with: placer)
    return self
  }

  /// Lets `setUp` configure the controller (a title, a bar button …); returns the screen.
  ///
  /// ```swift
  /// factory.createScreen().setUpController { $0.title = "Log in" }
  /// ```
  @discardableResult public func setUpController(_ setUp: (UIViewController) -> Void) -> Self {
    setUp(controller)
    return self
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
