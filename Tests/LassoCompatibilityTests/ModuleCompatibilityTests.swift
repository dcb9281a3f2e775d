import Foundation
import HeadlessUIKit
import Lasso
import XCTest

// The original Lasso's `PassthroughScreenModule` and `executeOnMainThread`, in its style.

/// A screen with no logic of its own, as the original's samples declare one.
enum WelcomeMessage: PassthroughScreenModule {
  enum Action: Equatable {
    case didTapNext
    case didTapSkip
  }

  typealias Output = Action

  struct State: Equatable {
    var title: String
  }

  static var defaultInitialState: State { State(title: "Welcome") }

  static func createScreen(with store: PassthroughStore<WelcomeMessage>) -> Screen {
    let controller = UIViewController()
    controller.title = store.state.title
    return Screen(store, controller)
  }
}

@MainActor final class PassthroughScreenModuleTests: XCTestCase {
  func test_actionsAreOutputs() async {
    // given
    var outputs: [WelcomeMessage.Output] = []
    let screen = WelcomeMessage.createScreen().observeOutput { outputs.append($0) }
    XCTAssertEqual(screen.controller.title, "Welcome")

    // when
    screen.store.dispatchAction(.didTapNext)
    screen.store.dispatchAction(.didTapSkip)

    // then
    XCTAssertEqual(outputs, [.didTapNext, .didTapSkip])
    XCTAssertEqual(screen.store.state, WelcomeMessage.State(title: "Welcome"))
  }

  func test_itsStoreIsAPassthroughStore() async {
    let concrete: PassthroughStore<WelcomeMessage>.Type = WelcomeMessage.ConcreteStore.self
    XCTAssertTrue(concrete == PassthroughStore<WelcomeMessage>.self)
    let screen = WelcomeMessage.createScreen(with: WelcomeMessage.State(title: "Hello"))
    XCTAssertEqual(screen.controller.title, "Hello")
    var configured = false
    _ = WelcomeMessage.createScreen { (store: PassthroughStore<WelcomeMessage>) in
      configured = store.state.title == "Welcome"
    }
    XCTAssertTrue(configured)
  }

  func test_theViewStoreSendsOutputs() async {
    var outputs: [WelcomeMessage.Output] = []
    let screen = WelcomeMessage.createScreen().observeOutput { outputs.append($0) }
    let viewStore: WelcomeMessage.ViewStore = screen.store.asViewStore()
    viewStore.dispatchAction(.didTapSkip)
    XCTAssertEqual(outputs, [.didTapSkip])
  }
}

@MainActor final class ExecuteOnMainThreadTests: XCTestCase {
  func test_onTheMainThreadItRunsAtOnce() async {
    XCTAssertTrue(Thread.isMainThread)
    var ran = false
    executeOnMainThread { ran = true }
    XCTAssertTrue(ran, "runs inside the call on the main thread")
  }

  func test_fromAnotherThreadItRunsOnTheMainThreadLater() async {
    let store = BindingsStoreForThreads.createScreen().store
    let onMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().async { [store] in
        executeOnMainThread {
          store.dispatchAction(.didArrive)
          continuation.resume(returning: Thread.isMainThread)
        }
      }
    }
    XCTAssertTrue(onMain)
    XCTAssertEqual(store.state.arrivals, 1)
  }

  func test_fromAnotherThreadItRunsAfterTheWorkAlreadyQueued() async {
    let order = OrderLog()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { order.entries.append("queued first") }
      }
      DispatchQueue.global().async {
        executeOnMainThread {
          order.entries.append("executed")
          continuation.resume()
        }
      }
    }
    XCTAssertEqual(order.entries, ["queued first", "executed"])
  }
}

/// What ran, in order, on the main actor.
@MainActor private final class OrderLog {
  var entries: [String] = []
}

/// A store that counts actions sent from other threads.
private enum BindingsStoreForThreads: ScreenModule {
  enum Action: Sendable { case didArrive }
  struct State: Equatable { var arrivals = 0 }
  static var defaultInitialState: State { State() }
  static func createScreen(with store: ArrivalStore) -> Screen { Screen(store, UIViewController()) }
}

private final class ArrivalStore: LassoStore<BindingsStoreForThreads> {
  override func handleAction(_ action: Action) {
    update { $0.arrivals += 1 }
  }
}
