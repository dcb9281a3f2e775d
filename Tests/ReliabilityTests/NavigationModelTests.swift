import Foundation
import Lasso
import TestSupport
import Testing
import VSM

// A model-based, property-based test of navigation: random sequences of operations run against
// the headless UIKit (through Lasso's placers and flows) and against a plain model of the
// hierarchy; after every step the hierarchy must match the model, every probe's appearance
// callbacks must be balanced and match its visibility, and everything that left the hierarchy
// must be released. A failing sequence is shrunk and printed with its seed.

// MARK: - Operations

enum NavOp: Equatable, CustomStringConvertible {
  /// Pushes a new screen on the visible navigation controller (none: no-op).
  case push
  case pop
  case popToRoot
  /// Presents a new screen on the topmost controller, full screen or as a sheet, embedded in a
  /// navigation controller or not.
  case present(fullScreen: Bool, embedded: Bool)
  /// Presents a tab bar of `tabs` navigation controllers on the topmost controller.
  case presentTabs(tabs: Int, fullScreen: Bool)
  case dismissTop
  case dismissAll
  /// Selects a tab of the topmost tab bar (a presented one, else the window's).
  case selectTab(Int)
  /// Starts a navigation flow: pushed in the visible navigation controller, or presented in a
  /// navigation embedding.
  case startFlow(presented: Bool)
  /// The topmost screen dispatches an action whose output its flow handles by pushing a step.
  case flowStep
  /// Replaces the window's root with a new tab bar of `tabs` navigation controllers.
  case replaceRoot(tabs: Int)
  /// The topmost screen's rendered view state observes an endless async sequence.
  case observeEndlessSequence

  var description: String {
    switch self {
    case .push: ".push"
    case .pop: ".pop"
    case .popToRoot: ".popToRoot"
    case .present(let fullScreen, let embedded):
      ".present(fullScreen: \(fullScreen), embedded: \(embedded))"
    case .presentTabs(let tabs, let fullScreen):
      ".presentTabs(tabs: \(tabs), fullScreen: \(fullScreen))"
    case .dismissTop: ".dismissTop"
    case .dismissAll: ".dismissAll"
    case .selectTab(let index): ".selectTab(\(index))"
    case .startFlow(let presented): ".startFlow(presented: \(presented))"
    case .flowStep: ".flowStep"
    case .replaceRoot(let tabs): ".replaceRoot(tabs: \(tabs))"
    case .observeEndlessSequence: ".observeEndlessSequence"
    }
  }

  static func random(using generator: inout SeededGenerator) -> NavOp {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<22: .push
    case 22..<32: .pop
    case 32..<36: .popToRoot
    case 36..<48:
      .present(fullScreen: Bool.random(using: &generator), embedded: Bool.random(using: &generator))
    case 48..<52:
      .presentTabs(
        tabs: Int.random(in: 1...3, using: &generator), fullScreen: Bool.random(using: &generator))
    case 52..<62: .dismissTop
    case 62..<65: .dismissAll
    case 65..<75: .selectTab(Int.random(in: 0..<4, using: &generator))
    case 75..<83: .startFlow(presented: Bool.random(using: &generator))
    case 83..<92: .flowStep
    case 92..<96: .observeEndlessSequence
    default: .replaceRoot(tabs: Int.random(in: 1...3, using: &generator))
    }
  }
}

// MARK: - The model

struct NavModel: Equatable {
  enum Layer: Equatable {
    case plain(Int)
    case navigation([Int])
    /// A tab bar of navigation stacks.
    case tabs([[Int]], selected: Int)
  }
  struct Modal: Equatable {
    var layer: Layer
    var hidesPresenter: Bool
  }
  var tabs: [[Int]]
  var selected: Int
  var modals: [Modal]
}

extension NavModel.Layer {
  var ids: [Int] {
    switch self {
    case .plain(let id): [id]
    case .navigation(let ids): ids
    case .tabs(let stacks, _): Array(stacks.joined())
    }
  }
  /// The screen the layer shows.
  var top: Int? {
    if case .tabs(let stacks, let selected) = self { return stacks[selected].last }
    return ids.last
  }
}

// MARK: - The system under test

/// A navigation flow of probe screens, registered with the harness.
final class ModelFlow: Flow<NoOutputNavigationFlow> {
  unowned let harness: NavigationHarness

  init(harness: NavigationHarness) {
    self.harness = harness
    super.init()
  }

