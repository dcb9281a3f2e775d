import Foundation
import Lasso
import VSM

// MARK: - A probe screen: a store, a view store, a controller and a rendered view state

/// A screen whose every part can be watched: its controller logs appearance callbacks, observes
/// its view store, binds a control, and renders a VSM `@RenderedViewState`.
enum ProbeModule: ScreenModule {
  enum Action: Equatable, Sendable {
    case tap(Int)
    case requestPush
  }
  enum Output: Equatable {
    case tapped(Int)
    case wantsPush
  }
  struct State: Equatable {
    var taps: [Int] = []
    var title = "probe"
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: ProbeStore) -> Screen {
    Screen(store, ProbeController(store.asViewStore()))
  }
}

final class ProbeStore: LassoStore<ProbeModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .tap(let value):
      update { $0.taps.append(value) }
      dispatchOutput(.tapped(value))
    case .requestPush:
      dispatchOutput(.wantsPush)
    }
  }
}

/// A VSM view state rendered by the probe controller.
enum ProbeViewState: Equatable {
  case idle
  case count(Int)
}

/// Appearance callbacks as UIKit names them.
enum AppearanceEvent: Equatable {
  case willAppear, didAppear, willDisappear, didDisappear
}

final class ProbeController: UIViewController {
  let store: ProbeModule.ViewStore
  /// A name given by the test (the title is the store's).
  var probeLabel = ""
  let button = UIButton(type: .system)
  let field = UITextField()
  private(set) var appearance: [AppearanceEvent] = []
  private(set) var renderedTaps: [[Int]] = []
  private(set) var renderedViewStates: [ProbeViewState] = []
  @RenderedViewState var viewState: ProbeViewState

  init(_ store: ProbeModule.ViewStore) {
    self.store = store
    _viewState = .init(wrappedValue: .idle, render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    view.addSubview(field)
    store.observeState(\.taps) { [weak self] taps in self?.renderedTaps.append(taps) }
    store.observeState(\.title) { [weak self] title in self?.title = title }
    button.bind(to: store, action: .tap(-1))
    field.bindTextDidChange(to: store) { .tap($0.count) }
    $viewState.startRendering(on: self)
  }

  func render() {
    renderedViewStates.append(viewState)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.append(.willAppear)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearance.append(.didAppear)
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearance.append(.willDisappear)
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearance.append(.didDisappear)
  }

  /// Whether the callbacks so far alternate will/did appear/disappear, starting with an
  /// appearance, and whether the controller is (net) appeared.
  var appearanceSummary: (balanced: Bool, isAppeared: Bool) {
    let cycle: [AppearanceEvent] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
    // Indices, not `enumerated()`: the model test reads this after each of thousands of steps.
    for index in appearance.indices where appearance[index] != cycle[index % 4] {
      return (false, false)
    }
    // A complete step never stops between will and did.
    let balanced = appearance.count % 2 == 0
    return (balanced, appearance.count % 4 == 2)
  }
}

/// Weak references to every part of a screen (and, for flows, the flow), to check that all of
/// them are released once the screen leaves the hierarchy.
@MainActor
final class Leaks {
  private struct Entry {
    let label: String
    weak var object: AnyObject?
  }
  private var entries: [Entry] = []

  func watch(_ label: String, _ object: AnyObject?) {
    entries.append(Entry(label: label, object: object))
  }

  func watch(_ label: String, screen: ProbeModule.Screen) {
    watch("\(label).store", screen.store)
    watch("\(label).controller", screen.controller)
    if let probe = screen.controller as? ProbeController {
      watch("\(label).viewStore", probe.store)
      watch("\(label).button", probe.button)
      watch("\(label).viewStateContainer", probe.$viewState._stateContainer)
    }
  }

  /// The labels of the watched objects still alive.
  var alive: [String] { entries.filter { $0.object != nil }.map(\.label) }
}

/// Makes a probe screen and watches it in `leaks`.
@MainActor
func makeProbe(_ label: String, in leaks: Leaks) -> ProbeModule.Screen {
  let screen = ProbeModule.createScreen()
  (screen.controller as? ProbeController)?.probeLabel = label
  leaks.watch(label, screen: screen)
  return screen
}

// MARK: - Flows

/// A navigation flow whose initial controller and steps are probe screens.
final class ProbeNavigationFlow: Flow<NoOutputNavigationFlow> {
  let leaks: Leaks
  let label: String
  private var steps = 0

  init(_ label: String, leaks: Leaks) {
    self.leaks = leaks
    self.label = label
    super.init()
    leaks.watch("\(label).flow", self)
  }

  override func createInitialController() -> UIViewController {
    let screen = makeProbe("\(label).0", in: leaks)
    // An output handler that pushes the next step, capturing the flow weakly.
    screen.observeOutput { [weak self] output in
      if output == .wantsPush { self?.pushStep() }
    }
    return screen.controller
  }

  @discardableResult
  func pushStep() -> ProbeModule.Screen {
    steps += 1
    let screen = makeProbe("\(label).\(steps)", in: leaks)
    screen.observeOutput { [weak self] output in
      if output == .wantsPush { self?.pushStep() }
    }
    screen.place(with: nextPushedInFlow)
    return screen
  }
}

/// A flow that can start anywhere (`UIViewController` context) and presents its next steps.
enum PlainFlowModule: FlowModule {
  enum Output: Equatable { case done }
}

final class ProbePlainFlow: Flow<PlainFlowModule> {
  let leaks: Leaks
  let label: String

  init(_ label: String, leaks: Leaks) {
    self.leaks = leaks
    self.label = label
    super.init()
    leaks.watch("\(label).flow", self)
  }

  override func createInitialController() -> UIViewController {
    makeProbe("\(label).0", in: leaks).controller
  }
}
