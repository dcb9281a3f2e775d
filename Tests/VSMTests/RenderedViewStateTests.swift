import Testing
import VSM

/// A host rendering after each change, the way a view controller with `render()` does.
@MainActor
private final class AfterHost {
  @RenderedViewState var state: Counter
  var rendered: [Counter] = []
  var onRender: ((AfterHost) -> Void)?

  init(state: Counter) {
    _state = .init(wrappedValue: state, render: Self.render)
  }

  func render() {
    rendered.append(state)
    onRender?(self)
  }
}

/// A host rendering before each change, comparing the old state with the new one.
@MainActor
private final class BeforeHost {
  @RenderedViewState var state: Counter
  var rendered: [(old: Counter, new: Counter)] = []

  init(state: Counter) {
    _state = .init(wrappedValue: state, render: Self.render)
  }

  func render(_ newState: Counter) {
    rendered.append((state, newState))
  }
}

@MainActor
private final class Stranger {}

@MainActor
@Suite struct RenderedViewStateTests {
  @Test func nothingRendersBeforeRenderingStarts() {
    let host = AfterHost(state: .idle)
    host.$state.observe(.count(1))
    #expect(host.rendered.isEmpty)
    #expect(host.$state.state == .count(1))
    #expect(host.rendered.isEmpty)
  }

  @Test func theFirstReadStartsRenderingWithTheCurrentState() {
    let host = AfterHost(state: .idle)
    #expect(host.state == .idle)
    #expect(host.rendered == [.idle])
    _ = host.state
    #expect(host.rendered == [.idle])
  }

  @Test func startRenderingRendersTheCurrentStateOnce() {
    let host = AfterHost(state: .count(3))
    host.$state.startRendering(on: host)
    host.$state.startRendering(on: host)
    #expect(host.rendered == [.count(3)])
  }

  @Test func renderRunsAfterEachChange() {
    let host = AfterHost(state: .idle)
    host.$state.startRendering(on: host)
    host.$state.observe(.count(1))
    host.$state.observe([Counter.count(2), .done("end")].publisher)
    #expect(host.rendered == [.idle, .count(1), .count(2), .done("end")])
  }

  @Test func renderWithTheNewStateRunsBeforeEachChange() {
    let host = BeforeHost(state: .idle)
    host.$state.startRendering(on: host)
    host.$state.observe(.count(1))
    host.$state.observe(.count(2))
    #expect(host.rendered.map(\.old) == [.idle, .idle, .count(1)])
    #expect(host.rendered.map(\.new) == [.idle, .count(1), .count(2)])
    #expect(host.state == .count(2))
  }

  @Test func anObserveFromRenderIsAppliedAfterTheCurrentChange() {
    let host = AfterHost(state: .idle)
    host.onRender = { host in
      if host.state == .count(1) { host.$state.observe(.done("from render")) }
    }
    host.$state.startRendering(on: host)
    host.$state.observe(.count(1))
    #expect(host.rendered == [.idle, .count(1), .done("from render")])
  }

