import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

#if canImport(SwiftUI)
  import Combine
#endif

// The original's Sources/Lasso/Store/ViewStore.swift: `AnyViewStore`, its observations, and the
// `asViewStore` family, as the original's README gives a view controller its view store.

private enum CartScreenModule: ScreenModule {
  enum Action: Equatable {
    case didTapCheckout
    case didRemove(Int)
  }

  enum Output: Equatable { case didCheckout }

  struct State: Equatable {
    var items: [String] = ["tea"]
    var isBusy = false
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: CartStore) -> Screen {
    Screen(store, UIViewController())
  }
}

private final class CartStore: LassoStore<CartScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .didTapCheckout: update { $0.isBusy = true }
    case .didRemove(let index): update { $0.items.remove(at: index) }
    }
  }
}

/// The cart's view: a count, and one tap.
private enum CartViewModule: ViewModule {
  enum ViewAction: Equatable { case didTapBuy }
  struct ViewState: Equatable { var count: Int }
}

/// A view that shows the cart's state as it is, with its own actions.
private enum CartActionsViewModule: ViewModule {
  typealias ViewState = CartScreenModule.State
  enum ViewAction: Equatable { case didSwipe(Int) }
}

/// A view with the store's actions and its own state.
private enum CartBadgeViewModule: ViewModule {
  typealias ViewAction = CartScreenModule.Action
  struct ViewState: Equatable { var badge: String }
}

/// A view without actions.
private enum CartSummaryViewModule: ViewModule {
  struct ViewState: Equatable { var summary: String }
}

/// A value that is not `Equatable`.
private struct Banner {
  var text: String
}

private enum NewsModule: StoreModule {
  enum Action { case reload }
  struct State { var banner = Banner(text: "hello") }
}

private final class NewsStore: LassoStore<NewsModule> {
  override func handleAction(_ action: Action) { update() }
}

@MainActor
final class ViewStoreSwiftCallSites: XCTestCase {
  func testAnyViewStoreStateAndActions() async throws {
    let store = CartStore()
    // covers: AbstractViewStore :: func asViewStore() -> AnyViewStore<State, Action>
    // covers: - :: class AnyViewStore<ViewState, ViewAction>: AbstractViewStore
    let viewStore: AnyViewStore<CartScreenModule.State, CartScreenModule.Action> =
      store.asViewStore()
    let typed: CartScreenModule.ViewStore = viewStore
    // covers: AnyViewStore :: var state: ViewState
    XCTAssertEqual(typed.state.items, ["tea"])
    // covers: AnyViewStore :: func dispatchAction(_ viewAction: ViewAction)
    typed.dispatchAction(.didTapCheckout)
    XCTAssertTrue(store.state.isBusy)
    XCTAssertTrue(typed.state.isBusy)
  }

  func testViewStoreObservesEquatableState() async throws {
    let store = CartStore()
    let viewStore = store.asViewStore()
    var states: [CartScreenModule.State] = []
    // covers: AnyViewStore :: func observeState(handler: (ViewState) -> Void)
    viewStore.observeState { states.append($0) }
    var changes: [CartScreenModule.State?] = []
    // covers: AnyViewStore :: func observeState(handler: (ViewState?, ViewState) -> Void)
    viewStore.observeState(handler: { old, _ in changes.append(old) })
    var busy: [Bool] = []
    // covers: AnyViewStore :: func observeState<Value>(_ keyPath: WritableKeyPath<ViewState, Value>, handler: (Value) -> Void) where Value: Equatable
    viewStore.observeState(\.isBusy) { (isBusy: Bool) in busy.append(isBusy) }
    var itemChanges: [[String]?] = []
    // covers: AnyViewStore :: func observeState<Value>(_ keyPath: WritableKeyPath<ViewState, Value>, handler: (Value?, Value) -> Void) where Value: Equatable
    viewStore.observeState(\.items) { (old: [String]?, _: [String]) in itemChanges.append(old) }
    store.update()
    store.dispatchAction(.didTapCheckout)
    store.dispatchAction(.didRemove(0))
    // Equal states and values are skipped.
    XCTAssertEqual(states.count, 3)
    XCTAssertEqual(changes.count, 3)
    XCTAssertEqual(busy, [false, true])
    XCTAssertEqual(itemChanges, [nil, ["tea"]])
  }

  func testViewStoreObservesNonEquatableValues() async throws {
    let store = NewsStore(with: .init())
    let viewStore = store.asViewStore()
    var banners: [Banner] = []
    // covers: AnyViewStore :: func observeState<Value>(_ keyPath: WritableKeyPath<ViewState, Value>, handler: (Value) -> Void)
    viewStore.observeState(\.banner) { (banner: Banner) in banners.append(banner) }
    var bannerChanges: [Banner?] = []
    // covers: AnyViewStore :: func observeState<Value>(_ keyPath: WritableKeyPath<ViewState, Value>, handler: (Value?, Value) -> Void)
    viewStore.observeState(\.banner) { (old: Banner?, _: Banner) in bannerChanges.append(old) }
    var states = 0
    viewStore.observeState { (_: NewsModule.State) in states += 1 }
    // Not `Equatable`: every update is reported.
    store.dispatchAction(.reload)
    XCTAssertEqual(banners.map(\.text), ["hello", "hello"])
    XCTAssertEqual(bannerChanges.map { $0?.text }, [nil, "hello"])
    XCTAssertEqual(states, 2)
  }

