/// Holds the current view state of a view and changes it only through the `observe` family.
///
/// The container is the engine under ``RenderedViewState`` (UIKit) and `ViewState` (SwiftUI); a
/// view reaches it through the wrapper's projected value (`$state`). Each `observe…` call first
/// cancels whatever the previous call started (a publisher subscription or a task), so a superseded
/// action can never overwrite a newer state:
///
/// ```swift
/// let container = StateContainer<LoadUserProfileViewState>(state: .initialized(loader))
/// container.observe(loader.load())   // loading, then loaded or loadingError
/// ```
///
/// State changes happen on the main actor. A state that an action publishes on the main thread is
/// applied at once; one published on another thread is applied on the main thread. A state change
/// made while the container announces another (from a `render` function or a will-set subscriber)
/// is applied right after it, in order.
@preconcurrency @MainActor
public final class StateContainer<State> {
  // The path from `observe` to the hooks is `@inlinable`, so that it is specialized for the
  // client's `State` (no generic value witnesses or metadata look-ups per change); the rare
  // branches (queued states, debugging) call out of line.

  /// The current view state. Changes only through the `observe` family.
  ///
  /// `$state` is the publisher of a `@Published` property, as in the original VSM
  /// (`Published<State>.Publisher`, from Combine, or OpenCombine where Combine does not exist):
  /// the current state when subscribed, then each new state just before it is set (the same
  /// stream as ``willSetPublisher``).
  @inlinable @_PublishedState public var state: State

  /// The storage of ``state``. Unchecked exclusivity: every access is instantaneous, the change
  /// included, which swaps the new state in and releases the old one after the access (the old
  /// state's deinitializers may run any code, reading `state` too: they see the new one).
  @exclusivity(unchecked) @usableFromInline var storedState: State

  // The bookkeeping below skips dynamic exclusivity checks: every access is instantaneous (a read,
  // an assignment, an append) and none spans a call to a hook; see docs/Concurrency.md.

  /// Counts the actions started by `observe`; a state carries the number of its action and is
  /// ignored once a newer action has started.
  @exclusivity(unchecked) @usableFromInline var actionNumber: UInt64 = 0
  /// Cancels the current action's subscription or task; released (and so cancelled) on deinit.
  @exclusivity(unchecked) @usableFromInline var currentAction: AnyCancellable?
  /// Pending debounced calls by identity; see `Debounce.swift`.
  var debounced: [AnyHashable: DebouncedCall] = [:]
  /// Counts debounced calls, so that a fired call only removes its own entry.
  var debounceNumber: UInt64 = 0

  @exclusivity(unchecked) @usableFromInline var isApplying = false
  /// States that arrived while another one was being applied, oldest first, with their action.
  @exclusivity(unchecked) @usableFromInline var pending: [(state: State, action: UInt64)] = []