  override func createInitialController() -> UIViewController {
    harness.makeScreen(flow: self).controller
  }

  func pushStep() {
    harness.makeScreen(flow: self).place(with: nextPushedInFlow)
  }
}

/// Runs one sequence: the window, the registry of every probe made, the model.
@MainActor
final class NavigationHarness {
  /// Weak references to a probe's parts (a class: the checks read it without copying them).
  final class Probe {
    weak var controller: ProbeController?
    weak var store: ProbeStore?
    weak var viewStore: ProbeModule.ViewStore?
    weak var container: StateContainer<ProbeViewState>?
    weak var flow: ModelFlow?
    let isFlowScreen: Bool
    /// Whether every part was seen released (a released object never comes back).
    var isReleased = false

    init(
      controller: ProbeController, store: ProbeStore, viewStore: ProbeModule.ViewStore,
      container: StateContainer<ProbeViewState>, flow: ModelFlow?, isFlowScreen: Bool
    ) {
      self.controller = controller
      self.store = store
      self.viewStore = viewStore
      self.container = container
      self.flow = flow
      self.isFlowScreen = isFlowScreen
    }
  }

  private(set) var window: UIWindow? = UIWindow()
  private(set) var probes: [Probe] = []
  /// Each probe's id (its index in `probes`), by identity.
  private var ids: [ObjectIdentifier: Int] = [:]
  private(set) var model = NavModel(tabs: [], selected: 0, modals: [])
  private(set) var misuses: [Misuse] = []
  /// The flows started, with the id of their first screen.
  private struct StartedFlow {
    let id: Int
    weak var flow: ModelFlow?
  }
  private var flows: [StartedFlow] = []

  init() {
    // Its animated transitions end on the turn after they begin: the checks run once they ended,
    // and thousands of sequences stay fast.
    window?.animatedTransitionDurationOverride = 0
    window?.makeKeyAndVisible()
    apply(.replaceRoot(tabs: 2))
  }

