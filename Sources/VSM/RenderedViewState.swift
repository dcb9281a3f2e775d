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
  private let container: StateContainer<State>
  private let rendering: Rendering<State>

  /// Creates a view state whose changes call the view's `render()` after they are made.
  /// - Parameters:
  ///   - wrappedValue: the initial view state.
  ///   - render: the view's render method, unapplied: `Self.render`.
  public init<View: AnyObject>(
    wrappedValue: State, render: @escaping @MainActor (View) -> @MainActor () -> Void
  ) {
    container = StateContainer(state: wrappedValue)
    rendering = Rendering(viewType: View.self) { object, container in
      guard let view = object as? View else { return false }
      container.onDidSet { [weak view] _ in
        if let view { render(view)() }
      }
      render(view)()
      return true
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
    container = StateContainer(state: wrappedValue)
    rendering = Rendering(viewType: View.self) { object, container in
      guard let view = object as? View else { return false }
      container.onWillSet { [weak view] newState in
        if let view { render(view)(newState) }
      }
      render(view)(container.state)
      return true
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
  public static subscript<View: AnyObject>(
    _enclosingInstance view: View,
    wrapped wrappedKeyPath: KeyPath<View, State>,
    storage storageKeyPath: KeyPath<View, Self>
  ) -> State {
    let wrapper = view[keyPath: storageKeyPath]
    wrapper.rendering.start(on: view, container: wrapper.container, caller: "reading its state")
    return wrapper.container.state
  }

  /// The container behind the state (`$state`): the `observe` family, the state publishers and
  /// ``RenderedContainer/startRendering(on:)``.
  public var projectedValue: RenderedContainer {
    RenderedContainer(container: container, rendering: rendering)
  }

  /// The projected value of a ``RenderedViewState`` (`$state`).
  @MainActor public struct RenderedContainer: StateContaining, StateObserving, StatePublishing {
    fileprivate let container: StateContainer<State>
    fileprivate let rendering: Rendering<State>

    /// The container that runs the actions and holds the state.
    public var _stateContainer: StateContainer<State> { container }

    /// The current view state. Reading it here does not start rendering.
    public var state: State { container.state }

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
      rendering.start(on: view, container: container, caller: "startRendering(on:)")
    }
  }
}

/// Whether and where a ``RenderedViewState`` renders.
@MainActor
private final class Rendering<State> {
  private let viewType: Any.Type
  /// Installs the render hooks on the container for a view, and renders once; `false` when the
  /// object is not of the render method's type.
  private let install: @MainActor (AnyObject, StateContainer<State>) -> Bool
  private weak var view: AnyObject?
  private var isRendering = false

  init(
    viewType: Any.Type, install: @escaping @MainActor (AnyObject, StateContainer<State>) -> Bool
  ) {
    self.viewType = viewType
    self.install = install
  }

  func start(on object: AnyObject, container: StateContainer<State>, caller: String) {
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
    isRendering = true
    view = object
    if !install(object, container) {
      isRendering = false
      view = nil
      Misuse.report(
        "\(wrapper) cannot render on \(Misuse.name(of: type(of: object))): its render function is"
          + " a method of \(Misuse.name(of: viewType)).",
        fix: "Call `$state.startRendering(on: self)` from the \(Misuse.name(of: viewType)) that"
          + " declares the state.")
    }
  }
}
