#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct NavigationControllerTests {
    @Test func rootAppearsWithItsContainer() async {
      final class Nav: UINavigationController {
        var log: EventLog?
        override func viewWillAppear(_ animated: Bool) { log?.events.append("Nav.viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log?.events.append("Nav.viewDidAppear") }
      }
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = Nav(rootViewController: root)
      navigation.log = log
      let window = await makeWindow(root: navigation)
      #expect(
        log.takeAppearance() == [
          "Nav.viewWillAppear", "A.viewWillAppear", "Nav.viewDidAppear", "A.viewDidAppear",
        ])
      #expect(root.navigationController === navigation)
      #expect(root.parent === navigation)
      #expect(root.view.window === window)
    }

    @Test func pushAndPopOrder() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await makeWindow(root: navigation)
      _ = log.take()

      let pushed = LoggingViewController("B", log: log)
      navigation.pushViewController(pushed, animated: true)
      await transitionsEnded(in: window)
      #expect(
        log.take() == [
          "B.loadView", "B.viewDidLoad",
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(navigation.viewControllers == [root, pushed])
      #expect(navigation.topViewController === pushed)
      #expect(pushed.parent === navigation)
      #expect(pushed.view.window === window)
      #expect(root.view.window == nil)

      let popped = navigation.popViewController(animated: true)
      #expect(popped === pushed)
      await transitionsEnded(in: window)
      #expect(
        log.take() == [
          "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
      #expect(pushed.parent == nil)
      #expect(navigation.viewControllers == [root])
    }

    @Test func movingFlagsDuringPushAndPop() async {
      final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
          seen.append("appear moving=\(isMovingToParent) nav=\(navigationController != nil)")
          seen.append("inWindow=\(view.window != nil)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          seen.append("disappear moving=\(isMovingFromParent) nav=\(navigationController != nil)")
          seen.append("inWindow=\(view.window != nil)")
        }
        override func viewDidDisappear(_ animated: Bool) {
          seen.append("didDisappear nav=\(navigationController != nil)")
          seen.append("inWindow=\(view.window != nil)")
        }
      }
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await makeWindow(root: navigation)
      let probe = Probe()
      navigation.pushViewController(probe, animated: true)
      // A pop during the push would wait for it (uikit-timing.md 4.2).
      await transitionsEnded(in: window)
      navigation.popViewController(animated: true)
      await transitionsEnded(in: window)
      #expect(
        probe.seen == [
          "appear moving=true nav=true", "inWindow=true",
          "disappear moving=true nav=true", "inWindow=true",
          "didDisappear nav=true", "inWindow=false",
        ])
      #expect(!probe.isMovingFromParent)
    }

    @Test func poppedControllerIsReleased() async {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await makeWindow(root: navigation)
      weak var weakPushed: UIViewController?
      do {
        let pushed = UIViewController()
        weakPushed = pushed
        navigation.pushViewController(pushed, animated: true)
      }
      await transitionsEnded(in: window)
      #expect(weakPushed != nil)
      navigation.popViewController(animated: true)
      await transitionsEnded(in: window)
      #expect(weakPushed == nil)
    }

    @Test func popOfRootIsANoOp() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = await makeWindow(root: navigation)
      _ = log.take()
      let reports = misuseReports {
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
      }
      #expect(reports.isEmpty)
      #expect(navigation.viewControllers == [root])
      await transitionsEnded(in: window)
      #expect(log.take() == [])
    }

    @Test func doublePushIsRefused() {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: false)
      let reports = misuseReports {
        navigation.pushViewController(pushed, animated: false)
        navigation.pushViewController(root, animated: false)
      }
      #expect(reports.count == 2)
      #expect(
        reports.first?.message
          == "Pushing the same view controller instance (UIViewController) more than once is not "
          + "supported: it is already in the stack of UINavigationController.")
      #expect(navigation.viewControllers == [root, pushed])
    }

    @Test func pushingANavigationControllerOrAChildIsRefused() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let other = UINavigationController(rootViewController: UIViewController())
      let reports = misuseReports {
        navigation.pushViewController(UINavigationController(), animated: false)
        navigation.pushViewController(other.viewControllers[0], animated: false)
      }
      #expect(reports.count == 2)
      #expect(reports[0].message.contains("pushing a navigation controller is not supported"))
      #expect(reports[1].message.contains("is a child of UINavigationController"))
      #expect(navigation.viewControllers.count == 1)
    }

    @Test func popToViewControllerAndRoot() async {
      let log = EventLog()
      let a = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: a)
      let window = await makeWindow(root: navigation)
      let b = LoggingViewController("B", log: log)
      let c = LoggingViewController("C", log: log)
      let d = LoggingViewController("D", log: log)
      // Each push ends before the next (uikit-timing.md 4.2: else it waits for it).
      navigation.pushViewController(b, animated: false)
      await transitionsEnded(in: window)
      navigation.pushViewController(c, animated: false)
      await transitionsEnded(in: window)
      navigation.pushViewController(d, animated: false)
      await transitionsEnded(in: window)
      _ = log.take()

      #expect(navigation.popToViewController(b, animated: true) == [c, d])
      await transitionsEnded(in: window)
      #expect(
        log.take() == [
          "D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(navigation.popToRootViewController(animated: true) == [b])
      await transitionsEnded(in: window)
      #expect(navigation.viewControllers == [a])
      #expect(c.parent == nil && d.parent == nil)

      let reports = misuseReports {
        #expect(navigation.popToViewController(d, animated: true) == nil)
      }
      #expect(reports.count == 1)
    }

    @Test func setViewControllersShowsOnlyTheNewTop() async {
      let log = EventLog()
      let a = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: a)
      let window = await makeWindow(root: navigation)
      _ = log.take()
      let b = LoggingViewController("B", log: log)
      let c = LoggingViewController("C", log: log)
      navigation.setViewControllers([b, c], animated: false)
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
        ])
      #expect(a.parent == nil)
      #expect(b.parent === navigation && c.parent === navigation)
      #expect(!b.isViewLoaded)

      weak var weakB: UIViewController?
      weakB = b
      navigation.viewControllers = [c]
      #expect(navigation.viewControllers == [c])
      await transitionsEnded(in: window)
      #expect(log.take() == [])
      _ = weakB
    }

    @Test func delegateIsToldAroundTheTransition() async {
      final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func navigationController(
          _ navigationController: UINavigationController, willShow viewController: UIViewController,
          animated: Bool
        ) {
          log.events.append("willShow \((viewController as? LoggingViewController)?.name ?? "?")")
        }
        func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController,
          animated: Bool
        ) {
          log.events.append("didShow \((viewController as? LoggingViewController)?.name ?? "?")")
        }
      }
      let log = EventLog()
      let navigation = UINavigationController(
        rootViewController: LoggingViewController("A", log: log))
      let delegate = Delegate(log: log)
      navigation.delegate = delegate
      let window = await makeWindow(root: navigation)
      _ = log.take()
      navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "willShow B", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
          "B.viewDidAppear", "didShow B",
        ])
    }

    @Test func visibleViewControllerIsTopOrPresented() async {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = await makeWindow(root: navigation)
      #expect(navigation.visibleViewController === root)
      let modal = UIViewController()
      root.present(modal, animated: true)
      #expect(navigation.visibleViewController === modal)
      await transitionsEnded(in: window)
    }
  }
#endif