  /// Lets the main queue turn once, then again until the window's transitions have ended (UIKit
  /// begins them on a later turn and ends animated ones later still: here, with no duration, on
  /// the turn after they began); `false` when `timeout` passed first. Each turn runs the work
  /// queued before it (the transitions, a task that starts iterating a sequence) and keeps each
  /// slice of main-actor time short for the other suites' tests.
  func settle(timeout: Duration = defaultTestTimeout) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    repeat {
      if ContinuousClock.now >= deadline { return false }
      await nextMainQueueTurn()
    } while window?.headless.isTransitioning == true
    return true
  }

  func makeScreen(flow: ModelFlow? = nil) -> ProbeModule.Screen {
    var store: ProbeStore?
    let screen = ProbeModule.createScreen().captureStore(as: &store)
    let controller = screen.controller as! ProbeController
    controller.probeLabel = String(probes.count)
    // Every probe is made here: a probe's address reused by a later one is registered anew.
    ids[ObjectIdentifier(controller)] = probes.count
    probes.append(
      Probe(
        controller: controller, store: store!, viewStore: controller.store,
        container: controller.$viewState._stateContainer, flow: flow, isFlowScreen: flow != nil))
    if let flow {
      screen.observeOutput { [weak flow] output in
        if output == .wantsPush { flow?.pushStep() }
      }
    }
    return screen
  }

  private var nextID: Int { probes.count }

  // MARK: Applying an operation to both

  func apply(_ op: NavOp) {
    Misuse.$handler.withValue({ [weak self] in self?.misuses.append($0) }) {
      applyToSystem(op)
    }
    applyToModel(op)
  }

  private var tabBar: UITabBarController? { window?.rootViewController as? UITabBarController }

  private var topmost: UIViewController? {
    guard var top = window?.rootViewController else { return nil }
    while let next = top.presentedViewController { top = next }
    return top
  }

  /// The navigation controller whose top is the visible content, if the top layer is one.
  private var visibleNavigation: UINavigationController? {
    guard let top = topmost else { return nil }
    if let tabBar = top as? UITabBarController {
      return tabBar.selectedViewController as? UINavigationController
    }
    return top as? UINavigationController
  }

  /// The screen the topmost layer shows.
  private var topScreen: ProbeController? {
    guard let top = topmost else { return nil }
    let content = (top as? UITabBarController)?.selectedViewController ?? top
    return ((content as? UINavigationController)?.topViewController ?? content) as? ProbeController
  }

  /// A sequence that ends only when the harness is torn down.
  private let endless = AsyncStream.makeStream(of: ProbeViewState.self)

  private func applyToSystem(_ op: NavOp) {
    switch op {
    case .push:
      guard let navigation = visibleNavigation else { return }
      makeScreen().place(with: pushed(in: navigation, animated: true))
    case .pop:
      _ = visibleNavigation?.popViewController(animated: true)
    case .popToRoot:
      _ = visibleNavigation?.popToRootViewController(animated: false)
    case .present(let fullScreen, let embedded):
      guard let top = topmost else { return }
      let style: UIModalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
      let screen = makeScreen()
      if embedded {
        let navigation = UINavigationController()
        navigation.modalPresentationStyle = style
        screen.place(with: presented(on: top).withNavigationEmbedding(navigation))
      } else {
        screen.controller.modalPresentationStyle = style
        screen.place(with: presented(on: top, animated: false))
      }
    case .presentTabs(let count, let fullScreen):
      guard let top = topmost else { return }
      let tabBar = UITabBarController()
      tabBar.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
      for placer in presented(on: top).withTabBarEmbedding(tabBar, tabsCount: count) {
        makeScreen().place(with: placer.withNavigationEmbedding())
      }
    case .dismissTop:
      guard let top = topmost, let presenter = top.presentingViewController else { return }
      presenter.dismiss(animated: true)
    case .dismissAll:
      window?.rootViewController?.dismiss(animated: false)
    case .selectTab(let index):
      let target = (topmost as? UITabBarController) ?? tabBar
      guard let target, let count = target.viewControllers?.count, count > 0 else { return }
      target.selectedIndex = index % count
    case .startFlow(let presented):
      let flow = ModelFlow(harness: self)
      if presented {
        guard let top = topmost else { return }
        flows.append(StartedFlow(id: nextID, flow: flow))
        flow.start(with: Lasso.presented(on: top).withNavigationEmbedding())
      } else {
        guard let navigation = visibleNavigation else { return }
        flows.append(StartedFlow(id: nextID, flow: flow))
        flow.start(with: pushed(in: navigation))
      }
    case .flowStep:
      topScreen?.store.dispatchAction(.requestPush)
    case .observeEndlessSequence:
      topScreen?.$viewState.observe(endless.stream)
    case .replaceRoot(let count):
      guard let window else { return }
      // Replacing the root while it presents: dismiss first, as an app would.
      window.rootViewController?.dismiss(animated: false)
      let placers = root(of: window).withTabBarEmbedding(tabsCount: count)
      for placer in placers { makeScreen().place(with: placer.withNavigationEmbedding()) }
    }
  }

  /// The model's visible navigation stack, as a path to mutate.
  private var visibleStack: [Int]? {
    get {
      if let top = model.modals.last {
        switch top.layer {
        case .navigation(let ids): return ids
        case .tabs(let stacks, let selected): return stacks[selected]
        case .plain: return nil
        }
      }
      return model.tabs.isEmpty ? nil : model.tabs[model.selected]
    }
    set {
      guard let newValue else { return }
      if let last = model.modals.indices.last {
        if case .tabs(var stacks, let selected) = model.modals[last].layer {
          stacks[selected] = newValue
          model.modals[last].layer = .tabs(stacks, selected: selected)
        } else {
          model.modals[last].layer = .navigation(newValue)
        }
      } else {
        model.tabs[model.selected] = newValue
      }
    }
  }

  private func applyToModel(_ op: NavOp) {
    switch op {
    case .push:
      if visibleStack != nil { visibleStack!.append(nextModelID()) }
    case .pop:
      if let stack = visibleStack, stack.count > 1 { visibleStack!.removeLast() }
    case .popToRoot:
      if let stack = visibleStack, stack.count > 1 { visibleStack = [stack[0]] }
    case .present(let fullScreen, let embedded):
      let id = nextModelID()
      model.modals.append(
        .init(layer: embedded ? .navigation([id]) : .plain(id), hidesPresenter: fullScreen))
    case .presentTabs(let count, let fullScreen):
      let stacks = (0..<count).map { _ in [nextModelID()] }
      model.modals.append(.init(layer: .tabs(stacks, selected: 0), hidesPresenter: fullScreen))
    case .dismissTop:
      if !model.modals.isEmpty { model.modals.removeLast() }
    case .dismissAll:
      model.modals.removeAll()
    case .selectTab(let index):
      if let last = model.modals.indices.last, case .tabs(let stacks, _) = model.modals[last].layer
      {
        model.modals[last].layer = .tabs(stacks, selected: index % stacks.count)
      } else if !model.tabs.isEmpty {
        model.selected = index % model.tabs.count
      }
    case .startFlow(let presented):
      if presented {
        let id = nextModelID()
        modelFlowScreens.insert(id)
        model.modals.append(.init(layer: .navigation([id]), hidesPresenter: false))
      } else if visibleStack != nil {
        let id = nextModelID()
        modelFlowScreens.insert(id)
        visibleStack!.append(id)
      }
    case .flowStep:
      if let stack = visibleStack, let top = stack.last, modelFlowScreens.contains(top) {
        let id = nextModelID()
        modelFlowScreens.insert(id)
        visibleStack!.append(id)
      }
    case .observeEndlessSequence:
      break
    case .replaceRoot(let count):
      model.modals.removeAll()
      model.tabs = (0..<count).map { _ in [nextModelID()] }
      model.selected = 0
    }
  }

  /// Ids the model hands out, in the order the system makes screens.
  private var modelIDs = 0
  private var modelFlowScreens: Set<Int> = []

  private func nextModelID() -> Int {
    defer { modelIDs += 1 }
    return modelIDs
  }

  // MARK: Checking

  private func id(of controller: UIViewController?) -> Int {
    guard let probe = controller as? ProbeController else { return -1 }
    return ids[ObjectIdentifier(probe)] ?? -1
  }

  /// The ids of a navigation controller's stack, or of a plain controller.
  private func stackIDs(_ controller: UIViewController) -> [Int] {
    guard let navigation = controller as? UINavigationController else {
      return [id(of: controller)]
    }
    var ids: [Int] = []
    for child in navigation.viewControllers { ids.append(id(of: child)) }
    return ids
  }

  /// The system's hierarchy, read as a model.
  func observedModel() -> NavModel? {
    guard let tabBar else { return nil }
    var tabs: [[Int]] = []
    for tab in tabBar.viewControllers ?? [] { tabs.append(stackIDs(tab)) }
    var modals: [NavModel.Modal] = []
    var current: UIViewController = tabBar
    while let next = current.presentedViewController, modals.count < 100 {
      let layer: NavModel.Layer
      if let tabs = next as? UITabBarController {
        var stacks: [[Int]] = []
        for tab in tabs.viewControllers ?? [] { stacks.append(stackIDs(tab)) }
        layer = .tabs(stacks, selected: tabs.selectedIndex)
      } else if next is UINavigationController {
        layer = .navigation(stackIDs(next))
      } else {
        layer = .plain(id(of: next))
      }
      modals.append(.init(layer: layer, hidesPresenter: next.modalPresentationStyle == .fullScreen))
      current = next
    }
    return NavModel(tabs: tabs, selected: tabBar.selectedIndex, modals: modals)
  }

  /// The ids the model shows: each layer's screen unless the layer presented directly on it
  /// hides its presenter (full screen). As UIKit documents `.fullScreen`, only the presenting
  /// controller's views are removed: a sheet's presenter stays visible under a full-screen
  /// controller presented on the sheet.
  func visibleIDs() -> Set<Int> {
    var layers: [(top: Int?, hidesPresenter: Bool)] = []
    if !model.tabs.isEmpty { layers.append((model.tabs[model.selected].last, false)) }
    layers += model.modals.map { ($0.layer.top, $0.hidesPresenter) }
    var visible: Set<Int> = []
    for (index, layer) in layers.enumerated() {
      let covered = index + 1 < layers.count && layers[index + 1].hidesPresenter
      if !covered, let top = layer.top { visible.insert(top) }
    }
    return visible
  }

  /// Every id in the model. (Plain loops: the check runs after each of thousands of steps.)
  func modelIDsInHierarchy() -> Set<Int> {
    var ids = Set<Int>(minimumCapacity: probes.count)
    for stack in model.tabs {
      for id in stack { ids.insert(id) }
    }
    for modal in model.modals {
      switch modal.layer {
      case .plain(let id): ids.insert(id)
      case .navigation(let stack):
        for id in stack { ids.insert(id) }
      case .tabs(let stacks, _):
        for stack in stacks {
          for id in stack { ids.insert(id) }
        }
      }
    }
    return ids
  }

  /// The first broken property once the window's transitions ended, or `nil`. What they removed
  /// is released when they end, but a wait for transitions in another test may hold it a moment
  /// longer (LassoTestUtilities' `waitForEvents()` watches every window of the process): releases
  /// get `timeout` to happen.
  func checkOnceSettled(timeout: Duration = scaledTimeout(.seconds(3))) async -> String? {
    guard await settle() else { return "the window's transitions did not end" }
    let inHierarchy = modelIDsInHierarchy()
    if let failure = hierarchyFailure(inHierarchy) { return failure }
    guard releaseFailure(inHierarchy) != nil else { return nil }
    _ = await waitUntil(timeout: timeout) { releaseFailure(inHierarchy) == nil }
    return releaseFailure(inHierarchy)
  }

  /// The first difference between the hierarchy and the model, or an appearance that does not
  /// match the visibility, given the ids in the model; `nil` when there is none.
  private func hierarchyFailure(_ inHierarchy: Set<Int>) -> String? {
    if !misuses.isEmpty { return "misuse reported: \(misuses)" }
    if modelIDs != probes.count {
      return "the model made \(modelIDs) screens, the system \(probes.count)"
    }
    let observed = observedModel()
    if observed != model {
      return "hierarchy \(String(describing: observed)) != model \(model)"
    }
    let visible = visibleIDs()
    for (id, probe) in probes.enumerated() where inHierarchy.contains(id) {
      guard let controller = probe.controller else { return "screen \(id) released early" }
      let summary = controller.appearanceSummary
      if !summary.balanced {
        return "screen \(id): unbalanced appearance \(controller.appearance)"
      }
      if summary.isAppeared != visible.contains(id) {
        return "screen \(id): appeared \(summary.isAppeared), visible \(visible.contains(id))"
          + " (\(controller.appearance))"
      }
    }
    return nil
  }

  /// The first screen or flow still alive after it left the hierarchy (not in `inHierarchy`), or
  /// `nil`.
  private func releaseFailure(_ inHierarchy: Set<Int>) -> String? {
    for (id, probe) in probes.enumerated() where !probe.isReleased && !inHierarchy.contains(id) {
      var alive: [String] = []
      if probe.controller != nil { alive.append("controller") }
      if probe.store != nil { alive.append("store") }
      if probe.viewStore != nil { alive.append("viewStore") }
      if probe.container != nil { alive.append("viewStateContainer") }
      if !alive.isEmpty { return "screen \(id) left the hierarchy, still alive: \(alive)" }
      probe.isReleased = true
    }
    for started in flows where !inHierarchy.contains(started.id) && started.flow != nil {
      return "the flow whose first screen \(started.id) left the hierarchy is still alive"
    }
    return nil
  }

  /// Releases the window once its transitions ended (they hold what they involve until then);
  /// returns what is still alive.
  func tearDown() async -> String? {
    window?.rootViewController?.dismiss(animated: false)
    window?.rootViewController = nil
    guard await settle() else { return "the window's transitions did not end" }
    window = nil
    endless.continuation.finish()
    model = NavModel(tabs: [], selected: 0, modals: [])
    let isAlive = { (index: Int) in
      self.probes[index].controller != nil || self.probes[index].store != nil
        || self.probes[index].container != nil
    }
    // As in `checkOnceSettled()`, releases get a moment.
    _ = await waitUntil(timeout: .seconds(3)) {
      !probes.indices.contains(where: isAlive) && !flows.contains { $0.flow != nil }
    }
    let alive = probes.indices.filter(isAlive)
    if !alive.isEmpty { return "after releasing the window, screens \(alive) are alive" }
    if flows.contains(where: { $0.flow != nil }) { return "a flow outlived its window" }
    return nil
  }
}

