#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ViewControllerTests {
    @Test func viewLoadsLazilyOnceLoadViewThenViewDidLoad() {
      let log = EventLog()
      let controller = LoggingViewController("A", log: log)
      #expect(!controller.isViewLoaded)
      #expect(controller.viewIfLoaded == nil)
      #expect(log.events.isEmpty)
      let view = controller.view
      #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
      #expect(controller.isViewLoaded)
      #expect(controller.view === view)
      controller.loadViewIfNeeded()
      #expect(log.events.isEmpty)
      #expect(view?.next === controller)
    }

    @Test func customLoadViewProvidesTheView() {
      final class Custom: UIViewController {
        let label = UILabel()
        override func loadView() {
          let root = UIStackView(arrangedSubviews: [label])
          view = root
        }
      }
      let controller = Custom()
      #expect(controller.view is UIStackView)
      #expect(controller.view.subviews.first === controller.label)
    }

    @Test func loadViewThatSetsNoViewIsReported() {
      final class Broken: UIViewController {
        override func loadView() {}
      }
      let controller = Broken()
      let reports = misuseReports { _ = controller.view }
      #expect(reports.map(\.message) == ["Broken.loadView() did not set `view`."])
      #expect(controller.isViewLoaded)
    }

    @Test func titleFeedsNavigationItemUntilItIsSet() {
      let controller = UIViewController()
      controller.title = "Home"
      #expect(controller.navigationItem.title == "Home")
      #expect(controller.tabBarItem.title == "Home")
      controller.navigationItem.title = "Custom"
      #expect(controller.navigationItem.title == "Custom")
      #expect(controller.title == "Home")
    }

    @Test func noAppearanceOutsideAWindow() {
      let log = EventLog()
      let controller = LoggingViewController("A", log: log)
      _ = controller.view
      _ = log.take()
      let navigation = UINavigationController(rootViewController: controller)
      _ = navigation.view
      #expect(log.take() == [])
    }

    @Test func windowShowsRootAndReplacesIt() async {
      let log = EventLog()
      let window = UIWindow()
      let first = LoggingViewController("A", log: log)
      window.rootViewController = first
      #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
      #expect(first.view.window === window)
      window.makeKeyAndVisible()
      #expect(window.isKeyWindow)
      await transitionsEnded(in: window)
      #expect(log.take() == ["A.viewWillAppear", "A.viewDidAppear"])
      #expect(first.view.window === window)
      #expect(window.subviews.contains { $0 === first.view })

      weak var weakFirst: LoggingViewController?
      do {
        let second = LoggingViewController("B", log: log)
        window.rootViewController = second
        weakFirst = first
      }
      await transitionsEnded(in: window)
      #expect(
        log.takeAppearance() == [
          "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
      #expect(first.view.window == nil)
      #expect(weakFirst != nil)  // `first` is still referenced by this test

      window.isHidden = true
      #expect(log.takeAppearance() == ["B.viewWillDisappear", "B.viewDidDisappear"])
      #expect(window.rootViewController?.view.window === window)
    }

    @Test func replacedRootIsReleased() async {
      let log = EventLog()
      let window = UIWindow()
      weak var weakFirst: UIViewController?
      do {
        let first = LoggingViewController("A", log: log)
        weakFirst = first
        window.rootViewController = first
        window.makeKeyAndVisible()
      }
      await transitionsEnded(in: window)
      #expect(weakFirst != nil)
      window.rootViewController = UIViewController()
      await transitionsEnded(in: window)
      #expect(weakFirst == nil)
    }

    @Test func childContainmentForwardsAppearance() async {
      let log = EventLog()
      let parent = LoggingViewController("P", log: log)
      let window = await makeWindow(root: parent)
      _ = log.take()
      let child = LoggingViewController("C", log: log)
      parent.addChild(child)
      #expect(log.takeAppearance() == [])
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      #expect(log.takeAppearance() == ["C.viewWillAppear", "C.viewDidAppear"])
      #expect(child.parent === parent)
      #expect(parent.children == [child])

      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(log.takeAppearance() == ["C.viewWillDisappear", "C.viewDidDisappear"])
      #expect(child.parent == nil)
      #expect(parent.children.isEmpty)
      _ = window
    }

    @Test func containmentCallbacksAndMovingFlags() async {
      final class Child: UIViewController {
        var calls: [String] = []
        override func willMove(toParent parent: UIViewController?) {
          super.willMove(toParent: parent)
          calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
          super.didMove(toParent: parent)
          calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func viewWillAppear(_ animated: Bool) {
          calls.append("viewWillAppear movingToParent=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          calls.append("viewWillDisappear movingFromParent=\(isMovingFromParent)")
        }
      }
      let parent = UIViewController()
      let window = await makeWindow(root: parent)
      let child = Child()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(
        child.calls == [
          "willMove(parent)", "viewWillAppear movingToParent=true", "didMove(parent)",
          "willMove(nil)", "viewWillDisappear movingFromParent=true", "didMove(nil)",
        ])
      #expect(!child.isMovingToParent && !child.isMovingFromParent)
      _ = window
    }

    @Test func retainedObjectsLiveAsLongAsTheResponder() {
      final class Store {}
      weak var weakStore: Store?
      var controller: UIViewController? = UIViewController()
      do {
        let store = Store()
        weakStore = store
        controller?.retainedObjects.append(store)
      }
      #expect(weakStore != nil)
      controller = nil
      #expect(weakStore == nil)
    }

    @Test func appearanceIsBalanced() {
      let log = EventLog()
      let controller = LoggingViewController("A", log: log)
      _ = controller.view
      _ = log.take()
      controller.beginAppearanceTransition(true, animated: false)
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
      controller.endAppearanceTransition()
      controller.beginAppearanceTransition(true, animated: false)
      #expect(log.take() == ["A.viewWillAppear", "A.viewDidAppear"])
    }
  }

  @MainActor @Suite struct EmbeddingTests {
    final class Parent: LoggingViewController {
      let child: LoggingViewController
      init(child: LoggingViewController, log: EventLog) {
        self.child = child
        super.init("P", log: log)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
    }

    @Test func childEmbeddedInViewDidLoadAppearsWithItsParent() async {
      let log = EventLog()
      let parent = Parent(child: LoggingViewController("C", log: log), log: log)
      let window = await makeWindow(root: parent)
      #expect(
        log.takeAppearance() == [
          "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear",
        ])
      window.isHidden = true
      #expect(
        log.takeAppearance() == [
          "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear",
          "C.viewDidDisappear",
        ])
    }

    @Test func pushInsideViewWillAppearIsHandled() async {
      final class Redirect: UIViewController {
        let destination = UIViewController()
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          navigationController?.pushViewController(destination, animated: false)
        }
      }
      let redirect = Redirect()
      let navigation = UINavigationController(rootViewController: redirect)
      let window = await makeWindow(root: navigation)
      #expect(navigation.topViewController === redirect.destination)
      #expect(window.headless.visibleViewController === redirect.destination)
      #expect(redirect.destination.view.window === window)
      #expect(redirect.viewIfLoaded?.window == nil)
    }
  }
#endif
