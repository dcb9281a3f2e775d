import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Screen/ScreenFactory.swift: a flow holds a module's
// `ScreenFactory` (made with `configure:`, with `createScreen:`, or by the free
// `screenFactory(configure:)`), and its screens are the module's `Screen`.

private protocol SearchService {
  func results(for query: String) -> [String]
}

private struct FixedSearchService: SearchService {
  let answer: [String]
  func results(for query: String) -> [String] { answer }
}

private enum SearchScreenModule: ScreenModule {
  enum Action: Equatable { case didSearch(String) }
  enum Output: Equatable { case didSelect(String) }
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: SearchStore) -> Screen {
    Screen(store, UIViewController())
  }
}

private final class SearchStore: LassoStore<SearchScreenModule> {
  var service: SearchService = FixedSearchService(answer: [])

  override func handleAction(_ action: Action) {
    switch action {
    case .didSearch(let query):
      update {
        $0.query = query
        $0.results = self.service.results(for: query)
      }
    }
  }
}

private final class SearchFlow: Flow<NoOutputNavigationFlow> {
  // covers: ScreenModule :: typealias ScreenFactory = Lasso.ScreenFactory<Self>
  var searchScreenFactory: SearchScreenModule.ScreenFactory = SearchScreenModule.ScreenFactory()
  var selected: [String] = []

  override func createInitialController() -> UIViewController {
    // covers: ScreenFactory :: func createScreen(with initialState: Module.State? = nil) -> Screen
    let screen: SearchScreenModule.Screen = searchScreenFactory.createScreen()
    return screen.observeOutput { [weak self] output in
      if case .didSelect(let item) = output { self?.selected.append(item) }
    }
    .controller
  }

  func showResults(for query: String) {
    searchScreenFactory.createScreen(with: SearchScreenModule.State(query: query))
      .place(with: nextPushedInFlow)
  }
}

@MainActor
final class ScreenFactorySwiftCallSites: XCTestCase {
  func testAFactoryConfiguresEachStoreItCreates() async throws {
    // covers: - :: struct ScreenFactory<Module: ScreenModule>
    let factory: ScreenFactory<SearchScreenModule> = SearchScreenModule.ScreenFactory(
      // covers: ScreenFactory :: init(configure: ((Module.ConcreteStore) -> Void)? = nil)
      configure: { store in store.service = FixedSearchService(answer: ["pear"]) })
    let screen = factory.createScreen(with: SearchScreenModule.State(query: "p"))
    screen.store.dispatchAction(.didSearch("pe"))
    XCTAssertEqual(screen.store.state.results, ["pear"])
    XCTAssertEqual(screen.store.state.query, "pe")

    // covers: ScreenFactory :: typealias Screen = Module.Screen
    let typed: SearchScreenModule.ScreenFactory.Screen = factory.createScreen()
    let sameType: SearchScreenModule.Screen = typed
    XCTAssertEqual(sameType.store.state, SearchScreenModule.defaultInitialState)
  }

  func testAFactoryOfAClosure() async throws {
    var asked: [SearchScreenModule.State?] = []
    // covers: ScreenFactory :: init(createScreen: (Module.State?) -> Screen)
    let factory = SearchScreenModule.ScreenFactory(createScreen: { initialState in
      asked.append(initialState)
      return SearchScreenModule.createScreen(with: initialState, configure: nil)
    })
    let screen: SearchScreenModule.Screen = factory.createScreen()
    _ = factory.createScreen(with: SearchScreenModule.State(query: "fig"))
    XCTAssertEqual(asked, [nil, SearchScreenModule.State(query: "fig")])
    XCTAssertEqual(screen.store.state.query, "")
  }

  func testAFlowCreatesAndPlacesTheFactorysScreens() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController()
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    let flow = SearchFlow()
    // covers: - :: func screenFactory<Module: ScreenModule>(configure: (Module.ConcreteStore) -> Void) -> Module.ScreenFactory
    flow.searchScreenFactory = screenFactory(configure: { store in
      store.service = FixedSearchService(answer: ["plum"])
    })
    flow.start(with: root(of: navigationController))
    await waitForEvents(in: window)
    flow.showResults(for: "pl")
    await waitForEvents(in: window)

    XCTAssertEqual(navigationController.viewControllers.count, 2)
    XCTAssertIdentical(navigationController.viewControllers.first, flow.initialController)
  }

  func testAFlowWithMockScreens() async throws {
    let window = UIWindow()
    let navigationController = UINavigationController()
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    let flow = SearchFlow()
    let mockScreen = MockScreen<SearchScreenModule>()
    flow.searchScreenFactory = mockScreenFactory(mockScreen: mockScreen)
    flow.start(with: root(of: navigationController))
    await waitForEvents(in: window)

    XCTAssertIdentical(navigationController.topViewController, mockScreen.mockController)
    mockScreen.mockStore?.dispatchMockOutput(.didSelect("kiwi"))
    XCTAssertEqual(flow.selected, ["kiwi"])
  }
}
