import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/NavigationTesting.swift: `assertRoot`,
// `assertPushed` and `assertPopped` as a flow test calls them. On Apple platforms the original's
// synchronous form, in a synchronous test method; elsewhere (XCTest on Linux cannot run a
// synchronous main-actor test method) the awaited form, as scripts/lasso-migrate rewrites it.
// The flow is FlowTestCase.swift's.

@MainActor
final class NavigationTestingSwiftCallSites: FlowTestCase {
  /// The welcome screen's state, as the flow makes it.
  let welcomeState = FlowCorpusTextModule.State(title: "Welcome", buttons: ["Next", "Skip"])

  // covers: XCTestCase :: func assertRoot<Root: UIViewController>(of nav: UINavigationController, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Root) -> Void = { _ in }, onViewWillAppear: (Root) -> Void = { _ in }, onViewDidAppear: (Root) -> Void = { _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws -> Root
  #if canImport(UIKit)
    func testAssertRoot() throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try assertRoot(
        of: navigationController,
        when: { flow.start(with: root(of: navigationController)) }
      )
      XCTAssertEqual(welcome.store.state, welcomeState)
      XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
  #else
    func testAssertRoot() async throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try await assertRoot(
        of: navigationController,
        when: { flow.start(with: root(of: navigationController)) }
      )
      XCTAssertEqual(welcome.store.state, welcomeState)
      XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
  #endif

  // covers: XCTestCase :: func assertPushed<Previous: UIViewController, Pushed: UIViewController>(after previous: Previous, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in }, onViewWillAppear: (Previous, Pushed) -> Void = { _, _ in }, onViewDidAppear: (Previous, Pushed) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws -> Pushed
  #if canImport(UIKit)
    func testAssertPushedAndPopped() throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try assertPushed(
        after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
      var appeared: [String] = []
      let details: FlowCorpusTextController = try assertPushed(
        after: welcome,
        when: { welcome.store.dispatchAction(.didTapButton(0)) },
        onViewDidLoad: { _, pushed in appeared.append("load \(pushed.store.state.title)") },
        onViewDidAppear: { previous, pushed in
          appeared.append("\(previous.store.state.title) → \(pushed.store.state.title)")
        })
      XCTAssertEqual(appeared, ["load Details", "Welcome → Details"])
      // covers: XCTestCase :: func assertPopped<From: UIViewController, To: UIViewController>(from fromController: From, to toController: To, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (From, To) -> Void = { _, _ in }, onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try assertPopped(
        from: details, to: welcome, when: { details.store.dispatchAction(.didTapButton(2)) })
      XCTAssertTrue(navigationController.topViewController === welcome)
    }
  #else
    func testAssertPushedAndPopped() async throws {
      let flow = FlowCorpusTourFlow()
      let welcome: FlowCorpusTextController = try await assertPushed(
        after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
      var appeared: [String] = []
      let details: FlowCorpusTextController = try await assertPushed(
        after: welcome,
        when: { welcome.store.dispatchAction(.didTapButton(0)) },
        onViewDidLoad: { _, pushed in appeared.append("load \(pushed.store.state.title)") },
        onViewDidAppear: { previous, pushed in
          appeared.append("\(previous.store.state.title) → \(pushed.store.state.title)")
        })
      XCTAssertEqual(appeared, ["load Details", "Welcome → Details"])
      // covers: XCTestCase :: func assertPopped<From: UIViewController, To: UIViewController>(from fromController: From, to toController: To, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (From, To) -> Void = { _, _ in }, onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try await assertPopped(
        from: details, to: welcome, when: { details.store.dispatchAction(.didTapButton(2)) })
      XCTAssertTrue(navigationController.topViewController === welcome)
    }
  #endif

  // A push that does not happen fails the assertion: the original's `failTest:` receives the
  // failure (here recording it instead of failing the test), and its action is thrown.
  // covers: XCTestCase :: func assertPushed<Previous: UIViewController, Pushed: UIViewController>(after previous: Previous, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in }, onViewWillAppear: (Previous, Pushed) -> Void = { _, _ in }, onViewDidAppear: (Previous, Pushed) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws -> Pushed
  #if canImport(UIKit)
    func testAPushThatDoesNotHappenFails() throws {
      var failures = 0
      do {
        let _: UIViewController = try assertPushed(
          after: rootController, when: {},
          failTest: { TestFailureAction(failedTest: $0) { failures += 1 } })
        XCTFail("assertPushed passed without a push")
      } catch is TestFailureAction {
        XCTAssertEqual(failures, 1)
      }
    }
  #else
    func testAPushThatDoesNotHappenFails() async throws {
      var failures = 0
      do {
        let _: UIViewController = try await assertPushed(
          after: rootController, when: {},
          failTest: { TestFailureAction(failedTest: $0) { failures += 1 } })
        XCTFail("assertPushed passed without a push")
      } catch is TestFailureAction {
        XCTAssertEqual(failures, 1)
      }
    }
  #endif
}
