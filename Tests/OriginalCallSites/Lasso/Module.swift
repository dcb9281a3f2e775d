import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Module.swift: the module protocols and their default types, as
// the original's README declares a screen, a view and a flow.

// covers: - :: protocol StoreModule
private enum SignUpStoreModule: StoreModule {
  // covers: StoreModule :: associatedtype Action = NoAction
  enum Action: Equatable { case didTapSubmit }
  // covers: StoreModule :: associatedtype State = EmptyState
  struct State: Equatable { var email = "" }
  // covers: StoreModule :: associatedtype Output = NoOutput
  enum Output: Equatable { case didSignUp }
}

private enum DefaultsStoreModule: StoreModule {}

// covers: - :: protocol ScreenModule: StoreModule
private enum SignUpScreenModule: ScreenModule {
  enum Action: Equatable { case didTapSubmit }
  struct State: Equatable { var email = "" }
  enum Output: Equatable { case didSignUp }

  // covers: ScreenModule :: static var defaultInitialState: State
  static var defaultInitialState: State { State(email: "a@b.c") }

  // covers: ScreenModule :: static func createScreen(with store: ConcreteStore) -> Screen
  static func createScreen(with store: SignUpStore) -> Screen {
    return Screen(store, UIViewController())
  }
}

private final class SignUpStore: LassoStore<SignUpScreenModule> {
  override func handleAction(_ action: Action) {
    dispatchOutput(.didSignUp)
  }
}

// covers: - :: protocol ViewModule
private enum SignUpViewModule: ViewModule {
  // covers: ViewModule :: associatedtype ViewAction = NoAction
  enum ViewAction: Equatable { case didTapSubmit }
  // covers: ViewModule :: associatedtype ViewState = EmptyState
  struct ViewState: Equatable { var canSubmit: Bool }
}

private enum EmptyViewModule: ViewModule {}

// covers: - :: protocol FlowModule
private enum OnboardingFlowModule: FlowModule {
  // covers: FlowModule :: associatedtype Output = NoOutput
  enum Output: Equatable { case didFinish }
  // covers: FlowModule :: associatedtype RequiredContext: UIViewController = UIViewController
  typealias RequiredContext = UINavigationController
}

// covers: - :: protocol NavigationFlowModule: FlowModule where RequiredContext == UINavigationController
private enum SettingsFlowModule: NavigationFlowModule {
  enum Output: Equatable { case didClose }
}

private final class WelcomeFlow: Flow<NoOutputFlow> {
  override func createInitialController() -> UIViewController { UIViewController() }
}

private final class SettingsFlow: Flow<NoOutputNavigationFlow> {
  override func createInitialController() -> UIViewController { UIViewController() }
}

@MainActor
final class ModuleCallSites: XCTestCase {
  func testStoreModuleDefaultTypes() async throws {
    // covers: StoreModule :: associatedtype Action = NoAction
    XCTAssert(DefaultsStoreModule.Action.self == NoAction.self)
    // covers: StoreModule :: associatedtype State = EmptyState
    XCTAssertEqual(DefaultsStoreModule.State(), EmptyState())
    // covers: StoreModule :: associatedtype Output = NoOutput
    XCTAssert(DefaultsStoreModule.Output.self == NoOutput.self)
  }

  func testStoreModuleStoreTypes() async throws {
    let store = SignUpStore(with: SignUpState(email: "x@y.z"))
    // covers: StoreModule :: typealias Store = AnyStore<State, Action, Output>
    let anyStore: SignUpScreenModule.Store = store.asAnyStore()
    var outputs: [SignUpScreenModule.Output] = []
    anyStore.observeOutput { outputs.append($0) }
    // covers: StoreModule :: typealias ViewStore = AnyViewStore<State, Action>
    let viewStore: SignUpScreenModule.ViewStore = store.asViewStore()
    viewStore.dispatchAction(.didTapSubmit)
    XCTAssertEqual(outputs, [.didSignUp])
    XCTAssertEqual(viewStore.state.email, "x@y.z")
  }

  func testScreenModuleCreatesScreens() async throws {
    // covers: ScreenModule :: associatedtype ConcreteStore: Lasso.ConcreteStore where ConcreteStore.State == State, ConcreteStore.Action == Action, ConcreteStore.Output == Output
    let concrete: SignUpScreenModule.ConcreteStore = SignUpStore(with: .init())
    XCTAssertEqual(concrete.state.email, "")
    // covers: ScreenModule :: typealias Screen = AnyScreen<Self>
    let screen: SignUpScreenModule.Screen = SignUpScreenModule.createScreen()
    // The default initial state, as the original documents.
    XCTAssertEqual(screen.store.state.email, "a@b.c")

    var configured: SignUpStore?
    // covers: ScreenModule :: static func createScreen(with initialState: State? = nil, configure: ((ConcreteStore) -> Void)? = nil) -> Screen
    let other = SignUpScreenModule.createScreen(
      with: SignUpScreenModule.State(email: "d@e.f"), configure: { configured = $0 })
    XCTAssertEqual(other.store.state.email, "d@e.f")
    XCTAssertEqual(configured?.state.email, "d@e.f")
  }

  func testViewModuleDefaultTypes() async throws {
    // covers: ViewModule :: associatedtype ViewAction = NoAction
    XCTAssert(EmptyViewModule.ViewAction.self == NoAction.self)
    // covers: ViewModule :: associatedtype ViewState = EmptyState
    XCTAssertEqual(EmptyViewModule.ViewState(), EmptyState())
    let store = SignUpStore(with: .init())
    // covers: ViewModule :: typealias ViewStore = AnyViewStore<ViewState, ViewAction>
    let viewStore: SignUpViewModule.ViewStore = store.asViewStore(
      stateMap: { SignUpViewModule.ViewState(canSubmit: !$0.email.isEmpty) },
      actionMap: { (action: SignUpViewModule.ViewAction) in .didTapSubmit })
    XCTAssertFalse(viewStore.state.canSubmit)
  }

  func testFlowModuleDefaults() async throws {
    let flow = WelcomeFlow()
    // covers: - :: enum NoOutputFlow: FlowModule
    // covers: NoOutputFlow :: typealias Output = NoOutput
    XCTAssert(NoOutputFlow.Output.self == NoOutput.self)
    // covers: NoOutputFlow :: typealias RequiredContext = UIViewController
    XCTAssert(NoOutputFlow.RequiredContext.self == UIViewController.self)
    XCTAssertNil(flow.context)
    let settings = SettingsFlow()
    // covers: - :: enum NoOutputNavigationFlow: FlowModule
    // covers: NoOutputNavigationFlow :: typealias Output = NoOutput
    XCTAssert(NoOutputNavigationFlow.Output.self == NoOutput.self)
    // covers: NoOutputNavigationFlow :: typealias RequiredContext = UINavigationController
    XCTAssert(NoOutputNavigationFlow.RequiredContext.self == UINavigationController.self)
    XCTAssertNil(settings.context)
    // covers: FlowModule :: associatedtype Output = NoOutput
    XCTAssert(SettingsFlowModule.Output.self != NoOutput.self)
    // covers: FlowModule :: associatedtype RequiredContext: UIViewController = UIViewController
    XCTAssert(SettingsFlowModule.RequiredContext.self == UINavigationController.self)
    XCTAssert(OnboardingFlowModule.RequiredContext.self == UINavigationController.self)
  }
}

private typealias SignUpState = SignUpScreenModule.State
