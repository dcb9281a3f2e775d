import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/ModalTesting.swift: `assertPresentation`,
// `assertDismissal` and their full-screen forms as a flow test calls them, synchronous on Apple
// platforms as the original wrote them and awaited elsewhere, as scripts/lasso-migrate rewrites
// them. The flow is FlowTestCase.swift's: Details presents Help, whose button dismisses it.

@MainActor
final class ModalTestingSwiftCallSites: FlowTestCase {
  /// Starts the tour and pushes its details screen.
  func showDetails() async throws -> FlowCorpusTextController {
    let flow = FlowCorpusTourFlow()
    retained.append(flow)
    let welcome: FlowCorpusTextController = try await assertPushed(
      after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
    return try await assertPushed(
      after: welcome, when: { welcome.store.dispatchAction(.didTapButton(0)) })
  }

  var retained: [FlowCorpusTourFlow] = []

  /// A controller shown over the full screen.
  func fullScreenController() -> UIViewController {
    let controller = UIViewController()
    controller.modalPresentationStyle = .fullScreen
    return controller
  }

  // covers: XCTestCase :: func assertPresentation<Presenting: UIViewController, Presented: UIViewController>(on presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Presented) -> Void = { _ in }, onViewWillAppear: (Presented) -> Void = { _ in }, onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log, verbose: Bool = true) throws -> Presented
  #if canImport(UIKit)
    func testPresentationAndDismissal() throws {
      let details = try details()
      let help: FlowCorpusTextController = try assertPresentation(
        on: details, when: { details.store.dispatchAction(.didTapButton(1)) })
      XCTAssertEqual(help.store.state.title, "Help")
      XCTAssertTrue(details.presentedViewController === help)
      // covers: XCTestCase :: func assertDismissal<Presenting: UIViewController, Presented: UIViewController>(from presented: Presented, to presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in }, onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try assertDismissal(
        from: help, to: details, when: { help.store.dispatchAction(.didTapButton(0)) })
      XCTAssertNil(details.presentedViewController)
    }

    /// The synchronous way to the details screen.
    func details() throws -> FlowCorpusTextController {
      let flow = FlowCorpusTourFlow()
      retained.append(flow)
      let welcome: FlowCorpusTextController = try assertPushed(
        after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
      return try assertPushed(
        after: welcome, when: { welcome.store.dispatchAction(.didTapButton(0)) })
    }
  #else
    func testPresentationAndDismissal() async throws {
      let details = try await showDetails()
      let help: FlowCorpusTextController = try await assertPresentation(
        on: details, when: { details.store.dispatchAction(.didTapButton(1)) })
      XCTAssertEqual(help.store.state.title, "Help")
      XCTAssertTrue(details.presentedViewController === help)
      // covers: XCTestCase :: func assertDismissal<Presenting: UIViewController, Presented: UIViewController>(from presented: Presented, to presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in }, onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try await assertDismissal(
        from: help, to: details, when: { help.store.dispatchAction(.didTapButton(0)) })
      XCTAssertNil(details.presentedViewController)
    }
  #endif

  // covers: XCTestCase :: func assertFullScreenPresentation<Presenting: UIViewController, Presented: UIViewController>(on presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Presenting, Presented) -> Void = { _, _ in }, onViewWillAppear: (Presenting, Presented) -> Void = { _, _ in }, onViewDidAppear: (Presenting, Presented) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log, verbose: Bool = true) throws -> Presented
  #if canImport(UIKit)
    func testFullScreenPresentationAndDismissal() throws {
      let player = fullScreenController()
      var hooks: [String] = []
      let presented: UIViewController = try assertFullScreenPresentation(
        on: rootController, when: { rootController.present(player, animated: true) },
        onViewDidAppear: { presenting, _ in hooks.append("appeared on \(type(of: presenting))") })
      XCTAssertTrue(presented === player)
      XCTAssertEqual(hooks, ["appeared on UIViewController"])
      // covers: XCTestCase :: func assertFullScreenDismissal<Presenting: UIViewController, Presented: UIViewController>(from presented: Presented, to presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (Presented, Presenting) -> Void = { _, _ in }, onViewDidAppear: (Presented, Presenting) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try assertFullScreenDismissal(
        from: player, to: rootController, when: { player.dismiss(animated: true) })
      XCTAssertNil(rootController.presentedViewController)
    }
  #else
    func testFullScreenPresentationAndDismissal() async throws {
      let player = fullScreenController()
      var hooks: [String] = []
      let presented: UIViewController = try await assertFullScreenPresentation(
        on: rootController, when: { rootController.present(player, animated: true) },
        onViewDidAppear: { presenting, _ in hooks.append("appeared on \(type(of: presenting))") })
      XCTAssertTrue(presented === player)
      XCTAssertEqual(hooks, ["appeared on UIViewController"])
      // covers: XCTestCase :: func assertFullScreenDismissal<Presenting: UIViewController, Presented: UIViewController>(from presented: Presented, to presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewWillAppear: (Presented, Presenting) -> Void = { _, _ in }, onViewDidAppear: (Presented, Presenting) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log) throws
      try await assertFullScreenDismissal(
        from: player, to: rootController, when: { player.dismiss(animated: true) })
      XCTAssertNil(rootController.presentedViewController)
    }
  #endif

  // A sheet is not a full-screen presentation: the original's `failTest:` receives the failure.
  // covers: XCTestCase :: func assertFullScreenPresentation<Presenting: UIViewController, Presented: UIViewController>(on presenting: Presenting, when event: () -> Void, timeout: TimeInterval? = nil, onViewDidLoad: (Presenting, Presented) -> Void = { _, _ in }, onViewWillAppear: (Presenting, Presented) -> Void = { _, _ in }, onViewDidAppear: (Presenting, Presented) -> Void = { _, _ in }, file: StaticString = #file, line: UInt = #line, failTest: FailTest = log, verbose: Bool = true) throws -> Presented
  func testASheetIsNotFullScreen() async throws {
    let details = try await showDetails()
    var failures = 0
    do {
      let _: FlowCorpusTextController = try await assertFullScreenPresentation(
        on: details, when: { details.store.dispatchAction(.didTapButton(1)) },
        failTest: { TestFailureAction(failedTest: $0) { failures += 1 } }, verbose: false)
      XCTFail("a sheet passed for a full-screen presentation")
    } catch is TestFailureAction {
      XCTAssertEqual(failures, 1)
    }
  }
}
