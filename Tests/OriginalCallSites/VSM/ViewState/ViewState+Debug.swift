import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/ViewState/ViewState+Debug.swift: debug logging for every
// SwiftUI view state made from then on, as the original's demo apps turn it on at start.
// SwiftUI's, and deprecated in the original: compiled for iOS only, called through a protocol.

#if canImport(SwiftUI)
  import SwiftUI

  @MainActor
  private protocol ViewStateDebugCalling {
    func debugNewViewStates()
  }

  @MainActor
  private struct ViewStateDebugCalls: ViewStateDebugCalling {
    @available(*, deprecated, message: "calls the original's deprecated API on purpose")
    func debugNewViewStates() {
      // covers: LegacyViewState :: extension LegacyViewState: _StateContainerStaticDebugging where State == Any
      ViewState._debug()
      ViewState._debug(options: [])
    }
  }

  @MainActor
  final class ViewStateDebugCallSites: XCTestCase {
    func testStaticDebugIsAvailableOnViewState() async throws {
      let calls: any ViewStateDebugCalling = ViewStateDebugCalls()
      calls.debugNewViewStates()
      XCTAssertTrue((ViewState<Any>.self as Any.Type) is _StateContainerStaticDebugging.Type)
    }
  }
#endif