  @Test func startRenderingOnAnotherTypeIsReported() {
    let host = AfterHost(state: .idle)
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      host.$state.startRendering(on: Stranger())
    }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("RenderedViewState<Counter>") == true)
    #expect(reports.first?.message.contains("Stranger") == true)
    #expect(reports.first?.message.contains("AfterHost") == true)
    #expect(host.rendered.isEmpty)
    // The right host can still start rendering.
    host.$state.startRendering(on: host)
    #expect(host.rendered == [.idle])
  }

  @Test func startRenderingOnASecondHostIsReported() {
    let host = AfterHost(state: .idle)
    let other = AfterHost(state: .idle)
    host.$state.startRendering(on: host)
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      host.$state.startRendering(on: other)
    }
    #expect(reports.count == 1)
    #expect(other.rendered.isEmpty)
  }

  @Test func willSetAndDidSetPublishersDeliverOnTheMainActor() async throws {
    let host = BeforeHost(state: .idle)
    let will = Recorder<(new: Counter, held: Counter)>()
    let did = Recorder<(new: Counter, held: Counter)>()
    host.$state.willSetPublisher.dropFirst().sink { will.record(($0, host.$state.state)) }
      .store(in: &will.cancellables)
    host.$state.didSetPublisher.dropFirst().sink { did.record(($0, host.$state.state)) }
      .store(in: &did.cancellables)
    let plain = Recorder<Counter>()
    (DeprecatedPublisherReader() as any DeprecatedPublisherReading).publisher(of: host.$state).sink
    { plain.record($0) }.store(in: &plain.cancellables)
    host.$state.observe(publishedInBackground([Counter.count(1), .count(2)]))
    try await waitUntil { did.values.count == 2 }
    #expect(will.values.map(\.new) == [.count(1), .count(2)])
    #expect(will.values.map(\.held) == [.idle, .count(1)])
    #expect(did.values.map(\.new) == [.count(1), .count(2)])
    #expect(did.values.map(\.held) == [.count(1), .count(2)])
    #expect(plain.values == [.idle, .count(1), .count(2)])
    #expect(will.offMain + did.offMain + plain.offMain == 0)
  }

  @Test func theHostIsReleasedWhileRenderingAndObserving() async throws {
    weak var weakHost: AfterHost?
    var cancelled = false
    let subscriptions = Recorder<Counter>()
    do {
      let host = AfterHost(state: .idle)
      weakHost = host
      _ = host.state
      host.$state.observe(Counter.count(9), debounced: .seconds(60))
      host.$state.didSetPublisher.sink { subscriptions.record($0) }
        .store(in: &subscriptions.cancellables)
      host.$state.observe(
        PassthroughSubject<Counter, Never>().handleEvents(receiveCancel: { cancelled = true }))
    }
    #expect(weakHost == nil)
    #expect(cancelled)
  }

  @Test func theContainerIsReleasedWithItsRenderingHost() {
    weak var weakHost: BeforeHost?
    weak var weakContainer: StateContainer<Counter>?
    do {
      let host = BeforeHost(state: .idle)
      weakHost = host
      weakContainer = host.$state._stateContainer
      host.$state.startRendering(on: host)
      host.$state.observe(.count(1))
      #expect(host.rendered.map(\.new) == [.idle, .count(1)])
    }
    #expect(weakHost == nil)
    #expect(weakContainer == nil)
  }

  @Test func aContainerKeptAfterItsHostIsReleasedStopsRendering() {
    weak var weakAfter: AfterHost?
    weak var weakBefore: BeforeHost?
    var rendered = 0
    let after: RenderedViewState<Counter>.RenderedContainer
    let before: RenderedViewState<Counter>.RenderedContainer
    do {
      let afterHost = AfterHost(state: .idle)
      afterHost.onRender = { _ in rendered += 1 }
      let beforeHost = BeforeHost(state: .idle)
      weakAfter = afterHost
      weakBefore = beforeHost
      afterHost.$state.startRendering(on: afterHost)
      beforeHost.$state.startRendering(on: beforeHost)
      after = afterHost.$state
      before = beforeHost.$state
    }
    #expect(weakAfter == nil)
    #expect(weakBefore == nil)
    // The states still change; nothing renders, and nothing reaches the released hosts.
    after.observe(.count(2))
    before.observe([Counter.count(3), .count(4)].publisher)
    #expect(rendered == 1)
    #expect(after.state == .count(2))
    #expect(before.state == .count(4))
  }

  @Test func startRenderingThroughAStoredContainerAfterItsHostIsReleasedIsReported() {
    let stored: RenderedViewState<Counter>.RenderedContainer
    do {
      // Never rendered: the stored `$state` is all that is left of the host's state.
      let host = AfterHost(state: .idle)
      stored = host.$state
    }
    let stranger = AfterHost(state: .idle)
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      stored.startRendering(on: stranger)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("was released") == true)
    // Nothing renders the other host: its own state is untouched and the stored one inert.
    stored.observe(.count(1))
    #expect(stranger.rendered.isEmpty)
    #expect(stored.state == .count(1))
  }

  @Test func releasingTheHostCancelsItsTask() async throws {
    weak var weakHost: AfterHost?
    let seen = Recorder<Bool>()
    do {
      let host = AfterHost(state: .idle)
      weakHost = host
      _ = host.state
      host.$state.observeAsync {
        seen.record(false)
        try? await Task.sleep(for: .seconds(60))
        seen.record(Task.isCancelled)
        return .done("late")
      }
      try await waitUntil("the task to start") { seen.values == [false] }
    }
    #expect(weakHost == nil)
    try await waitUntil("the task to be cancelled") { seen.values == [false, true] }
  }
}
