import HeadlessUIKit
import Lasso
import LassoTestUtilities
import XCTest

#if canImport(SwiftUI)
  import Combine
#endif

// The original's test-utility names as a migrating team's tests use them: given-when-then chains
// with closure statements and assertions (`WhenStatement`, `ThenAssertion`, `EmittedValues`,
// `TestNode`), a mock store's `mockUpdate`, the stores' closure type names, screens of real
// stores shown by a `MockController`, and `waitForEventsWithError`. After the mechanical
// Swift 6 migration: `async` test methods, `await` on `execute()` and the flow assertions.

// MARK: - A search screen, as the original's example app had one

enum SearchScreenModule: ScreenModule {
  enum Action: Equatable {
    case viewWillAppear
    case didUpdateSearchText(String)
    case didSelectItem(idx: Int)
    case didAcknowledgeError
  }

  enum Output: Equatable {
    case didSelectItem(String)
  }

  enum Phase: Equatable {
    case idle
    case searching
    case error(message: String)
  }

  struct State: Equatable {
    var searchText: String?
    var items: [String]
    var phase: Phase
    var viewDidAppear: Bool
  }

  static var defaultInitialState: State {
    State(searchText: nil, items: [], phase: .idle, viewDidAppear: false)
  }

  static func createScreen(with store: SearchStore) -> Screen {
    return Screen(store, UIViewController())
  }
}

struct SearchError: Error {}

final class SearchStore: LassoStore<SearchScreenModule> {
  typealias Completion = @MainActor (Result<[String], Error>) -> Void

  var getSearchResults: (String?, @escaping Completion) -> Void = { _, completion in
    completion(.success([]))
  }

  override func handleAction(_ action: Action) {
    switch action {

    case .viewWillAppear:
      update { state in
        state.viewDidAppear = true
        state.phase = .searching
      }
      search(nil)

    case .didUpdateSearchText(let text):
      update { state in
        state.searchText = text
        state.phase = .searching
      }
      search(text)

    case .didSelectItem(let idx):
      guard state.items.indices.contains(idx) else { return }
      dispatchOutput(.didSelectItem(state.items[idx]))

    case .didAcknowledgeError:
      update { $0.phase = .idle }
    }
  }

  private func search(_ text: String?) {
    getSearchResults(text) { [weak self] result in
      switch result {

      case .success(let items):
        self?.update { state in
          state.items = items
          state.phase = .idle
        }

      case .failure:
        self?.update { $0.phase = .error(message: "Something went wrong") }
      }
    }
  }
}

enum DetailScreenModule: ScreenModule {
  enum Output: Equatable {
    case didTapDone
  }

  struct State: Equatable {
    var title: String
  }

  static var defaultInitialState: State { State(title: "") }

  static func createScreen(with store: DetailStore) -> Screen {
    return Screen(store, UIViewController())
  }
}

final class DetailStore: LassoStore<DetailScreenModule> {}

enum SearchFlowModule: NavigationFlowModule {
  enum Output: Equatable {
    case didPick(String)
  }
}

final class SearchFlow: Flow<SearchFlowModule> {
  var searchScreenFactory = SearchScreenModule.screenFactory()
  var detailScreenFactory = DetailScreenModule.screenFactory()

  override func createInitialController() -> UIViewController {
    return searchScreenFactory.createScreen()
      .observeOutput { [weak self] output in
        switch output {

        case .didSelectItem(let item):
          self?.showDetail(of: item)
        }
      }
      .controller
  }

  private func showDetail(of item: String) {
    detailScreenFactory.createScreen(with: DetailScreenModule.State(title: item))
      .observeOutput { [weak self] output in
        switch output {

        case .didTapDone:
          self?.dispatchOutput(.didPick(item))
        }
      }
      .place(with: nextPushedInFlow)
  }
}

// MARK: - Given, when, then with closures

final class SearchStoreFunctionalStyleTests: XCTestCase, LassoStoreTesting {
  typealias Store = SearchStore

  var searchRequests: [(query: String?, completion: SearchStore.Completion)] = []
  var tornDown = 0

  lazy var test = TestFactory<SearchStore>(
    initialState: State(searchText: nil, items: [], phase: .idle, viewDidAppear: false),
    setUpStore: { (store: SearchStore) -> Void in
      store.getSearchResults = { self.searchRequests.append(($0, $1)) }
    },
    tearDown: {
      self.searchRequests = []
      self.tornDown += 1
    })

