import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Store/Store.swift: `LassoStore`, its state observations,
// updates and outputs, `AnyStore`, and the store protocols, as the original's README writes a
// screen's store.

private enum SignInScreenModule: ScreenModule {
  enum Action: Equatable {
    case didEditName(String)
    case didTapSignIn
  }

  enum Output: Equatable { case didSignIn(String) }

  struct State: Equatable {
    var name = ""
    var attempts = 0
  }

  static var defaultInitialState: State { State(name: "guest") }

  static func createScreen(with store: SignInStore) -> Screen {
    Screen(store, UIViewController())
  }
}

// covers: - :: class LassoStore<Module: StoreModule>: ConcreteStore
private final class SignInStore: LassoStore<SignInScreenModule> {
  // covers: LassoStore :: func handleAction(_ action: Action)
  override func handleAction(_ action: Action) {
    switch action {
    case .didEditName(let name):
      // covers: LassoStore :: func update(_ update: Update<State> = { _ in return })
      update { state in state.name = name }
    case .didTapSignIn:
      update { $0.attempts += 1 }
      // covers: LassoStore :: func dispatchOutput(_ output: Output)
      dispatchOutput(.didSignIn(state.name))
    }
  }
}

/// A state that is not `Equatable`, with a value that is not either: its observers see every
/// update.
private struct Location {
  var latitude: Double
}

private enum MapModule: StoreModule {
  enum Action { case refresh }
  struct State {
    var center = Location(latitude: 1)
    var zoom = 3
  }
}

private final class MapStore: LassoStore<MapModule> {
  override func handleAction(_ action: Action) {
    update()
  }
}

private enum BlankModule: StoreModule {}

private final class Log<Entry> {
  var entries: [Entry] = []
}

// covers: - :: protocol ConcreteStore: AbstractStore
@MainActor private func makeStore<Store: ConcreteStore>(
  _ type: Store.Type, with state: Store.State
) -> Store {
  // covers: ConcreteStore :: init(with initialState: State)
  return Store(with: state)
}

// covers: - :: protocol AbstractStore: AbstractViewStore, OutputObservable
@MainActor private func signIn<Store: AbstractStore>(
  _ store: Store, as name: String, outputs: Log<SignInScreenModule.Output>
) where Store.Action == SignInScreenModule.Action, Store.Output == SignInScreenModule.Output {
  store.observeOutput { outputs.entries.append($0) }
  store.dispatchAction(.didEditName(name))
  store.dispatchAction(.didTapSignIn)
}

@MainActor
final class StoreSwiftCallSites: XCTestCase {
  func testStoreTypesAndInitializers() async throws {
    // covers: LassoStore :: typealias State = Module.State
    let initial: SignInStore.State = SignInScreenModule.State(name: "ada")
    // covers: LassoStore :: init(with initialState: State)
    let store = SignInStore(with: initial)
    // covers: LassoStore :: var state: State
    XCTAssertEqual(store.state.name, "ada")
    // covers: LassoStore :: typealias Action = Module.Action
    let action: SignInStore.Action = .didEditName("grace")
    store.dispatchAction(action)
    XCTAssertEqual(store.state.name, "grace")
    // covers: LassoStore :: typealias Output = Module.Output
    let output: SignInStore.Output = .didSignIn("grace")
    XCTAssertEqual(output, SignInScreenModule.Output.didSignIn("grace"))

    // covers: LassoStore :: init()
    let screenStore = SignInStore()
    // A screen module's store starts from its default initial state.
    XCTAssertEqual(screenStore.state.name, "guest")
    let blank = LassoStore<BlankModule>()
    XCTAssertEqual(blank.state, EmptyState())

    let made = makeStore(SignInStore.self, with: .init(name: "made"))
    XCTAssertEqual(made.state.name, "made")
  }

  func testDispatchActionAndOutputs() async throws {
    let store = SignInStore()
    var outputs: [SignInScreenModule.Output] = []
    // covers: LassoStore :: func observeOutput(_ observer: (Output) -> Void)
    store.observeOutput { outputs.append($0) }
    // covers: LassoStore :: func dispatchAction(_ action: Action)
    store.dispatchAction(.didEditName("linus"))
    store.dispatchAction(.didTapSignIn)
    XCTAssertEqual(outputs, [.didSignIn("linus")])
    XCTAssertEqual(store.state.attempts, 1)

    let viaProtocol = Log<SignInScreenModule.Output>()
    signIn(store, as: "ken", outputs: viaProtocol)
    XCTAssertEqual(viaProtocol.entries, [.didSignIn("ken")])
  }

