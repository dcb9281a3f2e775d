import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Store/PassthroughStore.swift: a screen whose actions are its
// outputs, as a static screen (a welcome page with buttons) is written with it.

// covers: - :: protocol PassthroughScreenModule: ScreenModule where Action == Output
private enum WelcomeScreenModule: PassthroughScreenModule {
  enum Action: Equatable {
    case didTapSignUp
    case didTapSignIn
  }

  typealias Output = Action

  static var defaultInitialState: EmptyState { EmptyState() }

  // covers: PassthroughScreenModule :: static func createScreen(with store: PassthroughStore<Self>) -> Screen
  static func createScreen(with store: PassthroughStore<WelcomeScreenModule>) -> Screen {
    Screen(store, UIViewController())
  }
}

@MainActor
final class PassthroughStoreSwiftCallSites: XCTestCase {
  func testActionsPassThroughAsOutputs() async throws {
    let screen = WelcomeScreenModule.createScreen()
    var outputs: [WelcomeScreenModule.Output] = []
    screen.store.observeOutput { outputs.append($0) }
    screen.store.dispatchAction(.didTapSignIn)
    XCTAssertEqual(outputs, [.didTapSignIn])

    // covers: - :: class PassthroughStore<Module: PassthroughScreenModule>: LassoStore<Module>
    let store = PassthroughStore<WelcomeScreenModule>(with: EmptyState())
    store.observeOutput { outputs.append($0) }
    // covers: PassthroughStore :: func handleAction(_ action: Action)
    store.handleAction(.didTapSignUp)
    XCTAssertEqual(outputs, [.didTapSignIn, .didTapSignUp])
  }
}
