import Lasso

// The login screen from "Lasso: Introducing a new architectural framework for iOS", as written
// there. Adapted only where Swift 6 or completeness demands: the service's completion runs on the
// main actor, and the view controller creates its controls (the article omits that part).

enum LoginService {
  /// Answers at once, so the article's unit tests can assert right after dispatching.
  @MainActor static var acceptsLogins = true

  @MainActor static func login(
    _ username: String, _ password: String, completion: @escaping @MainActor (Bool) -> Void
  ) {
    completion(acceptsLogins)
  }
}

enum LoginScreenModule: ScreenModule {
  enum Action: Equatable {
    case didUpdateUsername(String)
    case didUpdatePassword(String)
    case didTapLogin
  }

  enum Output: Equatable {
    case userDidLogin
  }

  struct State: Equatable {
    var username: String = ""
    var password: String = ""
    var error: String? = nil
  }

  static var defaultInitialState: State {
    return State()
  }

  static func createScreen(with store: LoginScreenStore) -> Screen {
    return Screen(store, LoginScreenViewController(store.asViewStore()))
  }
}

final class LoginScreenStore: LassoStore<LoginScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didUpdateUsername(let username):
      update { state in
        state.username = username
      }

    case .didUpdatePassword(let password):
      update { state in
        state.password = password
      }

    case .didTapLogin:
      LoginService.login(state.username, state.password) { [weak self] success in
        self?.update { state in
          state.error = success ? nil : "Invalid login"
        }
        if success {
          self?.dispatchOutput(.userDidLogin)
        }
      }
    }
  }
}

final class LoginScreenViewController: UIViewController, LassoView {
  let store: LoginScreenModule.ViewStore

  init(_ store: ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Login"
    usernameField.placeholder = "Username"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    loginButton.setTitle("Log in", for: .normal)
    let stack = UIStackView(arrangedSubviews: [
      usernameField, passwordField, errorLabel, loginButton,
    ])
    stack.axis = .vertical
    view.addSubview(stack)
    setUpBindings()
  }

  let usernameField = UITextField()
  let passwordField = UITextField()
  let errorLabel = UILabel()
  let loginButton = UIButton(type: .system)

  private func setUpBindings() {
    // State change inputs:
    store.observeState(\.username) { [weak self] username in
      self?.usernameField.text = username
    }
    store.observeState(\.password) { [weak self] password in
      self?.passwordField.text = password
    }
    store.observeState(\.error) { [weak self] error in
      self?.errorLabel.text = error
    }

    // Action outputs:
    usernameField.bindTextDidChange(to: store) { text in
      .didUpdateUsername(text)
    }
    passwordField.bindTextDidChange(to: store) { text in
      .didUpdatePassword(text)
    }
    loginButton.bind(to: store, action: .didTapLogin)
  }
}