  /// Renders the view of a ``RenderedViewState`` made with its initial state, with each new
  /// state, before or after it is set, once rendering starts; `nil` for a container made on its
  /// own (a SwiftUI view state's, or one given to ``RenderedViewState/init(container:render:)``,
  /// whose wrapper renders through the publishers). A constant, so that a render calls it without
  /// retaining it.
  @usableFromInline let renderer: StateRenderer<State>?
  /// When `renderer` renders: `.never` until rendering starts (``startRendering()``) and once the
  /// view is released (``stopRendering()``, from any thread: see there).
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) private(set) var renders =
    StateRenderer<State>.Moment.never
  /// The ``RenderedViewState`` storage whose view this container renders; `nil` for a SwiftUI
  /// view state, and once the view is released. Unretained: the view's storage owns it, and it
  /// clears this when released (see `Rendering`).
  nonisolated(unsafe) unowned(unsafe) var rendering: Rendering<State>?
  /// The `@Published` copy of the state behind `$state` and the will-set publisher, created on
  /// first use of either, and set just before each change.
  @exclusivity(unchecked) @usableFromInline var willSetPublication: StatePublication<State>?
  /// Created on first use of the did-set publisher.
  @exclusivity(unchecked) @usableFromInline var didSetSubject: CurrentValueSubject<State, Never>?
  /// Announces each change before it is made, for SwiftUI (see `ObservableObject`); made on
  /// first use, so that a container nobody subscribes to does not announce anything.
  @exclusivity(unchecked) @usableFromInline var willChange: ObservableObjectPublisher?
  /// Logs each change when debugging is on; see ``StateContainer/_debug(_:)``.
  @exclusivity(unchecked) @usableFromInline var debugLogger: (@MainActor (String) -> Void)?
  /// The subscriptions of `_debug(options:)`, by options.
  var debugSubscriptions: [_StateContainerDebugOptions: [AnyCancellable]] = [:]

  /// Creates a container holding an initial state.
  /// - Parameter state: the view state before any action runs.
  public convenience init(state: State) {
    self.init(state: state, renderer: nil)
  }

  /// Creates the container of a ``RenderedViewState``, with the renderer of its view.
  init(state: State, renderer: StateRenderer<State>?) {
    self.storedState = state
    self.renderer = renderer
    registerForDefaultDebugLogging()
  }

  // MARK: - Actions

  /// Cancels the current action and returns the number of the one starting now.
  @inlinable func beginAction() -> UInt64 {
    actionNumber &+= 1
    if let cancelled = currentAction {
      currentAction = nil
      cancelled.cancel()
    }
    return actionNumber
  }

  /// Keeps `cancellable` as the current action's, unless a newer action started meanwhile (for
  /// example from a `render` function while the action emitted synchronously), in which case the
  /// action is cancelled at once.
  func adopt(_ cancellable: AnyCancellable, for action: UInt64) {
    if action == actionNumber {
      currentAction = cancellable
    } else {
      cancellable.cancel()
    }
  }

  /// Whether `action` is still the current action.
  @inlinable func isCurrent(_ action: UInt64) -> Bool { action == actionNumber }

  /// Applies a state emitted by `action`, unless a newer action has started.
  @inlinable func apply(_ newState: State, from action: UInt64) {
    guard action == actionNumber else { return }
    if isApplying {
      pending.append((newState, action))
      return
    }
    isApplying = true
    set(newState)
    if !pending.isEmpty { applyPending() }
    isApplying = false
  }

  /// Applies the states queued while another was applied, in order, skipping those of superseded
  /// actions; more may be queued meanwhile.
  @usableFromInline func applyPending() {
    var index = 0
    while index < pending.count {
      let next = pending[index]
      index += 1
      if next.action == actionNumber { set(next.state) }
    }
    pending.removeAll(keepingCapacity: true)
  }

  @inlinable func set(_ newState: State) {
    willChange?.send()
    // `renders` is read before each render: a subscriber or the other render may have released
    // the view, which sets it to `.never`.
    if renders == .beforeChange {
      renderer.unsafelyUnwrapped.render(newState)
    }
    if willSetPublication != nil { publishWillSet(newState) }
    if debugLogger != nil { log(newState) }
    var oldState = newState
    swap(&storedState, &oldState)  // `oldState` is released after the access, not during it.
    if renders == .afterChange {
      renderer.unsafelyUnwrapped.render(newState)
    }
    didSetSubject?.send(newState)
  }

  /// Hands `newState` to the will-set publication (`$state`, ``willSetPublisher``), out of line:
  /// the change pays for it only while someone has asked for either.
  @usableFromInline func publishWillSet(_ newState: State) {
    willSetPublication.unsafelyUnwrapped.state = newState
  }

  /// Stops the renders for good: the view is being released. Nonisolated: called from the
  /// deinitializer of the view's `Rendering`, on the thread that releases the view, which UIKit
  /// requires to be the main thread; there it cannot overlap a render.
  nonisolated func stopRendering() {
    renders = .never
    rendering = nil
  }

  /// Starts calling the renderer of a ``RenderedViewState``, bound to its view; once per
  /// container.
  func startRendering() {
    renders = renderer.unsafelyUnwrapped.moment
  }

  // MARK: - Publishing

  /// Emits before each state change, so SwiftUI views that observe the container redraw.
  public var objectWillChange: ObservableObjectPublisher {
    if let willChange { return willChange }
    let publisher = ObservableObjectPublisher()
    willChange = publisher
    return publisher
  }
}

/// The wrapper of ``StateContainer/state``: reads the container's stored state, and projects
/// (`$state`) the `Published<State>.Publisher` of its will-set publication, the type the original
/// VSM's `@Published public private(set) var state` projects. Holds nothing itself: the state
/// stays in the container's own storage, so that a change costs no `Published` bookkeeping until
/// someone subscribes (`Published` itself cannot be the storage without that cost).
@propertyWrapper public struct _PublishedState<State>: Sendable {
  /// Creates the wrapper; the container holds the state.
  @inlinable public init() {}

  /// Unavailable: the wrapper is read through its container only.
  @available(*, unavailable, message: "@_PublishedState is StateContainer's own wrapper")
  public var wrappedValue: State {
    get { fatalError("@_PublishedState is only read through StateContainer") }
  }

  /// Unavailable: the wrapper is projected through its container only.
  @available(*, unavailable, message: "@_PublishedState is StateContainer's own wrapper")
  public var projectedValue: Published<State>.Publisher {
    get { fatalError("@_PublishedState is only projected through StateContainer") }
  }

  /// The container's current state.
  @preconcurrency @MainActor @inlinable
  public static subscript(
    _enclosingInstance container: StateContainer<State>,
    wrapped wrappedKeyPath: KeyPath<StateContainer<State>, State>,
    storage storageKeyPath: KeyPath<StateContainer<State>, Self>
  ) -> State {
    container.storedState
  }

  /// The container's current state, then each new state just before it is set.
  @preconcurrency @MainActor
  public static subscript(
    _enclosingInstance container: StateContainer<State>,
    projected projectedKeyPath: KeyPath<StateContainer<State>, Published<State>.Publisher>,
    storage storageKeyPath: KeyPath<StateContainer<State>, Self>
  ) -> Published<State>.Publisher {
    container.publication.$state
  }
}

/// The `@Published` copy of a container's state, made when `$state` or the will-set publisher is
/// first used: the container sets it just before each change, so its publisher is the original
/// VSM's `$state`.
@preconcurrency @MainActor @usableFromInline
final class StatePublication<State> {
  /// The container's state, set just before the container's own.
  @usableFromInline @Published var state: State

  init(state: State) {
    self.state = state
  }
}

extension StateContainer {
  /// The will-set publication, made on first use with the current state.
  var publication: StatePublication<State> {
    if let willSetPublication { return willSetPublication }
    let publication = StatePublication(state: storedState)
    willSetPublication = publication
    return publication
  }
}
