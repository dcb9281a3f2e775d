#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a scene, as UIKit's `UISceneDelegate` (all methods optional): hears the
  /// scene's life cycle. Headless, see `Headless.launch(delegateClass:...)`.
  @preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene is added to the app: create its window here.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
    /// Called when the scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called when the scene became active (receives events).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called as the scene moves to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called once the scene moved to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Called when URLs are opened in the scene.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  }

  extension UISceneDelegate {
    /// Does nothing.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  }

  /// The delegate of a window scene, as UIKit's `UIWindowSceneDelegate`: a scene delegate
  /// that keeps the scene's window.
  @preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
  }

  extension UIWindowSceneDelegate {
    /// No window, unless the delegate declares a `window` property.
    public var window: UIWindow? {
      get { nil }
      set {}
    }
  }

  /// A scene, as UIKit's `UIScene`: one instance of the app's user interface. The headless
  /// app has one window scene (`UIWindowScene`), which holds every window.
  @preconcurrency @MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
      /// Not connected to the app.
      case unattached = -1
      /// In the foreground, receiving events.
      case foregroundActive = 0
      /// In the foreground, not receiving events.
      case foregroundInactive = 1
      /// In the background.
      case background = 2
    }

    /// The options a scene is connected with, as UIKit's `UIScene.ConnectionOptions`.
    @preconcurrency @MainActor public final class ConnectionOptions {
      /// The URLs to open.
      public let urlContexts: Set<UIOpenURLContext>
      /// The bundle identifier of the app that asked to open the URLs.
      public let sourceApplication: String?
      /// The type of the user activity handed off, if any.
      public let handoffUserActivityType: String?

      init(
        urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
        handoffUserActivityType: String? = nil
      ) {
        self.urlContexts = urlContexts
        self.sourceApplication = sourceApplication
        self.handoffUserActivityType = handoffUserActivityType
      }
    }

    /// The options a URL is opened with, as UIKit's `UIScene.OpenURLOptions`.
    @preconcurrency @MainActor public final class OpenURLOptions {
      /// The bundle identifier of the app that asked to open the URL.
      public let sourceApplication: String?
      /// Information the source app passed.
      public let annotation: Any?
      /// Whether the file is opened in place.
      public let openInPlace: Bool

      init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
        self.sourceApplication = sourceApplication
        self.annotation = annotation
        self.openInPlace = openInPlace
      }
    }

    /// Posted (object: the scene) when a scene connects.
    nonisolated public static let willConnectNotification = Notification.Name(
      "UISceneWillConnectNotification")
    /// Posted (object: the scene) when a scene disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name(
      "UISceneDidDisconnectNotification")
    /// Posted (object: the scene) when a scene became active.
    nonisolated public static let didActivateNotification = Notification.Name(
      "UISceneDidActivateNotification")
    /// Posted (object: the scene) when a scene is about to resign active.
    nonisolated public static let willDeactivateNotification = Notification.Name(
      "UISceneWillDeactivateNotification")
    /// Posted (object: the scene) when a scene moves to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) when a scene moved to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UISceneDidEnterBackgroundNotification")

    /// The session of the scene.
    public internal(set) var session: UISceneSession
    /// The delegate (owned by the scene, as in UIKit).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle; headless, a scene not launched through
    /// `Headless.launch` is `.foregroundActive`.
    public internal(set) var activationState: ActivationState = .foregroundActive
    /// The scene's title (the app switcher's).
    open var title: String! = ""
    /// The scene's subtitle.
    open var subtitle = ""

    /// Creates a scene for a session.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      self.session = session
      super.init()
    }

    /// Creates a scene from an archive (headless: a default session).
    public required init?(coder: NSCoder) {
      self.session = UISceneSession.makeDefault()
      super.init(coder: coder)
    }

    /// Opens a URL in the app that handles it, as `UIApplication.open` does.
    open func open(
      _ url: URL, options: UIScene.OpenExternalURLOptions?,
      completionHandler completion: ((Bool) -> Void)? = nil
    ) {
      UIApplication.shared.open(url, options: [:], completionHandler: completion)
    }

    /// The options of ``open(_:options:completionHandler:)``.
    @preconcurrency @MainActor public final class OpenExternalURLOptions {
      /// Open only if an app handles the universal link.
      public var universalLinksOnly = false
      /// Creates options.
      public init() {}
    }
  }

  /// A URL to open and its options, as UIKit's `UIOpenURLContext`.
  @preconcurrency @MainActor public final class UIOpenURLContext: Hashable {
    /// The URL.
    public let url: URL
    /// How to open it.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
      self.url = url
      self.options = options
    }

    /// Contexts are equal when they are the same object.
    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
      lhs === rhs
    }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// A session of a scene, as UIKit's `UISceneSession`: its role and configuration, kept
  /// while the scene is connected.
  @preconcurrency @MainActor public final class UISceneSession: Hashable {
    /// The role of a scene session, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
      /// The role's string.
      public let rawValue: String
      /// Creates a role.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The app's interactive window on the device's screen.
      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
      /// A non-interactive window on an external display.
      public static let windowExternalDisplayNonInteractive = Role(
        rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?
    /// The role.
    public let role: Role
    /// The configuration the scene was created with.
    public internal(set) var configuration: UISceneConfiguration
    /// A unique identifier of the session.
    public let persistentIdentifier = UUID().uuidString
    /// Information the app keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
      self.role = role
      self.configuration = configuration
    }

    /// The session of a scene never launched: the default configuration.
    static func makeDefault() -> UISceneSession {
      UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(
          name: UISceneConfiguration.defaultName, sessionRole: .windowApplication))
    }

    /// Sessions are equal when they are the same object.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
      lhs === rhs
    }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// How to create a scene, as UIKit's `UISceneConfiguration`: its delegate class (and scene
  /// class). Headless: a configuration named as the launch's scene manifest entry ("Default
  /// Configuration", see `Headless.launch`) gets the manifest's delegate class, as
  /// UIKit fills one from the Info.plist.
  @preconcurrency @MainActor public final class UISceneConfiguration {
    /// The name of the Info.plist's usual configuration.
    static let defaultName = "Default Configuration"

    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene class (headless: the app's one `UIWindowScene` is always used).
    public var sceneClass: AnyClass?
    /// The class of the scene delegate (a `UIResponder` subclass conforming to
    /// `UISceneDelegate`), created as the scene connects.
    public var delegateClass: AnyClass?

    /// Creates a configuration; one named as the headless scene manifest's entry starts with
    /// its delegate class.
    public init(name: String?, sessionRole: UISceneSession.Role) {
      self.name = name
      self.role = sessionRole
      if let manifest = UIApplication.shared.sceneManifest, name == manifest.name,
        sessionRole == .windowApplication
      {
        delegateClass = manifest.delegateClass
      }
    }
  }

  /// A scene that shows windows, as UIKit's `UIWindowScene`. The headless app has one, which
  /// holds every window, so code written for scenes (`connectedScenes`, `keyWindow`,
  /// `UIWindow(windowScene:)`) finds the windows it expects.
  @preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The one scene of the headless app.
    static let main = UIWindowScene(
      session: UISceneSession.makeDefault(), connectionOptions: UIScene.ConnectionOptions())

    /// Creates a window scene for a session.
    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Creates a window scene from an archive (headless: a default session).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The scene's windows that are still alive, visible or hidden.
    public var windows: [UIWindow] { UIApplication.shared.windows }

    /// The scene's key window, if it is alive and visible.
    public var keyWindow: UIWindow? { UIApplication.shared.keyWindow }

    /// The screen showing the scene.
    public var screen: UIScreen { UIScreen.main }

    /// The traits of the scene: an iPhone's, with the scene's `traitOverrides`.
    public var traitCollection: UITraitCollection { traits(over: .device) }
  }

  extension UIApplication {
    /// The app's scenes: the headless app has one window scene, holding every window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { [UIWindowScene.main.session] }

    /// Whether the app shows several scenes at once (headless: no).
    public var supportsMultipleScenes: Bool { false }
  }

  extension UIWindow {
    /// Creates a hidden window the size of the screen in `windowScene`, as a scene delegate does.
    public convenience init(windowScene: UIWindowScene) {
      self.init()
    }

    /// The scene that shows the window: the headless app's one scene.
    public var windowScene: UIWindowScene? { UIWindowScene.main }
  }
#endif
