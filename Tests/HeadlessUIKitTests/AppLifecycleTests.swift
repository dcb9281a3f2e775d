#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// The life-cycle events of the test delegates, in order.
  @MainActor enum LifecycleLog {
    static var events: [String] = []
    static var launchURL: URL?
    static func take() -> [String] {
      defer { events = [] }
      return events
    }
  }

  /// An app delegate as Xcode's template declares it, logging the launch and life cycle.
  final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      LifecycleLog.events.append("willFinishLaunching(\(application.applicationState))")
      return true
    }
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      LifecycleLog.events.append("didFinishLaunching")
      let window = UIWindow()
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      LifecycleLog.events.append("applicationDidBecomeActive")
    }
    func applicationWillResignActive(_ application: UIApplication) {
      LifecycleLog.events.append("applicationWillResignActive")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      LifecycleLog.events.append("applicationDidEnterBackground")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
      LifecycleLog.events.append("applicationWillEnterForeground")
    }
    func applicationWillTerminate(_ application: UIApplication) {
      LifecycleLog.events.append("applicationWillTerminate")
    }
  }

  /// An app delegate of a scene-based app.
  final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      LifecycleLog.events.append("willFinishLaunching")
      return true
    }
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      LifecycleLog.events.append("didFinishLaunching")
      return true
    }
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      LifecycleLog.events.append("configurationForConnecting")
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = LoggingSceneDelegate.self
      return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      LifecycleLog.events.append("applicationDidBecomeActive")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      LifecycleLog.events.append("applicationDidEnterBackground")
    }
    func applicationWillTerminate(_ application: UIApplication) {
      LifecycleLog.events.append("applicationWillTerminate")
    }
  }

  /// A scene delegate as Xcode's template declares it, making its window in willConnectTo.
  final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      LifecycleLog.events.append("willConnect(\(scene.activationState))")
      LifecycleLog.launchURL = connectionOptions.urlContexts.first?.url
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: UIViewController())
      self.window = window
      window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { LifecycleLog.events.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) {
      LifecycleLog.events.append("sceneDidBecomeActive")
    }
    func sceneWillResignActive(_ scene: UIScene) {
      LifecycleLog.events.append("sceneWillResignActive")
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
      LifecycleLog.events.append("sceneWillEnterForeground")
    }
    func sceneDidEnterBackground(_ scene: UIScene) {
      LifecycleLog.events.append("sceneDidEnterBackground")
    }
  }

  /// Records notifications of the given names, in order.
  @MainActor private final class NotificationLog {
    var names: [String] = []
    private var tokens: [NSObjectProtocol] = []
    init(_ names: [Notification.Name]) {
      for name in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { self?.names.append(name) }
          })
      }
    }
    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
  }

  // The shared application is global state: these tests run one at a time.
  @MainActor @Suite(.serialized) struct AppLifecycleTests {
    init() {
      LifecycleLog.events = []
    }

    // Source: Apple, "About the app launch sequence" (willFinishLaunching, didFinishLaunching,
    // then scene connection) and "Managing your app's life cycle" (scene-based: the scene
    // connects, enters the foreground, becomes active; scene events go to the scene delegate
    // instead of the app delegate).
    @Test func aSceneBasedLaunchRunsInUIKitsOrder() async {
      let delegate = Headless.launch(delegateClass: SceneAppDelegate.self)
      #expect(
        LifecycleLog.take() == [
          "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
          "willConnect(unattached)", "sceneWillEnterForeground", "sceneDidBecomeActive",
        ])
      #expect(delegate is SceneAppDelegate)
      #expect(UIApplication.shared.delegate === delegate)
      #expect(UIApplication.shared.applicationState == .active)
      let scene = UIWindowScene.main
      #expect(scene.activationState == .foregroundActive)
      #expect(scene.session.role == .windowApplication)
      #expect(scene.session.scene === scene)
      #expect(scene.session.configuration.delegateClass == LoggingSceneDelegate.self)
      let sceneDelegate = scene.delegate as? LoggingSceneDelegate
      let window = sceneDelegate?.window
      #expect(window?.isKeyWindow == true)
      #expect(window?.windowScene === scene)
      #expect(UIApplication.shared.connectedScenes.contains(scene))
      // The window's controllers appear on later turns, as after any makeKeyAndVisible().
      let root = window?.rootViewController
      #expect(root?.isViewLoaded == false || root?.view.window == window)
      if let window { await transitionsEnded(in: window) }
      #expect(window?.headless.visibleViewController?.viewIfLoaded?.window === window)
    }

    // Source: "Managing your app's life cycle", app-based life cycle: without scenes the app
    // delegate hears didBecomeActive; applicationWillEnterForeground is not called at launch
    // (applicationWillEnterForeground doc: "the transition from the background").
    @Test func anAppWithoutScenesLaunchesThroughItsAppDelegate() {
      let delegate = Headless.launch(delegateClass: LoggingAppDelegate.self)
      #expect(
        LifecycleLog.take() == [
          "willFinishLaunching(inactive)", "didFinishLaunching", "applicationDidBecomeActive",
        ])
      #expect(UIApplication.shared.applicationState == .active)
      #expect((delegate as? LoggingAppDelegate)?.window?.isKeyWindow == true)
    }

    // Source: UIKit's Info.plist scene manifest ("Default Configuration" with
    // UISceneDelegateClassName) fills a configuration of that name, as the headless
    // sceneDelegateClass does.
    @Test func theSceneManifestSuppliesTheSceneDelegate() {
      Headless.launch(
        delegateClass: LoggingAppDelegate.self, sceneDelegateClass: LoggingSceneDelegate.self,
        launchOptions: [.url: URL(string: "lasso://profile")!])
      #expect(
        LifecycleLog.take() == [
          "willFinishLaunching(inactive)", "didFinishLaunching", "willConnect(unattached)",
          "sceneWillEnterForeground", "sceneDidBecomeActive",
        ])
      #expect(UIWindowScene.main.delegate is LoggingSceneDelegate)
      // Source: UIScene.ConnectionOptions.urlContexts: the URLs the scene was launched with.
      #expect(LifecycleLog.launchURL == URL(string: "lasso://profile"))
    }

    // Source: "Managing your app's life cycle": leaving the app resigns active then enters the
    // background; coming back enters the foreground then becomes active (scene events to the
    // scene delegate, with the app's notifications still posted).
    @Test func aSceneMovesToTheBackgroundAndBack() {
      Headless.launch(delegateClass: SceneAppDelegate.self)
      _ = LifecycleLog.take()
      let notifications = NotificationLog([
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ])
      defer { notifications.stop() }
      Headless.moveToBackground()
      #expect(LifecycleLog.take() == ["sceneWillResignActive", "sceneDidEnterBackground"])
      #expect(UIApplication.shared.applicationState == .background)
      #expect(UIWindowScene.main.activationState == .background)
      Headless.moveToBackground()
      #expect(LifecycleLog.take().isEmpty)
      Headless.moveToForeground()
      #expect(LifecycleLog.take() == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
      #expect(UIApplication.shared.applicationState == .active)
      #expect(
        notifications.names == [
          "UIApplicationWillResignActiveNotification",
          "UIApplicationDidEnterBackgroundNotification",
          "UIApplicationWillEnterForegroundNotification",
          "UIApplicationDidBecomeActiveNotification",
        ])
    }

    // Source: same article, app-based life cycle: applicationWillResignActive,
    // applicationDidEnterBackground; then applicationWillEnterForeground,
    // applicationDidBecomeActive.
    @Test func anAppWithoutScenesMovesToTheBackgroundAndBack() {
      Headless.launch(delegateClass: LoggingAppDelegate.self)
      _ = LifecycleLog.take()
      Headless.moveToBackground()
      #expect(
        LifecycleLog.take() == ["applicationWillResignActive", "applicationDidEnterBackground"])
      Headless.moveToForeground()
      #expect(
        LifecycleLog.take() == ["applicationWillEnterForeground", "applicationDidBecomeActive"])
    }

    // Source: sceneDidDisconnect(_:) and applicationWillTerminate(_:) docs: on termination the
    // scene disconnects and the app delegate hears willTerminate.
    @Test func terminationDisconnectsTheSceneThenTerminates() {
      Headless.launch(delegateClass: SceneAppDelegate.self)
      _ = LifecycleLog.take()
      Headless.terminate()
      #expect(
        LifecycleLog.take() == [
          "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
          "applicationWillTerminate",
        ])
      #expect(UIWindowScene.main.activationState == .unattached)
    }

    // Source: UIKit's overlay gives UIApplicationDelegate a `static func main()` (for `@main`)
    // that calls UIApplicationMain, which launches then runs the main run loop.
    @Test func mainLaunchesThenRunsTheMainLoop() {
      let previous = Headless.runMainLoop
      defer { Headless.runMainLoop = previous }
      Headless.runMainLoop = { LifecycleLog.events.append("mainLoop") }
      LoggingAppDelegate.main()
      #expect(
        LifecycleLog.take() == [
          "willFinishLaunching(inactive)", "didFinishLaunching", "applicationDidBecomeActive",
          "mainLoop",
        ])
      let result = UIApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(SceneAppDelegate.self))
      #expect(result == 0)
      #expect(LifecycleLog.take().last == "mainLoop")
      #expect(UIApplication.shared.delegate is SceneAppDelegate)
    }

    // Source: UIApplicationMain doc (the delegate class must exist); misuse is reported
    // instead of UIKit's crash.
    @Test func anUnknownDelegateClassIsReported() {
      let reports = misuseReports {
        #expect(
          UIApplicationMain(0, CommandLine.unsafeArgv, nil, "NoSuchModule.NoSuchDelegate") == 1)
        #expect(Headless.launch(delegateClass: NSObject.self) == nil)
      }
      #expect(reports.count == 2)
    }
  }
#endif