// MARK: - Running, shrinking, reporting

@MainActor
enum NavigationProperty {
  /// Runs `ops` on a new harness; returns the failing step and what broke, or `nil`.
  static func run(_ ops: [NavOp]) async -> (step: Int, message: String)? {
    let harness = NavigationHarness()
    if let message = await harness.checkOnceSettled() { return (-1, message) }
    for (index, op) in ops.enumerated() {
      harness.apply(op)
      // The operation's transitions begin on the next turn: check once they ended.
      if let message = await harness.checkOnceSettled() { return (index, message) }
    }
    if let message = await harness.tearDown() { return (ops.count, message) }
    return nil
  }

  /// Shrinks a failing sequence: drops chunks, then single operations, while it still fails.
  static func shrink(_ ops: [NavOp]) async -> [NavOp] {
    await shrink(ops) { await run($0)?.step }
  }

  /// Shrinks `ops` for a property given as the failing step of a sequence (`nil`: it passes).
  static func shrink(
    _ ops: [NavOp], failingStep: ([NavOp]) async -> Int?
  ) async -> [NavOp] {
    guard let step = await failingStep(ops) else { return ops }
    var current = Array(ops.prefix(max(0, step + 1)))
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, candidate.count))
        if await failingStep(candidate) != nil {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }

  static func sequence(seed: UInt64, length: Int) -> [NavOp] {
    var generator = SeededGenerator(seed: seed)
    return (0..<length).map { _ in NavOp.random(using: &generator) }
  }
}

