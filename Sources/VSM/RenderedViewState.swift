/// The view state of a UIKit view or view controller, rendered by the view whenever it changes.
///
/// Declare the state with the property wrapper and create it in the initializer with the view's
/// `render` method:
///
/// ```swift
/// final class UserProfileViewController: UIViewController {
///   @RenderedViewState var state: LoadUserProfileViewState
///
///   init(state: LoadUserProfileViewState) {
///     _state = .init(wrappedValue: state, render: Self.render)
///     super.init(nibName: nil, bundle: nil)
///   }
///
///   func render() { /* configure the views for `state` */ }
/// }
/// ```
///
/// - `render()` is called after each change: `state` holds the new state.
/// - `render(_ newState: State)` is called before each change: `state` still holds the old state,
///   so the view can compare the two (for example, to animate).
///
/// Rendering starts on the first read of `state` through the view, or on
/// `$state.startRendering(on: self)`, with a render of the current state; without either, `render`
/// is never called. The state changes only through the projected value's `observe` family
/// (`$state.observe(model.load())`). The wrapper does not retain the view: a view controller
/// holding a rendered view state is released as usual when its hierarchy drops it, its actions
/// are cancelled then, and a state observed later through a stored `$state` is kept without a
/// render. Release the view on the main thread, as UIKit requires.
@preconcurrency @MainActor @propertyWrapper public struct RenderedViewState<State> {
  // The reads of `state` and the `$state.observe` path are `@inlinable`, specialized for the
  // client's view and state. The view's storage holds the only reference to `rendering`, so that
  // `rendering` is released with the view and can stop the renders then (see `Rendering`).
  @usableFromInline let rendering: Rendering<State>

  /// Creates a view state whose changes call the view's `render()` after they are made.
  /// - Parameters:
  ///   - wrappedValue: the initial view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  @preconcurrency public init<View: AnyObject>(
    wrappedValue: State, render: @escaping @MainActor (View) -> @MainActor () -> Void
  ) {
    self.init(.state(wrappedValue), renderer: RenderAfterChange(render: render))
  }

  /// Creates a view state whose changes call the view's `render(_ newState:)` before they are
  /// made, while `state` still holds the previous state.
  /// - Parameters:
  ///   - wrappedValue: the initial view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  @preconcurrency public init<View: AnyObject>(
    wrappedValue: State, render: @escaping @MainActor (View) -> @MainActor (State) -> Void
  ) {
    self.init(.state(wrappedValue), renderer: RenderBeforeChange(render: render))
  }

  /// Creates a view state over an existing container (the original VSM's form, for a container
  /// made beforehand, by a test for example), whose changes call the view's `render()` after
  /// they are made. `$state` observes through this container; several views may render one
  /// container.
  /// - Parameters:
  ///   - container: the container holding the view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  @preconcurrency public init<View: AnyObject>(
    container: StateContainer<State>, render: @escaping @MainActor (View) -> @MainActor () -> Void
  ) {
    self.init(.container(container), renderer: RenderAfterChange(render: render))
  }

  /// Creates a view state over an existing container whose changes call the view's
  /// `render(_ newState:)` before they are made, while `state` still holds the previous state.
  /// - Parameters:
  ///   - container: the container holding the view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  @preconcurrency public init<View: AnyObject>(
    container: StateContainer<State>,
    render: @escaping @MainActor (View) -> @MainActor (State) -> Void
  ) {
    self.init(.container(container), renderer: RenderBeforeChange(render: render))
  }

  /// Where the state of a new wrapper comes from.
  private enum Source {
    /// An initial state: the wrapper makes its container, with the renderer built in (the
    /// fastest renders: the container calls the renderer directly).
    case state(State)
    /// A container made beforehand: the wrapper renders it through its publishers.
    case container(StateContainer<State>)
  }

  /// The one implementation of the initializers.
  private init(_ source: Source, renderer: StateRenderer<State>) {
    switch source {
    case .state(let state):
      rendering = Rendering(container: StateContainer(state: state, renderer: renderer))
    case .container(let container):
      rendering = Rendering(container: container, subscribing: renderer)
    }
  }

  /// The current view state, read through the wrapper itself (a `RenderedViewState` made as a
  /// value, or the `_state` storage). Reading it here does not start rendering, as in the
  /// original VSM; a class's `@RenderedViewState var state` is read through
  /// the property wrapper's enclosing-instance subscript instead, which does.
  @inlinable public var wrappedValue: State { rendering.container.state }

  /// The current view state, read through the view that declares it. The first read starts
  /// rendering on that view.
  @inlinable
  public static subscript<View: AnyObject>(
    _enclosingInstance view: View,
    wrapped wrappedKeyPath: KeyPath<View, State>,
    storage storageKeyPath: KeyPath<View, Self>
  ) -> State {
    let rendering = view[keyPath: storageKeyPath].rendering
    rendering.start(on: view, caller: "reading its state")
    return rendering.container.state
  }

  /// The container behind the state (`$state`): the `observe` family, the state publishers and
  /// ``RenderedContainer/startRendering(on:)``.
  @inlinable public var projectedValue: RenderedContainer {
    RenderedContainer(container: rendering.container)
  }

  /// The projected value of a ``RenderedViewState`` (`$state`).
  @preconcurrency @MainActor
  public struct RenderedContainer: StateContaining, StateObserving, StatePublishing {
    // The container only, not the view's `Rendering`: a stored `$state` must not keep it alive
    // past the view (see `Rendering`).
    @usableFromInline let container: StateContainer<State>

    @usableFromInline init(container: StateContainer<State>) {
      self.container = container
    }

    /// The container that runs the actions and holds the state.
    @inlinable public var _stateContainer: StateContainer<State> { container }

    /// The current view state. Reading it here does not start rendering.
    @inlinable public var state: State { container.state }

    /// The current state, then each new state once it is set; deprecated, as in the original
    /// VSM: the same stream as ``didSetPublisher``.
    @available(*, deprecated, renamed: "didSetPublisher", message: "Renamed to didSetPublisher.")
    public var publisher: AnyPublisher<State, Never> { container.didSetPublisher }

    /// The current state, then each new state just before it is set (`state` still holds the
    /// previous one). Emits on the main thread.
    public var willSetPublisher: AnyPublisher<State, Never> { container.willSetPublisher }

    /// The current state, then each new state just after it is set. Emits on the main thread.
    public var didSetPublisher: AnyPublisher<State, Never> { container.didSetPublisher }

    /// Starts rendering on `view` (with a render of the current state) without changing the
    /// state; later calls do nothing.
    /// - Parameter view: the view or view controller that declares the state: `self`.
    public func startRendering(on view: some AnyObject) {
      guard let rendering = container.rendering else {
        return Misuse.report(
          "RenderedViewState<\(Misuse.name(of: State.self))>.startRendering(on:) was called on a"
            + " stored `$state` whose view was released; nothing renders it any more.",
          fix: "Call `$state.startRendering(on: self)` from the view that declares the state,"
            + " while it is alive.")
      }
      rendering.start(on: view, caller: "startRendering(on:)")
    }
  }
}