  // The most general forms: a closure that dispatches, `assert` on the emitted values, and a
  // chain branched into two tests.
  func test_initialFetch() async {
    let loading =
      test
      .given({
        $0.viewDidAppear = false
        $0.searchText = nil
      })
      .when({ dispatchAction in
        dispatchAction(.viewWillAppear)
      })
      .then(
        assert { emitted in
          XCTAssertEqual(
            emitted.states.last,
            State(searchText: nil, items: [], phase: .searching, viewDidAppear: true))
          XCTAssertEqual(self.searchRequests.count, 1)
          XCTAssertNil(self.searchRequests[0].query)
        })

    await loading
      .when({ _ in
        self.searchRequests[0].completion(.success(["a"]))
      })
      .then(
        assert { emitted in
          XCTAssertEqual(
            emitted.states.last,
            State(searchText: nil, items: ["a"], phase: .idle, viewDidAppear: true))
        }
      )
      .execute()

    await loading
      .when({ _ in
        self.searchRequests[0].completion(.failure(SearchError()))
      })
      .then(
        assert {
          XCTAssertEqual(
            $0.states,
            [
              State(
                searchText: nil, items: [], phase: .error(message: "Something went wrong"),
                viewDidAppear: true)
            ])
        }
      )
      .when({ dispatchAction in dispatchAction(.didAcknowledgeError) })
      .then(
        assert { emitted in
          XCTAssertEqual(emitted.previousState.phase, .error(message: "Something went wrong"))
          XCTAssertEqual(emitted.states.map(\.phase), [.idle])
        }
      )
      .execute()

    XCTAssertEqual(tornDown, 2)
  }

  // Actions and side effects in one closure.
  func test_initialFetchSuccess_condensed() async {
    await test
      .given({ $0.viewDidAppear = false })
      .when({ dispatchAction in
        dispatchAction(.viewWillAppear)
        self.searchRequests[0].completion(.success(["a"]))
      })
      .then(
        assert { (emitted: EmittedValues<SearchStore>) in
          XCTAssertEqual(emitted.states.map(\.phase), [.searching, .idle])
          XCTAssertTrue(emitted.outputs.isEmpty)
        }
      )
      .execute()
  }

  // `then` with the raw closure: the emitted values, and the `then`'s file and line for
  // reporting.
  func test_aThenAssertionGetsTheLineOfItsThen() async {
    var reportedLine: UInt = 0
    let thenLine: UInt = #line + 3
    await test.given { $0.items = ["a", "b"] }
      .when(actions(.didSelectItem(idx: 1)))
      .then({ emitted, file, line in
        reportedLine = line
        XCTAssertEqual(emitted.outputs, [.didSelectItem("b")], file: file, line: line)
      })
      .execute()
    XCTAssertEqual(reportedLine, thenLine)
  }

  // A team's own named steps, declared with the original's types, mixed with the built-in
  // assertions in one `then`.
  private func typing(_ text: String) -> WhenStatement<Action> {
    actions(.didUpdateSearchText(text))
  }

  private func searching(for text: String) -> ThenAssertion<SearchStore> {
    update { state in
      state.searchText = text
      state.phase = .searching
    }
  }

  private func requested(_ queries: [String?]) -> ThenAssertion<SearchStore> {
    { _, file, line in
      XCTAssertEqual(self.searchRequests.map(\.query), queries, file: file, line: line)
    }
  }

  private func answered(_ items: [String]) -> WhenStatement<Action> {
    sideEffects { self.searchRequests.last?.completion(.success(items)) }
  }

  private func idle(with items: [String]) -> ThenAssertion<SearchStore> {
    singleUpdate { state in
      state.items = items
      state.phase = .idle
    }
  }

  func test_namedStepsMixWithTheBuiltInOnes() async {
    await test
      .when(typing("a"))
      .then(searching(for: "a"), requested(["a"]), outputs())
      .when(answered(["apple"]))
      .then(idle(with: ["apple"]), sideEffects { XCTAssertEqual(self.searchRequests.count, 1) })
      .when(actions(.didSelectItem(idx: 0)))
      .then(outputs(.didSelectItem("apple")), state(self.searchedApple))
      .execute()
  }

