import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Screen/Screen.swift: a module's `Screen` made from its store and
// controller (or from a mock store), its chaining helpers, and a `LassoView` controller, as the
// original's README and example screens write them.

private enum CounterScreenModule: ScreenModule {
  enum Action: Equatable { case didTapIncrement }
  enum Output: Equatable { case didReachTen }
  struct State: Equatable { var count = 0 }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: CounterStore) -> Screen {
    // covers: AnyScreen :: init<S: AbstractStore>(_ store: S, _ controller: UIViewController) where S.State == State, S.Action == Action, S.Output == Output
    return AnyScreen(store, CounterViewController(store: store.asViewStore()))
  }
}

private final class CounterStore: LassoStore<CounterScreenModule> {
  override func handleAction(_ action: Action) {
    update { $0.count += 1 }
    if state.count == 10 { dispatchOutput(.didReachTen) }
  }
}

// covers: - :: protocol LassoView
private final class CounterViewController: UIViewController, LassoView {
  // covers: LassoView :: var store: ViewStore
  let store: CounterScreenModule.ViewStore

  init(store: ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("created in code") }

  // covers: LassoView :: associatedtype ViewState
  func render(_ viewState: ViewState) -> String { "\(viewState.count)" }

  // covers: LassoView :: associatedtype ViewAction
  func tap() -> ViewAction { .didTapIncrement }

  // covers: LassoView :: typealias ViewStore = AnyViewStore<ViewState, ViewAction>
  var viewStore: ViewStore { store }
}

@MainActor
final class ScreenSwiftCallSites: XCTestCase {
  func testAScreenPairsATypeErasedStoreWithItsController() async throws {
    // covers: - :: struct AnyScreen<Module: StoreModule>
    let screen: AnyScreen<CounterScreenModule> = CounterScreenModule.createScreen()
    // covers: AnyScreen :: let store: Store
    let store: CounterScreenModule.Screen.Store = screen.store
    // covers: AnyScreen :: let controller: UIViewController
    let controller: UIViewController = screen.controller
    // covers: AnyScreen :: typealias Store = AnyStore<State, Action, Output>
    XCTAssert(
      AnyScreen<CounterScreenModule>.Store.self
        == AnyStore<
          CounterScreenModule.State, CounterScreenModule.Action, CounterScreenModule.Output
        >.self)

    let view = try XCTUnwrap(controller as? CounterViewController)
    // covers: LassoView :: func dispatchAction(_ viewAction: ViewAction)
    view.dispatchAction(view.tap())
    // covers: LassoView :: var state: ViewState
    XCTAssertEqual(view.state.count, 1)
    XCTAssertEqual(store.state.count, 1)
    XCTAssertEqual(view.render(view.viewStore.state), "1")

    // covers: AnyScreen :: typealias State = Module.State
    let state: AnyScreen<CounterScreenModule>.State = store.state
    // covers: AnyScreen :: typealias Action = Module.Action
    let action: AnyScreen<CounterScreenModule>.Action = .didTapIncrement
    store.dispatchAction(action)
    XCTAssertEqual(state.count + 1, screen.store.state.count)
  }

  func testACapturedStoreLivesAsLongAsTheScreensController() async throws {
    weak var weakStore: CounterScreenModule.Store?
    var screen: CounterScreenModule.Screen? = CounterScreenModule.createScreen()
      .captureStore(as: &weakStore)
    XCTAssertNotNil(screen)
    XCTAssertNotNil(weakStore)
    screen = nil
    XCTAssertNil(weakStore)

    var controller: UIViewController? = CounterScreenModule.createScreen()
      .captureStore(as: &weakStore)
      .controller
    XCTAssertNotNil(controller)
    XCTAssertNotNil(weakStore)
    controller = nil
    XCTAssertNil(weakStore)
  }

  func testAScreenOfAMockStore() async throws {
    let mockStore = MockLassoStore<CounterScreenModule>(with: .init(count: 3))
    let screen = CounterScreenModule.Screen(mockStore, UIViewController())
    screen.store.dispatchAction(.didTapIncrement)
    XCTAssertEqual(mockStore.dispatchedActions, [.didTapIncrement])
    XCTAssertEqual(screen.store.state.count, 3)
  }

  func testChainingCreationObservationAndPlacement() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    var outputs: [CounterScreenModule.Output] = []
    var controller: UIViewController?
    var store: CounterScreenModule.Screen.Store?
    var title: String?
    // covers: AnyScreen :: func observeOutput(_ handler: (Output) -> Void) -> AnyScreen
    let screen: AnyScreen<CounterScreenModule> = CounterScreenModule.createScreen(
      with: .init(count: 9)
    )
    .observeOutput { outputs.append($0) }
    // covers: AnyScreen :: func setUpController(_ setUp: (UIViewController) -> Void) -> AnyScreen
    .setUpController { $0.title = "Counter" }
    // covers: AnyScreen :: func captureController(as ref: inout UIViewController?) -> AnyScreen
    .captureController(as: &controller)
    // covers: AnyScreen :: func captureStore(as ref: inout Store?) -> AnyScreen
    .captureStore(as: &store)
    // covers: AnyScreen :: func place<PlacedContext: UIViewController>(with placer: ScreenPlacer<PlacedContext>?) -> AnyScreen
    .place(with: pushed(in: navigationController))
    await waitForEvents(in: window)

    title = controller?.title
    XCTAssertEqual(title, "Counter")
    XCTAssertIdentical(navigationController.topViewController, screen.controller)
    XCTAssertIdentical(controller, screen.controller)
    XCTAssertEqual(store?.state, screen.store.state)

    store?.dispatchAction(.didTapIncrement)
    // covers: AnyScreen :: typealias Output = Module.Output
    let expected: [AnyScreen<CounterScreenModule>.Output] = [.didReachTen]
    XCTAssertEqual(outputs, expected)
  }
}
