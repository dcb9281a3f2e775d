import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/ViewState/ViewState.swift: a SwiftUI view's view state,
// declared as the original's SwiftUI guide does. SwiftUI's: compiled for iOS only (the migration
// guide says so).

#if canImport(SwiftUI)
  import SwiftUI

  private enum GreetingViewState: Equatable {
    case idle
    case greeted(String)
  }

  private struct GreetingView: View {
    // covers: LegacyViewState :: init(wrappedValue: State)
    @ViewState var state: GreetingViewState = .idle

    var body: some View {
      switch state {
      case .idle:
        Button("Greet") { $state.observe(.greeted("hello")) }
      case .greeted(let text):
        Text(text)
      }
    }
  }

  private struct InjectedGreetingView: View {
    // covers: - :: struct LegacyViewState<State>: DynamicProperty
    @ViewState var state: GreetingViewState

    init(container: StateContainer<GreetingViewState>) {
      // covers: LegacyViewState :: init(container: StateContainer<State>)
      _state = ViewState(container: container)
    }

    var body: some View { Text("\(state == .idle ? "idle" : "greeted")") }
  }

  @MainActor
  final class ViewStateCallSites: XCTestCase {
    func testViewStateWrapsAContainer() async throws {
      let wrapper = ViewState<GreetingViewState>(wrappedValue: .idle)
      // covers: LegacyViewState :: var projectedValue: some StateContaining<State>
      let projected: any StateContaining<GreetingViewState> = wrapper.projectedValue
      projected.observe(.greeted("projected"))
      // covers: LegacyViewState :: var wrappedValue: State
      let current: GreetingViewState = wrapper.wrappedValue
      XCTAssertNotNil(current)
      let container = StateContainer<GreetingViewState>(state: .greeted("hi"))
      _ = InjectedGreetingView(container: container)
      _ = GreetingView()
      XCTAssertEqual(container.state, .greeted("hi"))
    }
  }
#endif