@MainActor
@Suite struct NavigationModelTests {
  /// `RELIABILITY_SEED` replays one seed; `RELIABILITY_SEQUENCES` changes the count.
  @Test func randomNavigationMatchesTheModel() async {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["RELIABILITY_SEED"].flatMap(UInt64.init) ?? 0x1A55_0000
    let count =
      environment["RELIABILITY_SEED"] != nil
      ? 1 : environment["RELIABILITY_SEQUENCES"].flatMap(Int.init) ?? 2_000
    let length = 30
    for offset in 0..<UInt64(count) {
      let seed = base &+ offset
      let ops = NavigationProperty.sequence(seed: seed, length: length)
      guard let failure = await NavigationProperty.run(ops) else { continue }
      let shrunk = await NavigationProperty.shrink(ops)
      let shrunkFailure = await NavigationProperty.run(shrunk)
      let shrunkText = shrunk.map(\.description).joined(separator: ", ")
      Issue.record(
        """
        Navigation diverged from the model. Seed: \(seed) (replay: RELIABILITY_SEED=\(seed))
        at step \(failure.step): \(failure.message)
        Shrunk sequence (\(shrunk.count) operations): [\(shrunkText)]
        which fails with: \(shrunkFailure?.message ?? "(no failure)")
        """)
      return
    }
  }

