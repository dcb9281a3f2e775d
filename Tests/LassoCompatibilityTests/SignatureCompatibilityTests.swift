import HeadlessUIKit
import Lasso
import LassoTestUtilities
import XCTest

// The original Lasso's signatures, called as its users write them (issue 29): its
// `ScreenFactory` initializers and free `screenFactory(configure:)`, `createScreen(with:)` on a
// factory, the `asViewStore(for:stateMap:)` of a view module without actions, and a value-type
// `LassoView`.

struct Food: Equatable {
  var name: String
}

enum ItemSearchScreenModule<Item: Equatable>: ScreenModule {
  enum Action: Equatable {
    case didSelect(Int)
  }

  enum Output: Equatable {
    case didSelectItem(Item)
  }

  struct State: Equatable {
    var items: [Item]
    var searchText = ""
  }

  static var defaultInitialState: State { State(items: []) }

  static func createScreen(with store: ItemSearchStore<Item>) -> Screen {
    return Screen(store, UIViewController())
  }
}

final class ItemSearchStore<Item: Equatable>: LassoStore<ItemSearchScreenModule<Item>> {
  var service: [Item] = []

  override func handleAction(_ action: Action) {
    switch action {

    case .didSelect(let index):
      dispatchOutput(.didSelectItem(state.items[index]))
    }
  }
}

enum CalendarScreenModule: ScreenModule {
  struct State: Equatable {
    var day: Int
  }

  static var defaultInitialState: State { State(day: 1) }

  static func createScreen(with store: CalendarStore) -> Screen {
    return Screen(store, CalendarController(store: store.asViewStore()))
  }
}

final class CalendarStore: LassoStore<CalendarScreenModule> {}

final class CalendarController: UIViewController, LassoView {
  let store: CalendarScreenModule.ViewStore

  init(store: CalendarScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }
}

enum CountViewModule: ViewModule {
  struct ViewState: Equatable {
    var count: Int
  }
}

struct CountView: LassoView {
  let store: CountViewModule.ViewStore
}

@MainActor final class ScreenFactorySignatureTests: XCTestCase {
  func test_aGenericModulesFactoryConfiguresEachStore() async {
    let food = Food(name: "apple")
    weak var store: ItemSearchStore<Food>?
    let factory = ItemSearchScreenModule<Food>.ScreenFactory(configure: { searchStore in
      searchStore.service = [food]
      store = searchStore
    })
    let screen = factory.createScreen(with: ItemSearchScreenModule<Food>.State(items: [food]))
    var outputs: [ItemSearchScreenModule<Food>.Output] = []
    screen.observeOutput { outputs.append($0) }
    XCTAssertEqual(store?.service, [food])
    store?.dispatchAction(.didSelect(0))
    XCTAssertEqual(outputs, [.didSelectItem(food)])
  }

  /// The state a calendar screen's controller shows (a `CalendarController`).
  private func summary(of controller: UIViewController) -> CalendarScreenModule.State? {
    (controller as? CalendarController)?.store.state
  }

  func test_aFactoryWithoutConfigurationMakesDefaultScreens() async {
    let factory = CalendarScreenModule.ScreenFactory()
    let screen = factory.createScreen()
    XCTAssertEqual(summary(of: screen.controller), CalendarScreenModule.State(day: 1))
    let later = factory.createScreen(with: CalendarScreenModule.State(day: 3))
    XCTAssertEqual(summary(of: later.controller), CalendarScreenModule.State(day: 3))
  }

  func test_aFactoryOfCreateScreen() async {
    var asked: [CalendarScreenModule.State?] = []
    let factory = CalendarScreenModule.ScreenFactory(createScreen: { initialState in
      asked.append(initialState)
      return CalendarScreenModule.createScreen(with: initialState ?? .init(day: 9))
    })
    let screen = factory.createScreen()
    XCTAssertEqual(asked, [nil])
    XCTAssertEqual(summary(of: screen.controller), CalendarScreenModule.State(day: 9))
  }

