/// A feature of an app: a sequence of screens (and flows) placed in a context, which decides
/// what happens on each of their outputs and emits outputs of its own.
///
/// Subclass it for a module and override ``createInitialController()``:
///
/// ```swift
/// final class TutorialFlow: Flow<TutorialFlowModule> {
///   override func createInitialController() -> UIViewController {
///     TutorialScreenModule.createScreen(with: .welcome)
///       .observeOutput { [weak self] output in … self?.context?.pushViewController(…) }
///       .controller
///   }
/// }
///
/// TutorialFlow().start(with: pushed(in: navigationController))
/// ```
///
/// Starting a flow makes its initial controller keep it alive: the flow lives exactly as long as
/// that controller, and nothing else needs to hold it.
@preconcurrency @MainActor open class Flow<Module: FlowModule> {
  /// The module's output.
  public typealias Output = Module.Output
  /// The module's required context.
  public typealias RequiredContext = Module.RequiredContext

  /// Where the flow was placed: the context its placer returned. Weak, as the flow must not keep
  /// the hierarchy alive.
  public private(set) weak var context: RequiredContext?

  /// The first controller of the flow, once started. Weak: it is the controller that keeps the
  /// flow alive, not the reverse.
  public private(set) weak var initialController: UIViewController?

  private var outputHandlers: [(Output) -> Void] = []
  private var hasStarted = false

  /// Creates a flow, not yet started.
  public init() {}

  /// Creates the flow's first controller. Override it; it is called once, by
  /// ``start(with:)-(ScreenPlacer<Flow<Module>.RequiredContext>?)``.
  open func createInitialController() -> UIViewController {
    let flow = Misuse.name(of: type(of: self))
    Misuse.report(
      "\(flow) does not override createInitialController(), so it has nothing to show.",
      fix: "Override `createInitialController() -> UIViewController` in \(flow) and return the"
        + " flow's first screen's controller.")
    return UIViewController()
  }

  /// Creates the initial controller and places it with `placer`; the context `placer` returns
  /// becomes ``context``. A flow starts once: a second start, or a `nil` placer, is reported and
  /// does nothing.
  public func start(with placer: ScreenPlacer<RequiredContext>?) {
    let flow = Misuse.name(of: type(of: self))
    guard !hasStarted else {
      Misuse.report(
        "\(flow) was started a second time; a flow starts once.",
        fix: "Create a new \(flow) for each start.")
      return
    }
    guard let placer else {
      Misuse.report(
        "\(flow) was started with a nil ScreenPlacer, so it was not started.",
        fix: "Pass a placer (pushed(in:), presented(on:), …); if it comes from a weak context,"
          + " make sure that context is still alive.")
      return
    }
    hasStarted = true
    let controller = createInitialController()
    controller.holdReference(to: self)
    initialController = controller
    context = placer.place(controller)
  }

  /// Observes the flow's outputs; returns the flow, for chaining.
  @discardableResult public func observeOutput(_ handler: @escaping (Output) -> Void) -> Self {
    outputHandlers.append(handler)
    return self
  }

  /// Observes the flow's outputs mapped to another type; returns the flow, for chaining.
  @discardableResult public func observeOutput<Mapped>(
    _ handler: @escaping (Mapped) -> Void, mapping: @escaping (Output) -> Mapped
  ) -> Self {
    observeOutput { handler(mapping($0)) }
  }

  /// Emits `output` to the flow's observers, in the order they were added.
  public func dispatchOutput(_ output: Output) {
    for handler in outputHandlers { handler(output) }
  }
}

extension Flow where Module.RequiredContext == UIViewController {
  /// Starts a flow that needs any controller with a placer of a more specific one (a navigation
  /// controller's, say).
  public func start<PlacedContext>(with placer: ScreenPlacer<PlacedContext>?) {
    start(with: placer.map { placer in ScreenPlacer<UIViewController> { placer.place($0) } })
  }
}
