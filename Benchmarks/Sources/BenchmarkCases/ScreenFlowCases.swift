import Lasso

enum CounterScreenModule: ScreenModule {
  enum Action: Sendable { case increment }
  enum Output: Sendable { case next }
  struct State: Equatable { var count = 0 }
  static var defaultInitialState: State { State() }

  static func createScreen(with store: CounterScreenStore) -> Screen {
    Screen(store, CounterViewController(store.asViewStore()))
  }
}

final class CounterScreenStore: LassoStore<CounterScreenModule> {
  override func handleAction(_ action: Action) {
    update { $0.count += 1 }
  }
}

final class CounterViewController: UIViewController {
  let store: CounterScreenModule.ViewStore

  init(_ store: CounterScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// The baseline's store: a class holding the same state.
final class PlainModel {
  var state = CounterScreenModule.State()
}

/// The baseline's controller: holds its model, as the screen's controller holds its view store.
final class PlainViewController: UIViewController {
  let model: PlainModel

  init(_ model: PlainModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A flow pushing ten screens: its initial one, then nine more with `nextPushedInFlow`.
final class TenScreensFlow: Flow<NoOutputNavigationFlow> {
  override func createInitialController() -> UIViewController {
    CounterScreenModule.createScreen().controller
  }

  func pushNine() {
    for _ in 0..<9 { CounterScreenModule.createScreen().place(with: nextPushedInFlow) }
  }
}

/// The screen and flow cases: creating a screen, placing it, a flow of ten screens.
let screenAndFlowCases: [BenchmarkCase] = [
  BenchmarkCase(
    "create and release a screen", gateKey: "screen",
    lasso: {
      let made = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            keep(CounterScreenModule.createScreen().controller)
            made.value &+= 1
          }
        }, check: { made.value })
    },
    baseline: {
      let made = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            keep(PlainViewController(PlainModel()))
            made.value &+= 1
          }
        }, check: { made.value })
    }),

  BenchmarkCase(
    "create a screen, push it and pop it", gateKey: "screen-placed",
    lasso: {
      let navigationController = UINavigationController(rootViewController: UIViewController())
      let pushedCount = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            CounterScreenModule.createScreen().place(
              with: pushed(in: navigationController, animated: false))
            pushedCount.value &+= navigationController.viewControllers.count - 1
            navigationController.popViewController(animated: false)
          }
        }, check: { pushedCount.value })
    },
    baseline: {
      let navigationController = UINavigationController(rootViewController: UIViewController())
      let pushedCount = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            navigationController.pushViewController(
              PlainViewController(PlainModel()), animated: false)
            pushedCount.value &+= navigationController.viewControllers.count - 1
            navigationController.popViewController(animated: false)
          }
        }, check: { pushedCount.value })
    }),

  BenchmarkCase(
    "start a flow of 10 pushed screens and unwind it", gateKey: "flow-10",
    operationsPerSample: 1,
    lasso: {
      let navigationController = UINavigationController(rootViewController: UIViewController())
      let pushedCount = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            let flow = TenScreensFlow()
            flow.start(with: pushed(in: navigationController, animated: false))
            flow.pushNine()
            pushedCount.value &+= navigationController.viewControllers.count - 1
            flow.unwind(animated: false)
            navigationController.popToRootViewController(animated: false)
          }
        }, check: { pushedCount.value })
    },
    baseline: {
      let navigationController = UINavigationController(rootViewController: UIViewController())
      let pushedCount = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            for _ in 0..<10 {
              navigationController.pushViewController(
                PlainViewController(PlainModel()), animated: false)
            }
            pushedCount.value &+= navigationController.viewControllers.count - 1
            navigationController.popToRootViewController(animated: false)
          }
        }, check: { pushedCount.value })
    }),
]
