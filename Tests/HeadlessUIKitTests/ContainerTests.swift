#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct TabBarControllerTests {
    @Test func onlyTheSelectedTabAppears() async {
      let log = EventLog()
      let first = LoggingViewController("A", log: log)
      let second = LoggingViewController("B", log: log)
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      #expect(tabs.children == [first, second])
      #expect(tabs.selectedIndex == 0)
      let window = await makeWindow(root: tabs)
      #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
      #expect(!second.isViewLoaded)

      tabs.selectedIndex = 1
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(tabs.selectedViewController === second)
      #expect(second.tabBarController === tabs)
      #expect(second.view.window === window)
      #expect(first.view.window == nil)

      tabs.selectedViewController = first
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
    }

    @Test func tabsOfNavigationControllersShowTheirTops() async {
      let log = EventLog()
      let tabs = UITabBarController()
      let navigation = UINavigationController(
        rootViewController: LoggingViewController("A", log: log))
      let other = LoggingViewController("B", log: log)
      tabs.setViewControllers([navigation, other], animated: false)
      let window = await makeWindow(root: tabs)
      #expect(window.headless.visibleViewController === navigation.topViewController)
      let pushed = LoggingViewController("C", log: log)
      navigation.pushViewController(pushed, animated: true)
      await transitionsEnded(in: window)
      #expect(window.headless.visibleViewController === pushed)
      tabs.selectedIndex = 1
      await transitionsEnded(in: window)
      #expect(window.headless.visibleViewController === other)
      _ = log.take()
      tabs.selectedIndex = 0
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
        ])
    }

    @Test func userSelectionConsultsTheDelegate() {
      final class Delegate: NSObject, UITabBarControllerDelegate {
        var allowed = true
        var calls: [String] = []
        func tabBarController(
          _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
          calls.append("should \(viewController.title ?? "")")
          return allowed
        }
        func tabBarController(
          _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
          calls.append("did \(viewController.title ?? "")")
        }
      }
      let first = UIViewController()
      first.title = "first"
      let second = UIViewController()
      second.title = "second"
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      let delegate = Delegate()
      tabs.delegate = delegate
      tabs.selectedIndex = 1
      #expect(delegate.calls.isEmpty)
      delegate.allowed = false
      #expect(!tabs.headless.selectTab(at: 0))
      #expect(tabs.selectedIndex == 1)
      delegate.allowed = true
      #expect(tabs.headless.selectTab(at: 0))
      #expect(tabs.selectedIndex == 0)
      #expect(delegate.calls == ["should first", "should first", "did first"])
    }

    @Test func reselectingANavigationTabPopsToRoot() {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      navigation.pushViewController(UIViewController(), animated: false)
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation]
      #expect(tabs.headless.selectTab(at: 0))
      #expect(navigation.viewControllers == [root])
    }

    @Test func replacingTabsReleasesRemovedOnes() async {
      let tabs = UITabBarController()
      let window = await makeWindow(root: tabs)
      let kept = UIViewController()
      weak var weakRemoved: UIViewController?
      do {
        let removed = UIViewController()
        weakRemoved = removed
        tabs.viewControllers = [removed, kept]
        tabs.selectedIndex = 0
        await transitionsEnded(in: window)
      }
      tabs.viewControllers = [kept]
      await transitionsEnded(in: window)
      #expect(weakRemoved == nil)
      #expect(tabs.selectedViewController === kept)
      #expect(kept.view.window === window)
      let reports = misuseReports { tabs.selectedIndex = 4 }
      #expect(reports.count == 1)
    }
  }

  @MainActor @Suite struct PageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
      let pages: [UIViewController]
      var calls: [String] = []
      init(count: Int) {
        pages = (0..<count).map { index in
          let page = UIViewController()
          page.title = "\(index)"
          return page
        }
      }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
      }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
          return nil
        }
        return pages[index + 1]
      }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
      ) {
        calls.append("will \(pendingViewControllers.first?.title ?? "")")
      }
      func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
      ) {
        calls.append("did from \(previousViewControllers.first?.title ?? "")")
      }
    }

    @Test func setViewControllersAndUserSwipes() async {
      let pageController = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal)
      let source = Pages(count: 2)
      pageController.dataSource = source
      pageController.delegate = source
      let window = await makeWindow(root: pageController)
      var completed = false
      pageController.setViewControllers([source.pages[0]], direction: .forward, animated: false) {
        completed = $0
      }
      await transitionsEnded(in: window)
      #expect(completed)
      #expect(source.calls.isEmpty)
      #expect(pageController.viewControllers == [source.pages[0]])
      #expect(source.pages[0].view.window === window)
      #expect(window.headless.visibleViewController === source.pages[0])
      #expect(!pageController.headless.swipe(.reverse))
      #expect(pageController.headless.swipe(.forward))
      await transitionsEnded(in: window)
      #expect(pageController.viewControllers == [source.pages[1]])
      #expect(source.pages[0].parent == nil)
      #expect(source.pages[0].view.window == nil)
      #expect(source.calls == ["will 1", "did from 0"])
    }
  }

  @MainActor @Suite struct WindowTests {
    @Test func visibleViewControllerFollowsPresentationsAndContainers() {
      let root = UIViewController()
      let window = UIWindow()
      #expect(window.headless.visibleViewController == nil)
      #expect(window.isHidden)
      window.rootViewController = root
      window.makeKeyAndVisible()
      #expect(window.headless.visibleViewController === root)
      #expect(UIApplication.shared.keyWindow === window)
      #expect(UIApplication.shared.windows.contains(window))

      let top = UIViewController()
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.pushViewController(top, animated: false)
      root.present(navigation, animated: true)
      #expect(window.headless.visibleViewController === top)
      window.isHidden = true
      #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func sceneCodeFindsTheKeyWindow() {
      // What a scene delegate and `rootOfApplicationWindow` write on iOS 15 and later.
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      let window = UIWindow(windowScene: scene!)
      #expect(window.isHidden)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      #expect(UIApplication.shared.connectedScenes.count == 1)
      #expect(window.windowScene === scene)
      #expect(scene?.keyWindow === window)
      #expect(scene?.windows.contains(window) == true)
      window.isHidden = true
      #expect(scene?.keyWindow == nil)
    }

    @Test func hiddenWindowControllersDisappearAndReappear() async {
      let log = EventLog()
      let window = await makeWindow(root: LoggingViewController("A", log: log))
      _ = log.take()
      window.isHidden = true
      window.isHidden = true
      window.makeKeyAndVisible()
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
        ])
    }

    @Test func rootThatIsAChildIsRefused() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow()
      let reports = misuseReports {
        window.rootViewController = navigation.viewControllers[0]
      }
      #expect(reports.count == 1)
      #expect(window.rootViewController == nil)
    }

    @Test func showPushesInANavigationControllerElsePresents() async {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = await makeWindow(root: navigation)
      let pushed = UIViewController()
      root.show(pushed, sender: nil)
      #expect(navigation.topViewController === pushed)
      let lone = UIViewController()
      let other = await makeWindow(root: lone)
      let shown = UIViewController()
      lone.show(shown, sender: nil)
      #expect(lone.presentedViewController === shown)
      await transitionsEnded(in: window, other)
    }
  }

  @MainActor @Suite struct BarItemTests {
    @Test func barButtonItemTapRunsPrimaryActionWithSender() {
      var senders: [Any?] = []
      let item = UIBarButtonItem(
        title: "Done", primaryAction: UIAction { senders.append($0.sender) })
      #expect(item.title == "Done")
      #expect(item.headless.tap())
      #expect((senders.first as? UIBarButtonItem) === item)
      item.isEnabled = false
      #expect(!item.headless.tap())
      #expect(senders.count == 1)
    }

    @Test func targetActionItemsCallTheTarget() {
      final class Screen {
        var saves = 0
        func save() { saves += 1 }
      }
      let screen = Screen()
      let item = UIBarButtonItem(
        barButtonSystemItem: .save, target: screen, action: { $0.save() })
      #expect(item.headless.systemItem == .save)
      item.headless.tap()
      let titled = UIBarButtonItem(title: "Save", style: .done, target: screen) { $0.save() }
      titled.headless.tap()
      #expect(screen.saves == 2)
      #expect(titled.style == .done)
    }

    @Test func navigationItemHoldsBarItems() {
      let controller = UIViewController()
      let item = UIBarButtonItem(systemItem: .add)
      controller.navigationItem.rightBarButtonItem = item
      #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
      #expect(controller.navigationItem.rightBarButtonItem === item)
      controller.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "A"), item]
      #expect(controller.navigationItem.leftBarButtonItem?.title == "A")
      controller.navigationItem.setHidesBackButton(true, animated: false)
      #expect(controller.navigationItem.hidesBackButton)
      let tab = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 3)
      tab.badgeValue = "2"
      #expect(tab.tag == 3 && tab.badgeValue == "2" && tab.image?.isSymbolImage == true)
    }

    @Test func backButtonTapPops() {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      #expect(!navigation.headless.tapBackButton())
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: false)
      pushed.navigationItem.hidesBackButton = true
      #expect(!navigation.headless.tapBackButton())
      pushed.navigationItem.hidesBackButton = false
      #expect(navigation.headless.tapBackButton())
      #expect(navigation.viewControllers == [root])
    }
  }
#endif