  /// The shrinker itself, on a property that fails once a flow step follows a flow start.
  @Test func theShrinkerFindsAMinimalSequence() async {
    func failingStep(_ ops: [NavOp]) -> Int? {
      guard let start = ops.firstIndex(of: .startFlow(presented: true)) else { return nil }
      return ops[start...].firstIndex(of: .flowStep)
    }
    var ops = NavigationProperty.sequence(seed: 42, length: 60)
    ops.insert(.startFlow(presented: true), at: 10)
    ops.append(.flowStep)
    let shrunk = await NavigationProperty.shrink(ops) { failingStep($0) }
    #expect(shrunk == [.startFlow(presented: true), .flowStep])
    // Sequences are deterministic per seed.
    #expect(
      NavigationProperty.sequence(seed: 7, length: 20)
        == NavigationProperty.sequence(seed: 7, length: 20))
    #expect(
      NavigationProperty.sequence(seed: 7, length: 20)
        != NavigationProperty.sequence(seed: 8, length: 20))
  }

  /// A few hand-written sequences, readable as documentation of the model.
  @Test func handWrittenSequencesMatchTheModel() async {
    let sequences: [[NavOp]] = [
      [
        .presentTabs(tabs: 2, fullScreen: false), .selectTab(1), .push,
        .startFlow(presented: false),
        .flowStep, .selectTab(0), .dismissTop, .selectTab(1),
      ],
      [.push, .push, .pop, .popToRoot, .selectTab(1), .push, .selectTab(0)],
      [
        .present(fullScreen: true, embedded: true), .push,
        .present(fullScreen: false, embedded: false),
        .dismissTop, .pop, .dismissAll,
      ],
      [.startFlow(presented: false), .flowStep, .flowStep, .pop, .popToRoot],
      [
        .startFlow(presented: true), .flowStep, .present(fullScreen: true, embedded: false),
        .replaceRoot(tabs: 3), .selectTab(2), .startFlow(presented: false), .flowStep,
      ],
    ]
    for ops in sequences {
      let failure = await NavigationProperty.run(ops)
      #expect(failure == nil, "\(ops): \(failure.map { "step \($0.step): \($0.message)" } ?? "")")
    }
  }
}
