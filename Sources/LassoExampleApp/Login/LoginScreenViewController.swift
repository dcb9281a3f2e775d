import Lasso

/// The login form: username, password, error, a login button and a spinner.
final class LoginScreenViewController: UIViewController, LassoView {
  let store: LoginScreenModule.ViewStore

  init(_ store: ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  private let usernameField = UITextField()
  private let passwordField = UITextField()
  private let errorLabel = UILabel()
  private let loginButton = UIButton(type: .system)
  private let spinner = UIActivityIndicatorView(style: .medium)
  private let hintLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Login"
    usernameField.placeholder = "Username"
    usernameField.autocapitalizationType = .none
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    errorLabel.textColor = .systemRed
    loginButton.setTitle("Log in", for: .normal)
    spinner.accessibilityLabel = "Logging in…"
    hintLabel.text = "Any username; the password is \"\(ExampleServices.password)\"."
    hintLabel.textColor = .secondaryLabel
    usernameField.useDynamicType()
    usernameField.textContentType = .username
    usernameField.autocorrectionType = .no
    passwordField.useDynamicType()
    passwordField.textContentType = .password
    errorLabel.useDynamicType()
    loginButton.useDynamicType(.headline)
    hintLabel.useDynamicType(.footnote)
    layOutScrollingContent(
      UIStackView.vertical([
        usernameField, passwordField, errorLabel, loginButton, spinner, hintLabel,
      ]))
    setUpBindings()
  }

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
      self?.errorLabel.isHidden = error == nil
    }
    store.observeState(\.isLoggingIn) { [weak self] isLoggingIn in
      self?.loginButton.isEnabled = !isLoggingIn
      if isLoggingIn { self?.spinner.startAnimating() } else { self?.spinner.stopAnimating() }
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
