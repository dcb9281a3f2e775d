import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/ControllerLifecycle.swift: a test case's own
// timeout (`AssertionTimeoutOverride`), the general `assertControllerEvent` forms,
// `waitForEvents(in:)` and its throwing form, and `WaitError` as a test's helper matches it.
// Synchronous on Apple platforms as the original wrote them, awaited elsewhere, as
// scripts/lasso-migrate rewrites them. The flow is FlowTestCase.swift's.

/// How a test's helper describes a wait that went wrong, case by case. (`WaitError` is
/// deprecated: nothing throws it.)
@available(*, deprecated, message: "covers the deprecated XCTestCase.WaitError")
private func describe(_ error: any Error) -> String {
  guard let wait = error as? XCTestCase.WaitError else { return "other: \(error)" }
  switch wait {
  // covers: XCTestCase.WaitError :: case timedOut(String)
  case .timedOut(let message): return "timed out: \(message)"
  // covers: XCTestCase.WaitError :: case incorrectOrder(String)
  case .incorrectOrder(let message): return "order: \(message)"
  // covers: XCTestCase.WaitError :: case invertedFulfillment(String)
  case .invertedFulfillment(let message): return "inverted: \(message)"
  // covers: XCTestCase.WaitError :: case interrupted(String)
  case .interrupted(let message): return "interrupted: \(message)"
  // covers: XCTestCase.WaitError :: case unknown(String)
  case .unknown(let message): return "unknown: \(message)"
  }
}

// covers: - :: protocol AssertionTimeoutOverride
@MainActor
final class ControllerLifecycleSwiftCallSites: FlowTestCase, AssertionTimeoutOverride {
  // covers: AssertionTimeoutOverride :: var defaultLassoAssertionTimeout: TimeInterval
  nonisolated let defaultLassoAssertionTimeout: TimeInterval = 3

  func testTheTimeoutIsTheTestCases() async throws {
    XCTAssertEqual(lassoAssertionTimeout, 3)
  }

  // covers: XCTestCase :: func assertControllerEvent<From: UIViewController, To: UIViewController>(from fromController: From, to resolveTarget: () throws -> UIViewController?, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (From, To) -> Void = { _, _ in }, onViewWillAppear: (From, To) -> Void = { _, _ in }, onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line) throws -> To
  #if canImport(UIKit)
    func testControllerEventFrom() throws {
      let flow = FlowCorpusTourFlow()
      var hooks: [String] = []
      let welcome: FlowCorpusTextController = try assertControllerEvent(
        from: rootController, to: { navigationController.topViewController },
        when: { flow.start(with: pushed(in: navigationController)) },
        onViewDidLoad: { from, to in hooks.append("loaded over \(from === rootController)") },
        onViewDidAppear: { _, to in hooks.append(to.events.last ?? "") })
      XCTAssertEqual(welcome.store.state.title, "Welcome")
      XCTAssertEqual(hooks, ["loaded over true", "viewDidAppear"])
    }
  #else
    func testControllerEventFrom() async throws {
      let flow = FlowCorpusTourFlow()
      var hooks: [String] = []
      let welcome: FlowCorpusTextController = try await assertControllerEvent(
        from: rootController, to: { navigationController.topViewController },
        when: { flow.start(with: pushed(in: navigationController)) },
        onViewDidLoad: { from, to in hooks.append("loaded over \(from === rootController)") },
        onViewDidAppear: { _, to in hooks.append(to.events.last ?? "") })
      XCTAssertEqual(welcome.store.state.title, "Welcome")
      XCTAssertEqual(hooks, ["loaded over true", "viewDidAppear"])
    }
  #endif

  // covers: XCTestCase :: func assertControllerEvent<To: UIViewController>(to resolveTarget: () throws -> UIViewController?, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (To) -> Void = { _ in }, onViewWillAppear: (To) -> Void = { _ in }, onViewDidAppear: (To) -> Void = { _ in }, file: StaticString = #file, line: UInt = #line) throws -> To
  #if canImport(UIKit)
    func testControllerEventTo() throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try assertControllerEvent(
        to: { navigationController.viewControllers.first },
        when: { flow.start(with: root(of: navigationController)) })
      XCTAssertEqual(welcome.events, ["viewDidLoad", "viewDidAppear"])
    }
  #else
    func testControllerEventTo() async throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try await assertControllerEvent(
        to: { navigationController.viewControllers.first },
        when: { flow.start(with: root(of: navigationController)) })
      XCTAssertEqual(welcome.events, ["viewDidLoad", "viewDidAppear"])
    }
  #endif

  // covers: XCTestCase :: func waitForEvents(in window: UIWindow, timeout: TimeInterval? = nil, file: StaticString = #file, line: UInt = #line)
  #if canImport(UIKit)
    func testWaitForEvents() throws {
      let pushed = FlowCorpusTextController(
        store: FlowCorpusTextStore(with: .init(title: "Pushed")).asViewStore())
      navigationController.pushViewController(pushed, animated: true)
      waitForEvents(in: window)
      XCTAssertEqual(pushed.events, ["viewDidLoad", "viewDidAppear"])
      navigationController.popViewController(animated: true)
      // covers: XCTestCase :: func waitForEventsWithError(in window: UIWindow, timeout: TimeInterval? = nil) throws
      try waitForEventsWithError(in: window)
      XCTAssertTrue(navigationController.topViewController === rootController)
    }
  #else
    func testWaitForEvents() async throws {
      let pushed = FlowCorpusTextController(
        store: FlowCorpusTextStore(with: .init(title: "Pushed")).asViewStore())
      navigationController.pushViewController(pushed, animated: true)
      await waitForEvents(in: window)
      XCTAssertEqual(pushed.events, ["viewDidLoad", "viewDidAppear"])
      navigationController.popViewController(animated: true)
      // covers: XCTestCase :: func waitForEventsWithError(in window: UIWindow, timeout: TimeInterval? = nil) throws
      try await waitForEventsWithError(in: window)
      XCTAssertTrue(navigationController.topViewController === rootController)
    }
  #endif

  @available(*, deprecated, message: "covers the deprecated XCTestCase.WaitError")
  func testWaitErrors() async throws {
    // covers: XCTestCase :: enum WaitError: LassoError
    let errors: [XCTestCase.WaitError] = [
      .timedOut("1 s"), .incorrectOrder("b before a"), .invertedFulfillment("c"),
      .interrupted("d"), .unknown("e"),
    ]
    XCTAssertEqual(
      errors.map { describe($0) },
      ["timed out: 1 s", "order: b before a", "inverted: c", "interrupted: d", "unknown: e"])
    // covers: XCTestCase.WaitError :: func message(verbose: Bool) -> String
    XCTAssertEqual(errors.map { $0.message(verbose: true) }, ["1 s", "b before a", "c", "d", "e"])
    let asLassoError: any LassoError = XCTestCase.WaitError.timedOut("1 s")
    XCTAssertEqual(asLassoError.message(verbose: false), "1 s")
  }
}
