#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of the app, as UIKit's `UIApplicationDelegate` (all methods optional): hears
  /// the launch and, in apps without a scene delegate, the life cycle. Headless, the launch is
  /// `UIApplicationMain`, `@main` on the delegate class, or (for tests and tools, without
  /// blocking) `Headless.launch(delegateClass:sceneDelegateClass:launchOptions:)`.
  @preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, in apps without scenes.
    var window: UIWindow? { get set }
    /// Called as the launch begins (the app is `.inactive`).
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called once the launch is almost done, before the first scene connects: set up the app
    /// (and, without scenes, its window).
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to stop being active (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called once the app moved to the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called as the app moves back to the foreground (apps without scenes; not at launch).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called on memory pressure (headless: never).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asked to open a URL (apps without scenes); `true` if handled.
    func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    /// The configuration of a scene about to connect. The default is the scene manifest's
    /// ("Default Configuration", with the launch's scene delegate class).
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Called when the user discarded scene sessions (headless: never).
    func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  }

  extension UIApplicationDelegate {
    /// No window, unless the delegate declares a `window` property.
    public var window: UIWindow? {
      get { nil }
      set {}
    }
    /// Continues the launch.
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    /// Continues the launch.
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Does not handle the URL.
    public func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool { false }
    /// The scene manifest's configuration for the session's role.
    public func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      UISceneConfiguration(
        name: application.sceneManifest?.name ?? UISceneConfiguration.defaultName,
        sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}
  }

  extension UIApplication {
    /// The state of the app, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
      /// In the foreground, receiving events.
      case active = 0
      /// In the foreground, not receiving events (launching, or interrupted).
      case inactive = 1
      /// In the background.
      case background = 2
    }

    /// A key of the launch options, as UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string.
      public let rawValue: String
      /// Creates a key.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The URL the app was launched to open.
      public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
      /// The bundle identifier of the app that launched this one.
      public static let sourceApplication = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
      /// The remote notification the app was launched for.
      public static let remoteNotification = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
      /// The type of the user activity the app was launched to continue.
      public static let userActivityType = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
      /// The Home-screen quick action the app was launched for.
      public static let shortcutItem = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// A key of the options of `application(_:open:options:)`, as UIKit's
    /// `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string.
      public let rawValue: String
      /// Creates a key.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The bundle identifier of the app that asked to open the URL.
      public static let sourceApplication = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
      /// Information the source app passed.
      public static let annotation = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
      /// Whether the file is opened in place.
      public static let openInPlace = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Posted once the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
      "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted once the app moved to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted as the app moves back to the foreground (not at launch).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
  }
#endif
