import Lasso

// The login screen's store from "Lasso: Introducing a new architectural framework for iOS", as
// written there; the only change is Swift 6's: the service's completion runs on the main actor.

enum LoginService {
  /// Answers at once, so the article's unit tests can assert right after dispatching.
  @MainActor static var acceptsLogins = true

  @MainActor static func login(
    _ username: String, _ password: String, completion: @escaping @MainActor (Bool) -> Void
  ) {
    completion(acceptsLogins)
  }
}

enum LoginScreenModule: DefaultStateModule {
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
