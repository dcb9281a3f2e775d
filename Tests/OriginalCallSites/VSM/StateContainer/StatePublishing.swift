import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif
#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// The original's Sources/LegacyVSM/StateContainer/StatePublishing.swift: the state publishers,
// read through the protocol (a helper generic over any publisher of the state).

private enum CartViewState: Equatable {
  case empty
  case items(Int)
}

// covers: - :: protocol StatePublishing<State>
@MainActor
private func subscribe<Publishing: StatePublishing<CartViewState>>(
  to publishing: Publishing, recording events: @escaping @MainActor (String) -> Void
) -> [AnyCancellable] {
  // covers: StatePublishing :: associatedtype State
  let describe: @MainActor (String, Publishing.State) -> String = { "\($0) \($1)" }
  // covers: StatePublishing :: var willSetPublisher: AnyPublisher<State, Never>
  let willSet: AnyPublisher<CartViewState, Never> = publishing.willSetPublisher
  // covers: StatePublishing :: var didSetPublisher: AnyPublisher<State, Never>
  let didSet: AnyPublisher<CartViewState, Never> = publishing.didSetPublisher
  return [
    willSet.sink { events(describe("willSet", $0)) },
    didSet.sink { events(describe("didSet", $0)) },
  ]
}

@MainActor
private protocol StatePublishingDeprecatedCalling {
  func publisherValues(_ publishing: some StatePublishing<CartViewState>) -> [CartViewState]
}

@MainActor
private struct StatePublishingDeprecatedCalls: StatePublishingDeprecatedCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func publisherValues(_ publishing: some StatePublishing<CartViewState>) -> [CartViewState] {
    var values: [CartViewState] = []
    // covers: StatePublishing :: var publisher: AnyPublisher<State, Never>
    let publisher: AnyPublisher<CartViewState, Never> = publishing.publisher
    publisher.sink { values.append($0) }.cancel()
    return values
  }
}

@MainActor
final class StatePublishingCallSites: XCTestCase {
  func testPublishersThroughTheProtocol() async throws {
    let container = StateContainer<CartViewState>(state: .empty)
    var events: [String] = []
    let subscriptions = subscribe(to: container) { events.append($0) }
    container.observe(.items(2))
    XCTAssertEqual(
      events, ["willSet empty", "didSet empty", "willSet items(2)", "didSet items(2)"])
    let deprecated: any StatePublishingDeprecatedCalling = StatePublishingDeprecatedCalls()
    XCTAssertEqual(deprecated.publisherValues(container), [.items(2)])
    subscriptions.forEach { $0.cancel() }
  }
}
