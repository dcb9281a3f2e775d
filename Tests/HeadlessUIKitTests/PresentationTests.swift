#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct PresentationTests {
    @Test func fullScreenPresentationHidesThePresenter() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      _ = log.take()
      let modal = LoggingViewController("M", log: log)
      modal.modalPresentationStyle = .fullScreen
      var completed = false
      root.present(modal, animated: true) { completed = true }
      await transitionsEnded(in: window)
      #expect(completed)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
        ])
      #expect(root.presentedViewController === modal)
      #expect(modal.presentingViewController === root)
      #expect(modal.view.window === window)
      #expect(root.view.window == nil)

      completed = false
      modal.dismiss(animated: true) { completed = true }
      await transitionsEnded(in: window)
      #expect(completed)
      #expect(
        log.takeAppearance() == [
          "M.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "M.viewDidDisappear",
        ])
      #expect(root.presentedViewController == nil)
      #expect(modal.presentingViewController == nil)
      #expect(root.view.window === window)
    }

    @Test func sheetPresentationKeepsThePresenterVisible() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      _ = log.take()
      let sheet = LoggingViewController("S", log: log)
      #expect(sheet.modalPresentationStyle == .automatic)
      root.present(sheet, animated: true)
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["S.viewWillAppear", "S.viewDidAppear"])
      #expect(root.view.window === window)
      root.dismiss(animated: true)
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["S.viewWillDisappear", "S.viewDidDisappear"])
    }

    @Test func presentedFlagsDuringCallbacks() async {
      final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
          seen.append("willAppear presented=\(isBeingPresented)")
        }
        override func viewDidAppear(_ animated: Bool) {
          seen.append("didAppear presented=\(isBeingPresented)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          seen.append(
            "willDisappear dismissed=\(isBeingDismissed) by=\(presentingViewController != nil)")
        }
      }
      let window = await makeWindow(root: UIViewController())
      let probe = Probe()
      window.rootViewController?.present(probe, animated: true)
      // A dismiss while the presentation runs is refused (uikit-timing.md 3.4): wait for it.
      await transitionsEnded(in: window)
      probe.dismiss(animated: true)
      await transitionsEnded(in: window)
      #expect(
        probe.seen == [
          "willAppear presented=true", "didAppear presented=true",
          "willDisappear dismissed=true by=true",
        ])
      #expect(!probe.isBeingPresented && !probe.isBeingDismissed)
    }

    @Test func doublePresentationIsRefused() async {
      let root = UIViewController()
      let window = await makeWindow(root: root)
      final class AlertViewController: UIViewController {}
      final class LoginViewController: UIViewController {}
      let alert = AlertViewController()
      root.present(alert, animated: true)
      // Presented: while it runs, the refusal is the in-progress one (uikit-timing.md 3.3).
      await transitionsEnded(in: window)
      var completed = false
      let reports = misuseReports {
        root.present(LoginViewController(), animated: true) { completed = true }
      }
      await transitionsEnded(in: window)
      #expect(
        reports.map(\.message) == [
          "Attempt to present LoginViewController on UIViewController, which is already "
            + "presenting AlertViewController."
        ])
      #expect(reports.first?.fix.isEmpty == false)
      #expect(!completed)
      #expect(root.presentedViewController === alert)
    }

    @Test func presentingAnAlreadyPresentedOrChildControllerIsRefused() async {
      let root = UIViewController()
      let window = await makeWindow(root: root)
      let modal = UIViewController()
      root.present(modal, animated: false)
      await transitionsEnded(in: window)
      let navigation = UINavigationController(rootViewController: UIViewController())
      let reports = misuseReports {
        modal.present(modal, animated: false)
        modal.present(navigation.viewControllers[0], animated: false)
        modal.present(root, animated: false)
      }
      #expect(reports.count == 3)
      #expect(reports[1].message.contains("is a child of UINavigationController"))
      await transitionsEnded(in: window)
      #expect(modal.presentedViewController == nil)
    }

    @Test func presentingOutsideAWindowIsRefused() {
      let root = UIViewController()
      let reports = misuseReports { root.present(UIViewController(), animated: false) }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("not in the window hierarchy") == true)
      #expect(root.presentedViewController == nil)
    }

    @Test func presentationFromAChildGoesThroughTheTopAncestor() async {
      let log = EventLog()
      let child = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: child)
      let window = await makeWindow(root: navigation)
      _ = log.take()
      let modal = LoggingViewController("M", log: log)
      modal.modalPresentationStyle = .fullScreen
      child.present(modal, animated: true)
      #expect(modal.presentingViewController === navigation)
      #expect(navigation.presentedViewController === modal)
      #expect(child.presentedViewController === modal)
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
        ])
      child.dismiss(animated: true)
      await transitionsEnded(in: window)
      #expect(navigation.presentedViewController == nil)
      #expect(
        log.takeAppearance() == [
          "M.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "M.viewDidDisappear",
        ])
    }

    @Test func dismissingAPresenterDismissesTheWholeChain() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      weak var weakFirst: UIViewController?
      weak var weakSecond: UIViewController?
      do {
        let first = LoggingViewController("B", log: log)
        let second = LoggingViewController("C", log: log)
        first.modalPresentationStyle = .fullScreen
        weakFirst = first
        weakSecond = second
        root.present(first, animated: true)
        // Not while the first presentation runs (uikit-timing.md 3.3).
        await transitionsEnded(in: window)
        first.present(second, animated: true)
        await transitionsEnded(in: window)
      }
      #expect(window.headless.visibleViewController === weakSecond)
      _ = log.take()
      var completed = 0
      root.dismiss(animated: true) { completed += 1 }
      await transitionsEnded(in: window)
      #expect(completed == 1)
      #expect(
        log.takeAppearance() == [
          "B.viewWillDisappear", "C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
          "B.viewDidDisappear", "C.viewDidDisappear",
        ])
      #expect(root.presentedViewController == nil)
      #expect(weakFirst == nil)
      #expect(weakSecond == nil)
    }

    @Test func dismissingThePresentedTopOnlyDismissesIt() async {
      let root = UIViewController()
      let window = await makeWindow(root: root)
      let first = UIViewController()
      let second = UIViewController()
      // Each transition ends before the next is asked (uikit-timing.md 3.3, 3.4).
      root.present(first, animated: false)
      await transitionsEnded(in: window)
      first.present(second, animated: false)
      await transitionsEnded(in: window)
      #expect(first.presentedViewController === second)
      second.dismiss(animated: false)
      await transitionsEnded(in: window)
      #expect(first.presentedViewController == nil)
      #expect(root.presentedViewController === first)
      first.present(second, animated: false)
      await transitionsEnded(in: window)
      #expect(first.presentedViewController === second)
      first.dismiss(animated: false)
      await transitionsEnded(in: window)
      #expect(root.presentedViewController === first)
      #expect(first.presentedViewController == nil)
    }

    @Test func dismissOfThePresentedGoesThroughThePresentersDismiss() async {
      final class Root: UIViewController {
        var dismissals = 0
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
          dismissals += 1
          super.dismiss(animated: flag, completion: completion)
        }
      }
      let root = Root()
      let window = await makeWindow(root: root)
      let modal = UINavigationController(rootViewController: UIViewController())
      root.present(modal, animated: true)
      // A dismiss while the presentation runs is refused (uikit-timing.md 3.4): wait for it.
      await transitionsEnded(in: window)
      var completed = false
      modal.viewControllers[0].dismiss(animated: true) { completed = true }
      #expect(root.dismissals == 1)
      await transitionsEnded(in: window)
      #expect(completed)
      #expect(root.presentedViewController == nil)
    }

    @Test func dismissWithNothingPresentedRunsTheCompletion() {
      let controller = UIViewController()
      var completed = false
      controller.dismiss(animated: true) { completed = true }
      #expect(completed)
    }

    @Test func presentedControllerIsReleasedAfterDismissal() async {
      let root = UIViewController()
      let window = await makeWindow(root: root)
      weak var weakModal: UINavigationController?
      do {
        let modal = UINavigationController(rootViewController: UIViewController())
        weakModal = modal
        root.present(modal, animated: true)
      }
      await transitionsEnded(in: window)
      #expect(weakModal != nil)
      weakModal?.viewControllers.first?.dismiss(animated: true)
      await transitionsEnded(in: window)
      #expect(weakModal == nil)
    }

    @Test func currentContextCoversOnlyTheContext() async {
      let log = EventLog()
      let tabs = UITabBarController()
      let context = LoggingViewController("A", log: log)
      context.definesPresentationContext = true
      tabs.viewControllers = [context]
      let window = await makeWindow(root: tabs)
      _ = log.take()
      let modal = LoggingViewController("M", log: log)
      modal.modalPresentationStyle = .currentContext
      context.present(modal, animated: false)
      #expect(modal.presentingViewController === context)
      #expect(tabs.presentedViewController == nil)
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
        ])
    }
  }
#endif
