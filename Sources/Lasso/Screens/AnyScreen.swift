/// A screen: a store and the view controller that renders it. A module's `Screen`.
///
/// The controller keeps the store alive, and nothing else does: once the controller leaves the
/// hierarchy, both are released.
///
/// ```swift
/// let screen = LoginScreenModule.createScreen()
///   .observeOutput { [weak self] output in self?.handle(output) }
/// navigationController.pushViewController(screen.controller, animated: true)
/// ```
///
/// The store is kept type-erased (``Store``), as in the original Lasso, so a screen may be driven
/// by the module's own store or by any other store of the module's types (a test's
/// `MockLassoStore`): a ``ScreenFactory`` makes both.
@preconcurrency @MainActor public struct AnyScreen<Module: StoreModule> {
  /// The screen's state type: the module's `State`.
  public typealias State = Module.State
  /// The screen's action type: the module's `Action`.
  public typealias Action = Module.Action
  /// The screen's output type: the module's `Output`.
  public typealias Output = Module.Output
  /// The screen's store type: the module's store, type-erased.
  public typealias Store = AnyStore<State, Action, Output>

  /// The screen's store, type-erased: read its state, observe it, dispatch actions to it.
  ///
  /// ```swift
  /// calendarScreen.store.observeState(\.selectedDate) { [weak self] date in
  ///   self?.cardsScreen.store.dispatchAction(.updateForDate(date))
  /// }
  /// ```
  ///
  /// A screen of a `LassoStore` (the module's own store, or a mock) erases it when this is read,
  /// so that creating a screen costs no more than its store and controller: each read gives a
  /// new `AnyStore` of the same store. Compare states, not identities; to keep the erased store
  /// as long as the controller lives (in a `weak` variable), use `captureStore(as:)`.
  public var store: Store {
    switch source {
    case .lasso(let lasso): return AnyStore(lasso)
    case .erased(let erased): return erased
    }
  }
  /// The screen's view controller.
  public let controller: UIViewController

  /// The store the screen was made with: a `LassoStore` of the module as it is, any other store
  /// type-erased.
  @usableFromInline let source: Source

  /// How a screen keeps its store.
  @usableFromInline enum Source {
    /// A `LassoStore` of the module: its own store class, or a mock.
    case lasso(LassoStore<Module>)
    /// Any other store of the module's types, type-erased.
    case erased(Store)
  }

  /// Pairs `store` (the module's store, or any store of the module's types) with `controller`;
  /// the controller keeps the store alive.
  ///
  /// ```swift
  /// static func createScreen(with store: LoginScreenStore) -> Screen {
  ///   Screen(store, LoginScreenViewController(store.asViewStore()))
  /// }
  /// ```
  @inlinable public init<S: AbstractStore>(_ store: S, _ controller: UIViewController)
  where S.State == State, S.Action == Action, S.Output == Output {
    if let lasso = store as? LassoStore<Module> {
      source = .lasso(lasso)
      controller.holdReference(to: lasso)
    } else {
      let erased = store.asAnyStore()
      source = .erased(erased)
      controller.holdReference(to: erased)
    }
    self.controller = controller
  }

  /// Observes the screen's outputs; returns the screen, for chaining.
  @discardableResult public func observeOutput(_ handler: @escaping (Output) -> Void) -> Self {
    switch source {
    case .lasso(let lasso): lasso.observeOutput(handler)
    case .erased(let erased): erased.observeOutput(handler)
    }
    return self
  }

  /// Observes the screen's outputs mapped to another type (a flow's own output, say); returns the
  /// screen, for chaining.
  ///
  /// ```swift
  /// screen.observeOutput({ [weak self] in self?.dispatchOutput($0) }, mapping: { _ in .didFinish })
  /// ```
  @discardableResult public func observeOutput<Mapped>(
    _ handler: @escaping (Mapped) -> Void, mapping: @escaping (Output) -> Mapped
  ) -> Self {
    observeOutput { handler(mapping($0)) }
  }

  /// Places the screen's controller with `placer`; returns the screen, for chaining.
  @discardableResult public func place<PlacedContext>(
    with placer: ScreenPlacer<PlacedContext>?
  ) -> Self {
    controller.place(with: placer)
    return self
  }

  /// Lets `setUp` configure the controller (a title, a bar button …); returns the screen.
  @discardableResult public func setUpController(_ setUp: (UIViewController) -> Void) -> Self {
    setUp(controller)
    return self
  }

  /// Stores the controller in `controller`, typed as the caller needs it; returns the screen.
  /// A controller of another type is reported and leaves the variable unchanged.
  @discardableResult public func captureController<Controller: UIViewController>(
    as controller: inout Controller?
  ) -> Self {
    if let typed = self.controller as? Controller {
      controller = typed
    } else {
      Misuse.report(
        "captureController(as:) expected a \(Misuse.name(of: Controller.self)), but the screen's"
          + " controller is a \(Misuse.name(of: type(of: self.controller))).",
        fix: "Capture into a variable of the controller's type, or UIViewController?.")
    }
    return self
  }

  /// Stores the type-erased store (the module's `Store`) in `store`; returns the screen. The
  /// controller keeps it alive, so a `weak var store: Module.Store?` stays set exactly as long as
  /// the controller lives.
  @discardableResult public func captureStore(as store: inout Store?) -> Self {
    let erased = self.store
    controller.holdReference(to: erased)
    store = erased
    return self
  }

  /// Stores the store the screen was made with in `store`, typed as the caller needs it (the
  /// module's store class, say); returns the screen. The controller keeps it alive, so a `weak`
  /// variable stays set exactly as long as the controller lives. A store of another type (a mock)
  /// is reported and leaves the variable unchanged.
  ///
  /// ```swift
  /// weak var loginStore: LoginScreenStore?
  /// LoginScreenModule.createScreen().captureStore(as: &loginStore)
  /// ```
  @discardableResult public func captureStore<Concrete: AbstractStore>(
    as store: inout Concrete?
  ) -> Self {
    let given: AnyObject
    switch source {
    case .lasso(let lasso): given = lasso
    case .erased(let erased): given = erased.erased
    }
    if let typed = given as? Concrete {
      store = typed
    } else {
      Misuse.report(
        "captureStore(as:) expected a \(Misuse.name(of: Concrete.self)), but the screen's store"
          + " is a \(Misuse.name(of: type(of: given))).",
        fix: "Capture into a variable of the store's type, or of the module's Store"
          + " (AnyStore) type.")
    }
    return self
  }
}