  private var searchedApple: State {
    State(searchText: "a", items: ["apple"], phase: .idle, viewDidAppear: false)
  }

  // The chain's steps by the original's names, as helpers return them.
  private func loading() -> TestNode<SearchStore>.When {
    test.given { $0.viewDidAppear = false }
      .when(actions(.viewWillAppear))
      .then(
        update { state in
          state.viewDidAppear = true
          state.phase = .searching
        })
  }

  private func failing(_ node: TestNode<SearchStore>.When) -> TestNode<SearchStore>.Then {
    node.when({ _ in self.searchRequests[0].completion(.failure(SearchError())) })
  }

  func test_testNodes() async {
    await failing(loading())
      .then(
        singleState(
          State(
            searchText: nil, items: [], phase: .error(message: "Something went wrong"),
            viewDidAppear: true))
      )
      .execute()
  }

  // A `given` alone runs too: the store is made and set up, then torn down.
  func test_aGivenAloneExecutes() async {
    let given: TestNode<SearchStore>.When = test.given { $0.items = ["a"] }
    await given.execute()
    XCTAssertEqual(tornDown, 1)
    XCTAssertTrue(searchRequests.isEmpty)
    XCTAssertEqual(test.initialState, SearchScreenModule.defaultInitialState)
  }
}

// MARK: - Mock stores and the stores' closure types

@MainActor final class MockStoreCompatibilityTests: XCTestCase {
  func test_mockUpdateTellsTheObservers() async {
    let store = MockLassoStore<SearchScreenModule>(with: SearchScreenModule.defaultInitialState)
    var texts: [String?] = []
    store.observeState(\.searchText) { texts.append($0) }
    store.mockUpdate { $0.searchText = "a" }
    let clear: MockLassoStore<SearchScreenModule>.Update<SearchScreenModule.State> = {
      $0.searchText = nil
    }
    store.mockUpdate(clear)
    store.mockUpdate()
    XCTAssertEqual(texts, [nil, "a", nil])
    XCTAssertEqual(store.state.searchText, nil)
    XCTAssertTrue(store.dispatchedActions.isEmpty)
  }

  func test_theStoresClosureTypes() async {
    let store = SearchStore(with: SearchScreenModule.defaultInitialState)
    let startSearching: SearchStore.Update<SearchStore.State> = { $0.phase = .searching }
    store.update(startSearching)
    XCTAssertEqual(store.state.phase, .searching)

    let stateMap: SearchStore.StateMap<Bool> = { $0.phase == .searching }
    let actionMap: SearchStore.ActionMap<String> = { .didUpdateSearchText($0) }
    let viewStore = store.asViewStore(stateMap: stateMap, actionMap: actionMap)
    XCTAssertTrue(viewStore.state)
    store.getSearchResults = { _, completion in completion(.success(["b"])) }
    viewStore.dispatchAction("b")
    XCTAssertEqual(store.state.searchText, "b")
    XCTAssertFalse(viewStore.state)
  }

  #if canImport(SwiftUI)
    func test_stateChangePublisher() async {
      let store = SearchStore(with: SearchScreenModule.defaultInitialState)
      let viewStore = store.asViewStore()
      let publisher: AnyViewStore<SearchStore.State, SearchStore.Action>.StateChangePublisher =
        viewStore.objectWillChange
      var changes = 0
      let subscription = publisher.sink { changes += 1 }
      store.update { $0.searchText = "a" }
      XCTAssertEqual(changes, 1)
      subscription.cancel()
    }
  #endif
}

// MARK: - Real stores behind mock controllers, and waiting with an error

@MainActor final class SearchFlowTestsWithMockController: FlowTestCase {
  typealias SearchState = SearchScreenModule.State

  var searchRequests: [(searchText: String?, completion: SearchStore.Completion)] = []