/// Whether and where a ``RenderedViewState`` renders, and its container.
///
/// The view's storage holds the only reference to it, so it is released with the view: its
/// deinitializer stops the container's renders. That is what lets the renderer hold the view
/// unretained instead of weakly: a weak reference moves the view's reference counts to a side
/// table, and every retain and release of the view, each render's included, then takes the
/// runtime's slow path (measured in Benchmarks/README.md: about 230 instructions per render).
@MainActor @usableFromInline
final class Rendering<State> {
  @usableFromInline let container: StateContainer<State>
  /// The view rendered on. Unretained: it owns this object, which outlives it only while its
  /// stored properties are destroyed.
  private unowned(unsafe) var view: AnyObject?
  private var isRendering = false
  /// The identity of `view`, set with it: lets a read of the state through the view that renders
  /// skip the rest of `start(on:caller:)`. Only compared, never turned back into a reference.
  @exclusivity(unchecked) @usableFromInline var viewIdentity: ObjectIdentifier?

  /// The renderer of a wrapper made over an existing container, which renders through the
  /// container's publishers; `nil` when the container holds the renderer.
  private let subscribedRenderer: StateRenderer<State>?
  /// The subscription of `subscribedRenderer` once rendering started; cancelled with this object,
  /// that is with the view.
  private var subscription: AnyCancellable?

  /// - Parameter container: a container made with its renderer.
  init(container: StateContainer<State>) {
    self.container = container
    self.subscribedRenderer = nil
    container.rendering = self
  }

  /// - Parameters:
  ///   - container: a container made beforehand, without a renderer.
  ///   - renderer: renders the view from the container's publishers once rendering starts.
  init(container: StateContainer<State>, subscribing renderer: StateRenderer<State>) {
    self.container = container
    self.subscribedRenderer = renderer
    // The first wrapper is the one a stored `$state.startRendering(on:)` starts; the others start
    // when their view reads its state.
    if container.rendering == nil && container.renderer == nil { container.rendering = self }
  }

