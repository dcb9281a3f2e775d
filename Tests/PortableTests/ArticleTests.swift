import Lasso
import LassoTestUtilities
import XCTest

@testable import LassoExampleApp

// The flow and store tests of LassoTestUtilities' DocC articles ("Testing Flows", "Testing
// Stores"), as portable XCTest tests: the same steps and checks as the articles', on the example
// app's tutorial flow, run on Linux and on an iPhone simulator.

/// The article's tutorial flow with its screens made by a factory, so that a test can substitute
/// mock screens ("Mock screens").
final class FactoryTutorialFlow: Flow<TutorialFlowModule> {
  private let screens: TutorialScreenModule.ScreenFactory

  init(screens: TutorialScreenModule.ScreenFactory = TutorialScreenModule.screenFactory()) {
    self.screens = screens
  }

  override func createInitialController() -> UIViewController {
    screens.createScreen(with: .welcome)
      .observeOutput { [weak self] output in
        guard let self else { return }
        switch output {

        case .didPressButton(index: 0):
          dispatchOutput(.didPressSkip)

        case .didPressButton:
          screens.createScreen(with: .finish)
            .observeOutput { [weak self] _ in self?.dispatchOutput(.didFinish) }
            .place(with: nextPushedInFlow)
        }
      }
      .controller
  }
}

/// "Testing Flows", in XCTest.
@MainActor
final class TestingFlowsArticleTests: FlowTestCase {
  /// "A hierarchy to start from": Next, then OK.
  func test_nextThenOK() async throws {
    let flow = TutorialFlow()
    let welcome: TutorialViewController = try await assertPushed(after: root) {
      flow.start(with: pushed(in: navigationController))
    }
    XCTAssertEqual(welcome.state, .welcome)
    let finish: TutorialViewController = try await assertPushed(after: welcome) {
      welcome.store.dispatchAction(.didPressButton(index: 1))
    }
    flow.assert(
      when: { finish.store.dispatchAction(.didPressButton(index: 0)) }, outputs: .didFinish)
  }

  /// "A flow started in a presented navigation controller is checked in two steps".
  func test_aFlowPresentedInANavigationController() async throws {
    let flow = TutorialFlow()
    let navigation: UINavigationController = try await assertPresentation(on: root) {
      flow.start(with: presented(on: root).withNavigationEmbedding())
    }
    let welcome = try XCTUnwrap(navigation.firstChildOfType(TutorialViewController.self))
    XCTAssertEqual(welcome.state, .welcome)
  }

  /// "The whole story as one value".
  func test_theWholeStoryAsOneValue() async throws {
    let flow = TutorialFlow()
    let recorder = HierarchyRecorder(window: window)
    await recorder.record { flow.start(with: pushed(in: navigationController)) }
    try recorder.assertEvents([
      .pushed(
        ControllerSummary(TutorialViewController.self, state: TutorialScreenModule.State.welcome))
    ])
  }

  /// "Mock screens": the flow tested on its own, whatever its screens do.
  func test_finishingTheTutorialWithMockScreens() async throws {
    var screens: [MockScreen<TutorialScreenModule>] = []
    let flow = FactoryTutorialFlow(
      screens: TutorialScreenModule.mockScreenFactory { screens.append($0) })

    let welcome: MockScreenController<TutorialScreenModule> = try await assertPushed(
      after: root
    ) {
      flow.start(with: pushed(in: navigationController))
    }
    let finish: MockScreenController<TutorialScreenModule> = try await assertPushed(
      after: welcome
    ) {
      welcome.mockStore.dispatchMockOutput(.didPressButton(index: 1))
    }
    flow.assert(
      when: { finish.mockStore.dispatchMockOutput(.didPressButton(index: 0)) },
      outputs: .didFinish)
    XCTAssertEqual(screens.count, 2)
  }

  /// "Leaks": the flow lives as long as its initial controller.
  func test_theFlowGoesAwayWithItsScreens() async throws {
    weak var weakFlow: TutorialFlow?
    do {
      let flow = TutorialFlow()
      weakFlow = flow
      flow.start(with: pushed(in: navigationController))
    }
    await waitForEvents(in: window)
    XCTAssertNotNil(weakFlow)  // its initial controller holds it
    navigationController.popToRootViewController(animated: false)
    await waitForEvents(in: window)  // popped controllers go once the pop ended
    XCTAssertNil(weakFlow)
  }
}

/// "Testing Stores": the article's login store, in a ``LassoStoreTestCase``.
enum ArticleLoginModule: StoreModule {
  enum Action: Equatable, Sendable {
    case didUpdateUsername(String)
    case didTapLogin
  }

  struct State: Equatable {
    var username = ""
    var isLoading = false
    var error: String?
  }

  enum Output: Equatable {
    case userDidLogin
  }
}

final class ArticleLoginStore: LassoStore<ArticleLoginModule> {
  var logIn: @MainActor (String) async -> Bool = { _ in true }

  override func handleAction(_ action: Action) {
    switch action {

    case .didUpdateUsername(let username):
      update { $0.username = username }

    case .didTapLogin:
      update {
        $0.isLoading = true
        $0.error = nil
      }
      let (logIn, username) = (self.logIn, state.username)
      task { [weak self] in
        let succeeded = await logIn(username)
        self?.update {
          $0.isLoading = false
          $0.error = succeeded ? nil : "Invalid login"
        }
        if succeeded { self?.dispatchOutput(.userDidLogin) }
      }
    }
  }
}

final class TestingStoresArticleTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<ArticleLoginStore>()

  // The article sets the store up in `setUp() async throws` "or in the test"; here, in the test.
  func test_typingAUsername() async {
    store = ArticleLoginStore(with: .init())
    store.dispatchAction(.didUpdateUsername("ada"))
    XCTAssertStateEquals(updatedMarker { $0.username = "ada" })
  }

  func test_loggingIn() async {
    store = ArticleLoginStore(with: .init())
    store.dispatchAction(.didTapLogin)
    XCTAssertStateEquals(updatedMarker { $0.isLoading = true })
    await testableStore.settle()
    XCTAssertLastOutput(.userDidLogin)
  }
}
