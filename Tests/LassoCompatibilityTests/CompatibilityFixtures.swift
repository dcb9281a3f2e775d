import HeadlessUIKit
import Lasso

// A small app in the original Lasso's style, written once for the compatibility tests. Its files
// import `HeadlessUIKit` where a Lasso codebase's import UIKit (the migration guide's one import
// change: on Apple platforms it is Apple's UIKit), and nothing is annotated for Swift 6 beyond
// what the migration guide asks.

enum SignupScreenModule: ScreenModule {
  enum Action: Equatable {
    case didUpdateEmail(String)
    case didTapSubmit
  }

  enum Output: Equatable {
    case didSignUp(email: String)
  }

  struct State: Equatable {
    var email: String
    var isValid: Bool
  }

  static var defaultInitialState: State { State(email: "", isValid: false) }

  static func createScreen(with store: SignupStore) -> Screen {
    return Screen(store, SignupViewController(store.asViewStore()))
  }

  static func createScreen(email: String) -> Screen {
    let initialState = State(email: email, isValid: email.contains("@"))
    return createScreen(with: initialState)
  }
}

final class SignupStore: LassoStore<SignupScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didUpdateEmail(let email):
      update { state in
        state.email = email
        state.isValid = email.contains("@")
      }

    case .didTapSubmit:
      guard state.isValid else { return }
      dispatchOutput(.didSignUp(email: state.email))
    }
  }
}

final class SignupViewController: UIViewController {
  let store: SignupScreenModule.ViewStore
  let emailField = UITextField()
  let submitButton = UIButton()

  init(_ store: SignupScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(emailField)
    view.addSubview(submitButton)
    store.observeState(\.email) { [weak self] email in self?.emailField.text = email }
    store.observeState(\.isValid) { [weak self] isValid in self?.submitButton.isEnabled = isValid }
    emailField.bindTextDidChange(to: store) { .didUpdateEmail($0) }
    submitButton.bind(to: store, action: .didTapSubmit)
  }
}

enum SignupFlowModule: NavigationFlowModule {
  enum Output: Equatable {
    case didFinish(email: String)
  }
}

final class SignupFlow: Flow<SignupFlowModule> {
  override func createInitialController() -> UIViewController {
    return SignupScreenModule.createScreen()
      .observeOutput { [weak self] output in
        switch output {

        case .didSignUp(let email):
          self?.showWelcome(email: email)
        }
      }
      .controller
  }

  private func showWelcome(email: String) {
    let welcome = UIViewController()
    welcome.title = "Welcome, \(email)"
    context?.pushViewController(welcome, animated: true)
    dispatchOutput(.didFinish(email: email))
  }
}
