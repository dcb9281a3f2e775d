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
      guard !state.isLoggingIn else { return }
      update { state in
        state.isLoggingIn = true
        state.error = nil
      }
      // The service's answer comes back as an action: a recorded session replays it without
      // calling the service (see `LassoRecorder`).
      let (services, username, password) = (self.services, state.username, state.password)
      task { [weak self] in
        let success = await withCheckedContinuation { continuation in
          guard let services else { return continuation.resume(returning: false) }
          services.login(username, password) { continuation.resume(returning: $0) }
        }
        self?.dispatchAction(.didFinishLogin(success: success))
      }

    case .didFinishLogin(let success):
      update { state in
        state.isLoggingIn = false
        state.error = success ? nil : "Invalid login"
      }
      if success {
        dispatchOutput(.userDidLogin(username: state.username))
      }
    }
  }
}
