import Lasso
import LassoTestUtilities
import VSM
import XCTest

@testable import LassoExampleApp

// The README's store test, flow test and VSM view, as portable XCTest tests: the same file runs
// under `swift test` on Linux and under `xcodebuild test` on an iPhone simulator (README.md,
// "Portable tests"). The README writes the first two in Swift Testing; these are their XCTest
// twins, with the same steps and checks.

/// The README's "A screen" module and store, as the README writes them (its view controller
/// binds a field and a button; the store test needs only the store).
@MainActor enum PortableLoginExample {
  enum LoginScreenModule: ScreenModule {
    enum Action: Equatable { case didUpdateUsername(String), didTapLogin }
    enum Output: Equatable { case userDidLogin }
    struct State: Equatable {
      var username = ""
      var error: String? = nil
    }

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
}

/// The README's "A VSM view", as the README writes it, with the state it leaves to the reader.
@MainActor enum PortableVSMExample {
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

  indirect enum LoadUserProfileViewState {
    case initialized(Loader)
    case loading
    case loaded(User)
    case loadingError(LoadingError)
  }

  struct User { var name: String }

  struct LoadingError { var message: String }

  /// Publishes `.loading`, then `result`, at once.
  struct Loader {
    var result: LoadUserProfileViewState

    func load() -> AnyPublisher<LoadUserProfileViewState, Never> {
      [.loading, result].publisher.eraseToAnyPublisher()
    }
  }
}

@MainActor
final class ReadmeTests: XCTestCase {
  /// The README's "A store test".
  func test_changeUsername() async throws {
    let screen = PortableLoginExample.LoginScreenModule.createScreen()
    screen.store.dispatchAction(.didUpdateUsername("mom"))
    XCTAssertEqual(screen.store.state.username, "mom")
  }

  /// The README's screen at work: its button, tapped through UIKit's target-action, is the
  /// store's output; the store's state is shown in the field.
  func test_theScreenBindsItsButtonAndFieldToItsStore() async throws {
    let screen = PortableLoginExample.LoginScreenModule.createScreen()
    var outputs: [PortableLoginExample.LoginScreenModule.Output] = []
    screen.observeOutput { outputs.append($0) }
    let controller = try XCTUnwrap(
      screen.controller as? PortableLoginExample.LoginScreenViewController)
    controller.loadViewIfNeeded()

    screen.store.dispatchAction(.didUpdateUsername("ada"))
    XCTAssertEqual(controller.usernameField.text, "ada")
    controller.loginButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(outputs, [.userDidLogin])
  }

  /// The README's "A flow test with a list": find a row as a user sees it, tap it, assert the
  /// push.
  func test_tappingAConceptPushesItsDetails() async throws {
    let list = try await startConceptsFlowInAWindow()
    let found = await visibleListCell(showing: "Flow", in: list)
    let row = try XCTUnwrap(found)
    let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
    XCTAssertEqual(details.title, "Flow")
  }

  /// The README's VSM view: a load that publishes `.loading` then the user.
  func test_theVSMViewLoadsAndShowsTheUser() async throws {
    let controller = PortableVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loaded(.init(name: "Ada")))))
    controller.$state.startRendering(on: controller)

    XCTAssertTrue(controller.spinner.isAnimating)
    XCTAssertEqual(controller.nameLabel.text, "Ada")
  }

  /// The README's VSM view: a load that fails shows the error.
  func test_theVSMViewShowsALoadingError() async throws {
    let controller = PortableVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loadingError(.init(message: "offline")))))
    controller.$state.startRendering(on: controller)

    XCTAssertEqual(controller.errorLabel.text, "offline")
  }

  // MARK: Support

  /// The concepts flow as the root of a navigation controller in a visible window (hidden and
  /// emptied after the test); its list.
  private func startConceptsFlowInAWindow() async throws -> ConceptListViewController {
    let window = UIWindow()
    let navigation = UINavigationController()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    addTeardownBlock { @MainActor in
      window.isHidden = true
      window.rootViewController = nil
    }
    return try await assertRoot(of: navigation) { ConceptsFlow().start(with: root(of: navigation)) }
  }
}
