import Lasso

// The login screen of "Lasso: Introducing a new architectural framework for iOS" (document 000):
// its module, store and view controller as the article writes them, with the service injected
// (so that the app's options reach it) and a spinner while the login is under way.

/// The login screen's types.
enum LoginScreenModule: ScreenModule {
  enum Action: Equatable, Codable {
    case didUpdateUsername(String)
    case didUpdatePassword(String)
    case didTapLogin
    /// The service answered (sent by the store's own login task).
    case didFinishLogin(success: Bool)
  }

  enum Output: Equatable, Codable {
    case userDidLogin(username: String)
  }

  struct State: Equatable, Codable {
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
