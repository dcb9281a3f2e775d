#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  // Ordinary code-first iOS screen code, unchanged: it must compile and behave.

  private final class CardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.cornerRadius = 12
      backgroundColor = .secondarySystemBackground
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      addSubview(titleLabel)
      NSLayoutConstraint.activate([
        titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  private final class LoginViewController: UIViewController, UITextFieldDelegate {
    private(set) var emailField = UITextField()
    private(set) var loginButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)
    let card = CardView()
    var onLogin: ((String) -> Void)?

    init() {
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Log In"
      view.backgroundColor = .systemBackground
      emailField.placeholder = "Email"
      emailField.keyboardType = .emailAddress
      emailField.autocapitalizationType = .none
      emailField.returnKeyType = .go
      emailField.borderStyle = .roundedRect
      emailField.delegate = self
      emailField.addAction(
        UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
      loginButton.setTitle("Log in", for: .normal)
      loginButton.isEnabled = false
      loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
      card.titleLabel.text = "Welcome"

      let stack = UIStackView(arrangedSubviews: [card, emailField, loginButton, spinner])
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        loginButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .cancel,
        primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      emailField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      logIn()
      return true
    }

    private func updateButton() {
      loginButton.isEnabled = emailField.text?.contains("@") ?? false
    }

    private func logIn() {
      guard loginButton.isEnabled else { return }
      spinner.startAnimating()
      onLogin?(emailField.text ?? "")
    }
  }

  private final class KeyboardDismissingViewController: UIViewController {
    let field = UITextField()
    var memoryWarnings = 0

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      view.endEditing(true)
    }

    var layoutPasses: [String] = []

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      layoutPasses.append("will")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutPasses.append("did")
    }

    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      memoryWarnings += 1
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
    }
  }

  private final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
    override func draw(_ rect: CGRect) {}
    override func layoutSubviews() {
      super.layoutSubviews()
      layer.cornerRadius = bounds.height / 2
    }
  }

  @MainActor @Suite struct ScreenCodeTests {
    @Test func touchesTravelUpTheResponderChain() async {
      let controller = KeyboardDismissingViewController()
      let window = await makeWindow(root: controller)
      controller.layoutPasses = []
      let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      controller.view.addSubview(badge)
      controller.view.layoutIfNeeded()
      #expect(badge.layer.cornerRadius == 5)
      #expect(controller.layoutPasses == ["will", "did"])
      #expect(controller.field.becomeFirstResponder())
      badge.touchesBegan([UITouch()], with: UIEvent())
      #expect(!controller.field.isFirstResponder)
      #expect(controller.supportedInterfaceOrientations == .portrait)
      _ = window
    }

    @Test func codeFirstLoginScreenWorksHeadless() async {
      let home = UIViewController()
      let window = await makeWindow(root: UINavigationController(rootViewController: home))
      let login = LoginViewController()
      var logins: [String] = []
      login.onLogin = { logins.append($0) }
      let modal = UINavigationController(rootViewController: login)
      home.present(modal, animated: true)
      await transitionsEnded(in: window)

      #expect(window.headless.visibleViewController === login)
      #expect(login.navigationItem.title == "Log In")
      #expect(login.emailField.isFirstResponder)
      #expect(!login.loginButton.headless.tap())

      login.emailField.headless.type("me@example.com")
      #expect(login.loginButton.isEnabled)
      #expect(login.loginButton.headless.tap())
      login.emailField.headless.tapReturnKey()
      #expect(logins == ["me@example.com", "me@example.com"])

      let texts = login.view.headless.visibleSubviewsInReadingOrder.compactMap { view -> String? in
        (view as? UILabel)?.text ?? (view as? UIButton)?.currentTitle
          ?? (view as? UITextField)?.text
      }
      #expect(texts == ["Welcome", "me@example.com", "Log in"])

      login.navigationItem.rightBarButtonItem?.headless.tap()
      await transitionsEnded(in: window)
      #expect(home.presentedViewController == nil)
      #expect(window.headless.visibleViewController === home)
      #expect(!login.emailField.isFirstResponder)
    }
  }
#endif
