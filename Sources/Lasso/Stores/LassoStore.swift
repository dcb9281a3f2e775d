import Dispatch

/// The business logic of a screen: it owns the `State`, handles each `Action`, and emits `Output`.
///
/// Subclass it for your module and override ``handleAction(_:)``:
///
/// ```swift
/// final class LoginScreenStore: LassoStore<LoginScreenModule> {
///   override func handleAction(_ action: Action) {
///     switch action {
///
///     case .didUpdateUsername(let username):
///       update { state in state.username = username }
///
///     case .didTapLogin:
///       dispatchOutput(.userDidLogin)
///     }
///   }
/// }
/// ```
///
/// Everything happens on the main actor. ``StateObservable/state`` is a plain read;
/// ``update(_:)`` applies its closure in place and then notifies the observers whose values
/// changed. Actions from other isolation domains go through ``enqueueAction(_:)``.
///
/// A store is its own view store (``ActionDispatchable/asViewStore()`` gives it back as an
/// ``AnyViewStore``) and holds its state itself: a screen is two objects, its store and its
/// controller.
@preconcurrency @MainActor
open class LassoStore<Module: StoreModule>: AnyViewStore<Module.State, Module.Action>,
  ConcreteStoreProtocol
{
  /// The module's state.
  public typealias State = Module.State
  /// The module's actions.
  public typealias Action = Module.Action
  /// The module's outputs.
  public typealias Output = Module.Output

  /// The output observers, the tasks and the batched updates; made on first use of one of them
  /// (see ``StoreExtras``). Unchecked exclusivity: every access is an instantaneous read or
  /// assignment.
  @usableFromInline @exclusivity(unchecked) final var extras: StoreExtras<State, Output>?
  /// While a `LassoRecorder` records the store: records each action, then handles it. `nil`
  /// otherwise: a dispatch then pays a compare and a branch (three instructions, counted in
  /// Benchmarks/README.md). Unchecked exclusivity: every access is an instantaneous read or
  /// assignment.
  @usableFromInline @exclusivity(unchecked) final var recordingDispatch: ((Action) -> Void)?

  // Inlinable, so that it is specialized for the store's module: generic code looks up the
  // metadata of the store's collections on every call.
  /// Creates a store in `initialState`.
  @inlinable public required init(with initialState: State) {
    super.init(state: initialState)
    if _slowPath(LassoRecorder.mayRecord) { startRecordingIfRecording() }
  }

  @usableFromInline final func startRecordingIfRecording() {
    if let recorder = LassoRecorder.current { startRecording(with: recorder) }
  }

  private func startRecording(with recorder: LassoRecorder) {
    guard let recording = recorder.register(self, initialState: value) else { return }
    // The store keeps its recording through this closure; the observers below hold it weakly.
    recordingDispatch = { [unowned self] action in recording.handle(action, by: self) }
    // The first observers: each state and output is recorded before anyone reacts to it.
    observeEveryState { [weak recording] state in
      recording?.recordState(state)
      return recording != nil
    }
    observeOutput { [weak recording] output in recording?.recordOutput(output) }
  }

  // MARK: Actions

  /// Handles `action` now: calls ``handleAction(_:)``.
  @inlinable public final override func dispatchAction(_ action: Action) {
    if _slowPath(recordingDispatch != nil) { return dispatchRecorded(action) }
    handleAction(action)
  }

  /// Out of line: the recorded path stays out of the code inlined into every dispatch site.
  @usableFromInline @inline(never) final func dispatchRecorded(_ action: Action) {
    recordingDispatch?(action)
  }

  /// Handles one action. Override it and `switch` over the module's actions; there is nothing to
  /// call on `super`.
  open func handleAction(_ action: Action) {
    let store = Misuse.name(of: type(of: self))
    Misuse.report(
      "\(store) received the action \(action), but \(store) does not override handleAction(_:).",
      fix: "Override `handleAction(_ action: Action)` in \(store) and switch over the actions of"
        + " \(Misuse.name(of: Module.self)).")
  }

  // MARK: State

  /// Changes the state in place, then notifies the observers whose values changed.
  ///
  /// Updates queued by ``batchUpdate(_:)`` are applied first, in order, with a single
  /// notification. An update made while observers are being notified is applied after the
  /// current round of notifications, in order.
  @inlinable public final func update(_ update: (inout State) -> Void = { _ in }) {
    if _slowPath(extras != nil) && !extras.unsafelyUnwrapped.batchedUpdates.isEmpty {
      applyBatch(with: update)
    } else {
      change(update)
    }
  }

  @usableFromInline final func applyBatch(with update: (inout State) -> Void) {
    let extras = self.extras.unsafelyUnwrapped  // Set: it holds the batch.
    let batched = extras.batchedUpdates
    extras.batchedUpdates.removeAll()
    change { state in
      for change in batched { change(&state) }
      update(&state)
    }
  }

  /// Queues a change without notifying anyone; the next ``update(_:)`` applies every queued
  /// change, in order, and notifies once.
  public final func batchUpdate(_ update: @escaping (inout State) -> Void) {
    madeExtras().batchedUpdates.append(update)
  }

  // MARK: Outputs

  /// Emits `output` to every output observer, in the order they were added.
  public final func dispatchOutput(_ output: Output) {
    extras?.send(output)
  }

  /// Calls `handler` with every output from now on. Capture `self` weakly: the store keeps the
  /// handler for as long as it lives.
  public final func observeOutput(_ handler: @escaping (Output) -> Void) {
    madeExtras().addOutputObserver(handler)
  }

  // MARK: Asynchronous work

  /// Starts `operation` on the main actor, tied to the store: it is cancelled when the store is
  /// released. Capture `self` weakly inside, or the work keeps the store alive until it finishes.
  ///
  /// ```swift
  /// task { [weak self] in
  ///   let user = await api.user()
  ///   self?.update { $0.user = user }
  /// }
  /// ```
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil, _ operation: sending @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    madeExtras().startTask(priority: priority, for: self, operation)
  }

  /// The store's extras, made now if they were not.
  private func madeExtras() -> StoreExtras<State, Output> {
    if let extras { return extras }
    let made = StoreExtras<State, Output>()
    extras = made
    return made
  }
}

