import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/StateObject+StateInit.swift: a SwiftUI view's state object
// made from an initial state. SwiftUI's, and deprecated in the original: compiled for iOS only,
// in a deprecated fixture, on purpose.

#if canImport(SwiftUI)
  import SwiftUI

  private enum ChecklistViewState: Equatable {
    case empty
    case items([String])
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  private struct ChecklistView: View {
    @StateObject var container: StateContainer<ChecklistViewState>

    init() {
      // covers: StateObject :: init<ContainedState>(state: ContainedState) where ObjectType: StateContainer<ContainedState>
      _container = StateObject(state: .empty)
    }

    var body: some View {
      Text("\(container.state == .empty ? "empty" : "items")")
    }
  }

  @MainActor
  private protocol ChecklistCalling {
    func makeStateObject() -> String
  }

  @MainActor
  private struct ChecklistCalls: ChecklistCalling {
    @available(*, deprecated, message: "calls the original's deprecated API on purpose")
    func makeStateObject() -> String {
      // covers: StateObject :: init<ContainedState>(state: ContainedState) where ObjectType: StateContainer<ContainedState>
      let object: StateObject<StateContainer<ChecklistViewState>> = StateObject(
        state: .items(["a"]))
      _ = ChecklistView()
      return "\(type(of: object))"
    }
  }

  @MainActor
  final class StateObjectStateInitCallSites: XCTestCase {
    func testStateObjectFromAState() async throws {
      let calls: any ChecklistCalling = ChecklistCalls()
      XCTAssertTrue(calls.makeStateObject().hasPrefix("StateObject"))
    }
  }
#endif
