import Foundation
import TestSupport
import Testing

@testable import VSM

/// A host whose rendered view state is made over a container it is given.
@MainActor
private final class ContainerHost {
  @RenderedViewState var state: Counter
  var rendered: [Counter] = []

  init(container: StateContainer<Counter>) {
    _state = .init(container: container, render: Self.render)
  }

  func render() { rendered.append(state) }
}

/// A host rendering before each change, over a container it is given.
@MainActor
private final class ContainerBeforeHost {
  @RenderedViewState var state: Counter
  var rendered: [String] = []

  init(container: StateContainer<Counter>) {
    _state = .init(container: container, render: Self.render)
  }

  func render(_ newState: Counter) { rendered.append("\(state)→\(newState)") }
}

/// The forms of the original VSM this package adds beside its own (issue 29): `$state`'s type,
/// the rendered view state made over a container, the sequence that is its own iterator, and the
/// debug options.
@MainActor
@Suite struct OriginalFormsTests {
  // The original VSM declares `@Published public private(set) var state`, so `$state` is a
  // `Published<State>.Publisher` that emits the current state, then each new state before the
  // property changes (Apple's `Published` documentation: "the publisher emits the value before
  // the property changes"; https://developer.apple.com/documentation/combine/published).
  @Test func dollarStateIsThePublishedPublisherAndEmitsBeforeTheChange() {
    let container = StateContainer<Counter>(state: .idle)
    let projected: Published<Counter>.Publisher = container.$state
    var seen: [(new: Counter, held: Counter)] = []
    let subscription = projected.sink { seen.append(($0, container.state)) }
    container.observe(.count(1))
    container.observe(.count(2))
    #expect(seen.map(\.new) == [.idle, .count(1), .count(2)])
    #expect(seen.map(\.held) == [.idle, .idle, .count(1)])
    subscription.cancel()
    container.observe(.done("after"))
    #expect(seen.count == 3)
  }

  @Test func dollarStateAndTheWillSetPublisherAreOneStream() {
    let container = StateContainer<Counter>(state: .idle)
    var fromProjection: [Counter] = []
    var fromWillSet: [Counter] = []
    let subscriptions = [
      container.$state.sink { fromProjection.append($0) },
      container.willSetPublisher.sink { fromWillSet.append($0) },
    ]
    container.observe(.count(3))
    #expect(fromProjection == [.idle, .count(3)])
    #expect(fromWillSet == fromProjection)
    _ = subscriptions
  }

  @Test func aRenderedViewStateMadeOverAContainerRendersItsChanges() {
    let container = StateContainer<Counter>(state: .idle)
    let host = ContainerHost(container: container)
    #expect(host.state == .idle)  // Starts rendering.
    container.observe(.count(1))
    host.$state.observe(.count(2))
    #expect(host.rendered == [.idle, .count(1), .count(2)])
    #expect(container.state == .count(2))
  }

  @Test func aRenderedViewStateMadeOverAContainerRendersBeforeTheChange() {
    let container = StateContainer<Counter>(state: .idle)
    let host = ContainerBeforeHost(container: container)
    host.$state.startRendering(on: host)
    container.observe(.count(1))
    #expect(host.rendered == ["idle→idle", "idle→count(1)"])
  }

  // As in the original VSM, several rendered view states may render one container (each
  // subscribes to its publishers); each view renders every change.
  @Test func twoRenderedViewStatesOverOneContainerBothRender() {
    let container = StateContainer<Counter>(state: .idle)
    let first = ContainerHost(container: container)
    let second = ContainerHost(container: container)
    _ = first.state
    _ = second.state
    container.observe(.count(1))
    #expect(first.rendered == [.idle, .count(1)])
    #expect(second.rendered == [.idle, .count(1)])
  }

  @Test func aReleasedViewNoLongerRendersItsContainer() {
    let container = StateContainer<Counter>(state: .idle)
    var host: ContainerHost? = ContainerHost(container: container)
    let released = WeakReference(host)
    _ = host?.state
    host = nil
    #expect(released.object == nil)
    container.observe(.count(1))  // Would crash or render a released view if still subscribed.
    #expect(container.state == .count(1))
  }

  @Test func aStateSequenceIsItsOwnIteratorAndACopyDoesNotConsumeIt() async throws {
    let sequence = StateSequence<Counter>({ .count(1) }, { .done("end") })
    var copy = sequence.makeAsyncIterator()
    #expect(try await copy.next() == .count(1))
    var again = sequence.makeAsyncIterator()
    #expect(try await again.next() == .count(1))
    #expect(try await copy.next() == .done("end"))
    #expect(try await copy.next() == nil)
  }

  // The original's `_debug(options:)` lines: address, container type, event, then the state or
  // its enum case's name, in that order, for the events the options choose.
  @Test func debugOptionsChooseTheEventsAndTheParts() {
    let container = StateContainer<Counter>(state: .idle)
    var lines: [String] = []
    container.startDebugLogging(options: [.willSet, .didSet, .event, .enumLabel]) {
      lines.append($0)
    }
    container.observe(.count(4))
    #expect(
      lines == [
        "willSet idle", "didSet idle", "willSet count", "didSet count",
      ])
    var detailed: [String] = []
    container.startDebugLogging(options: [.didSet, .container]) { detailed.append($0) }
    container.observe(.done("x"))
    #expect(
      detailed == ["StateContainer<Counter> count(4)", "StateContainer<Counter> done(\"x\")"])
  }

  @Test func debugLoggingWithTheSameOptionsStartsOnce() {
    let container = StateContainer<Counter>(state: .idle)
    var lines: [String] = []
    container.startDebugLogging(options: [.didSet]) { lines.append($0) }
    container.startDebugLogging(options: [.didSet]) { lines.append("again " + $0) }
    container.observe(.count(1))
    #expect(lines == ["idle", "count(1)"])
  }

  @Test func debugLinesStartWithTheContainersAddressWhenAsked() {
    let container = StateContainer<Counter>(state: .idle)
    var lines: [String] = []
    container.startDebugLogging(options: [.didSet, .memory]) { lines.append($0) }
    let address = "\(Unmanaged.passUnretained(container).toOpaque())"
    #expect(lines == ["[\(address)] idle"])
  }

  @Test func staticDebugOptionsApplyToContainersMadeAfterwards() {
    StateContainerDebugDefaults.options = [.didSet]
    defer { StateContainerDebugDefaults.options = [] }
    let container = StateContainer<Counter>(state: .idle)
    #expect(container.debugSubscriptions[[.didSet]] != nil)
    StateContainerDebugDefaults.options = []
    let quiet = StateContainer<Counter>(state: .idle)
    #expect(quiet.debugSubscriptions.isEmpty)
  }

  @Test func enumNamesAreTheCaseLabelOrTheDescription() {
    #expect(_StateContainerUtils.getEnumName(Counter.count(2)) == "count")
    #expect(_StateContainerUtils.getEnumName(Counter.idle) == "idle")
    #expect(_StateContainerUtils.getEnumName(42) == "42")
  }
}
