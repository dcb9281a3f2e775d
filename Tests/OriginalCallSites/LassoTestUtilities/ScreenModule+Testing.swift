import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/ScreenModule+Testing.swift: a flow test replacing a
// flow's screen factory with mocks, as the original's example tests do: `MockScreen` filled by
// `mockScreenFactory(mockScreen:)` (free or on the module), and real stores shown by a
// `MockController` through `mockControllerScreenFactory(configure:)`. The flow is
// FlowTestCase.swift's.

@MainActor
final class ScreenModuleTestingSwiftCallSites: FlowTestCase {
  var flow: FlowCorpusTourFlow!
  var mockTextScreen: MockScreen<FlowCorpusTextModule>!

  override func setUp() async throws {
    flow = FlowCorpusTourFlow()
    // covers: - :: class MockScreen<Module: StoreModule>
    // covers: MockScreen :: init()
    mockTextScreen = MockScreen<FlowCorpusTextModule>()
    // covers: - :: func mockScreenFactory<Module: ScreenModule>(mockScreen: MockScreen<Module>) -> Module.ScreenFactory
    flow.textScreenFactory = mockScreenFactory(mockScreen: mockTextScreen)
  }

  func testMockScreens() async throws {
    let welcome: UIViewController = try await assertRoot(
      of: navigationController, when: { flow.start(with: root(of: navigationController)) })
    // covers: MockScreen :: var mockController: UIViewController?
    XCTAssertTrue(welcome === mockTextScreen.mockController)
    // covers: MockScreen :: var mockStore: MockLassoStore<Module>?
    let mockStore: MockLassoStore<FlowCorpusTextModule>? = mockTextScreen.mockStore
    XCTAssertEqual(mockStore?.state.title, "Welcome")

    let details: UIViewController = try await assertPushed(
      after: welcome, when: { mockTextScreen.mockStore?.dispatchMockOutput(.didTapButton(0)) })
    XCTAssertTrue(details === mockTextScreen.mockController, "the factory refilled the mock")
    XCTAssertEqual(mockTextScreen.mockStore?.state.buttons, ["Done", "Help", "Back"])
    flow.assert(
      when: { mockTextScreen.mockStore?.dispatchMockOutput(.didTapButton(0)) },
      outputs: .didFinish)
  }

  func testTheModulesMockScreenFactory() async throws {
    let mock = MockScreen<FlowCorpusTextModule>()
    // covers: ScreenModule :: static func mockScreenFactory(mockScreen: MockScreen<Self>) -> ScreenFactory
    let factory: FlowCorpusTextModule.ScreenFactory = FlowCorpusTextModule.mockScreenFactory(
      mockScreen: mock)
    let controller = factory.createScreen(with: .init(title: "Mocked")).controller
    XCTAssertTrue(controller === mock.mockController)
    XCTAssertEqual(mock.mockStore?.state.title, "Mocked")
    mock.mockStore?.dispatchAction(.didTapButton(2))
    XCTAssertEqual(mock.mockStore?.dispatchedActions, [.didTapButton(2)])
  }

  func testMockControllers() async throws {
    var configured: [FlowCorpusTextStore] = []
    // covers: - :: func mockControllerScreenFactory<Module: ScreenModule>(configure: ((Module.ConcreteStore) -> Void)? = nil) -> Module.ScreenFactory
    flow.textScreenFactory = mockControllerScreenFactory(configure: { store in
      configured.append(store)
    })
    // covers: ScreenModule :: typealias MockController = LassoTestUtilities.MockController<State, Action>
    let welcome: FlowCorpusTextModule.MockController = try await assertRoot(
      of: navigationController, when: { flow.start(with: root(of: navigationController)) })
    // covers: MockController :: let store: AnyViewStore<ViewState, ViewAction>
    let store: AnyViewStore<FlowCorpusTextModule.State, FlowCorpusTextModule.Action> =
      welcome.store
    XCTAssertEqual(store.state.title, "Welcome")
    XCTAssertTrue(configured.first === store as AnyObject, "the real store, configured")
    let details: FlowCorpusTextModule.MockController = try await assertPushed(
      after: welcome, when: { welcome.store.dispatchAction(.didTapButton(0)) })
    XCTAssertEqual(details.store.state.title, "Details")
  }

  func testTheModulesMockControllerScreenFactory() async throws {
    // covers: ScreenModule :: static func mockControllerScreenFactory(configure: ((ConcreteStore) -> Void)? = nil) -> ScreenFactory
    let factory = FlowCorpusTextModule.mockControllerScreenFactory()
    let screen = factory.createScreen(with: .init(title: "Real store"))
    let controller = try XCTUnwrap(screen.controller as? FlowCorpusTextModule.MockController)
    XCTAssertEqual(controller.store.state.title, "Real store")
  }

  func testAMockControllerOfAnyViewStore() async throws {
    let store = FlowCorpusTextStore(with: .init(title: "Direct"))
    // covers: - :: class MockController<ViewState, ViewAction>: UIViewController, LassoView
    // covers: MockController :: init(store: ViewStore)
    let controller = MockController<FlowCorpusTextModule.State, FlowCorpusTextModule.Action>(
      store: store.asViewStore())
    controller.store.dispatchAction(.didTapButton(1))
    XCTAssertEqual(controller.store.state.title, "Direct")
    // The original's storyboard initializer stops the test, as the original's did: referenced,
    // not called.
    // covers: MockController :: init?(coder: NSCoder)
    let fromCoder: @MainActor (NSCoder) -> FlowCorpusTextModule.MockController? =
      FlowCorpusTextModule.MockController.init(coder:)
    XCTAssertNotNil(fromCoder as Any?)
  }
}
