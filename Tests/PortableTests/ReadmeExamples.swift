import Lasso
import VSM

@testable import LassoExampleApp

#if canImport(Testing)
  import Testing
#endif

// The README's Swift examples, verbatim: the one copy of each, which ReadmeTests.swift runs on
// Linux and on an iPhone simulator and `scripts/ios-typecheck` compiles for iOS. The README's
// check (`ReadmeExamplesTests.theReadmeExamplesAreCopiedVerbatim`, Tests/LassoTests) fails when
// a Swift block of README.md is not found here line for line (indentation aside), or in the
// example app's tests for the replay and the list test. Change the README and this file
// together. Each example lives in a namespace of its own; `swift-format-ignore` keeps the copies
// as the README writes them.

// MARK: - "A screen"

// swift-format-ignore
@MainActor struct ReadmeScreenExample {
  enum LoginScreenModule: ScreenModule {
    enum Action: Equatable { case didUpdateUsername(String), didTapLogin }
    enum Output: Equatable { case userDidLogin }
    struct State: Equatable { var username = ""; var error: String? = nil }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: LoginScreenStore) -> Screen {
      Screen(store, LoginScreenViewController(store.asViewStore()))
    }
  }

  final class LoginScreenStore: LassoStore<LoginScreenModule> {
    override func handleAction(_ action: Action) {
      switch action {

      case .didUpdateUsername(let username):
        update { $0.username = username }

      case .didTapLogin:
        dispatchOutput(.userDidLogin)
      }
    }
  }

  final class LoginScreenViewController: UIViewController, LassoView {
    let store: LoginScreenModule.ViewStore
    let usernameField = UITextField()
    let loginButton = UIButton(type: .system)

    init(_ store: ViewStore) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
      super.viewDidLoad()
      store.observeState(\.username) { [weak self] in self?.usernameField.text = $0 }
      usernameField.bindTextDidChange(to: store) { .didUpdateUsername($0) }
      loginButton.bind(to: store, action: .didTapLogin)
    }
  }

  let screen = LoginScreenModule.createScreen()
}

// MARK: - "A flow"

// swift-format-ignore
@MainActor enum ReadmeFlowExample {
  enum TutorialFlowModule: FlowModule {
    enum Output: Equatable { case didFinish }
    typealias RequiredContext = UINavigationController
  }

  final class TutorialFlow: Flow<TutorialFlowModule> {
    override func createInitialController() -> UIViewController {
      TutorialScreenModule.createScreen(with: .welcome)
        .observeOutput { [weak self] _ in
          self?.dispatchOutput(.didFinish)
        }
        .controller
    }
  }

  /// The README's three placements of the flow.
  static func startFlows(navigationController: UINavigationController, controller: UIViewController) {
    TutorialFlow().start(with: pushed(in: navigationController))
    TutorialFlow().start(with: presented(on: controller).withNavigationEmbedding())
    TutorialFlow().start(with: tabBarEmbedding(UITabBarController(), tabsCount: 2)[1].withNavigationEmbedding())
  }
}

// MARK: - "A store test"

// In Swift Testing, as the README writes it: run by `swift test` and by Xcode 16, but left out by
// `scripts/ios-typecheck`, whose iOS 16.5 SDK has no Testing module (ReadmeTests.swift makes the
// same calls in XCTest, which it checks).
#if canImport(Testing)
  @Suite struct ReadmeStoreTestExample {
    typealias LoginScreenModule = ReadmeScreenExample.LoginScreenModule

    @MainActor @Test func changeUsername() {
      let screen = LoginScreenModule.createScreen()
      screen.store.dispatchAction(.didUpdateUsername("mom"))
      #expect(screen.store.state.username == "mom")
    }
  }
#endif

// MARK: - "A VSM view"

// swift-format-ignore
@MainActor enum ReadmeVSMExample {
  final class UserProfileViewController: UIViewController {
    @RenderedViewState var state: LoadUserProfileViewState
    let spinner = UIActivityIndicatorView()
    let nameLabel = UILabel()
    let errorLabel = UILabel()

    init(state: LoadUserProfileViewState) {
      _state = .init(wrappedValue: state, render: Self.render)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func render() {
      switch state {
      case .initialized(let loader): $state.observe(loader.load())
      case .loading: spinner.startAnimating()
      case .loaded(let user): nameLabel.text = user.name
      case .loadingError(let error): errorLabel.text = error.message
      }
    }
  }

  // What the README leaves to the reader.

  indirect enum LoadUserProfileViewState {
    case initialized(Loader)
    case loading
    case loaded(User)
    case loadingError(LoadingError)
  }

  struct User { var name: String }

  struct LoadingError { var message: String }

  /// Loads `result` at once, after publishing `.loading`.
  struct Loader {
    var result: LoadUserProfileViewState

    func load() -> AnyPublisher<LoadUserProfileViewState, Never> {
      [.loading, result].publisher.eraseToAnyPublisher()
    }
  }
}
