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
@preconcurrency @MainActor public struct AnyScreen<Module: ScreenModule> {
  /// The screen's store.
  public let store: Module.ConcreteStore
  /// The screen's view controller.
  public let controller: UIViewController

  /// Pairs `store` with `controller`; the controller keeps the store alive.
  @inlinable public init(_ store: Module.ConcreteStore, _ controller: UIViewController) {
    self.store = store
    self.controller = controller
    controller.holdReference(to: store)
  }

  /// Observes the screen's outputs; returns the screen, for chaining.
  @discardableResult public func observeOutput(_ handler: @escaping (Module.Output) -> Void) -> Self
  {
    store.observeOutput(handler)
    return self
  }

  /// Observes the screen's outputs mapped to another type (a flow's own output, say); returns the
  /// screen, for chaining.
  ///
  /// ```swift
  /// screen.observeOutput({ [weak self] in self?.dispatchOutput($0) }, mapping: { _ in .didFinish })
  /// ```
  @discardableResult public func observeOutput<Mapped>(
    _ handler: @escaping (Mapped) -> Void, mapping: @escaping (Module.Output) -> Mapped
  ) -> Self {
    store.observeOutput { handler(mapping($0)) }
    return self
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

  /// Stores the store in `store`; returns the screen. The controller keeps the store alive, so a
  /// `weak` variable stays set exactly as long as the controller lives.
  @discardableResult public func captureStore(as store: inout Module.ConcreteStore?) -> Self {
    store = self.store
    return self
  }

  /// Stores the type-erased store (the module's `Store`) in `store`; returns the screen. The
  /// controller keeps the erased store alive too, so a `weak var store: Module.Store?` stays set
  /// exactly as long as the controller lives.
  @discardableResult public func captureStore(as store: inout Module.Store?) -> Self {
    let erased = self.store.asAnyStore()
    controller.holdReference(to: erased)
    store = erased
    return self
  }
}
