import TestSupport
import Testing

@testable import Lasso

// From "declaring types": a module that declares only createScreen.
enum BlankModule: ScreenModule {
  static func createScreen(with store: BlankStore) -> Screen {
    return Screen(store, UIViewController())
  }
}

final class BlankStore: LassoStore<BlankModule> {
}

@MainActor
@Suite struct ScreenTests {
  // The article's unit tests, as written.

  @Test func test_LoginScreen_changeUsername() {
    let screen = LoginScreenModule.createScreen()
    screen.store.dispatchAction(.didUpdateUsername("mom"))
    #expect(screen.store.state.username == "mom")
  }

  @Test func test_LoginScreen_didLogin() {
    var outputs = [LoginScreenModule.Output]()
    let screen =
      LoginScreenModule
      .createScreen()
      .observeOutput { outputs.append($0) }
    screen.store.dispatchAction(.didTapLogin)
    #expect(outputs == [.userDidLogin])
  }

  @Test func createScreenVariantsSetTheInitialState() {
    let prePopulated = LoginScreenModule.State(username: "Billie")
    #expect(LoginScreenModule.createScreen().store.state == .init())
    #expect(LoginScreenModule.createScreen(with: prePopulated).store.state.username == "Billie")
    var configured: LoginScreenStore?
    let screen = LoginScreenModule.createScreen(with: prePopulated) { store in
      configured = store
      store.dispatchAction(.didUpdatePassword("pw"))
    }
    var captured: LoginScreenStore?
    screen.captureStore(as: &captured)
    #expect(configured === captured)
    #expect(screen.store.state.password == "pw")
    let defaulted = LoginScreenModule.createScreen(configure: { $0.dispatchAction(.didTapLogin) })
    #expect(defaulted.store.state.username == "")
  }

  @Test func theViewControllerRendersStateAndSendsActions() throws {
    let screen = LoginScreenModule.createScreen(with: .init(username: "Billie"))
    let controller = try #require(screen.controller as? LoginScreenViewController)
    var outputs: [LoginScreenModule.Output] = []
    screen.observeOutput { outputs.append($0) }
    controller.loadViewIfNeeded()
    #expect(controller.title == "Login")
    #expect(controller.usernameField.text == "Billie")

    controller.usernameField.insertText("!")
    controller.passwordField.insertText("secret")
    #expect(screen.store.state.username == "Billie!")
    #expect(screen.store.state.password == "secret")

    LoginService.acceptsLogins = false
    controller.loginButton.sendActions(for: .touchUpInside)
    LoginService.acceptsLogins = true
    #expect(controller.errorLabel.text == "Invalid login")
    #expect(outputs.isEmpty)

    controller.loginButton.sendActions(for: .touchUpInside)
    #expect(controller.errorLabel.text == nil)
    #expect(outputs == [.userDidLogin])
  }

  @Test func settingTextInCodeDispatchesNothing() throws {
    let screen = LoginScreenModule.createScreen()
    let controller = try #require(screen.controller as? LoginScreenViewController)
    controller.loadViewIfNeeded()
    controller.usernameField.text = "typed by code"
    #expect(screen.store.state.username == "")
  }

  @Test func theControllerKeepsTheStoreAliveAndNothingElseDoes() {
    weak var weakStore: LoginScreenStore?
    weak var weakController: UIViewController?
    var controller: UIViewController? = {
      let screen = LoginScreenModule.createScreen().captureStore(as: &weakStore)
      return screen.controller
    }()
    weakController = controller
    controller?.loadViewIfNeeded()
    #expect(weakStore != nil)
    controller = nil
    #expect(weakController == nil)
    #expect(weakStore == nil)
  }

  @Test func aModuleCanDeclareOnlyCreateScreen() {
    weak var weakStore: BlankStore?
    do {
      let screen = BlankModule.createScreen().captureStore(as: &weakStore)
      #expect(screen.store.state == EmptyState())
      #expect(weakStore != nil)
    }
    #expect(weakStore == nil)
  }

  @Test func chainingHelpersConfigureAndCapture() {
    var controller: LoginScreenViewController?
    var store: LoginScreenStore?
    var mapped: [String] = []
    let screen = LoginScreenModule.createScreen()
      .setUpController { $0.title = "Sign in" }
      .captureController(as: &controller)
      .captureStore(as: &store)
      .observeOutput({ mapped.append($0) }, mapping: { "\($0)" })
    #expect(controller === screen.controller)
    #expect(screen.controller.title == "Sign in")
    screen.store.dispatchAction(.didUpdateUsername("ada"))
    #expect(store?.state.username == "ada")
    screen.store.dispatchAction(.didTapLogin)
    #expect(mapped == ["userDidLogin"])
  }

  @Test func capturedStoresLiveExactlyAsLongAsTheController() {
    // The original's style: weak variables, the concrete store and the module's erased `Store`.
    weak var concrete: LoginScreenStore?
    weak var erased: LoginScreenModule.Store?
    var controller: UIViewController? = LoginScreenModule.createScreen()
      .captureStore(as: &concrete)
      .captureStore(as: &erased)
      .controller
    #expect(concrete != nil)
    erased?.dispatchAction(.didUpdateUsername("ada"))
    #expect(erased?.state.username == "ada")
    #expect(concrete?.state.username == "ada")
    #expect(controller != nil)
    controller = nil
    #expect(concrete == nil)
    #expect(erased == nil)
  }

  @Test func capturingTheControllerAsTheWrongTypeIsReported() {
    var wrong: UINavigationController?
    let reports = misuseReports {
      LoginScreenModule.createScreen().captureController(as: &wrong)
    }
    #expect(wrong == nil)
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("LoginScreenViewController") == true)
  }

  @Test func aScreenOfAnotherStoreKeepsItTypeErased() {
    // The original's AnyScreen takes any store of the module's types; its store is erased.
    let other = LassoStore<LoginScreenModule>(with: .init(username: "ada"))
    let screen = LoginScreenModule.Screen(other, UIViewController())
    #expect(screen.store.state.username == "ada")
    var concrete: LoginScreenStore?
    let reports = misuseReports { screen.captureStore(as: &concrete) }
    #expect(concrete == nil)
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("LoginScreenStore") == true)
    var base: LassoStore<LoginScreenModule>?
    screen.captureStore(as: &base)
    #expect(base === other)
  }

  @Test func aScreenPlacesItsController() {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let screen = LoginScreenModule.createScreen().place(with: pushed(in: navigationController))
    #expect(navigationController.topViewController === screen.controller)
  }
}
