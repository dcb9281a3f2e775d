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
@MainActor
public final class StateContainer<State> {
  /// The current view state. Changes only through the `observe` family.
  public private(set) var state: State

  /// Counts the actions started by `observe`; a state carries the number of its action and is
  /// ignored once a newer action has started.
  @exclusivity(unchecked) private var actionNumber: UInt64 = 0
  /// Cancels the current action's subscription or task; released (and so cancelled) on deinit.
  @exclusivity(unchecked) private var currentAction: AnyCancellable?
  /// Pending debounced calls by identity; see `Debounce.swift`.
  var debounced: [AnyHashable: DebouncedCall] = [:]
  /// Counts debounced calls, so that a fired call only removes its own entry.
  var debounceNumber: UInt64 = 0

  @exclusivity(unchecked) private var isApplying = false
  /// States that arrived while another one was being applied, oldest first, with their action.
  @exclusivity(unchecked) private var pending: [(state: State, action: UInt64)] = []

  /// Called with each new state before it is set (the property still holds the old one).
  @exclusivity(unchecked) private var willSetHooks: [@MainActor (State) -> Void] = []
  /// Called with each new state after it is set.
  @exclusivity(unchecked) private var didSetHooks: [@MainActor (State) -> Void] = []
  /// Created on first use of the will-set publisher.
  @exclusivity(unchecked) var willSetSubject: CurrentValueSubject<State, Never>?
  /// Created on first use of the did-set publisher.
  @exclusivity(unchecked) var didSetSubject: CurrentValueSubject<State, Never>?
  /// Announces each change before it is made, for SwiftUI (see `ObservableObject`); made on
  /// first use, so that a container nobody subscribes to does not announce anything.
  @exclusivity(unchecked) private var willChange: ObservableObjectPublisher?
  /// Logs each change when debugging is on; see ``StateContainer/_debug(_:)``.
  @exclusivity(unchecked) var debugLogger: (@MainActor (String) -> Void)?

  /// Creates a container holding an initial state.
  /// - Parameter state: the view state before any action runs.
  public init(state: State) {
    self.state = state
  }

  // MARK: - Actions

  /// Cancels the current action and returns the number of the one starting now.
  func beginAction() -> UInt64 {
    actionNumber &+= 1
    let cancelled = currentAction
    currentAction = nil
    cancelled?.cancel()
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
  func isCurrent(_ action: UInt64) -> Bool { action == actionNumber }

  /// Applies a state emitted by `action`, unless a newer action has started.
  func apply(_ newState: State, from action: UInt64) {
    guard action == actionNumber else { return }
    if isApplying {
      pending.append((newState, action))
      return
    }
    isApplying = true
    defer { isApplying = false }
    set(newState)
    if pending.isEmpty { return }
    var index = 0
    while index < pending.count {
      let next = pending[index]
      index += 1
      if next.action == actionNumber { set(next.state) }
    }
    pending.removeAll(keepingCapacity: true)
  }

  private func set(_ newState: State) {
    willChange?.send()
    for hook in willSetHooks { hook(newState) }
    willSetSubject?.send(newState)
    if let debugLogger { debugLogger(debugDescription(of: newState)) }
    state = newState
    for hook in didSetHooks { hook(newState) }
    didSetSubject?.send(newState)
  }

  // MARK: - Hooks

  /// Emits before each state change, so SwiftUI views that observe the container redraw.
  public var objectWillChange: ObservableObjectPublisher {
    if let willChange { return willChange }
    let publisher = ObservableObjectPublisher()
    willChange = publisher
    return publisher
  }

  /// Calls `body` with each new state before it is set.
  func onWillSet(_ body: @escaping @MainActor (State) -> Void) {
    willSetHooks.append(body)
  }

  /// Calls `body` with each new state after it is set.
  func onDidSet(_ body: @escaping @MainActor (State) -> Void) {
    didSetHooks.append(body)
  }
}
