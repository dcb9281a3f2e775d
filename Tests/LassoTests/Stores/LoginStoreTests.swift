import Testing

@testable import Lasso

/// The article's unit tests, as written, at the store level.
@MainActor
@Suite struct LoginStoreTests {
  @Test func changeUsername() {
    let store = LoginScreenStore()
    store.dispatchAction(.didUpdateUsername("mom"))
    #expect(store.state.username == "mom")
  }

  @Test func didLogin() {
    var outputs = [LoginScreenModule.Output]()
    let store = LoginScreenStore()
    store.observeOutput { outputs.append($0) }
    store.dispatchAction(.didTapLogin)
    #expect(outputs == [.userDidLogin])
    #expect(store.state.error == nil)
  }

  @Test func failedLoginShowsErrorAndEmitsNothing() {
    LoginService.acceptsLogins = false
    defer { LoginService.acceptsLogins = true }
    var outputs = [LoginScreenModule.Output]()
    let store = LoginScreenStore(with: .init(username: "Billie"))
    store.observeOutput { outputs.append($0) }
    store.dispatchAction(.didTapLogin)
    #expect(outputs.isEmpty)
    #expect(store.state == .init(username: "Billie", password: "", error: "Invalid login"))
  }

  @Test func viewObservationsFollowTheState() {
    let store = LoginScreenStore()
    let viewStore: LoginScreenModule.ViewStore = store.asViewStore()
    var usernames: [String] = []
    var errors: [String?] = []
    viewStore.observeState(\.username) { usernames.append($0) }
    viewStore.observeState(\.error) { errors.append($0) }
    viewStore.dispatchAction(.didUpdateUsername("a"))
    viewStore.dispatchAction(.didUpdatePassword("secret"))
    viewStore.dispatchAction(.didUpdateUsername("ab"))
    #expect(usernames == ["", "a", "ab"])
    #expect(errors == [nil])
  }
}
