import IssueReporting
@_spi(LassoTesting) import Lasso
@_spi(Lasso) import LassoDiagnostics

/// A store under test that records every state it goes through and every output it emits, from
/// the moment it gets the store.
///
/// ```swift
/// let store = TestableStore(CounterStore(with: .init()))
/// store.dispatchAction(.increment)
/// store.dispatchAction(.increment)
/// #expect(store.states.map(\.count) == [0, 1, 2])
/// #expect(store.state == store.updatedMarker { $0.count = 2 })
/// ```
///
/// ``markerState`` tracks what the test expects the state to be: it starts as the store's first
/// state, ``updatedMarker(_:)`` changes it and returns it, so that a test states each step as a
/// change of the previous one, and ``syncState()`` (or an assertion of ``LassoStoreTestCase``)
/// resets it to the store's state.
///
/// As in the original, a test case may declare it empty and set the store later, typically in
/// `setUp`: `let testableStore = TestableStore<LoginStore>()`, then `store = LoginStore()`.
///
/// Store tasks started while it creates the store or dispatches an action are tracked:
/// `settle(…)` awaits them.
@preconcurrency @MainActor
public final class TestableStore<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  /// The store's state.
  public typealias State = Store.State
  /// The store's actions.
  public typealias Action = Store.Action
  /// The store's outputs.
  public typealias Output = Store.Output

  /// The store under test. Setting it starts recording afresh: the states are the new store's
  /// first state, the outputs are empty and the marker is its state.
  public var store: Store! {
    didSet { startRecording() }
  }
  /// Every distinct state, oldest first: the store's first state, then each change.
  public private(set) var states: [State] = []
  /// Every output emitted since the store was set or ``resetOutputs()`` was called.
  public private(set) var outputs: [Output] = []
  /// The state the test expects: the store's first state, changed by ``updatedMarker(_:)``, reset
  /// by ``syncState()``.
  public private(set) var markerState: State!
  let tracker = TaskTracker()
  /// The store whose tasks are tracked, in `StoreTaskInstrumentation.storeWrappers`.
  private var followed: ObjectIdentifier?

  /// A testable store without a store yet: set ``store`` (in `setUp`, or in the test).
  /// Nonisolated, so that a test case's stored property can be initialized with it.
  ///
  /// ```swift
  /// let testableStore = TestableStore<LoginStore>()
  /// ```
  nonisolated public init() {}

  /// Wraps the store that `makeStore` creates (tasks its initializer starts are tracked) and
  /// starts recording.
  ///
  /// ```swift
  /// let store = TestableStore(LoginStore(with: .init()))
  /// ```
  public convenience init(_ makeStore: @autoclosure () -> Store) {
    self.init()
    store = tracker.run(makeStore)
    startRecording()  // An initializer does not call its own class's `didSet`.
  }

  private func startRecording() {
    followTasks(of: store)
    guard let store else { return }
    markerState = store.state
    states = []
    outputs = []
    // A store replaced by another keeps these observers: they record only while it is current.
    store.observeState { [weak self, weak store] (state: State) in
      guard let self, self.store === store else { return }
      self.states.append(state)
    }
    store.observeOutput { [weak self, weak store] output in
      guard let self, self.store === store else { return }
      self.outputs.append(output)
    }
  }

  /// Tracks the tasks `store` starts, whoever dispatches to it (a test that calls
  /// `store.dispatchAction` directly, as the original's tests do), until it is replaced.
  private func followTasks(of store: Store?) {
    if let followed { StoreTaskInstrumentation.storeWrappers[followed] = nil }
    followed = nil
    guard var owner: AnyObject = store else { return }
    while let erasing = owner as? any ErasingStore { owner = erasing.erased }
    let id = ObjectIdentifier(owner)
    let tracker = self.tracker
    StoreTaskInstrumentation.storeWrappers[id] = { [weak tracker] in tracker?.wrap($0) ?? $0 }
    followed = id
  }

  deinit {
    // The entry would outlive the recorder: remove it (a deinit off the main queue, which tests
    // do not cause, leaves it, harmless since the entry holds the tracker weakly).
    guard let followed, MainQueue.isCurrent else { return }
    MainActor.assumeIsolated { StoreTaskInstrumentation.storeWrappers[followed] = nil }
  }

  /// The store, or a stop that says how to set it.
  private var current: Store {
    guard let store else {
      fatalError(
        "TestableStore<\(Misuse.name(of: Store.self))> has no store yet. Fix: set `store = …`"
          + " (in `setUp() async throws`, or at the start of the test) before using it.")
    }
    return store
  }

  /// The store's current state.
  public var state: State { current.state }

  /// Dispatches `action` to the store, tracking the tasks it starts.
  public func dispatchAction(_ action: Action) {
    let store = current
    tracker.run { store.dispatchAction(action) }
  }

  /// Resets the marker to the current state and the recorded states to it alone, as if the
  /// store had just been created (after set-up actions, say).
  public func syncState() {
    markerState = current.state
    states = [markerState]
  }

  /// Changes the marker by `update` and returns it: what the state should be after a step.
  ///
  /// ```swift
  /// store.dispatchAction(.didUpdateUsername("ada"))
  /// #expect(store.state == store.updatedMarker { $0.username = "ada" })
  /// ```
  @discardableResult public func updatedMarker(_ update: (inout State) -> Void) -> State {
    var marker = markerState ?? current.state
    update(&marker)
    markerState = marker
    return marker
  }

  /// Makes the current state the marker, leaving the recorded states alone (what a state
  /// assertion does after comparing).
  func moveMarkerToState() {
    markerState = current.state
  }

  /// Forgets the outputs recorded so far.
  public func resetOutputs() {
    outputs.removeAll()
  }

  /// Forgets the states recorded so far but the current one.
  public func resetStates() {
    states = [current.state]
  }

  /// Awaits the tasks the store started until each has finished or sleeps on a ``TestClock``;
  /// reports the ones still running after `timeout` (they await something the test must provide).
  ///
  /// ```swift
  /// store.dispatchAction(.didTapLogin)
  /// await store.settle()
  /// #expect(store.outputs == [.userDidLogin])
  /// ```
  public func settle(
    timeout: Duration = TestClock.defaultTimeout, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    TimeoutScale.reportCurrentOnce()
    if await !tracker.waitUntilIdle(timeout: timeout) {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
        "\(tracker.runningCount) task(s) started by \(Misuse.name(of: Store.self)) were still"
          + " running after \(timeout) (\(timeoutScaleNote)). Resume what they await, or"
          + " advance the test clock.")
    }
  }
}

/// A store that erases another (`AnyStore`): its tasks are the other's.
@MainActor protocol ErasingStore: AnyObject {
  /// The store it erases.
  var erased: AnyObject { get }
}

extension AnyStore: ErasingStore {}
