import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Store/MockStore.swift: `MockLassoStore`, declared in Lasso itself
// (a test or preview that imports only Lasso uses it), as the original's view-controller tests
// use it.

private enum ProfileModule: ScreenModule {
  enum Action: Equatable {
    case didTapSave
    case didEditBio(String)
  }

  enum Output: Equatable { case didSave }

  struct State: Equatable {
    var bio = ""
    var saves = 0
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: ProfileStore) -> Screen {
    Screen(store, UIViewController())
  }
}

private final class ProfileStore: LassoStore<ProfileModule> {}

private struct Photo {
  var name: String
}

private enum AlbumModule: StoreModule {
  enum Action { case didTapPhoto }
  struct State { var cover = Photo(name: "sea") }
}

/// A view that renders a view store and sends its taps: what a mock store stands behind.
@MainActor private final class ProfileView {
  let store: ProfileModule.ViewStore
  var renderedBio = ""

  init(store: ProfileModule.ViewStore) {
    self.store = store
    store.observeState(\.bio) { [weak self] bio in self?.renderedBio = bio }
  }

  func tapSave() { store.dispatchAction(.didTapSave) }
}

@MainActor
final class MockStoreSwiftCallSites: XCTestCase {
  func testMockStoreRecordsActions() async throws {
    // covers: - :: class MockLassoStore<Module: StoreModule>: ConcreteStore
    // covers: MockLassoStore :: init(with initialState: State)
    let store = MockLassoStore<ProfileModule>(with: ProfileModule.State(bio: "hi"))
    let view = ProfileView(store: store.asViewStore())
    view.tapSave()
    // covers: MockLassoStore :: func dispatchAction(_ action: Action)
    store.dispatchAction(.didEditBio("typed"))
    // covers: MockLassoStore :: var dispatchedActions
    XCTAssertEqual(store.dispatchedActions, [.didTapSave, .didEditBio("typed")])
    // Actions are recorded, not handled: the state is unchanged.
    // covers: MockLassoStore :: var state: State
    XCTAssertEqual(store.state, ProfileModule.State(bio: "hi"))
    store.dispatchedActions = []
    XCTAssertEqual(store.dispatchedActions, [])
    // covers: MockLassoStore :: typealias Action = Module.Action
    let action: MockLassoStore<ProfileModule>.Action = .didTapSave
    store.dispatchAction(action)
    XCTAssertEqual(store.dispatchedActions, [.didTapSave])
  }

  func testMockUpdateAndOutputs() async throws {
    let store = MockLassoStore<ProfileModule>(with: .init())
    let view = ProfileView(store: store.asViewStore())
    // covers: MockLassoStore :: typealias State = Module.State
    let next: MockLassoStore<ProfileModule>.State = ProfileModule.State(bio: "new")
    // covers: MockLassoStore :: func mockUpdate(_ update: Update<State> = { _ in return })
    store.mockUpdate { $0 = next }
    XCTAssertEqual(view.renderedBio, "new")
    // covers: MockLassoStore :: typealias Update<T> = (inout T) -> Void
    let bump: MockLassoStore<ProfileModule>.Update<ProfileModule.State> = { $0.saves += 1 }
    store.mockUpdate(bump)
    XCTAssertEqual(store.state.saves, 1)
    store.mockUpdate()
    XCTAssertEqual(store.state.saves, 1)

    var outputs: [ProfileModule.Output] = []
    // covers: MockLassoStore :: func observeOutput(_ observer: (Output) -> Void)
    store.observeOutput { outputs.append($0) }
    // covers: MockLassoStore :: typealias Output = Module.Output
    let output: MockLassoStore<ProfileModule>.Output = .didSave
    // covers: MockLassoStore :: func dispatchMockOutput(_ output: Output)
    store.dispatchMockOutput(output)
    XCTAssertEqual(outputs, [.didSave])
  }

  func testMockStoreObservesEquatableKeyPathsAndEveryState() async throws {
    let store = MockLassoStore<ProfileModule>(with: .init())
    var states: [ProfileModule.State] = []
    // covers: MockLassoStore :: func observeState(handler: (State) -> Void)
    store.observeState { states.append($0) }
    var changes: [(ProfileModule.State?, ProfileModule.State)] = []
    // covers: MockLassoStore :: func observeState(handler: (State?, State) -> Void)
    store.observeState(handler: { old, new in changes.append((old, new)) })
    var bios: [String] = []
    // covers: MockLassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value) -> Void) where Value: Equatable
    store.observeState(\.bio) { (bio: String) in bios.append(bio) }
    var bioChanges: [String?] = []
    // covers: MockLassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value?, Value) -> Void) where Value: Equatable
    store.observeState(\.bio) { (old: String?, _: String) in bioChanges.append(old) }
    // Equal values at `Equatable` key paths are skipped (a change of another part leaves `bio`
    // unreported); the whole state is reported after every update, equal or not, as the
    // original's mock reported it.
    store.mockUpdate()
    store.mockUpdate { $0.saves = 2 }
    store.mockUpdate { $0.bio = "b" }
    XCTAssertEqual(states.map(\.saves), [0, 0, 2, 2])
    XCTAssertEqual(changes.count, 4)
    XCTAssertEqual(changes[1].0, changes[1].1)
    XCTAssertEqual(bios, ["", "b"])
    XCTAssertEqual(bioChanges, [nil, ""])
  }

  func testMockStoreObservesNonEquatableValues() async throws {
    let store = MockLassoStore<AlbumModule>(with: .init())
    var covers: [Photo] = []
    // covers: MockLassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value) -> Void)
    store.observeState(\.cover) { (cover: Photo) in covers.append(cover) }
    var coverChanges: [Photo?] = []
    // covers: MockLassoStore :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value?, Value) -> Void)
    store.observeState(\.cover) { (old: Photo?, _: Photo) in coverChanges.append(old) }
    var states = 0
    store.observeState { (_: AlbumModule.State) in states += 1 }
    // Not `Equatable`: every update is reported.
    store.mockUpdate()
    XCTAssertEqual(covers.map(\.name), ["sea", "sea"])
    XCTAssertEqual(coverChanges.map { $0?.name }, [nil, "sea"])
    XCTAssertEqual(states, 2)
    store.dispatchAction(.didTapPhoto)
    XCTAssertEqual(store.dispatchedActions.count, 1)
  }
}
