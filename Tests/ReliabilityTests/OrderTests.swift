import Foundation
import Lasso
import TestSupport
import Testing

/// A store that records every action with the thread it ran on and how deeply it was nested.
enum LogModule: DefaultStateModule {
  enum Action: Equatable, Sendable {
    case record(sender: Int, sequence: Int)
    case chain(remaining: Int)
  }
  enum Output: Equatable {
    case recorded(Int)
    case chained(Int)
  }
  struct State: Equatable {
    /// The last chain step (a single value: comparing it stays O(1) however long the chain).
    var current = -1
  }
  static var defaultInitialState: State { State() }
}

final class LogStore: LassoStore<LogModule> {
  private(set) var records: [(sender: Int, sequence: Int)] = []
  /// Every chain step, in the order handled.
  private(set) var chain: [Int] = []
  /// Actions handled off the main queue. (Not `Thread.isMainThread`: on Linux, once the test
  /// runner parks the main thread in `dispatch_main()`, worker threads drain the main queue, one
  /// job at a time, so the main actor runs on varying threads.)
  private(set) var offMainQueue = 0
  private(set) var nesting = 0
  private(set) var maxNesting = 0

  override func handleAction(_ action: Action) {
    if !MainQueue.isCurrent { offMainQueue += 1 }
    nesting += 1
    maxNesting = max(maxNesting, nesting)
    defer { nesting -= 1 }
    switch action {
    case .record(let sender, let sequence):
      records.append((sender, sequence))
    case .chain(let remaining):
      chain.append(remaining)
      update { $0.current = remaining }
      dispatchOutput(.chained(remaining))
    }
  }
}

/// Runs `body` on a new operating-system thread (not one of the cooperative pool's).
private func onNewThread(_ body: @escaping @Sendable () -> Void) {
  let thread = Thread(block: body)
  thread.start()
}

