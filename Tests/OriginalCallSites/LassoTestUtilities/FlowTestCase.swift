import Foundation
import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/FlowTestCase.swift: a flow test case as the
// original's users subclass it, with its window, navigation controller and root controller, and
// the setUp/tearDown overrides they write. The synchronous overrides keep the original's
// spelling where they touch nothing of the main actor (`nonisolated`, as Swift 6 requires of an
// override of XCTestCase's nonisolated methods in a main-actor class); what prepares main-actor
// state is `setUp() async throws`, the form scripts/lasso-migrate writes (docs/MIGRATION.md,
// "Tests under Swift 6").
//
// The flow fixture (internal, prefixed) is shared by the other flow files of this folder: a
// text screen, and a tour flow that shows it, pushes details, presents help and finishes.

enum FlowCorpusTextModule: ScreenModule {
  enum Action: Equatable {
    case didTapButton(Int)
  }

  struct State: Equatable {
    var title = ""
    var buttons: [String] = []
  }

  enum Output: Equatable {
    case didTapButton(Int)
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: FlowCorpusTextStore) -> Screen {
    Screen(store, FlowCorpusTextController(store: store.asViewStore()))
  }
}

final class FlowCorpusTextStore: LassoStore<FlowCorpusTextModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .didTapButton(let index): dispatchOutput(.didTapButton(index))
    }
  }
}

final class FlowCorpusTextController: UIViewController, LassoView {
  let store: FlowCorpusTextModule.ViewStore

  init(store: FlowCorpusTextModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// What the controller's lifecycle hooks saw, in order.
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear")
  }
}

enum FlowCorpusTourModule: NavigationFlowModule {
  enum Output: Equatable {
    case didFinish
    case didSkip
  }
}

/// Welcome (Next, Skip) → pushed Details (Done, Help, Back) → presented Help (Close).
final class FlowCorpusTourFlow: Flow<FlowCorpusTourModule> {
  var textScreenFactory = FlowCorpusTextModule.ScreenFactory()

  override func createInitialController() -> UIViewController {
    textScreenFactory.createScreen(with: .init(title: "Welcome", buttons: ["Next", "Skip"]))
      .observeOutput { [weak self] output in
        switch output {
        case .didTapButton(0): self?.showDetails()
        case .didTapButton: self?.dispatchOutput(.didSkip)
        }
      }
      .controller
  }

  private func showDetails() {
    textScreenFactory.createScreen(
      with: .init(title: "Details", buttons: ["Done", "Help", "Back"])
    )
    .observeOutput { [weak self] output in
      guard let self else { return }
      switch output {
      case .didTapButton(0): self.dispatchOutput(.didFinish)
      case .didTapButton(1): self.showHelp()
      case .didTapButton: self.context?.popViewController(animated: true)
      }
    }
    .place(with: nextPushedInFlow)
  }

  private func showHelp() {
    guard let details = context?.topViewController else { return }
    textScreenFactory.createScreen(with: .init(title: "Help", buttons: ["Close"]))
      .observeOutput { [weak details] _ in details?.dismiss(animated: true) }
      .place(with: presented(on: details))
  }
}

/// What the nonisolated overrides of XCTestCase's hooks saw (they run off the main actor).
final class FlowCorpusHookLog: @unchecked Sendable {
  // Safety: `entries` is only touched while `lock` is held.
  private let lock = NSLock()
  private var entries: [String] = []

  func record(_ entry: String) { lock.withLock { entries.append(entry) } }
  var recorded: [String] { lock.withLock { entries } }
}

// covers: - :: class FlowTestCase: XCTestCase
@MainActor
final class FlowTestCaseSwiftCallSites: FlowTestCase {
  nonisolated let hooks = FlowCorpusHookLog()
  var flow: FlowCorpusTourFlow!
  var windowInstance: ObjectIdentifier?

  // covers: FlowTestCase :: func setUpWithError() throws
  nonisolated override func setUpWithError() throws {
    try super.setUpWithError()
    hooks.record("setUpWithError")
  }

  // covers: FlowTestCase :: func setUp()
  nonisolated override func setUp() {
    super.setUp()
    hooks.record("setUp")
  }

  // covers: FlowTestCase :: func setUp()
  // The original's `override func setUp() { super.setUp(); flow = … }` as lasso-migrate writes it.
  override func setUp() async throws {
    flow = FlowCorpusTourFlow()
    windowInstance = ObjectIdentifier(window)
  }

  // covers: FlowTestCase :: func tearDown()
  // The original's `override func tearDown() { flow = nil; super.tearDown() }`, migrated: the
  // window is still the one the test used.
  override func tearDown() async throws {
    XCTAssertEqual(windowInstance, ObjectIdentifier(window))
    flow = nil
  }

  // covers: FlowTestCase :: func tearDown()
  nonisolated override func tearDown() {
    hooks.record("tearDown")
    super.tearDown()
  }

  // covers: FlowTestCase :: func tearDownWithError() throws
  nonisolated override func tearDownWithError() throws {
    hooks.record("tearDownWithError")
    try super.tearDownWithError()
  }

  func testTheHooksRan() async throws {
    XCTAssertEqual(Set(hooks.recorded), ["setUpWithError", "setUp"])
    XCTAssertNotNil(flow, "setUp() async throws ran")
  }

  func testTheWindowHierarchy() async throws {
    // covers: FlowTestCase :: var window: UIWindow!
    let window: UIWindow = self.window
    XCTAssertEqual(ObjectIdentifier(window), windowInstance)
    // covers: FlowTestCase :: var navigationController: UINavigationController!
    XCTAssertTrue(window.rootViewController === navigationController)
    // covers: FlowTestCase :: var rootController: UIViewController!
    XCTAssertTrue(navigationController.viewControllers.first === rootController)
    XCTAssertEqual(navigationController.viewControllers.count, 1)
  }

  func testAFlowStartsInTheWindow() async throws {
    flow.start(with: pushed(in: navigationController))
    await waitForEvents(in: window)
    let welcome = try XCTUnwrap(navigationController.topViewController as? FlowCorpusTextController)
    XCTAssertEqual(welcome.store.state.title, "Welcome")
    XCTAssertEqual(welcome.events, ["viewDidLoad", "viewDidAppear"])
  }
}
