#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  // The animated change of a window's root that Lasso's `setRootViewController(_:with:completion:)`
  // and `root(of:using:)` make (`replaceRoot(with:animated:completion:)`). UIKit animates those
  // with a layer transition; headless, the change is one animated transition of the window, in
  // the timing of every animated transition (uikit-timing.md, "What a faithful headless UIKit
  // must do", 1–4).

  @MainActor @Suite struct WindowRootTransitionTests {
    // uikit-timing.md 1.5 (the order of an animated transition), 1.7 (the completion after the
    // did-callbacks): the root is set in the call, the will-callbacks come one turn later, the
    // did-callbacks and then the completion when the duration has passed.
    @Test func anAnimatedRootChangeRunsWillCallbacksThenEndsAfterItsDuration() async {
      let log = EventLog()
      let old = LoggingViewController("A", log: log)
      let window = await makeWindow(root: old)
      // UIKit's own duration: the test looks in between, after one main-queue turn, and a turn
      // on a loaded CI machine has taken longer than 50 ms.
      window.animatedTransitionDurationOverride = 0.35
      _ = log.take()
      let new = LoggingViewController("B", log: log)
      window.replaceRoot(with: new, animated: true) { log.events.append("completion") }
      #expect(window.rootViewController === new)
      #expect(new.transitionCoordinator?.isAnimated == true)
      #expect(log.takeAppearance() == [])
      await nextMainQueueTurn()
      #expect(log.takeAppearance() == ["A.viewWillDisappear", "B.viewWillAppear"])
      #expect(window.headless.isTransitioning)
      await transitionsEnded(in: window)
      #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear", "completion"])
      #expect(new.transitionCoordinator == nil)
    }

    // The same change, not animated, ends on the turn it begins, as setting
    // `rootViewController` does (uikit-timing.md 1.4).
    @Test func aRootChangeNotAnimatedEndsOnTheTurnItBegins() async {
      let log = EventLog()
      let window = await makeWindow(root: LoggingViewController("A", log: log))
      _ = log.take()
      window.replaceRoot(with: LoggingViewController("B", log: log), animated: false) {
        log.events.append("completion")
      }
      #expect(log.takeAppearance() == [])
      await nextMainQueueTurn()
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
          "completion",
        ])
    }

    // UIWindow.makeKeyAndVisible(): a hidden window is shown and made key; its new root appears
    // in the change's transition, then the completion runs.
    @Test func aHiddenWindowIsShownWithItsNewRoot() async {
      let log = EventLog()
      let window = UIWindow()
      window.animatedTransitionDurationOverride = 0.01
      window.replaceRoot(with: LoggingViewController("A", log: log), animated: true) {
        log.events.append("completion")
      }
      #expect(!window.isHidden)
      #expect(window.isKeyWindow)
      #expect(log.takeAppearance() == [])
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["A.viewWillAppear", "A.viewDidAppear", "completion"])
    }

    // The same root again changes nothing, but the change still takes its time and completes.
    @Test func theSameRootAgainStillCompletesLater() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      _ = log.take()
      var completed = false
      window.replaceRoot(with: root, animated: true) { completed = true }
      #expect(!completed)
      await transitionsEnded(in: window)
      #expect(completed)
      #expect(log.take() == [])
    }

    // A controller that has a parent cannot be a window's root: the change is refused as
    // setting `rootViewController` refuses it, and its completion never runs (uikit-timing.md
    // 3.2: a refused transition's completion does not run).
    @Test func aRefusedRootNeverCompletes() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      var completed = false
      let reports = misuseReports {
        window.replaceRoot(with: child, animated: true) { completed = true }
      }
      #expect(reports.count == 1)
      #expect(window.rootViewController === root)
      await transitionsEnded(in: window)
      await nextMainQueueTurn()
      #expect(!completed)
    }

    // A later plain change of the root is not animated: the animation asked for applies to
    // one change only.
    @Test func theAnimationAppliesToOneChangeOnly() async {
      let log = EventLog()
      let window = await makeWindow(root: LoggingViewController("A", log: log))
      window.animatedTransitionDurationOverride = 0.05
      window.replaceRoot(
        with: LoggingViewController("B", log: log), animated: true, completion: nil)
      await transitionsEnded(in: window)
      _ = log.take()
      let last = LoggingViewController("C", log: log)
      window.rootViewController = last
      #expect(last.transitionCoordinator?.isAnimated == false)
      await transitionsEnded(in: window)
    }
  }
#endif
