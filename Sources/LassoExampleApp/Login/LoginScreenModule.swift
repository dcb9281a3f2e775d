import Lasso

// The login screen of "Lasso: Introducing a new architectural framework for iOS" (document 000):
// its module, store and view controller as the article writes them, with the service injected
// (so that the app's options reach it) and a spinner while the login is under way.

/// The login screen's types.
enum LoginScreenModule: ScreenModule {
  enum Action: Equatable {
    case didUpdateUsername(String)
    case didUpdatePassword(String)
    case didTapLogin
  }

  enum Output: Equatable {
    case userDidLogin(username: String)
  }

  struct State: Equatable {
    var username: String = ""
    var password: String = ""
    var error: String? = nil
    var isLoggingIn = false
  }

  static var defaultInitialState: State {
    return State()
  }

  static func createScreen(with store: LoginScreenStore) -> Screen {
    return Screen(store, LoginScreenViewController(store.asViewStore()))
  }
}
