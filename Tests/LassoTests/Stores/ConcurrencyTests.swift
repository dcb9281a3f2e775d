import Dispatch
import TestSupport
import Testing

@testable import Lasso

/// A store that records the actions it handled, and whether it handled each on the main thread.
final class RecordingStore: LassoStore<CounterModule> {
  private(set) var handled: [Int] = []

  override func handleAction(_ action: Action) {
    if case .append(let value) = action {
      handled.append(value)
      update { $0.log.append(value) }
    }
  }
}

@MainActor
@Suite struct ConcurrencyTests {
  @Test func actionsFromABackgroundTaskArriveOnTheMainActorInOrder() async {
    let store = RecordingStore()
    await Task.detached {
      for value in 0..<200 { store.enqueueAction(.append(value)) }
    }.value
    #expect(await waitUntil { store.handled.count == 200 })
    #expect(store.handled == Array(0..<200))
    #expect(store.state.log == Array(0..<200))
  }

  @Test func actionsFromManyThreadsAreEachHandledOnceInEachSendersOrder() async {
    let store = RecordingStore()
    let senders = 8
    let perSender = 250
    DispatchQueue.concurrentPerform(iterations: senders) { sender in
      for index in 0..<perSender { store.enqueueAction(.append(sender * 10_000 + index)) }
    }
    #expect(await waitUntil { store.handled.count == senders * perSender })
    #expect(store.handled.count == Set(store.handled).count)
    for sender in 0..<senders {
      let sent = store.handled.filter { $0 / 10_000 == sender }.map { $0 % 10_000 }
      #expect(sent == Array(0..<perSender))
    }
  }

  @Test func anActionEnqueuedForAReleasedStoreIsDroppedAndReported() async {
    var reports: [Misuse] = []
    weak var weakStore: RecordingStore?
    var marker = 0
    await Misuse.$handler.withValue({ reports.append($0) }) {
      do {
        let store = RecordingStore()
        weakStore = store
        store.enqueueAction(.append(1))
      }
      #expect(weakStore == nil)
      // The drop happens on the main queue; once a later job has run, the action has been seen.
      DispatchQueue.main.async { MainActor.assumeIsolated { marker = 1 } }
      #expect(await waitUntil { marker == 1 })
    }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("RecordingStore was released") == true)
    #expect(reports.first?.message.contains("append(1)") == true)
    #expect(reports.first?.fix.contains("task {") == true)
  }

  @Test func asyncWorkUpdatesTheStateOnTheMainActor() async {
    let store = CounterStore()
    store.task { [weak store] in
      let name = await Task.detached { "loaded" }.value
      store?.update { $0.name = name }
    }
    #expect(await waitUntil { store.state.name == "loaded" })
  }

  @Test func asyncWorkIsCancelledWhenTheStoreIsReleased() async {
    final class Probe {
      var started = false
      var cancelled = false
    }
    let probe = Probe()
    weak var weakStore: CounterStore?
    do {
      let store = CounterStore()
      weakStore = store
      store.task { [weak store] in
        probe.started = true
        // Waits for cancellation; a store that was not released never ends this wait.
        try? await Task.sleep(for: .seconds(600))
        probe.cancelled = Task.isCancelled
        store?.update { $0.name = "too late" }
      }
      #expect(await waitUntil { probe.started })
    }
    #expect(weakStore == nil)
    #expect(await waitUntil { probe.cancelled })
  }

  @Test func finishedWorkIsForgotten() async {
    let store = CounterStore()
    let handle = store.task {}
    await handle.value
    #expect(!handle.isCancelled)
  }
}
