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
/// (`$state.observe(model.load())`). The wrapper holds the view weakly: a view controller holding a
/// rendered view state is released as usual when its hierarchy drops it, and its actions are
/// cancelled then.
@MainActor @propertyWrapper public struct RenderedViewState<State> {
  // The reads of `state` and the `$state.observe` path are `@inlinable`, specialized for the
  // client's view and state. One reference (to `rendering`, which holds the container), so that
  // `$state` retains one object.
  @usableFromInline let rendering: Rendering<State>

  /// Creates a view state whose changes call the view's `render()` after they are made.
  /// - Parameters:
  ///   - wrappedValue: the initial view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  public init<View: AnyObject>(
    wrappedValue: State, render: @escaping @MainActor (View) -> @MainActor () -> Void
  ) {
    rendering = Rendering(container: StateContainer(state: wrappedValue), viewType: View.self) {
      object in
      guard let view = object as? View else { return nil }
      return RenderAfterChange(view: view, render: render)
    }
  }

  /// Creates a view state whose changes call the view's `render(_ newState:)` before they are
  /// made, while `state` still holds the previous state.
  /// - Parameters:
  ///   - wrappedValue: the initial view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  public init<View: AnyObject>(
    wrappedValue: State, render: @escaping @MainActor (View) -> @MainActor (State) -> Void
  ) {
    rendering = Rendering(container: StateContainer(state: wrappedValue), viewType: View.self) {
      object in
      guard let view = object as? View else { return nil }
      return RenderBeforeChange(view: view, render: render)
    }
  }

  /// Unavailable: a rendered view state lives in a class (a view or a view controller), which
  /// reads it through ``subscript(_enclosingInstance:wrapped:storage:)``.
  @available(
    *, unavailable,
    message: "@RenderedViewState is for the properties of classes: UIViews and UIViewControllers"
  )
  public var wrappedValue: State {
    get { fatalError("@RenderedViewState is only available on the properties of classes") }
  }

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
    RenderedContainer(rendering: rendering)
  }

  /// The projected value of a ``RenderedViewState`` (`$state`).
  @MainActor public struct RenderedContainer: StateContaining, StateObserving, StatePublishing {
    @usableFromInline let rendering: Rendering<State>

    @usableFromInline init(rendering: Rendering<State>) {
      self.rendering = rendering
    }

    @inlinable var container: StateContainer<State> { rendering.container }

    /// The container that runs the actions and holds the state.
    @inlinable public var _stateContainer: StateContainer<State> { container }

    /// The current view state. Reading it here does not start rendering.
    @inlinable public var state: State { container.state }

    /// The current state, then each new state once it is set.
    public var publisher: AnyPublisher<State, Never> { container.publisher }

    /// The current state, then each new state just before it is set (`state` still holds the
    /// previous one). Emits on the main thread.
    public var willSetPublisher: AnyPublisher<State, Never> { container.willSetPublisher }

    /// The current state, then each new state just after it is set. Emits on the main thread.
    public var didSetPublisher: AnyPublisher<State, Never> { container.didSetPublisher }

    /// Starts rendering on `view` (with a render of the current state) without changing the
    /// state; later calls do nothing.
    /// - Parameter view: the view or view controller that declares the state: `self`.
    public func startRendering(on view: some AnyObject) {
      rendering.start(on: view, caller: "startRendering(on:)")
    }
  }
}

/// Whether and where a ``RenderedViewState`` renders, and its container.
@MainActor @usableFromInline
final class Rendering<State> {
  @usableFromInline let container: StateContainer<State>
  private let viewType: Any.Type
  /// Makes the renderer for a view; `nil` when the object is not of the render method's type.
  private let makeRenderer: @MainActor (AnyObject) -> StateRenderer<State>?
  private weak var view: AnyObject?
  private var isRendering = false
  /// The identity of `view`, set with it: lets a read of the state through the view that renders
  /// skip the weak load (`start(on:caller:)`). Only compared, never turned back into a reference.
  @exclusivity(unchecked) @usableFromInline var viewIdentity: ObjectIdentifier?

  init(
    container: StateContainer<State>, viewType: Any.Type,
    makeRenderer: @escaping @MainActor (AnyObject) -> StateRenderer<State>?
  ) {
    self.container = container
    self.viewType = viewType
    self.makeRenderer = makeRenderer
  }

  /// Starts rendering on `object`, unless rendering started already (reported when on another
  /// object).
  @inlinable func start(on object: AnyObject, caller: String) {
    // Already rendering on `object`. (A dead view whose address `object` reuses takes this branch
    // too; `startOutOfLine` would find `view` nil and return without a report as well.)
    if viewIdentity == ObjectIdentifier(object) { return }
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
    guard let renderer = makeRenderer(object) else {
      Misuse.report(
        "\(wrapper) cannot render on \(Misuse.name(of: type(of: object))): its render function is"
          + " a method of \(Misuse.name(of: viewType)).",
        fix: "Call `$state.startRendering(on: self)` from the \(Misuse.name(of: viewType)) that"
          + " declares the state.")
      return
    }
    isRendering = true
    view = object
    viewIdentity = ObjectIdentifier(object)
    // Installed before the first render, so that a state observed from it renders too.
    container.startRendering(with: renderer)
    renderer.render(container.state)
  }
}

/// Renders a view when its container's state changes: the container calls ``render(_:)`` with
/// each new state, at the renderer's ``moment``. Made once per container, when rendering starts;
/// the container then holds it for good.
@MainActor @usableFromInline
class StateRenderer<State> {
  /// When a renderer renders.
  @usableFromInline enum Moment: UInt8 {
    case never, beforeChange, afterChange
  }

  /// When this renderer renders: before each change (with the new state) or after it.
  final let moment: Moment

  init(moment: Moment) {
    self.moment = moment
  }

  /// Renders `newState` on the view, if the view is still alive.
  @usableFromInline func render(_ newState: State) {}
}

/// Calls a view's `render()` after each change.
private final class RenderAfterChange<View: AnyObject, State>: StateRenderer<State> {
  /// Weak: the view owns the container, which owns this renderer.
  private weak let view: View?
  private let renderView: @MainActor (View) -> @MainActor () -> Void

  init(view: View, render: @escaping @MainActor (View) -> @MainActor () -> Void) {
    self.view = view
    self.renderView = render
    super.init(moment: .afterChange)
  }

  override func render(_ newState: State) {
    if let view { renderView(view)() }
  }
}

/// Calls a view's `render(_ newState:)` before each change.
private final class RenderBeforeChange<View: AnyObject, State>: StateRenderer<State> {
  /// Weak: the view owns the container, which owns this renderer.
  private weak let view: View?
  private let renderView: @MainActor (View) -> @MainActor (State) -> Void

  init(view: View, render: @escaping @MainActor (View) -> @MainActor (State) -> Void) {
    self.view = view
    self.renderView = render
    super.init(moment: .beforeChange)
  }

  override func render(_ newState: State) {
    if let view { renderView(view)(newState) }
  }
}
