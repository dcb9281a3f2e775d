import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/ViewState/RenderedViewState+Debug.swift: debug logging for
// every rendered view state made from then on, turned on at the app's start. Deprecated in the
// original (a reminder to remove it before shipping): called through a protocol, on purpose.

@MainActor
private protocol RenderedDebugCalling {
  func debugNewRenderedViewStates()
  func stopDebugging()
}

@MainActor
private struct RenderedDebugCalls: RenderedDebugCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func debugNewRenderedViewStates() {
    // covers: LegacyRenderedViewState :: extension LegacyRenderedViewState: _StateContainerStaticDebugging where State == Any
    RenderedViewState._debug(options: .conciseEnum)
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func stopDebugging() {
    RenderedViewState._debug(options: [])
  }
}

private final class CounterViewController: UIViewController {
  @RenderedViewState var state: Int
  var rendered: [Int] = []

  init() {
    _state = .init(wrappedValue: 0, render: CounterViewController.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func render() { rendered.append(state) }
}

@MainActor
final class RenderedViewStateDebugCallSites: XCTestCase {
  func testStaticDebugKeepsRenderedViewStatesWorking() async throws {
    let calls: any RenderedDebugCalling = RenderedDebugCalls()
    calls.debugNewRenderedViewStates()
    defer { calls.stopDebugging() }
    let controller = CounterViewController()
    controller.$state.observe(1)
    XCTAssertEqual(controller.state, 1)
    XCTAssertEqual(controller.rendered, [1])
    XCTAssertTrue((RenderedViewState<Any>.self as Any.Type) is _StateContainerStaticDebugging.Type)
  }
}
