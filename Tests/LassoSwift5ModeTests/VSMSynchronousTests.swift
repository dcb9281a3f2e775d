import Foundation
import VSM
import XCTest

// VSM used as the original VSM's tests use it, in the Swift 5 mode: a plain class that declares a
// `@RenderedViewState`, built and observed from nonisolated synchronous test methods, and the
// debounce written with a Dispatch stride (`.seconds(…)`, a float literal).

enum Light: Equatable { case off, on, dimmed }

/// A plain class rendering its state, as the original's test doubles are (no isolation).
final class LightRenderer {
  @RenderedViewState var state: Light
  var rendered: [Light] = []

  init(initialState: Light) {
    _state = .init(wrappedValue: initialState, render: Self.render)
    $state.startRendering(on: self)
  }

  func render() { rendered.append(state) }
}

/// A `ViewStateRendering` value over a container, as the original's debounce tests use one.
@available(*, deprecated, message: "tests the deprecated ViewStateRendering, as the original's do")
struct LightRendering: ViewStateRendering {
  var container: StateContainer<Light>
}

final class VSMSynchronousTests: XCTestCase {
  func test_aRenderedViewStateIsBuiltAndObservedFromASynchronousTest() {
    let renderer = LightRenderer(initialState: .off)
    renderer.$state.observe(.on)
    XCTAssertEqual(renderer.state, .on)
    XCTAssertEqual(renderer.rendered, [.off, .on])
    let standalone = RenderedViewState(wrappedValue: Light.dimmed, render: LightRenderer.render)
    XCTAssertEqual(standalone.wrappedValue, .dimmed)
  }

  func test_aDebounceWrittenWithADispatchStrideRunsTheLastCallOnce() {
    let renderer = LightRenderer(initialState: .off)
    let evaluated = Counter()
    let settled = expectation(description: "the debounced state arrived")
    let observation = renderer.$state.didSetPublisher.sink {
      if $0 == .dimmed { settled.fulfill() }
    }
    for _ in 0..<3 {
      renderer.$state.observe(evaluated.next(.dimmed), debounced: .seconds(0.05))
    }
    XCTAssertEqual(renderer.state, .off, "nothing before the quiet period")
    wait(for: [settled], timeout: 10)
    XCTAssertEqual(evaluated.count, 1, "only the last call of the burst is evaluated")
    observation.cancel()
  }

  func test_aDebounceWrittenWithAFloatLiteral() {
    let container = StateContainer(state: Light.off)
    let settled = expectation(description: "the debounced state arrived")
    let observation = container.didSetPublisher.sink { if $0 == .on { settled.fulfill() } }
    container.observe(.on, debounced: 0.01)
    wait(for: [settled], timeout: 10)
    observation.cancel()
  }
}

/// Counts the evaluations of a debounced state.
final class Counter {
  private(set) var count = 0

  func next(_ state: Light) -> Light {
    count += 1
    return state
  }
}

final class ViewStateRenderingDebounceTests: XCTestCase {
  @available(
    *, deprecated, message: "tests the deprecated ViewStateRendering, as the original's do"
  )
  func test_aPublisherDebouncedWithADispatchStride() {
    let rendering = LightRendering(container: StateContainer(state: .off))
    let evaluated = Counter()
    let settled = expectation(description: "the debounced state arrived")
    let observation = rendering.container.didSetPublisher.sink {
      if $0 == .on { settled.fulfill() }
    }
    for _ in 0..<3 {
      rendering.observe(Just(evaluated.next(.on)).eraseToAnyPublisher(), debounced: .seconds(0.05))
    }
    wait(for: [settled], timeout: 10)
    XCTAssertEqual(evaluated.count, 1)
    observation.cancel()
  }
}
