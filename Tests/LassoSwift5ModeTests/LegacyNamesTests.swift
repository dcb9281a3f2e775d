import VSM
import XCTest

// The original VSM 2's LegacyVSM module spells the UIKit property wrapper with a `Legacy` prefix;
// its users' code names it so, from nonisolated synchronous code in the Swift 5 mode.

/// A plain class declaring its state with the LegacyVSM spelling.
final class LegacyDimmer {
  @LegacyRenderedViewState var state: Light
  var rendered: [Light] = []

  init() {
    _state = LegacyRenderedViewState(wrappedValue: .off, render: Self.render)
    $state.startRendering(on: self)
  }

  func render() { rendered.append(state) }
}

final class LegacyNamesTests: XCTestCase {
  func test_theLegacyPrefixedWrapperRendersEachObservedState() {
    let dimmer = LegacyDimmer()
    dimmer.$state.observe(.dimmed)
    dimmer.$state.observe(.on)
    XCTAssertEqual(dimmer.state, .on)
    XCTAssertEqual(dimmer.rendered, [.off, .dimmed, .on])
  }
}
