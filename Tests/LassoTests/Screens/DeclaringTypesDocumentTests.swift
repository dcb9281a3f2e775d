import Lasso
import Testing

// Document 004 ("declaring types"), as written there: a module's own `createScreen` helpers, in
// the module's declaration and in an extension, screen-invariant (`let`) state, and flow modules
// that leave out what they do not need. None needs an isolation annotation: module protocols are
// `@MainActor`, so the modules and their static helpers are too.

extension LoginScreenModule {
  public static func createScreen(username: String) -> Screen {
    let initialState = LoginScreenModule.State(username: username)
    return createScreen(with: initialState)
  }
}

/// The document's login state with a screen-invariant message, and a helper in the module itself.
enum MessageLoginScreenModule: ScreenModule {
  struct State: Equatable {
    var username: String
    var password: String
    let message: String
  }

  static var defaultInitialState: State {
    State(username: "", password: "", message: "Log in to change your settings")
  }

  static func createScreen(with store: MessageLoginStore) -> Screen {
    return Screen(store, UIViewController())
  }

  public static func createScreen(message: String) -> Screen {
    let initialState = State(username: "", password: "", message: message)
    return createScreen(with: initialState)
  }
}

final class MessageLoginStore: LassoStore<MessageLoginScreenModule> {}

enum MyFlowModule: FlowModule {
  enum Output: Equatable {
    case somethingHappened
  }
}

@MainActor @Suite struct DeclaringTypesDocumentTests {
  @Test func aModulesOwnCreateScreenHelperSetsTheInitialState() {
    let screen = LoginScreenModule.createScreen(username: "Billie")
    #expect(screen.store.state.username == "Billie")
    #expect(screen.store.state.password == "")
  }

  @Test func aHelperInTheModuleDeclarationAndAnInvariantMessage() {
    let screen = MessageLoginScreenModule.createScreen(
      message: "Confirm your login to delete your account")
    var messages: [String] = []
    screen.store.observeState(\.message) { messages.append($0) }
    #expect(messages == ["Confirm your login to delete your account"])
    #expect(MessageLoginScreenModule.createScreen().store.state.message.hasPrefix("Log in"))
  }

  @Test func flowModulesDefaultWhatTheyLeaveOut() {
    #expect(MyFlowModule.RequiredContext.self == UIViewController.self)
    #expect(NoOutputFlow.RequiredContext.self == UIViewController.self)
    #expect(NoOutputNavigationFlow.RequiredContext.self == UINavigationController.self)
    #expect(NoOutputFlow.Output.self == NoOutput.self)
    #expect(MyFlowModule.Output.somethingHappened == .somethingHappened)
  }
}
