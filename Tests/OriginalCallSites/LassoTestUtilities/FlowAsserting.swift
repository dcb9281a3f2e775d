import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/FlowAsserting.swift: `flow.assert(when:outputs:)`
// as a flow test checks what a flow emits. The flow is FlowTestCase.swift's.

@MainActor
final class FlowAssertingSwiftCallSites: FlowTestCase {
  func testTheFlowsOutputs() async throws {
    let flow = FlowCorpusTourFlow()
    flow.start(with: root(of: navigationController))
    await waitForEvents(in: window)
    let welcome = try XCTUnwrap(navigationController.topViewController as? FlowCorpusTextController)
    // covers: Flow :: func assert(when event: () -> Void, outputs: Output..., file: StaticString = #file, line: UInt = #line)
    flow.assert(when: { welcome.store.dispatchAction(.didTapButton(1)) }, outputs: .didSkip)

    welcome.store.dispatchAction(.didTapButton(0))
    await waitForEvents(in: window)
    let details = try XCTUnwrap(navigationController.topViewController as? FlowCorpusTextController)
    XCTAssertEqual(details.store.state.title, "Details")
    // covers: Flow :: func assert(when event: () -> Void, outputs: Output..., file: StaticString = #file, line: UInt = #line)
    flow.assert(
      when: {
        details.store.dispatchAction(.didTapButton(0))
        details.store.dispatchAction(.didTapButton(0))
      },
      outputs: .didFinish, .didFinish)
    // No output: the variadic list left empty.
    flow.assert(when: { welcome.loadViewIfNeeded() })
  }
}
