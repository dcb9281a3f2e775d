import IssueReporting
import Lasso

/// A store under test that records every state it goes through and every output it emits, from
/// the moment it is wrapped.
///
/// ```swift
/// let store = TestableStore(CounterStore(with: .init()))
/// store.dispatchAction(.increment)
/// store.dispatchAction(.increment)
/// #expect(store.states.map(\.count) == [0, 1, 2])
/// #expect(store.state == store.updatedMarker { $0.count = 2 })
/// ```
///
/// ``markerState`` is the state at the last sync point (creation, ``syncState()``, or an
/// assertion of ``LassoStoreTestCase``); ``updatedMarker(_:)`` returns it with a change, so that
/// a test states each step as a change of the previous one.
///
/// Store tasks started while it creates the store or dispatches an action are tracked:
/// `settle(…)` awaits them.
@MainActor
public final class TestableStore<Store: AbstractStore>
where Store.State: Equatable, Store.Output: Equatable {
  /// The store's state.
  public typealias State = Store.State
  /// The store's actions.
  public typealias Action = Store.Action
  /// The store's outputs.
  public typealias Output = Store.Output

  /// The wrapped store.
  public let store: Store
  /// Every distinct state, oldest first: the state when wrapped, then each change.
  public private(set) var states: [State] = []
  /// Every output emitted since the store was wrapped or ``resetOutputs()`` was called.
  public private(set) var outputs: [Output] = []
  /// The state at the last sync point; see ``syncState()``.
  public private(set) var markerState: State
  let tracker = TaskTracker()

  /// Wraps the store that `makeStore` creates (tasks its initializer starts are tracked) and
  /// starts recording.
  ///
  /// ```swift
  /// let store = TestableStore(LoginStore(with: .init()))
  /// ```
  public init(_ makeStore: @autoclosure () -> Store) {
    let tracker = self.tracker
    store = tracker.run(makeStore)
    markerState = store.state
    store.observeState { [weak self] (state: State) in self?.states.append(state) }
    store.observeOutput { [weak self] output in self?.outputs.append(output) }
  }

  /// The store's current state.
  public var state: State { store.state }

  /// Dispatches `action` to the store, tracking the tasks it starts.
  public func dispatchAction(_ action: Action) {
    tracker.run { store.dispatchAction(action) }
  }

  /// Makes the current state the marker: the base of ``updatedMarker(_:)``.
  public func syncState() {
    markerState = store.state
  }

  /// The marker state changed by `update`: what the state should be after a step.
  ///
  /// ```swift
  /// store.dispatchAction(.didUpdateUsername("ada"))
  /// #expect(store.state == store.updatedMarker { $0.username = "ada" })
  /// ```
  public func updatedMarker(_ update: (inout State) -> Void) -> State {
    var state = markerState
    update(&state)
    return state
  }

  /// Forgets the outputs recorded so far.
  public func resetOutputs() {
    outputs.removeAll()
  }

  /// Forgets the states recorded so far but the current one.
  public func resetStates() {
    states = [store.state]
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
    if await !tracker.waitUntilIdle(timeout: timeout) {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
        "\(tracker.runningCount) task(s) started by \(Misuse.name(of: Store.self)) were still"
          + " running after \(timeout). Resume what they await, or advance the test clock.")
    }
  }
}
