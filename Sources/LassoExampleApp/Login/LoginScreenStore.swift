import Lasso

/// The login screen's business logic: keeps the fields, logs in through the service.
final class LoginScreenStore: LassoStore<LoginScreenModule> {
  /// The back end; the app sets it when creating the screen.
  var services: ExampleServices?

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
      guard !state.isLoggingIn, let services else { return }
      update { state in
        state.isLoggingIn = true
        state.error = nil
      }
      services.login(state.username, state.password) { [weak self] success in
        guard let self else { return }
        self.update { state in
          state.isLoggingIn = false
          state.error = success ? nil : "Invalid login"
        }
        if success {
          self.dispatchOutput(.userDidLogin(username: self.state.username))
        }
      }
    }
  }
}
