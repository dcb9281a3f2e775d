import Foundation
import Lasso
import TestSupport
import Testing

/// A store that does not override `handleAction(_:)`.
final class AbstractProbeStore: LassoStore<ProbeModule> {}

/// A flow that does not override `createInitialController()`.
final class AbstractFlow: Flow<NoOutputNavigationFlow> {}

/// Each misuse produces one report that names the type involved and a fix, and leaves the app in
/// the state UIKit would: nothing changed, nothing leaked, still usable afterwards. (Releases
/// are awaited with a deadline, as in `PlacerLifetimeTests`.)
@MainActor
@Suite struct MisuseTests {
  /// Expects exactly one report mentioning each of `names` and with a non-empty fix.
  private func expectOneReport(
    _ reports: [Misuse], naming names: [String], fixMentions fix: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(reports.count == 1, "\(reports)", sourceLocation: sourceLocation)
    guard let report = reports.first else { return }
    for name in names {
      #expect(report.message.contains(name), "\(report)", sourceLocation: sourceLocation)
    }
    #expect(report.fix.contains(fix), "\(report)", sourceLocation: sourceLocation)
    #expect(report.description.contains("Fix:"), sourceLocation: sourceLocation)
  }

  @Test func placingTwiceWithAnEmbeddingPlacerPlacesOnlyTheFirst() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    do {
      let placer = presented(on: base).withNavigationEmbedding()
      let first = makeProbe("first", in: leaks)
      first.place(with: placer)
      let reports = misuseReports { makeProbe("second", in: leaks).place(with: placer) }
      expectOneReport(
        reports, naming: ["ScreenPlacer<UINavigationController>", "ProbeController"],
        fixMentions: "new placer")
      let navigation = try #require(base.presentedViewController as? UINavigationController)
      #expect(navigation.viewControllers == [first.controller])
    }
    // The refused screen is not kept by anything.
    #expect(!leaks.alive.contains { $0.hasPrefix("second") })
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func placingTwiceInATabSlotIsRefused() async throws {
    let (window, base) = await makeWindow()
    let placers = presented(on: base).withTabBarEmbedding(tabsCount: 2)
    let tabs = [UIViewController(), UIViewController()]
    tabs[0].place(with: placers[0])
    let reports = misuseReports { UIViewController().place(with: placers[0]) }
    expectOneReport(reports, naming: ["ScreenPlacer<UITabBarController>"], fixMentions: "placer")
    tabs[1].place(with: placers[1])
    let tabBar = try #require(base.presentedViewController as? UITabBarController)
    #expect(tabBar.viewControllers ?? [] == tabs)
    withExtendedLifetime(window) {}
  }

  @Test func startingAFlowTwiceWithDifferentPlacersKeepsTheFirstStart() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    do {
      let flow = ProbeNavigationFlow("flow", leaks: leaks)
      flow.start(with: presented(on: base).withNavigationEmbedding())
      let other = UINavigationController()
      let reports = misuseReports { flow.start(with: pushed(in: other)) }
      expectOneReport(
        reports, naming: ["ProbeNavigationFlow", "second time"], fixMentions: "new")
      #expect(other.viewControllers.isEmpty)
      #expect(flow.context === base.presentedViewController)
    }
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func nilPlacersForScreensAndFlowsAreReportedAndLeakNothing() async {
    let leaks = Leaks()
    var reports = misuseReports {
      makeProbe("screen", in: leaks).place(with: nil as ScreenPlacer<UIViewController>?)
    }
    expectOneReport(
      reports, naming: ["ProbeController", "nil ScreenPlacer"], fixMentions: "placer")
    reports = misuseReports {
      // A flow's placer from a context that is gone.
      let flow = ProbeNavigationFlow("unstarted", leaks: leaks)
      makeProbe("step", in: leaks).place(with: flow.nextPushedInFlow)
      flow.start(with: nil as ScreenPlacer<UINavigationController>?)
    }
    #expect(reports.count == 2)
    #expect(reports.last?.message.contains("ProbeNavigationFlow was started with a nil") == true)
    #expect(leaks.alive == [])
  }

  @Test func presentingOnAControllerThatPresentsIsRefusedAndLeavesTheFirst() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    do {
      let first = makeProbe("first", in: leaks)
      first.place(with: presented(on: base, animated: false))
      await transitionsEnded(in: window)
      var completed = false
      let reports = misuseReports {
        makeProbe("second", in: leaks).place(
          with: presented(on: base, completion: { completed = true }))
      }
      expectOneReport(
        reports, naming: ["ProbeController", "UIViewController", "already presenting"],
        fixMentions: "Dismiss")
      await transitionsEnded(in: window)
      #expect(!completed)
      #expect(base.presentedViewController === first.controller)
      let summary = try #require(first.controller as? ProbeController).appearanceSummary
      #expect(summary == (true, true))
      #expect(!leaks.alive.contains { $0.hasPrefix("second") })
      // Presenting on the presented controller, as the fix says, works.
      makeProbe("third", in: leaks).place(with: presented(on: first.controller))
      #expect(first.controller.presentedViewController != nil)
      await transitionsEnded(in: window)
      #expect(first.controller.presentedViewController != nil)
    }
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func pushingAControllerThatHasAParentIsRefused() async throws {
    let (window, base) = await makeWindow()
    let tabs = UITabBarController()
    let child = UIViewController()
    tabs.setViewControllers([child], animated: false)
    let navigation = UINavigationController(rootViewController: UIViewController())
    base.present(navigation, animated: false)
    let reports = misuseReports { navigation.pushViewController(child, animated: false) }
    expectOneReport(
      reports, naming: ["UIViewController", "UITabBarController"],
      fixMentions: "removeFromParent")
    #expect(navigation.viewControllers.count == 1)
    #expect(child.parent === tabs)
    // Through a placer, too: same report, nothing placed.
    let viaPlacer = misuseReports { child.place(with: pushed(in: navigation)) }
    #expect(viaPlacer.count == 1)
    #expect(navigation.viewControllers.count == 1)
    withExtendedLifetime(window) {}
  }

