import Lasso
import LassoTestUtilities
import VSM
import XCTest

@testable import LassoExampleApp

// Store and VSM tests of the example app, with the test utilities' exhaustive test store and
// VSM's state container: no UIKit window involved, the same on Linux and on an iPhone simulator.

@MainActor
final class StoreTests: XCTestCase {
  func test_loggingInWithTheRightPasswordIsTheOutput() async throws {
    let services = ExampleServices(options: ExampleOptions(fast: true))
    let store = LassoTestStore<LoginScreenStore>(initialState: .init()) { $0.services = services }
    store.send(.didUpdateUsername("ada")) { $0.username = "ada" }
    store.send(.didUpdatePassword("lasso")) { $0.password = "lasso" }
    store.send(.didTapLogin) { $0.isLoggingIn = true }
    await store.receive(.userDidLogin(username: "ada")) { $0.isLoggingIn = false }
    await store.finish()
  }

  func test_aWrongPasswordShowsAnError() async throws {
    let services = ExampleServices(options: ExampleOptions(fast: true))
    let store = LassoTestStore<LoginScreenStore>(initialState: .init()) { $0.services = services }
    store.send(.didUpdatePassword("nope")) { $0.password = "nope" }
    store.send(.didTapLogin) { $0.isLoggingIn = true }
    await store.receiveUpdate {
      $0.isLoggingIn = false
      $0.error = "Invalid login"
    }
    await store.finish()
  }

  func test_theConceptQueryFiltersTheSections() async throws {
    let store = LassoTestStore<ConceptListScreenStore>(initialState: .init())
    store.send(.didChangeQuery("TEST")) { $0.query = "TEST" }
    XCTAssertEqual(store.state.sections.map(\.topic), [.testing])
    XCTAssertEqual(store.state.sections[0].concepts.map(\.name), ["Store test", "Flow test"])
    await store.finish()
  }

  func test_selectingAConceptIsAnOutputNamingIt() async throws {
    let store = LassoTestStore<ConceptListScreenStore>(initialState: .init())
    store.send(.didSelectConcept(id: "Flow"))
    let flow = try XCTUnwrap(Concept.catalog.first { $0.name == "Flow" })
    await store.receive(.didSelectConcept(flow))
    await store.finish()
  }

  func test_aScreensStoreAndViewStoreShareTheState() async throws {
    let screen = SettingsScreenModule.createScreen()
    let viewStore = screen.store.asViewStore()
    var notifications: [Bool] = []
    viewStore.observeState(\.notificationsOn) { notifications.append($0) }
    viewStore.dispatchAction(.didToggleNotifications(false))
    XCTAssertFalse(screen.store.state.notificationsOn)
    XCTAssertEqual(notifications, [true, false])
  }
}

@MainActor
final class VSMTests: XCTestCase {
  func test_aStateContainerTakesTheStatesItObserves() async throws {
    let container = StateContainer<Int>(state: 0)
    var seen: [Int] = []
    let subscription = container.didSetPublisher.sink { seen.append($0) }
    container.observe(1)
    container.observe([2, 3].publisher)
    XCTAssertEqual(container.state, 3)
    XCTAssertEqual(seen, [0, 1, 2, 3])
    subscription.cancel()
  }

  func test_theProfileLoaderGoesThroughLoadingToLoaded() async throws {
    let services = ExampleServices(options: ExampleOptions(fast: true))
    let loader = LoadUserProfileViewState.LoaderModel(userId: 42, services: services)
    let container = StateContainer<LoadUserProfileViewState>(state: .initialized(loader))
    var names: [String] = []
    let subscription = container.didSetPublisher.sink { names.append(Self.name(of: $0)) }
    container.observe(loader.load())
    XCTAssertEqual(names, ["initialized", "loading"])
    let deadline = Date(timeIntervalSinceNow: 10)
    while names.last != "loaded", Date() < deadline {
      await LassoTestUtilities.waitForEvents(rounds: 1)
    }
    XCTAssertEqual(names, ["initialized", "loading", "loaded"])
    subscription.cancel()
  }

  func test_aFailedLoadRetries() async throws {
    let services = ExampleServices(options: ExampleOptions(fast: true, failingLoads: 1))
    let loader = LoadUserProfileViewState.LoaderModel(userId: 42, services: services)
    let container = StateContainer<LoadUserProfileViewState>(state: .initialized(loader))
    container.observe(loader.load())
    let deadline = Date(timeIntervalSinceNow: 10)
    while Self.name(of: container.state) == "loading", Date() < deadline {
      await LassoTestUtilities.waitForEvents(rounds: 1)
    }
    guard case .loadingError(let error) = container.state else {
      return XCTFail("expected a loading error, got \(Self.name(of: container.state))")
    }
    container.observe(error.retry())
    while Self.name(of: container.state) == "loading", Date() < deadline {
      await LassoTestUtilities.waitForEvents(rounds: 1)
    }
    XCTAssertEqual(Self.name(of: container.state), "loaded")
  }

  private static func name(of state: LoadUserProfileViewState) -> String {
    switch state {
    case .initialized: "initialized"
    case .loading: "loading"
    case .loadingError: "loadingError"
    case .loaded: "loaded"
    }
  }
}