  func testMappedViewStores() async throws {
    let store = CartStore()
    // covers: AbstractViewStore :: typealias StateMap<S> = (State) -> S
    let count: CartStore.StateMap<CartViewModule.ViewState> = { .init(count: $0.items.count) }
    // covers: AbstractViewStore :: typealias ActionMap<A> = (A) -> Action
    let buy: CartStore.ActionMap<CartViewModule.ViewAction> = { _ in .didTapCheckout }

    // covers: AbstractViewStore :: func asViewStore<ViewState, ViewAction>(stateMap: StateMap<ViewState>, actionMap: ActionMap<ViewAction>) -> AnyViewStore<ViewState, ViewAction>
    let both: AnyViewStore<CartViewModule.ViewState, CartViewModule.ViewAction> =
      store.asViewStore(stateMap: count, actionMap: buy)
    XCTAssertEqual(both.state.count, 1)
    both.dispatchAction(.didTapBuy)
    XCTAssertTrue(store.state.isBusy)

    // covers: AbstractViewStore :: func asViewStore<ViewState>(stateMap: StateMap<ViewState>) -> AnyViewStore<ViewState, Action>
    let stateOnly: AnyViewStore<CartViewModule.ViewState, CartScreenModule.Action> =
      store.asViewStore(stateMap: { CartViewModule.ViewState(count: $0.items.count) })
    stateOnly.dispatchAction(.didRemove(0))
    // The mapped state follows the store's.
    XCTAssertEqual(stateOnly.state.count, 0)
    XCTAssertEqual(both.state.count, 0)

    // covers: AbstractViewStore :: func asViewStore<ViewAction>(actionMap: ActionMap<ViewAction>) -> AnyViewStore<State, ViewAction>
    let actionOnly: AnyViewStore<CartScreenModule.State, CartActionsViewModule.ViewAction> =
      store.asViewStore(actionMap: { (action: CartActionsViewModule.ViewAction) in
        switch action {
        case .didSwipe(let index): return .didRemove(index)
        }
      })
    store.update { $0.items = ["a", "b"] }
    actionOnly.dispatchAction(.didSwipe(0))
    XCTAssertEqual(actionOnly.state.items, ["b"])
  }

  func testViewModuleViewStores() async throws {
    let store = CartStore()
    // covers: AbstractViewStore :: func asViewStore<Module: ViewModule>(for viewModuleType: Module.Type, stateMap: StateMap<Module.ViewState>, actionMap: ActionMap<Module.ViewAction>) -> AnyViewStore<Module.ViewState, Module.ViewAction>
    let cart: AnyViewStore<CartViewModule.ViewState, CartViewModule.ViewAction> = store.asViewStore(
      for: CartViewModule.self,
      stateMap: { CartViewModule.ViewState(count: $0.items.count) },
      actionMap: { _ in .didTapCheckout })
    cart.dispatchAction(.didTapBuy)
    XCTAssertTrue(store.state.isBusy)
    XCTAssertEqual(cart.state.count, 1)

    // covers: AbstractViewStore :: func asViewStore<Module: ViewModule>(for viewModuleType: Module.Type, stateMap: StateMap<Module.ViewState>) -> AnyViewStore<Module.ViewState, Module.ViewAction> where Module.ViewAction == Action
    let badge: AnyViewStore<CartBadgeViewModule.ViewState, CartBadgeViewModule.ViewAction> =
      store.asViewStore(
        for: CartBadgeViewModule.self,
        stateMap: { CartBadgeViewModule.ViewState(badge: "\($0.items.count)") })
    XCTAssertEqual(badge.state.badge, "1")
    badge.dispatchAction(.didRemove(0))
    XCTAssertEqual(badge.state.badge, "0")

    // covers: AbstractViewStore :: func asViewStore<Module: ViewModule>(for viewModuleType: Module.Type, stateMap: StateMap<Module.ViewState>) -> AnyViewStore<Module.ViewState, NoAction> where Module.ViewAction == NoAction
    let summary: AnyViewStore<CartSummaryViewModule.ViewState, NoAction> = store.asViewStore(
      for: CartSummaryViewModule.self,
      stateMap: { CartSummaryViewModule.ViewState(summary: $0.items.joined()) })
    store.update { $0.items = ["x", "y"] }
    XCTAssertEqual(summary.state.summary, "xy")

    // covers: AbstractViewStore :: func asViewStore<Module: ViewModule>(for viewModuleType: Module.Type, actionMap: ActionMap<Module.ViewAction>) -> AnyViewStore<Module.ViewState, Module.ViewAction> where Module.ViewState == State
    let swipes: AnyViewStore<CartActionsViewModule.ViewState, CartActionsViewModule.ViewAction> =
      store.asViewStore(
        for: CartActionsViewModule.self,
        actionMap: { (action: CartActionsViewModule.ViewAction) in
          switch action {
          case .didSwipe(let index): return .didRemove(index)
          }
        })
    swipes.dispatchAction(.didSwipe(1))
    XCTAssertEqual(swipes.state.items, ["x"])
    // covers: - :: protocol AbstractViewStore: StateObservable, ActionDispatchable
    let abstract: any AbstractViewStore = swipes
    XCTAssertTrue(abstract === swipes)
  }

  #if canImport(SwiftUI)
    func testViewStoreIsObservableObject() async throws {
      let store = CartStore()
      let viewStore = store.asViewStore()
      // covers: AnyViewStore :: extension AnyViewStore: ObservableObject
      let observable: some ObservableObject = viewStore
      _ = observable
      // covers: AnyViewStore :: typealias StateChangePublisher = PassthroughSubject<ViewState, Never>
      // covers: AnyViewStore :: var objectWillChange: StateChangePublisher
      let publisher:
        AnyViewStore<CartScreenModule.State, CartScreenModule.Action>
          .StateChangePublisher = viewStore.objectWillChange
      var changes = 0
      let subscription = publisher.sink { _ in changes += 1 }
      store.dispatchAction(.didTapCheckout)
      XCTAssertEqual(changes, 1)
      subscription.cancel()
    }
  #endif
}