  private func start(_ flow: SearchFlow) async throws -> SearchScreenModule.MockController {
    flow.searchScreenFactory = mockControllerScreenFactory(configure: { searchStore in
      searchStore.getSearchResults = { searchText, completion in
        self.searchRequests.append((searchText, completion))
      }
    })
    return try await assertPushed(
      after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
  }

  func test_initialFetch() async throws {
    let flow = SearchFlow()
    let searchController = try await start(flow)
    XCTAssertEqual(searchController.store.state, SearchScreenModule.defaultInitialState)
    XCTAssertTrue(searchRequests.isEmpty)

    searchController.store.dispatchAction(.viewWillAppear)
    XCTAssertEqual(
      searchController.store.state,
      SearchState(searchText: nil, items: [], phase: .searching, viewDidAppear: true))
    XCTAssertEqual(searchRequests.count, 1)

    searchRequests[0].completion(.success(["a"]))
    XCTAssertEqual(
      searchController.store.state,
      SearchState(searchText: nil, items: ["a"], phase: .idle, viewDidAppear: true))
    let _: UIViewController = try await assertPushed(
      after: searchController,
      when: { searchController.store.dispatchAction(.didSelectItem(idx: 0)) })
  }

  func test_theModulesFactoryAndTheControllerItself() async throws {
    var configured = 0
    let factory = SearchScreenModule.mockControllerScreenFactory { _ in configured += 1 }
    let screen = factory.createScreen(
      with: .init(searchText: "a", items: [], phase: .idle, viewDidAppear: false))
    let controller = try XCTUnwrap(screen.controller as? SearchScreenModule.MockController)
    XCTAssertEqual(configured, 1)
    XCTAssertEqual(controller.store.state.searchText, "a")

    let store = SearchStore(with: SearchScreenModule.defaultInitialState)
    let direct = MockController(store: store.asViewStore())
    direct.store.dispatchAction(.didAcknowledgeError)
    XCTAssertEqual(direct.state.phase, .idle)
  }

  func test_waitForEventsWithError() async throws {
    let detail = UIViewController()
    navigationController.pushViewController(detail, animated: true)
    try await waitForEventsWithError(in: window)
    XCTAssertNil(navigationController.transitionCoordinator)
    XCTAssertTrue(navigationController.topViewController === detail)
  }

  func test_waitForEventsWithErrorThrowsWhenTheTransitionsOutlastTheTimeout() async {
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      // Other suites in this process shorten the headless animations; this window holds the
      // push open until the wait has failed, however long the main actor stalls.
      window.animatedTransitionDurationOverride = .infinity
    #endif
    navigationController.pushViewController(UIViewController(), animated: true)
    do {
      try await waitForEventsWithError(in: window, timeout: 0.01)
      XCTFail("an animated push ended within 0.01 s")
    } catch let error as FlowAssertionError {
      XCTAssertTrue(error.message.contains("waitForEventsWithError(in:) waited 0.01 s"))
    } catch {
      XCTFail("unexpected error \(error)")
    }
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      window.endHeldTransition(thenLasting: nil)
    #endif
    await waitForEvents(in: window)
  }
}

// MARK: - Mock screens the factory fills, as the original's were

@MainActor final class SearchFlowTestsWithShallowInjection: FlowTestCase {
  func test_selectionShowsTheDetail_doneFinishes() async throws {
    let flow = SearchFlow()
    let mockSearchScreen = MockScreen<SearchScreenModule>()
    let mockDetailScreen = MockScreen<DetailScreenModule>()
    flow.searchScreenFactory = mockScreenFactory(mockScreen: mockSearchScreen)
    flow.detailScreenFactory = DetailScreenModule.mockScreenFactory(mockScreen: mockDetailScreen)
    XCTAssertNil(mockSearchScreen.mockStore)

    let searchController: UIViewController = try await assertPushed(
      after: rootController, when: { flow.start(with: pushed(in: navigationController)) })
    XCTAssertEqual(searchController, mockSearchScreen.mockController)
    XCTAssertNil(mockDetailScreen.mockController)

    mockSearchScreen.mockStore?.mockUpdate { $0.items = ["a"] }
    let searchView = searchController as? SearchScreenModule.MockController
    XCTAssertEqual(searchView?.store.state.items, ["a"])

    let detailController: UIViewController = try await assertPushed(
      after: searchController,
      when: { mockSearchScreen.mockStore?.dispatchMockOutput(.didSelectItem("a")) })
    XCTAssertEqual(detailController, mockDetailScreen.mockController)
    XCTAssertEqual(mockDetailScreen.mockStore?.state, DetailScreenModule.State(title: "a"))

    flow.assert(
      when: { mockDetailScreen.mockStore?.dispatchMockOutput(.didTapDone) },
      outputs: .didPick("a"))
    XCTAssertEqual(mockSearchScreen.mockStore?.dispatchedActions, [])
  }
}