extension LassoStore where Module.Action: Sendable {
  /// Dispatches `action` from any isolation domain (a background task, a completion handler):
  /// it is handled on the main actor after the work already queued there, in the order this
  /// method was called. On the main actor, ``dispatchAction(_:)`` handles it at once.
  ///
  /// An action that arrives after the store was released is dropped, and reported as a `Misuse`
  /// (to the sender's handler) naming the store and the action: work that outlives its screen
  /// should be started with ``task(priority:_:)``, which the store cancels when it is released.
  public nonisolated func enqueueAction(_ action: Action) {
    // Read here, in the sender's task: the main queue's block runs outside any task.
    let handler = Misuse.handler
    let storeType = type(of: self)
    DispatchQueue.main.async { [weak self] in
      // The main queue runs on the main actor's executor.
      MainActor.assumeIsolated {
        guard let self else {
          return Misuse.$handler.withValue(handler) {
            Misuse.report(
              "\(Misuse.name(of: storeType)) was released before the action `\(action)`"
                + " enqueued for it arrived; the action is dropped.",
              fix: "Cancel the work with its screen: start it with `task { … }`, which the store"
                + " cancels when it is released. Or keep the store alive until the work ends.")
          }
        }
        self.dispatchAction(action)
      }
    }
  }
}

extension LassoStore where Module.State == EmptyState {
  /// Creates a store with the empty state.
  public convenience init() {
    self.init(with: EmptyState())
  }
}

extension LassoStore where Module: DefaultStateModule {
  /// Creates a store in the module's `defaultInitialState`.
  public convenience init() {
    self.init(with: Module.defaultInitialState)
  }
}

extension LassoStore where Module: DefaultStateModule, Module.State == EmptyState {
  /// Creates a store with the empty state.
  public convenience init() {
    self.init(with: EmptyState())
  }
}
