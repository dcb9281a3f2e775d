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

// The original's Sources/LegacyVSM/StateContainer/StateContaining.swift: the protocol that joins
// observing, publishing and (where SwiftUI exists) binding, as a SwiftUI view state's projected
// value is typed (`some StateContaining<State>`).

private enum NoteViewState: Equatable {
  case draft(String)
  case saved(String)
}

#if canImport(SwiftUI)
  // covers: - :: protocol StateContaining<State>: StateObserving, StatePublishing, StateBinding
  @MainActor
  private func save(
    _ note: some StateContaining<NoteViewState>
  ) -> AnyPublisher<NoteViewState, Never> {
    note.observe(.saved("swiftui"))
    _ = note.bind(\.self, to: { _, value in value })
    return note.didSetPublisher
  }
  private let expectedSave = NoteViewState.saved("swiftui")
#else
  // covers: - :: protocol StateContaining<State>: StateObserving, StatePublishing
  @MainActor
  private func save(
    _ note: some StateContaining<NoteViewState>
  ) -> AnyPublisher<NoteViewState, Never> {
    note.observe(.saved("linux"))
    return note.didSetPublisher
  }
  private let expectedSave = NoteViewState.saved("linux")
#endif

@MainActor
final class StateContainingCallSites: XCTestCase {
  func testAContainerIsStateContaining() async throws {
    let container = StateContainer<NoteViewState>(state: .draft("hi"))
    var published: [NoteViewState] = []
    let subscription = save(container).sink { published.append($0) }
    XCTAssertEqual(container.state, expectedSave)
    XCTAssertEqual(published, [expectedSave])
    subscription.cancel()
  }
}