  func test_aFactoryScreensStoreAsTheOriginalsScreenStore() async {
    let food = Food(name: "plum")
    let calendarScreenFactory = CalendarScreenModule.ScreenFactory()
    let searchScreenFactory = ItemSearchScreenModule<Food>.ScreenFactory()
    let calendarScreen: CalendarScreenModule.ScreenFactory.Screen =
      calendarScreenFactory.createScreen(with: CalendarScreenModule.State(day: 2))
    let searchScreen = searchScreenFactory.createScreen(with: .init(items: [food]))
    var days: [Int] = []
    var outputs: [ItemSearchScreenModule<Food>.Output] = []
    calendarScreen.store.observeState(\.day) { day in days.append(day) }
    searchScreen.observeOutput { outputs.append($0) }
    searchScreen.store.dispatchAction(.didSelect(0))
    XCTAssertEqual(days, [2])
    XCTAssertEqual(outputs, [.didSelectItem(food)])
    XCTAssertEqual(searchScreen.store.state.items, [food])
  }

  func test_aMockFactoryScreensStoreIsTheMockStore() async {
    let mockSearchScreen = MockScreen<ItemSearchScreenModule<Food>>()
    let searchScreenFactory: ItemSearchScreenModule<Food>.ScreenFactory = mockScreenFactory(
      mockScreen: mockSearchScreen)
    let searchScreen = searchScreenFactory.createScreen()
    var outputs: [ItemSearchScreenModule<Food>.Output] = []
    searchScreen.observeOutput { outputs.append($0) }
    searchScreen.store.dispatchAction(.didSelect(3))
    XCTAssertEqual(mockSearchScreen.mockStore?.dispatchedActions, [.didSelect(3)])
    mockSearchScreen.mockStore?.dispatchMockOutput(.didSelectItem(Food(name: "fig")))
    XCTAssertEqual(outputs, [.didSelectItem(Food(name: "fig"))])
  }

  func test_theFreeScreenFactoryInfersItsModule() async {
    var calendarScreenFactory = CalendarScreenModule.ScreenFactory()
    var configured = 0
    calendarScreenFactory = screenFactory(configure: { calendarStore in
      configured += 1
      calendarStore.update { $0.day = 5 }
    })
    let screen = calendarScreenFactory.createScreen()
    XCTAssertEqual(configured, 1)
    XCTAssertEqual(summary(of: screen.controller), CalendarScreenModule.State(day: 5))
  }
}

@MainActor final class ViewStoreSignatureTests: XCTestCase {
  func test_aViewModuleWithoutActionsMapsTheState() async {
    let store = ItemSearchStore<Food>(with: .init(items: [Food(name: "pear")]))
    let viewStore = store.asViewStore(
      for: CountViewModule.self,
      stateMap: { state in
        CountViewModule.ViewState(count: state.items.count)
      })
    XCTAssertEqual(viewStore.state.count, 1)
    store.update { $0.items.append(Food(name: "fig")) }
    XCTAssertEqual(viewStore.state.count, 2)
  }

  func test_aStoreWithoutActionsToo() async {
    let store = CalendarStore(with: .init(day: 4))
    let viewStore = store.asViewStore(
      for: CountViewModule.self,
      stateMap: { state in
        CountViewModule.ViewState(count: state.day)
      })
    XCTAssertEqual(viewStore.state.count, 4)
  }

  func test_aValueTypeIsALassoView() async {
    let store = ItemSearchStore<Food>(with: .init(items: []))
    let view = CountView(
      store: store.asViewStore(for: CountViewModule.self) { .init(count: $0.items.count) })
    XCTAssertEqual(view.state.count, 0)
    store.update { $0.items.append(Food(name: "kiwi")) }
    XCTAssertEqual(view.state.count, 1)
  }
}
