#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  // UIKit's timing of controller transitions, rule by rule. Each test names its source: Apple's
  // documentation, or the fact's number in ../shared/reference/uikit-timing.md (which gives the
  // sources). "One turn" is one hop through the main queue, as `DispatchQueue.main.async` or
  // `RunLoop.current.run(until: Date())` gives a UIKit test.

  /// A visible window showing a logging root, once the root appeared; the log emptied.
  @MainActor
  private func shownWindow(
    _ root: UIViewController, log: EventLog, duration: TimeInterval? = nil
  ) async -> UIWindow {
    let window = UIWindow()
    window.animatedTransitionDurationOverride = duration
    window.rootViewController = root
    window.makeKeyAndVisible()
    await transitionsEnded(in: window)
    _ = log.take()
    return window
  }

  @MainActor @Suite struct PresentTimingTests {
    // uikit-timing.md 1.1, 1.2, 1.3: presented/presenting are set before `present` returns, no
    // appearance callback runs in the call, the presented view is loaded in it.
    @Test func presentSetsTheRelationshipAndLoadsTheViewButCallsNoAppearanceInTheCall() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let modal = LoggingViewController("M", log: log)
      var completed = false
      root.present(modal, animated: true) { completed = true }
      #expect(root.presentedViewController === modal)
      #expect(modal.presentingViewController === root)
      #expect(log.take() == ["M.loadView", "M.viewDidLoad"])
      #expect(!completed)
      #expect(modal.isBeingPresented)
      await transitionsEnded(in: window)
      #expect(completed)
    }

    // uikit-timing.md 1.4 and 1.7 (UIViewController.h: the completion runs "after the presented
    // controller's viewDidAppear:"): not animated, everything has run after one turn.
    @Test func aPresentationNotAnimatedEndsOnTheNextTurn() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let modal = LoggingViewController("M", log: log)
      modal.modalPresentationStyle = .fullScreen
      root.present(modal, animated: false) { log.events.append("completion") }
      _ = log.take()
      await nextMainQueueTurn()
      #expect(
        log.take() == [
          "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
          "completion",
        ])
      #expect(!modal.isBeingPresented)
      #expect(!window.headless.isTransitioning)
    }

    // uikit-timing.md 1.5, 1.7 and 5.3 (UIViewControllerTransitionCoordinator.h): animated,
    // one turn runs the will-callbacks only; the did-callbacks, the completion and then the
    // coordinator's completion come when the animation ends.
    @Test func anAnimatedPresentationRunsWillCallbacksThenEndsAfterItsDuration() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      // UIKit's 0.35 s: the test looks in the middle of the transition after one turn, which a
      // loaded machine can make outlast a shorter one.
      let window = await shownWindow(root, log: log, duration: 0.35)
      let modal = LoggingViewController("M", log: log)
      modal.modalPresentationStyle = .fullScreen
      root.present(modal, animated: true) { log.events.append("completion") }
      let coordinator = modal.transitionCoordinator
      #expect(coordinator?.isAnimated == true)
      coordinator?.animate(alongsideTransition: { _ in log.events.append("alongside") }) { _ in
        log.events.append("coordinator completion")
      }
      _ = log.take()
      await nextMainQueueTurn()
      #expect(log.take() == ["A.viewWillDisappear", "M.viewWillAppear", "alongside"])
      #expect(window.headless.isTransitioning)
      await transitionsEnded(in: window)
      #expect(
        log.take() == [
          "M.viewDidAppear", "A.viewDidDisappear", "completion", "coordinator completion",
        ])
    }

    // uikit-timing.md 1.8/1.9: a sheet (`.automatic`, iOS 13+) leaves the presenter visible, with
    // no callbacks.
    @Test func aSheetGivesThePresenterNoCallbacks() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      root.present(LoggingViewController("S", log: log), animated: true)
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["S.viewWillAppear", "S.viewDidAppear"])
    }

    // The original Lasso's ModalTestingTests+SystemBehavior (test_NotAnimated_Presentation and
    // test_NotAnimated_Dismissal, iOS 13 and later): a sheet presented or dismissed with
    // `animated: false` has had its will-callback only after one turn, and its did-callback
    // and completion after the next.
    @Test func aSheetNotAnimatedEndsATurnAfterItBegins() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let sheet = LoggingViewController("S", log: log)
      sheet.modalPresentationStyle = .pageSheet
      /// Marks the log one turn from now, as a synchronous XCTest wait for the main queue does.
      func markOneTurn() {
        DispatchQueue.main.async { MainActor.assumeIsolated { log.events.append("one turn") } }
      }
      root.present(sheet, animated: false) { log.events.append("presented") }
      _ = log.take()
      markOneTurn()
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == ["S.viewWillAppear", "one turn", "S.viewDidAppear", "presented"])
      root.dismiss(animated: false) { log.events.append("dismissed") }
      markOneTurn()
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "S.viewWillDisappear", "one turn", "S.viewDidDisappear", "dismissed",
        ])
      #expect(root.presentedViewController == nil)
    }
  }

  @MainActor @Suite struct DismissTimingTests {
    // uikit-timing.md 2.1, 2.3, 2.4 (dismiss(animated:completion:) doc: the completion runs
    // after the view controller is dismissed): the dismissed controller stays presented, being
    // dismissed, until the dismissal ends; then the completion runs, after viewDidDisappear.
    @Test func aDismissalKeepsThePresentedControllerUntilItEnds() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      // UIKit's 0.35 s: the test looks in the middle of the transition after one turn, which a
      // loaded machine can make outlast a shorter one.
      let window = await shownWindow(root, log: log, duration: 0.35)
      let modal = LoggingViewController("M", log: log)
      root.present(modal, animated: false)
      await transitionsEnded(in: window)
      _ = log.take()
      modal.dismiss(animated: true) { log.events.append("completion") }
      #expect(root.presentedViewController === modal)
      #expect(modal.isBeingDismissed)
      #expect(log.take().isEmpty)
      await nextMainQueueTurn()
      #expect(log.take() == ["M.viewWillDisappear"])
      #expect(root.presentedViewController === modal)
      await transitionsEnded(in: window)
      #expect(log.take() == ["M.viewDidDisappear", "completion"])
      #expect(root.presentedViewController == nil)
      #expect(modal.presentingViewController == nil)
      #expect(!modal.isBeingDismissed)
    }

    // uikit-timing.md 3.4 ("Attempt to dismiss from view controller … while a presentation or
    // dismiss is in progress"): the dismissal does nothing, its completion never runs.
    @Test func aDismissWhileThePresentationRunsIsRefused() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let modal = UIViewController()
      var dismissed = false
      let reports = misuseReports {
        root.present(modal, animated: true)
        root.dismiss(animated: true) { dismissed = true }
      }
      #expect(
        reports.map(\.message) == [
          "Attempt to dismiss from view controller LoggingViewController while a presentation "
            + "or dismiss is in progress."
        ])
      await transitionsEnded(in: window)
      #expect(root.presentedViewController === modal)
      #expect(!dismissed)
    }
  }

  @MainActor @Suite struct ChainedTransitionTests {
    // present(_:animated:completion:) and dismiss(animated:completion:) docs: the completion
    // runs once the transition finished, so a transition it starts is not "in progress" (the
    // usual fix for uikit-timing.md 3.3/3.4 warnings).
    @Test func aCompletionMayStartTheNextPresentOrDismiss() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log, duration: 0.01)
      let first = LoggingViewController("M", log: log)
      let second = LoggingViewController("N", log: log)
      var reached = false
      let reports = misuseReports {
        root.present(first, animated: true) {
          first.dismiss(animated: true) {
            root.present(second, animated: true) { reached = true }
          }
        }
      }
      #expect(reports.isEmpty)
      await transitionsEnded(in: window)
      #expect(reached)
      #expect(root.presentedViewController === second)
      #expect(first.presentingViewController == nil)
    }
  }

  @MainActor @Suite struct RefusedPresentationTests {
    // uikit-timing.md 3.3 ("while a presentation is in progress"; not queued) and 3.2 (the
    // completion of an ignored present never runs).
    @Test func presentingFromAControllerBeingPresentedIsRefused() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let first = UIViewController()
      let second = UIViewController()
      var completed = false
      let reports = misuseReports {
        root.present(first, animated: true)
        first.present(second, animated: true) { completed = true }
      }
      #expect(reports.count == 1)
      #expect(
        reports.first?.message.contains("while a presentation or dismiss is in progress") == true)
      await transitionsEnded(in: window)
      #expect(first.presentedViewController == nil)
      #expect(second.presentingViewController == nil)
      #expect(!completed)
    }

    // uikit-timing.md 3.1, 3.2: presenting on a controller that already presents is ignored.
    @Test func presentingOnAControllerThatPresentsIsRefused() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      let first = UIViewController()
      root.present(first, animated: false)
      await transitionsEnded(in: window)
      var completed = false
      let reports = misuseReports {
        root.present(UIViewController(), animated: false) { completed = true }
      }
      #expect(
        reports.first?.message.contains("which is already presenting UIViewController") == true)
      await transitionsEnded(in: window)
      #expect(root.presentedViewController === first)
      #expect(!completed)
    }

    // uikit-timing.md 3.5 ("whose view is not in the window hierarchy").
    @Test func presentingFromAControllerInNoWindowIsRefused() {
      let presenter = UIViewController()
      var completed = false
      let reports = misuseReports {
        presenter.present(UIViewController(), animated: false) { completed = true }
      }
      #expect(reports.first?.message.contains("whose view is not in the window hierarchy") == true)
      #expect(presenter.presentedViewController == nil)
      #expect(!completed)
    }
  }

  @MainActor @Suite struct CoordinatorTests {
    // Apple's transitionCoordinator doc (uikit-timing.md 5.1, 5.2): non-nil while the transition
    // is in progress, an ancestor's for a child; nil once it ended. 5.4: already there when the
    // push returns.
    @Test func theCoordinatorLastsFromTheRequestToTheEnd() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await shownWindow(navigation, log: log)
      #expect(root.transitionCoordinator == nil)
      navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
      let coordinator = navigation.transitionCoordinator
      #expect(coordinator != nil)
      #expect(navigation.topViewController?.transitionCoordinator === coordinator)
      #expect(coordinator?.isCancelled == false)
      #expect(coordinator?.isInteractive == false)
      #expect(coordinator?.viewController(forKey: .from) === root)
      #expect(coordinator?.viewController(forKey: .to) === navigation.topViewController)
      await transitionsEnded(in: window)
      #expect(navigation.transitionCoordinator == nil)
      #expect(coordinator?.animate(alongsideTransition: nil, completion: nil) == false)
    }
  }

  @MainActor @Suite struct NavigationTimingTests {
    // uikit-timing.md 4.1, 4.5, 4.6: the stack holds the pushed controller when the call
    // returns; one turn runs A.viewWillDisappear and B.viewWillAppear (and the delegate's
    // willShow); the end runs A.viewDidDisappear, B.viewDidAppear, then didMove(toParent:).
    @Test func anAnimatedPushUpdatesTheStackAtOnceAndTheAppearanceLater() async {
      final class Child: LoggingViewController {
        override func didMove(toParent parent: UIViewController?) {
          super.didMove(toParent: parent)
          log.events.append("\(name).didMove")
        }
      }
      final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func navigationController(
          _ navigationController: UINavigationController, willShow viewController: UIViewController,
          animated: Bool
        ) { log.events.append("willShow") }
        func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController,
          animated: Bool
        ) { log.events.append("didShow") }
      }
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let delegate = Delegate(log: log)
      navigation.delegate = delegate
      // UIKit's 0.35 s: the test looks in the middle of the transition after one turn, which a
      // loaded machine can make outlast a shorter one.
      let window = await shownWindow(navigation, log: log, duration: 0.35)
      let pushed = Child("B", log: log)
      navigation.pushViewController(pushed, animated: true)
      #expect(navigation.viewControllers == [root, pushed])
      #expect(navigation.topViewController === pushed)
      #expect(log.takeAppearance().isEmpty)
      await nextMainQueueTurn()
      #expect(log.takeAppearance() == ["willShow", "A.viewWillDisappear", "B.viewWillAppear"])
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove", "didShow"])
    }

    // uikit-timing.md 4.2 (a push while a transition of the stack is pending or running does not
    // update viewControllers; the stricter reading: it is applied once that transition ended).
    @Test func aPushDuringAPushWaitsForItToEnd() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await shownWindow(navigation, log: log, duration: 0.05)
      let first = LoggingViewController("B", log: log)
      let second = LoggingViewController("C", log: log)
      navigation.pushViewController(first, animated: true)
      navigation.pushViewController(second, animated: true)
      #expect(navigation.viewControllers == [root, first])
      await transitionsEnded(in: window)
      #expect(navigation.viewControllers == [root, first, second])
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
          "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
        ])
    }

    // uikit-timing.md 4.8 (popViewController(animated:) doc): popping the root does nothing.
    @Test func poppingTheRootDoesNothing() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await shownWindow(navigation, log: log)
      #expect(navigation.popViewController(animated: true) == nil)
      #expect(!window.headless.isTransitioning)
      #expect(navigation.viewControllers == [root])
    }

    // uikit-timing.md 4.5: not animated, a pop has run all its callbacks after one turn; the
    // popped controller is released once it ended.
    @Test func aPopNotAnimatedEndsOnTheNextTurnAndReleasesThePopped() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await shownWindow(navigation, log: log)
      weak var weakPushed: UIViewController?
      do {
        let pushed = LoggingViewController("B", log: log)
        weakPushed = pushed
        navigation.pushViewController(pushed, animated: false)
      }
      await transitionsEnded(in: window)
      _ = log.take()
      navigation.popViewController(animated: false)
      #expect(navigation.viewControllers == [root])
      #expect(log.take().isEmpty)
      await nextMainQueueTurn()
      #expect(
        log.take() == [
          "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
      #expect(weakPushed == nil)
    }
  }

  @MainActor @Suite struct TabAndWindowTimingTests {
    // selectedIndex doc (uikit-timing.md 7.1): a programmatic selection never tells the
    // delegate. 7.3 leaves the callbacks' timing open: the stricter choice, the next turn.
    @Test func aProgrammaticTabSelectionAppearsOnTheNextTurnWithoutTheDelegate() async {
      final class Delegate: NSObject, UITabBarControllerDelegate {
        var selections = 0
        func tabBarController(
          _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) { selections += 1 }
      }
      let log = EventLog()
      let tabs = UITabBarController()
      let delegate = Delegate()
      tabs.delegate = delegate
      tabs.viewControllers = [
        LoggingViewController("A", log: log), LoggingViewController("B", log: log),
      ]
      let window = await shownWindow(tabs, log: log)
      tabs.selectedIndex = 1
      #expect(tabs.selectedIndex == 1)
      #expect(log.takeAppearance().isEmpty)
      await nextMainQueueTurn()
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(delegate.selections == 0)
      #expect(!window.headless.isTransitioning)
    }

    // What a faithful headless UIKit must do, 2 (uikit-timing.md): no appearance callback in
    // the call; a new root of a visible window appears on the next turn, and the old root is
    // released once it disappeared.
    @Test func aNewRootAppearsOnTheNextTurn() async {
      let log = EventLog()
      weak var weakOld: UIViewController?
      let window: UIWindow
      do {
        let old = LoggingViewController("A", log: log)
        weakOld = old
        window = await shownWindow(old, log: log)
      }
      window.rootViewController = LoggingViewController("B", log: log)
      #expect(log.takeAppearance().isEmpty)
      await nextMainQueueTurn()
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(weakOld == nil)
    }

    // uikit-timing.md 6.4, 6.3 (likely no): turning UIView animations off does not make
    // controller transitions synchronous.
    @Test func animationsOffDoNotMakeTransitionsSynchronous() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log)
      var completed = false
      UIView.performWithoutAnimation {
        root.present(LoggingViewController("M", log: log), animated: false) { completed = true }
      }
      #expect(!completed)
      await transitionsEnded(in: window)
      #expect(completed)
    }
  }

  @MainActor @Suite struct PageTimingTests {
    // UIPageViewControllerDelegate's pageViewController(_:didFinishAnimating:…) doc: called
    // after a gesture-driven transition completes; so after the new page's viewDidAppear.
    @Test func aSwipeTellsTheDelegateOnceThePageTransitionEnded() async {
      final class Source: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        let log: EventLog
        init(pages: [UIViewController], log: EventLog) {
          self.pages = pages
          self.log = log
        }
        func pageViewController(
          _ pageViewController: UIPageViewController,
          viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
          pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(
          _ pageViewController: UIPageViewController,
          viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
          pages.firstIndex { $0 === viewController }.flatMap {
            $0 + 1 < pages.count ? pages[$0 + 1] : nil
          }
        }
        func pageViewController(
          _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
          previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) { log.events.append("didFinishAnimating") }
      }
      let log = EventLog()
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      let source = Source(
        pages: [LoggingViewController("P1", log: log), LoggingViewController("P2", log: log)],
        log: log)
      pages.dataSource = source
      pages.delegate = source
      pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
      let window = await shownWindow(pages, log: log, duration: 0.02)
      #expect(pages.headless.swipe(.forward))
      #expect(log.takeAppearance().isEmpty)
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "P1.viewWillDisappear", "P2.viewWillAppear", "P1.viewDidDisappear", "P2.viewDidAppear",
          "didFinishAnimating",
        ])
    }
  }

  // Headless only (no UIKit counterpart; the terminal renderer's type-ahead uses it): a body runs
  // once no transition is queued or running, after the last one's completions, so that a
  // transition a completion requests (present from a dismissal's completion, as UIKit allows) is
  // waited for too.
  @MainActor @Suite struct TransitionsEndTests {
    @Test func runsAtOnceWhenIdleElseAfterTheLastTransitionAndItsCompletions() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await shownWindow(root, log: log, duration: 0.02)
      var runs: [String] = []
      window.headless.whenTransitionsEnd { runs.append("idle") }
      #expect(runs == ["idle"])
      let first = LoggingViewController("M", log: log)
      let second = LoggingViewController("N", log: log)
      root.present(first, animated: true) {
        runs.append("presented M")
        root.dismiss(animated: true) {
          runs.append("dismissed M")
          root.present(second, animated: true) { runs.append("presented N") }
        }
      }
      window.headless.whenTransitionsEnd { runs.append("ended") }
      #expect(runs == ["idle"])
      await transitionsEnded(in: window)
      #expect(runs == ["idle", "presented M", "dismissed M", "presented N", "ended"])
      #expect(root.presentedViewController === second)
    }
  }
#endif
