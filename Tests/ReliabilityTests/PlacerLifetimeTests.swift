import Lasso
import TestSupport
import Testing
import VSM

/// Every placer and embedding releases the screens (store, view store, controller, bound
/// controls, rendered view state) and flows it placed once their controllers leave the hierarchy.
/// Each scenario keeps no strong reference of its own (scopes end before each check). What a
/// transition removes is released when it ends; the checks wait for that with a deadline, since
/// another test's wait for transitions may hold a controller a moment longer
/// (LassoTestUtilities' `waitForEvents()` watches every window of the process).
@MainActor
@Suite struct PlacerLifetimeTests {
  @Test func pushedPoppedAndReplacedRootsAreReleased() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    weak var weakNavigation: UINavigationController?
    do {
      let navigation = UINavigationController()
      weakNavigation = navigation
      leaks.watch("navigation", navigation)
      makeProbe("root", in: leaks).place(with: root(of: navigation))
      navigation.modalPresentationStyle = .fullScreen
      base.present(navigation, animated: false)
      for index in 1...3 {
        makeProbe("pushed\(index)", in: leaks).place(with: pushed(in: navigation, animated: false))
      }
    }
    await transitionsEnded(in: window)
    let navigation = try #require(weakNavigation)
    #expect(navigation.viewControllers.count == 4)
    _ = navigation.popViewController(animated: true)
    // Popped controllers are released once the transition ended.
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { !leaks.alive.contains { $0.hasPrefix("pushed3") } },
      "still alive: \(leaks.alive)")
    _ = navigation.popToRootViewController(animated: false)
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { leaks.alive.allSatisfy { $0.hasPrefix("root") || $0 == "navigation" } },
      "still alive: \(leaks.alive)")
    makeProbe("newRoot", in: leaks).place(with: root(of: navigation))
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { !leaks.alive.contains { $0.hasPrefix("root.") } },
      "still alive: \(leaks.alive)")
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    // Only the navigation controller of the local reference above, and its root.
    #expect(
      await waitUntil { leaks.alive.allSatisfy { $0 == "navigation" || $0.hasPrefix("newRoot") } },
      "still alive: \(leaks.alive)")
    #expect(navigation.presentingViewController == nil)
    withExtendedLifetime(window) {}
  }

  @Test func presentedScreensAndEveryNavigationEmbeddingAreReleasedOnDismissal() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    makeProbe("plain", in: leaks).place(with: presented(on: base, animated: false))
    // UIKit refuses a dismiss while the presentation is in progress (uikit-timing.md 3.4).
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    do {
      let embedded = makeProbe("embedded", in: leaks)
      let navigation = try #require(
        embedded.controller.place(with: presented(on: base).withNavigationEmbedding()))
      leaks.watch("embedding", navigation)
      makeProbe("pushedOnEmbedded", in: leaks).place(with: pushed(in: navigation))
      await transitionsEnded(in: window)
      // Presented on the presented navigation controller: a chain of two.
      makeProbe("onTop", in: leaks).place(with: presented(on: navigation))
      await transitionsEnded(in: window)
      #expect(navigation.presentedViewController != nil)
    }
    base.dismiss(animated: true)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    do {
      let dismissible = makeProbe("dismissible", in: leaks)
      leaks.watch(
        "dismissibleEmbedding",
        dismissible.controller.place(
          with: presented(on: base).withDismissibleNavigationEmbedding()))
      await transitionsEnded(in: window)
      try #require(dismissible.controller.navigationItem.leftBarButtonItem).headless.tap()
    }
    await transitionsEnded(in: window)
    #expect(base.presentedViewController == nil)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    do {
      let standalone = makeProbe("standalone", in: leaks)
      let container = try #require(standalone.controller.place(with: navigationEmbedding()))
      leaks.watch("standaloneEmbedding", container)
      base.present(container, animated: false)
    }
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func tabBarEmbeddingsReleaseEveryTabWhenReplaced() async throws {
    let leaks = Leaks()
    let window = UIWindow()
    window.makeKeyAndVisible()
    do {
      let placers = root(of: window).withTabBarEmbedding(tabsCount: 3)
      for (index, placer) in placers.enumerated() {
        makeProbe("tab\(index)", in: leaks).place(with: placer.withNavigationEmbedding())
      }
      leaks.watch("tabBar", window.rootViewController)
      let tabBar = try #require(window.rootViewController as? UITabBarController)
      tabBar.selectedIndex = 2
      makeProbe("pushedInTab", in: leaks).place(
        with: pushed(in: try #require(tabBar.selectedViewController as? UINavigationController)))
    }
    do {
      let explicit = UITabBarController()
      leaks.watch("explicitTabBar", explicit)
      for (index, placer) in tabBarEmbedding(explicit, tabsCount: 2).enumerated() {
        makeProbe("explicit\(index)", in: leaks).place(with: placer)
      }
      // Replacing the window's root releases the first tab bar and everything in it.
      explicit.place(with: root(of: window, using: .fade()))
    }
    // The old root is released once the transition that replaces it ended.
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { leaks.alive.allSatisfy { $0.hasPrefix("explicit") } },
      "still alive: \(leaks.alive)")
    window.rootViewController = nil
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
  }

  @Test func pageEmbeddingsReleaseReplacedPagesAndTheirDataSource() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    do {
      let pages = presented(on: base).withPageEmbedding(pagesCount: 3)
      for (index, placer) in pages.enumerated() {
        makeProbe("page\(index)", in: leaks).place(with: placer)
      }
      let pageController = try #require(base.presentedViewController as? UIPageViewController)
      leaks.watch("pageController", pageController)
      leaks.watch("dataSource", pageController.dataSource)
      makeProbe("next", in: leaks).place(with: nextPage(in: pageController, animated: false))
    }
    await transitionsEnded(in: window)
    // The data source keeps every page it serves, until the page controller goes.
    #expect(leaks.alive.contains { $0.hasPrefix("page0") })
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    do {
      let single = makeProbe("single", in: leaks)
      leaks.watch(
        "singlePages", single.controller.place(with: presented(on: base).withPageEmbedding()))
    }
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    do {
      let explicit = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal)
      leaks.watch("explicitPages", explicit)
      for (index, placer) in pageEmbedding(explicit, pagesCount: 2).enumerated() {
        makeProbe("explicit\(index)", in: leaks).place(with: placer)
      }
      base.present(explicit, animated: false)
    }
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func windowRootsAreReleasedWhenReplaced() async {
    let leaks = Leaks()
    let window = UIWindow()
    for index in 0..<3 {
      makeProbe("root\(index)", in: leaks).place(with: root(of: window, using: .slide()))
    }
    // Replaced roots are released once the transitions that replace them ended.
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { leaks.alive.allSatisfy { $0.hasPrefix("root2") } },
      "still alive: \(leaks.alive)")
    window.rootViewController = nil
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
  }

  @Test func navigationFlowsAndTheirStepsAreReleasedWhenTheyLeave() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.modalPresentationStyle = .fullScreen
    base.present(navigation, animated: false)

    // Started by pushing; steps pushed by output handlers (from the view store).
    ProbeNavigationFlow("pushedFlow", leaks: leaks).start(with: pushed(in: navigation))
    await transitionsEnded(in: window)
    try #require(navigation.topViewController as? ProbeController).store.dispatchAction(
      .requestPush)
    await transitionsEnded(in: window)
    try #require(navigation.topViewController as? ProbeController).store.dispatchAction(
      .requestPush)
    await transitionsEnded(in: window)
    #expect(navigation.viewControllers.count == 4)
    // Unwinding keeps the flow's first screen and releases its steps; dismiss() leaves.
    weak var weakFlow: ProbeNavigationFlow?
    do {
      let flow = ProbeNavigationFlow("unwound", leaks: leaks)
      weakFlow = flow
      flow.start(with: pushed(in: navigation))
      flow.pushStep()
      flow.pushStep()
    }
    await transitionsEnded(in: window)
    #expect(navigation.viewControllers.count == 7)
    try #require(weakFlow).unwind(animated: false)
    await transitionsEnded(in: window)
    #expect(
      await waitUntil {
        !leaks.alive.contains { $0.hasPrefix("unwound.1") || $0.hasPrefix("unwound.2") }
      }, "still alive: \(leaks.alive)")
    try #require(weakFlow).dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { !leaks.alive.contains { $0.hasPrefix("unwound") } },
      "still alive: \(leaks.alive)")
    _ = navigation.popToRootViewController(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    // Started in a presented navigation embedding; rootOfFlow replaces the flow's screens.
    do {
      let flow = ProbeNavigationFlow("presentedFlow", leaks: leaks)
      weakFlow = flow
      flow.start(with: presented(on: navigation).withNavigationEmbedding())
      flow.pushStep()
      flow.pushStep()
    }
    await transitionsEnded(in: window)
    makeProbe("replacement", in: leaks).place(with: try #require(weakFlow).rootOfFlow)
    await transitionsEnded(in: window)
    // The flow is held by its initial controller, now gone: the flow goes with it.
    #expect(await waitUntil { weakFlow == nil })
    #expect(
      await waitUntil { !leaks.alive.contains { $0.hasPrefix("presentedFlow") } },
      "still alive: \(leaks.alive)")
    navigation.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(base.presentedViewController == nil)
    withExtendedLifetime(window) {}
  }

  @Test func plainFlowsPresentingInFlowAreReleased() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    weak var weakFlow: ProbePlainFlow?
    do {
      let flow = ProbePlainFlow("plain", leaks: leaks)
      weakFlow = flow
      flow.start(with: presented(on: base).withNavigationEmbedding())
      // UIKit refuses a present while another is in progress (uikit-timing.md 3.3).
      await transitionsEnded(in: window)
      makeProbe("modal1", in: leaks).place(with: flow.nextPresentedInFlow)
      await transitionsEnded(in: window)
      makeProbe("modal2", in: leaks).place(with: flow.nextPresentedInFlow)
      await transitionsEnded(in: window)
      #expect(leaks.alive.contains("modal2.controller"))
    }
    try #require(weakFlow).unwind(animated: false)
    await transitionsEnded(in: window)
    #expect(
      await waitUntil { !leaks.alive.contains { $0.hasPrefix("modal") } },
      "still alive: \(leaks.alive)")
    try #require(weakFlow).dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(base.presentedViewController == nil)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")

    // Flows in the tabs of a presented tab bar.
    do {
      let tabs = presented(on: base).withTabBarEmbedding(tabsCount: 2)
      ProbePlainFlow("tabFlow0", leaks: leaks).start(with: tabs[0])
      ProbeNavigationFlow("tabFlow1", leaks: leaks).start(with: tabs[1].withNavigationEmbedding())
    }
    #expect(base.presentedViewController is UITabBarController)
    await transitionsEnded(in: window)
    base.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }

  @Test func aRenderedViewStateObservingAnEndlessSequenceIsReleasedWithItsController() async {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    let (stream, continuation) = AsyncStream.makeStream(of: ProbeViewState.self)
    do {
      let screen = makeProbe("streaming", in: leaks)
      screen.place(with: presented(on: base, animated: false))
      let controller = screen.controller as! ProbeController
      controller.$viewState.observe(stream)
      continuation.yield(.count(1))
      #expect(await waitUntil { controller.renderedViewStates.last == .count(1) })
      await transitionsEnded(in: window)
      base.dismiss(animated: false)
    }
    // The task iterating the endless sequence must not keep the container (nor the view).
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    continuation.yield(.count(2))
    continuation.finish()
    withExtendedLifetime(window) {}
  }

  @Test func aRenderedViewStateObservingAnAsyncSequenceActionIsReleasedWithItsController() async {
    let leaks = Leaks()
    let (stream, continuation) = AsyncStream.makeStream(of: ProbeViewState.self)
    do {
      let controller = makeProbe("asyncStreaming", in: leaks).controller as! ProbeController
      controller.loadViewIfNeeded()
      controller.$viewState.observeAsync { stream }
      continuation.yield(.count(5))
      #expect(await waitUntil { controller.renderedViewStates.last == .count(5) })
    }
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    continuation.finish()
  }

  @Test func aRenderedViewStateObservingAPublisherIsReleasedWithItsController() async {
    let leaks = Leaks()
    let subject = PassthroughSubject<ProbeViewState, Never>()
    do {
      let controller = makeProbe("publishing", in: leaks).controller as! ProbeController
      controller.loadViewIfNeeded()
      controller.$viewState.observe(subject)
      subject.send(.count(3))
      #expect(controller.renderedViewStates == [.idle, .count(3)])
    }
    #expect(leaks.alive == [])
    subject.send(.count(4))
  }

  @Test func controlsAndObserversBoundToAViewStoreDoNotKeepTheScreen() async throws {
    let leaks = Leaks()
    let (window, base) = await makeWindow()
    do {
      let screen = makeProbe("bound", in: leaks)
      screen.place(with: presented(on: base, animated: false))
      let controller = try #require(screen.controller as? ProbeController)
      controller.button.headless.tap()
      controller.field.headless.type("abc")
      #expect(screen.store.state.taps == [-1, 1, 2, 3])
      // Output observers that capture the screen's parts weakly, a mapped view store observing
      // the store: none of them keeps anything.
      screen.observeOutput { [weak controller] _ in _ = controller?.title }
      let mapped = screen.store.asViewStore(stateMap: \.taps.count)
      mapped.observeState { [weak controller] count in controller?.title = "\(count)" }
      await transitionsEnded(in: window)
      base.dismiss(animated: false)
    }
    await transitionsEnded(in: window)
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive)")
    withExtendedLifetime(window) {}
  }
}
