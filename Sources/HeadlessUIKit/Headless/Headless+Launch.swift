#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // The app's life cycle driven by a test or a front end: launching, the main run loop, moving
  // to the background and back, termination.
  extension Headless {
    /// What `UIApplicationMain` and `@main` run once the app launched; by
    /// default `RunLoop.main` forever (it never returns, as UIKit's main loop). A terminal
    /// front end sets its own loop here (when it returns, `UIApplicationMain` returns 0); tests
    /// set one that returns at once.
    @preconcurrency @MainActor public static var runMainLoop: @MainActor () -> Void = {
      // A timer keeps the main run loop from returning for lack of sources; the run loop also
      // drains the main dispatch queue.
      let keepAlive = Timer(timeInterval: 1e9, repeats: true) { _ in }
      RunLoop.main.add(keepAlive, forMode: .default)
      while true { RunLoop.main.run() }
    }

    /// The scene delegate class of the app's scene manifest (the Info.plist's
    /// "Default Configuration"), for `UIApplicationMain` and `@main`. `nil`: the app has no
    /// scene manifest (its delegate may still return a configuration with a delegate class).
    @preconcurrency @MainActor public static var sceneDelegateClass: AnyClass?

    /// Launches the app without blocking, in UIKit's documented order ("About
    /// the app launch sequence", "Managing your app's life cycle"), and returns its delegate:
    ///
    /// 1. the delegate is created (`delegateClass`, a `UIResponder` subclass) and becomes
    ///    `UIApplication.delegate`; the app is `.inactive`;
    /// 2. `application(_:willFinishLaunchingWithOptions:)`, then
    ///    `application(_:didFinishLaunchingWithOptions:)`, then
    ///    `UIApplication.didFinishLaunchingNotification`;
    /// 3. `application(_:configurationForConnecting:options:)` for the scene's session; if the
    ///    configuration has a scene delegate class (by default the manifest's:
    ///    ``sceneDelegateClass``), the scene delegate is created and becomes the scene's;
    ///    `UIScene.willConnectNotification`, `scene(_:willConnectTo:options:)` (where it makes
    ///    its window key and visible), `sceneWillEnterForeground(_:)`,
    ///    `sceneDidBecomeActive(_:)` (with the scene notifications), and the app becomes
    ///    `.active` (`UIApplication.didBecomeActiveNotification`);
    /// 4. without a scene delegate, the app delegate hears `applicationDidBecomeActive(_:)`
    ///    (its `window` is its window; as in UIKit, no `applicationWillEnterForeground` at
    ///    launch).
    ///
    /// It all happens in the call; the window's controllers appear on later turns, as after
    /// any `makeKeyAndVisible()`. A new launch replaces the previous one's delegates without
    /// calling them. The launch URL (`launchOptions[.url]`) reaches the scene as a
    /// `urlContexts` entry of its connection options.
    @preconcurrency @MainActor @discardableResult
    public static func launch(
      delegateClass: AnyClass, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplicationDelegate? {
      UIApplication.launch(
        delegateClass: delegateClass, sceneDelegateClass: sceneDelegateClass,
        launchOptions: launchOptions)
    }

    /// Launches the app with an existing delegate (for instance one that is
    /// not a `UIResponder`), as ``launch(delegateClass:sceneDelegateClass:launchOptions:)``.
    @preconcurrency @MainActor
    public static func launch(
      delegate: UIApplicationDelegate, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) {
      UIApplication.launch(
        delegate: delegate, sceneDelegateClass: sceneDelegateClass, launchOptions: launchOptions)
    }

    /// The user leaves the app (home gesture): an active app resigns active
    /// (`sceneWillResignActive`, else `applicationWillResignActive`), then enters the background
    /// (`sceneDidEnterBackground`, else `applicationDidEnterBackground`), with UIKit's
    /// notifications; the app is then `.background`. Does nothing if it already is.
    @preconcurrency @MainActor
    public static func moveToBackground() { UIApplication.moveToBackground() }

    /// The user comes back to the app: it enters the foreground
    /// (`sceneWillEnterForeground`, else `applicationWillEnterForeground`), then becomes active
    /// (`sceneDidBecomeActive`, else `applicationDidBecomeActive`), with UIKit's notifications.
    /// Does nothing unless the app is in the background.
    @preconcurrency @MainActor
    public static func moveToForeground() { UIApplication.moveToForeground() }

    /// The system terminates the app: it moves to the background if needed,
    /// its scene disconnects (`sceneDidDisconnect`), then `applicationWillTerminate(_:)` and
    /// `UIApplication.willTerminateNotification`. The launched delegate is released.
    @preconcurrency @MainActor
    public static func terminate() { UIApplication.terminate() }
  }

  // The implementations.

  extension UIApplication {
    static func launchAndRun(delegateClass: AnyClass) -> Int32 {
      guard
        launch(
          delegateClass: delegateClass, sceneDelegateClass: Headless.sceneDelegateClass) != nil
      else { return 1 }
      Headless.runMainLoop()
      return 0
    }

    @discardableResult
    static func launch(
      delegateClass: AnyClass, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [LaunchOptionsKey: Any]? = nil
    ) -> UIApplicationDelegate? {
      guard let delegate = makeResponder(delegateClass) as? UIApplicationDelegate else {
        Misuse.report(
          "The app delegate class \(String(reflecting: delegateClass)) is not a UIResponder "
            + "subclass conforming to UIApplicationDelegate.",
          fix: "Declare it `class AppDelegate: UIResponder, UIApplicationDelegate`, or pass an "
            + "instance to launch(delegate:).")
        return nil
      }
      launch(
        delegate: delegate, sceneDelegateClass: sceneDelegateClass, launchOptions: launchOptions)
      return delegate
    }

    static func launch(
      delegate: UIApplicationDelegate, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [LaunchOptionsKey: Any]? = nil
    ) {
      let app = shared
      let scene = UIWindowScene.main
      scene.delegate = nil
      scene.activationState = .unattached
      app.launchedDelegate = delegate
      app.delegate = delegate
      app.sceneManifest = sceneDelegateClass.map { (UISceneConfiguration.defaultName, $0) }
      app.usesScenes = false
      app.applicationState = .inactive
      _ = delegate.application(app, willFinishLaunchingWithOptions: launchOptions)
      _ = delegate.application(app, didFinishLaunchingWithOptions: launchOptions)
      app.post(didFinishLaunchingNotification)

      let urlContexts = (launchOptions?[.url] as? URL).map { url in
        Set([
          UIOpenURLContext(
            url: url,
            options: UIScene.OpenURLOptions(
              sourceApplication: launchOptions?[.sourceApplication] as? String))
        ])
      }
      let options = UIScene.ConnectionOptions(
        urlContexts: urlContexts ?? [],
        sourceApplication: launchOptions?[.sourceApplication] as? String)
      let session = UISceneSession.makeDefault()
      let configuration = delegate.application(
        app, configurationForConnecting: session, options: options)
      session.configuration = configuration
      scene.session = session
      session.scene = scene
      guard let sceneDelegateClass = configuration.delegateClass else {
        scene.activationState = .foregroundActive
        app.applicationState = .active
        delegate.applicationDidBecomeActive(app)
        app.post(didBecomeActiveNotification)
        return
      }
      guard let sceneDelegate = makeResponder(sceneDelegateClass) as? UISceneDelegate else {
        Misuse.report(
          "The scene delegate class \(String(reflecting: sceneDelegateClass)) is not a "
            + "UIResponder subclass conforming to UISceneDelegate.",
          fix: "Declare it `class SceneDelegate: UIResponder, UIWindowSceneDelegate`.")
        return
      }
      app.usesScenes = true
      scene.delegate = sceneDelegate
      app.post(UIScene.willConnectNotification, object: scene)
      sceneDelegate.scene(scene, willConnectTo: session, options: options)
      app.enterForeground(atLaunch: true)
      app.becomeActive()
    }

    static func moveToBackground() {
      let app = shared
      guard app.applicationState != .background else { return }
      if app.applicationState == .active { app.resignActive() }
      let scene = UIWindowScene.main
      if app.usesScenes, let sceneDelegate = scene.delegate {
        scene.activationState = .background
        sceneDelegate.sceneDidEnterBackground(scene)
        app.post(UIScene.didEnterBackgroundNotification, object: scene)
      } else {
        app.delegate?.applicationDidEnterBackground(app)
      }
      app.applicationState = .background
      app.post(didEnterBackgroundNotification)
    }

    static func moveToForeground() {
      let app = shared
      guard app.applicationState == .background else { return }
      app.enterForeground(atLaunch: false)
      app.becomeActive()
    }

    static func terminate() {
      let app = shared
      moveToBackground()
      let scene = UIWindowScene.main
      if app.usesScenes, let sceneDelegate = scene.delegate {
        scene.activationState = .unattached
        sceneDelegate.sceneDidDisconnect(scene)
        app.post(UIScene.didDisconnectNotification, object: scene)
        scene.delegate = nil
      }
      app.delegate?.applicationWillTerminate(app)
      app.post(willTerminateNotification)
      app.launchedDelegate = nil
    }

    private func enterForeground(atLaunch: Bool) {
      let scene = UIWindowScene.main
      scene.activationState = .foregroundInactive
      if usesScenes, let sceneDelegate = scene.delegate {
        sceneDelegate.sceneWillEnterForeground(scene)
        post(UIScene.willEnterForegroundNotification, object: scene)
      } else if !atLaunch {
        delegate?.applicationWillEnterForeground(self)
      }
      applicationState = .inactive
      if !atLaunch { post(Self.willEnterForegroundNotification) }
    }

    private func becomeActive() {
      let scene = UIWindowScene.main
      scene.activationState = .foregroundActive
      applicationState = .active
      if usesScenes, let sceneDelegate = scene.delegate {
        sceneDelegate.sceneDidBecomeActive(scene)
        post(UIScene.didActivateNotification, object: scene)
      } else {
        delegate?.applicationDidBecomeActive(self)
      }
      post(Self.didBecomeActiveNotification)
    }

    private func resignActive() {
      let scene = UIWindowScene.main
      scene.activationState = .foregroundInactive
      if usesScenes, let sceneDelegate = scene.delegate {
        sceneDelegate.sceneWillResignActive(scene)
        post(UIScene.willDeactivateNotification, object: scene)
      } else {
        delegate?.applicationWillResignActive(self)
      }
      applicationState = .inactive
      post(Self.willResignActiveNotification)
    }

    private func post(_ name: Notification.Name, object: AnyObject? = nil) {
      NotificationCenter.default.post(name: name, object: object ?? self)
    }

    /// An instance of a responder class, through the initializer every responder has.
    private static func makeResponder(_ responderClass: AnyClass) -> UIResponder? {
      (responderClass as? UIResponder.Type)?.init(coder: NSCoder())
    }
  }
#endif