@MainActor
@Suite struct OrderTests {
  /// Checks that `records` holds exactly `perSender` actions of each sender, in sending order.
  private func expectEachOnceInOrder(
    _ records: [(sender: Int, sequence: Int)], senders: Range<Int>, perSender: Int
  ) {
    var next: [Int: Int] = [:]
    for record in records {
      let expected = next[record.sender, default: 0]
      #expect(
        record.sequence == expected,
        "sender \(record.sender) sent \(expected) next, got \(record.sequence)")
      next[record.sender] = record.sequence + 1
    }
    for sender in senders {
      #expect(next[sender, default: 0] == perSender, "sender \(sender)")
    }
    #expect(records.count == senders.count * perSender)
  }

  @Test func mainActorTasksAndThreadsMixedAreEachHandledOnceOnTheMainActorInOrder() async {
    let store = LogStore()
    let perSender = 300
    // Senders 0–3: OS threads; 4–7: detached tasks; 8: the main actor itself, dispatching at
    // once between suspensions; 9: the main actor enqueueing.
    for sender in 0..<4 {
      onNewThread {
        for sequence in 0..<perSender {
          store.enqueueAction(.record(sender: sender, sequence: sequence))
        }
      }
    }
    for sender in 4..<8 {
      Task.detached {
        for sequence in 0..<perSender {
          store.enqueueAction(.record(sender: sender, sequence: sequence))
          if sequence % 50 == 0 { await Task.yield() }
        }
      }
    }
    for sequence in 0..<perSender {
      store.dispatchAction(.record(sender: 8, sequence: sequence))
      store.enqueueAction(.record(sender: 9, sequence: sequence))
      if sequence % 25 == 0 { await Task.yield() }
    }
    #expect(await waitUntil(timeout: .seconds(30)) { store.records.count >= 10 * perSender })
    expectEachOnceInOrder(store.records, senders: 0..<10, perSender: perSender)
    #expect(store.offMainQueue == 0)
    #expect(store.maxNesting == 1)
  }

  @Test func actionsEnqueuedFromTheMainActorRunAfterTheCurrentWork() async {
    let store = LogStore()
    store.enqueueAction(.record(sender: 0, sequence: 1))
    store.dispatchAction(.record(sender: 0, sequence: 0))
    // Nothing enqueued has run yet: the main actor is busy with this test.
    #expect(store.records.count == 1)
    #expect(await waitUntil { store.records.count == 2 })
    expectEachOnceInOrder(store.records, senders: 0..<1, perSender: 2)
  }

  @Test func anObserverThatDispatchesRunsEachActionOnceWithoutDeepRecursion() {
    let store = LogStore()
    // Long enough to overflow a worker thread's stack if each step nested; short enough to keep
    // the main actor responsive for other suites. `maxNesting` proves the bound directly.
    let length = 2_000
    var seen: [Int] = []
    store.observeState(\.current) { [weak store] current in
      guard current >= 0 else { return }
      seen.append(current)
      if current > 0 { store?.dispatchAction(.chain(remaining: current - 1)) }
    }
    var outputs: [Int] = []
    store.observeOutput { output in
      if case .chained(let value) = output { outputs.append(value) }
    }
    store.dispatchAction(.chain(remaining: length))
    let expected = Array((0...length).reversed())
    #expect(store.chain == expected)
    #expect(seen == expected)
    // Each action's output follows its update's notification, which already ran the chain the
    // observer started: the first action's output comes last, the others in order.
    #expect(outputs == Array((0..<length).reversed()) + [length])
    // An observer's dispatch nests once inside the action whose update it observes; the update
    // it makes waits for the current round, so the nesting never grows with the chain.
    #expect(store.maxNesting <= 2)
    #expect(store.state.current == 0)
  }

  @Test func anOutputHandlerThatDispatchesBackIsQueuedInOrderWithoutRecursion() {
    let store = LogStore()
    var outputs: [Int] = []
    store.observeOutput { [weak store] output in
      guard case .chained(let value) = output else { return }
      outputs.append(value)
      if value > 0 { store?.dispatchAction(.chain(remaining: value - 1)) }
    }
    store.dispatchAction(.chain(remaining: 2_000))
    let expected = Array((0...2_000).reversed())
    #expect(outputs == expected)
    #expect(store.chain == expected)
    #expect(store.maxNesting <= 2)
  }

  @Test func anOutputHandlerThatPushesAScreenAppliesInOrder() async throws {
    let leaks = Leaks()
    let window = UIWindow()
    window.makeKeyAndVisible()
    ProbeNavigationFlow("flow", leaks: leaks).start(
      with: root(of: window).withNavigationEmbedding())
    await transitionsEnded(in: window)
    let weakNavigation = WeakReference(window.rootViewController as? UINavigationController)
    // Each pushed screen asks for the next one from its own first render: an output handler
    // that pushes, inside the appearance of the screen pushed by the previous output handler.
    var pushes = 0
    var events: [String] = []
    func wire(_ controller: ProbeController) {
      controller.store.dispatchAction(.tap(pushes))
      events.append("tap \(pushes)")
    }
    for _ in 0..<30 {
      let navigation = try #require(weakNavigation.object)
      let top = try #require(navigation.topViewController as? ProbeController)
      wire(top)
      top.store.dispatchAction(.requestPush)
      pushes += 1
      events.append("push \(pushes)")
      let next = try #require(navigation.topViewController as? ProbeController)
      #expect(next !== top)
      // The push's appearance callbacks run once its transition ran (uikit-timing.md 4.5).
      await transitionsEnded(in: window)
      #expect(top.appearanceSummary == (true, false))
      #expect(next.appearanceSummary == (true, true))
      #expect(top.renderedTaps.last == [pushes - 1])
    }
    #expect(weakNavigation.object?.viewControllers.count == 31)
    #expect(events.count == 60)
    window.rootViewController = nil
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
  }

  @Test func aPushFromAnOutputHandlerDuringAStateNotificationIsOrdered() async throws {
    let leaks = Leaks()
    let window = UIWindow()
    window.makeKeyAndVisible()
    ProbeNavigationFlow("flow", leaks: leaks).start(
      with: root(of: window).withNavigationEmbedding())
    // The root's view loads (and its controller observes its store) as it appears.
    await transitionsEnded(in: window)
    do {
      let navigation = try #require(window.rootViewController as? UINavigationController)
      let first = try #require(navigation.topViewController as? ProbeController)
      var order: [String] = []
      // A state observer that dispatches an action whose output pushes: the push happens while
      // the store is notifying observers.
      first.store.observeState(\.taps) { [weak first] taps in
        order.append("taps \(taps)")
        if taps.count == 1 { first?.store.dispatchAction(.requestPush) }
      }
      first.store.dispatchAction(.tap(7))
      #expect(order == ["taps []", "taps [7]"])
      #expect(navigation.viewControllers.count == 2)
      #expect(first.renderedTaps == [[], [7]])
    }
    window.rootViewController = nil
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
  }
}