  func testObserveWholeEquatableStateSkipsEqualStates() async throws {
    let store = SignInStore()
    var states: [SignInScreenModule.State] = []
    // covers: LassoStore :: func observeState(handler: (State) -> Void)
    store.observeState { state in states.append(state) }
    var changes: [(SignInScreenModule.State?, SignInScreenModule.State)] = []
    // covers: LassoStore :: func observeState(handler: (State?, State) -> Void)
    store.observeState(handler: { old, new in changes.append((old, new)) })
    // An update that leaves the `Equatable` state equal calls no handler.
    store.update()
    store.dispatchAction(.didEditName("guest"))
    store.dispatchAction(.didEditName("alan"))
    XCTAssertEqual(states.map(\.name), ["guest", "alan"])
    XCTAssertEqual(changes.count, 2)
    XCTAssertNil(changes[0].0)
    XCTAssertEqual(changes[1].0?.name, "guest")
    XCTAssertEqual(changes[1].1.name, "alan")

    var labeled: [SignInScreenModule.State] = []
    store.observeState(handler: { (state: SignInScreenModule.State) in labeled.append(state) })
    XCTAssertEqual(labeled.map(\.name), ["alan"])
  }

  func testObserveWholeNonEquatableStateSeesEveryUpdate() async throws {
    let store = MapStore(with: .init())
    var states: [MapModule.State] = []
    store.observeState { state in states.append(state) }
    var changes: [(MapModule.State?, MapModule.State)] = []
    store.observeState(handler: { old, new in changes.append((old, new)) })
    store.dispatchAction(.refresh)
    store.dispatchAction(.refresh)
    // Every update is seen: the original compares only `Equatable` states.
    XCTAssertEqual(states.count, 3)
    XCTAssertEqual(changes.count, 3)
    XCTAssertNil(changes[0].0)
    XCTAssertEqual(changes[2].0?.zoom, 3)
  }

  func testObserveKeyPaths() async throws {
    let store = SignInStore()
    var names: [String] = []
    // covers: LassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value) -> Void) where Value: Equatable
    store.observeState(\.name) { (name: String) in names.append(name) }
    var nameChanges: [(String?, String)] = []
    // covers: LassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value?, Value) -> Void) where Value: Equatable
    store.observeState(\.name) { (old: String?, new: String) in nameChanges.append((old, new)) }
    // Another part changes: the `Equatable` name is not reported again.
    store.dispatchAction(.didTapSignIn)
    store.dispatchAction(.didEditName("edsger"))
    XCTAssertEqual(names, ["guest", "edsger"])
    XCTAssertEqual(nameChanges.map(\.0), [nil, "guest"])
    XCTAssertEqual(nameChanges.map(\.1), ["guest", "edsger"])

    let map = MapStore(with: .init())
    var centers: [Location] = []
    // covers: LassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value) -> Void)
    map.observeState(\.center) { (center: Location) in centers.append(center) }
    var centerChanges: [(Location?, Location)] = []
    // covers: LassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value?, Value) -> Void)
    map.observeState(\.center) { (old: Location?, new: Location) in
      centerChanges.append((old, new))
    }
    // A value that is not `Equatable` is reported on every update, changed or not.
    map.dispatchAction(.refresh)
    XCTAssertEqual(centers.map(\.latitude), [1, 1])
    XCTAssertEqual(centerChanges.count, 2)
    XCTAssertEqual(centerChanges[1].0?.latitude, 1)
  }

  func testUpdatesAndBatches() async throws {
    let store = SignInStore()
    var states: [SignInScreenModule.State] = []
    store.observeState { states.append($0) }
    // covers: LassoStore :: typealias Update<T> = (inout T) -> Void
    let rename: SignInStore.Update<SignInScreenModule.State> = { $0.name = "barbara" }
    // covers: LassoStore :: func batchUpdate(_ update: Update<State>)
    store.batchUpdate(rename)
    store.batchUpdate { $0.attempts = 7 }
    // Batched updates wait for the next `update`, then apply together: one new state.
    XCTAssertEqual(store.state.name, "guest")
    store.update()
    XCTAssertEqual(states.count, 2)
    XCTAssertEqual(states.last, SignInScreenModule.State(name: "barbara", attempts: 7))
  }

  func testAnyStore() async throws {
    let store = SignInStore()
    // covers: AbstractStore :: func asAnyStore() -> AnyStore<State, Action, Output>
    // covers: - :: class AnyStore<State, Action, Output>: AnyViewStore<State, Action>, AbstractStore
    let erased:
      AnyStore<SignInScreenModule.State, SignInScreenModule.Action, SignInScreenModule.Output> =
        store.asAnyStore()
    let typed: SignInScreenModule.Store = erased
    var outputs: [SignInScreenModule.Output] = []
    // covers: AnyStore :: func observeOutput(_ observer: (Output) -> Void)
    typed.observeOutput { outputs.append($0) }
    typed.dispatchAction(.didTapSignIn)
    XCTAssertEqual(outputs, [.didSignIn("guest")])
    // The erased store reads and observes the store's state.
    store.dispatchAction(.didEditName("hedy"))
    XCTAssertEqual(typed.state.name, "hedy")
  }
}