  // Runs while the view's stored properties are destroyed, on the thread releasing the view
  // (UIKit's: the main thread).
  deinit {
    if subscribedRenderer == nil {
      container.stopRendering()
    } else if container.rendering === self {
      container.rendering = nil
    }
  }

  /// Starts rendering on `object`, unless rendering started already (reported when on another
  /// object).
  @inlinable func start(on object: AnyObject, caller: String) {
    if viewIdentity == ObjectIdentifier(object) { return }  // Already rendering on `object`.
    startOutOfLine(on: object, caller: caller)
  }

  @usableFromInline func startOutOfLine(on object: AnyObject, caller: String) {
    let wrapper = "RenderedViewState<\(Misuse.name(of: State.self))>"
    guard !isRendering else {
      if let view, view !== object {
        Misuse.report(
          "\(wrapper) already renders on \(Misuse.name(of: type(of: view))); \(caller) on another"
            + " \(Misuse.name(of: type(of: object))) was ignored.",
          fix: "Start rendering only on the view or view controller that owns the state.")
      }
      return
    }
    let renderer = subscribedRenderer ?? container.renderer.unsafelyUnwrapped
    guard renderer.bind(to: object) else {
      let viewType = Misuse.name(of: renderer.viewType)
      Misuse.report(
        "\(wrapper) cannot render on \(Misuse.name(of: type(of: object))): its render function is"
          + " a method of \(viewType).",
        fix: "Call `$state.startRendering(on: self)` from the \(viewType) that declares the state.")
      return
    }
    isRendering = true
    view = object
    viewIdentity = ObjectIdentifier(object)
    // Started before the first render, so that a state observed from it renders too.
    if let subscribedRenderer {
      let states =
        subscribedRenderer.moment == .beforeChange
        ? container.willSetPublisher : container.didSetPublisher
      subscription = states.dropFirst().sink { subscribedRenderer.render($0) }
    } else {
      container.startRendering()
    }
    renderer.render(container.state)
  }
}

/// Renders a view when its container's state changes: the container calls ``render(_:)`` with
/// each new state, at the renderer's ``moment``, once the renderer is bound to its view. Made with
/// the container, which holds it for good.
@MainActor @usableFromInline
class StateRenderer<State> {
  /// When a renderer renders.
  @usableFromInline enum Moment: UInt8 {
    case never, beforeChange, afterChange
  }

  /// When this renderer renders: before each change (with the new state) or after it.
  final let moment: Moment
  /// The type whose method renders: the only type this renderer binds to.
  final let viewType: Any.Type

  init(moment: Moment, viewType: Any.Type) {
    self.moment = moment
    self.viewType = viewType
  }

  /// Binds the renderer to `object`, unretained; `false` when it is not a ``viewType``.
  func bind(to object: AnyObject) -> Bool { false }

  /// Renders `newState` on the view; the container calls it only while the view is alive.
  @usableFromInline func render(_ newState: State) {}
}

/// Calls a view's `render()` after each change.
private final class RenderAfterChange<View: AnyObject, State>: StateRenderer<State> {
  /// Unretained: the view owns the container, which owns this renderer, and the container stops
  /// calling it when the view is released (see `Rendering`).
  private unowned(unsafe) var view: View?
  private let renderView: @MainActor (View) -> @MainActor () -> Void

  init(render: @escaping @MainActor (View) -> @MainActor () -> Void) {
    self.renderView = render
    super.init(moment: .afterChange, viewType: View.self)
  }

  override func bind(to object: AnyObject) -> Bool {
    guard let view = object as? View else { return false }
    self.view = view
    return true
  }

  override func render(_ newState: State) {
    renderView(view.unsafelyUnwrapped)()
  }
}

/// Calls a view's `render(_ newState:)` before each change.
private final class RenderBeforeChange<View: AnyObject, State>: StateRenderer<State> {
  /// Unretained, as in `RenderAfterChange`.
  private unowned(unsafe) var view: View?
  private let renderView: @MainActor (View) -> @MainActor (State) -> Void

  init(render: @escaping @MainActor (View) -> @MainActor (State) -> Void) {
    self.renderView = render
    super.init(moment: .beforeChange, viewType: View.self)
  }

  override func bind(to object: AnyObject) -> Bool {
    guard let view = object as? View else { return false }
    self.view = view
    return true
  }

  override func render(_ newState: State) {
    renderView(view.unsafelyUnwrapped)(newState)
  }
}