  @Test func aStoreWithoutHandleActionIsReportedOncePerActionAndKeepsWorking() async {
    let store = AbstractProbeStore()
    let reports = misuseReports {
      store.dispatchAction(.tap(1))
      store.asViewStore().dispatchAction(.requestPush)
    }
    #expect(reports.count == 2)
    #expect(reports.first?.message.contains("AbstractProbeStore") == true)
    #expect(reports.first?.fix.contains("handleAction") == true)
    store.update { $0.title = "still works" }
    #expect(store.state.title == "still works")
  }

  @Test func aFlowWithoutCreateInitialControllerIsReportedAndShowsAPlaceholder() async throws {
    let (window, base) = await makeWindow()
    let flow = AbstractFlow()
    let reports = misuseReports {
      flow.start(with: presented(on: base).withNavigationEmbedding())
    }
    expectOneReport(reports, naming: ["AbstractFlow"], fixMentions: "createInitialController")
    #expect(base.presentedViewController is UINavigationController)
    withExtendedLifetime(window) {}
  }

  @Test func presentingFromOutsideAWindowIsReported() async {
    let leaks = Leaks()
    let orphan = UIViewController()
    let reports = misuseReports { makeProbe("modal", in: leaks).place(with: presented(on: orphan)) }
    expectOneReport(reports, naming: ["ProbeController", "window"], fixMentions: "window")
    #expect(orphan.presentedViewController == nil)
    #expect(leaks.alive == [])
  }

  @Test func makingAChildTheRootOfAWindowIsRefused() async {
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let child = navigation.viewControllers[0]
    let reports = misuseReports { child.place(with: root(of: window)) }
    expectOneReport(
      reports, naming: ["UIViewController", "UINavigationController"],
      fixMentions: "removeFromParent")
    #expect(window.rootViewController == nil)
  }

  /// The decision for "dispatching to a released store": an action enqueued from another
  /// isolation domain after its store is gone is dropped without a report. Completion handlers
  /// of network calls and timers routinely outlive the screen that started them; reporting
  /// would flood correct apps. (A main-actor `dispatchAction` cannot reach a released store:
  /// the caller holds a strong reference.)
  @Test func anActionForAReleasedStoreIsDroppedWithAReport() async {
    var reports: [Misuse] = []
    await Misuse.$handler.withValue({ reports.append($0) }) {
      weak var weakStore: LogStore?
      var enqueue: (@Sendable (LogModule.Action) -> Void)?
      do {
        let store = LogStore()
        weakStore = store
        enqueue = { [weak store] action in store?.enqueueAction(action) }
        store.enqueueAction(.record(sender: 0, sequence: 0))
      }
      #expect(weakStore == nil)
      let send = enqueue
      await Task.detached {
        for sequence in 1...100 { send?(.record(sender: 0, sequence: sequence)) }
      }.value
      // Let the main queue drain what was enqueued before and after the release.
      let marker = LogStore()
      marker.enqueueAction(.record(sender: 1, sequence: 0))
      #expect(await waitUntil { marker.records.count == 1 })
    }
    // The action enqueued before the release arrives after it: dropped, and reported once. The
    // later sends find no store and enqueue nothing.
    expectOneReport(
      reports, naming: ["LogStore", "record(sender: 0, sequence: 0)"], fixMentions: "task {")
  }

  @Test func selectingATabOutOfRangeIsReportedAndKeepsTheSelection() async {
    let tabs = UITabBarController()
    tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
    tabs.selectedIndex = 1
    let reports = misuseReports { tabs.selectedIndex = 5 }
    expectOneReport(reports, naming: ["UITabBarController"], fixMentions: "Select")
    #expect(tabs.selectedIndex == 1)
  }

  /// The one misuse that cannot go on: no state can be given back halfway through a change. The
  /// app stops with the message, where the runtime's exclusivity check would have named an
  /// address. (An exit test: the body runs in a child process; exit tests need Swift 6.2's Swift
  /// Testing.)
  #if compiler(>=6.2)
    @Test func readingTheStateInsideItsOwnUpdateStopsWithAMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let store = CountingStore()
          store.update { $0.taps.append(store.state.taps.count) }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("The state (ProbeModule.State) was read from inside an update"))
      #expect(message.contains("Fix: Read the state through the closure's parameter"))
    }
  #endif

  /// Reading the state in an update's closure through the parameter, or before the update, works.
  @Test func theStateIsReadThroughTheUpdatesParameter() async {
    let store = CountingStore()
    let count = store.state.taps.count
    store.update { state in state.taps.append(state.taps.count + count) }
    #expect(store.state.taps == [0])
  }
}

/// A store to update from a test.
final class CountingStore: LassoStore<ProbeModule> {}
