import Lasso
import VSM

/// The example app: the reference documents' screens and flows in one window.
///
/// Login (document 000) leads to a tab bar with four tabs: "Learn", where the tutorial flow
/// (document 003) is pushed; "Profile", the VSM user profile (document 001) that loads, can
/// fail and retry, and edits the username with a save that can fail; "Settings", with a
/// switch, a segmented control and a stepper, which presents the tutorial modally and logs out;
/// and "Concepts", a searchable table of Lasso's ideas on a diffable data source, whose rows
/// push their details through a flow.
@MainActor
public final class ExampleApp {
  /// The window the app shows its controllers in.
  public let window: UIWindow
  /// The fake back end.
  public let services: ExampleServices

  /// An app following `options`, in a new window; ``start()`` shows the login screen. (On iOS a
  /// window belongs to a scene: use ``init(window:options:)`` with the scene's window.)
  ///
  /// ```swift
  /// let app = ExampleApp(options: ExampleOptions(fast: true))
  /// app.start()
  /// ```
  public convenience init(options: ExampleOptions = ExampleOptions()) {
    self.init(window: UIWindow(), options: options)
  }

  /// An app following `options`, in `window`; ``start()`` shows the login screen there and makes
  /// the window key and visible. On iOS, the scene delegate passes the window it made for its
  /// scene.
  ///
  /// ```swift
  /// let app = ExampleApp(window: UIWindow(windowScene: windowScene))
  /// app.start()
  /// ```
  public init(window: UIWindow, options: ExampleOptions = ExampleOptions()) {
    self.window = window
    services = ExampleServices(options: options)
  }

  /// Shows the login screen.
  public func start() {
    showLogin()
  }

  private func showLogin() {
    let services = services
    LoginScreenModule.createScreen(configure: { $0.services = services })
      .observeOutput { [weak self] output in
        switch output {

        case .userDidLogin:
          self?.showMain()
        }
      }
      .place(with: root(of: window).withNavigationEmbedding())
  }

  private func showMain() {
    let placers = root(of: window).withTabBarEmbedding(tabsCount: 4)

    // Learn: the tutorial flow pushed onto the tab's navigation stack.
    var learnStore: LearnScreenStore?
    let learn = LearnScreenModule.createScreen().captureStore(as: &learnStore)
    learn.observeOutput { [weak controller = learn.controller, weak learnStore] output in
      switch output {

      case .didTapStartTutorial:
        guard let navigation = controller?.navigationController else { return }
        let flow = TutorialFlow()
        flow.observeOutput { [weak flow] output in
          if output == .didFinish { learnStore?.tutorialDidFinish() }
          flow?.dismiss()
        }
        .start(with: pushed(in: navigation))
      }
    }
    learn.place(with: placers[0].withNavigationEmbedding())
    learn.controller.navigationController?.tabBarItem = UITabBarItem(
      title: "Learn", image: UIImage(systemName: "graduationcap"), tag: 0)

    // Profile: VSM's loading and editing views.
    let profile = LoadUserProfileViewController(userId: 42, services: services)
    _ = placers[1].withNavigationEmbedding().place(profile)
    profile.navigationController?.tabBarItem = UITabBarItem(
      title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 1)

    // Settings: the tutorial flow presented modally, and logging out.
    let settings = SettingsScreenModule.createScreen()
    settings.observeOutput { [weak self, weak controller = settings.controller] output in
      switch output {

      case .didTapReplayTutorial:
        guard let controller else { return }
        let flow = TutorialFlow()
        flow.observeOutput { [weak flow] _ in flow?.dismiss() }
          .start(with: presented(on: controller).withNavigationEmbedding())

      case .didTapLogOut:
        self?.showLogin()
      }
    }
    settings.place(with: placers[2].withNavigationEmbedding())
    settings.controller.navigationController?.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gearshape"), tag: 2)

    // Concepts: a searchable table on a diffable data source; a selection pushes details.
    let concepts = ConceptsFlow()
    concepts.start(with: placers[3].withNavigationEmbedding())
    concepts.initialController?.navigationController?.tabBarItem = UITabBarItem(
      title: "Concepts", image: UIImage(systemName: "list.bullet.rectangle"), tag: 3)
  }

  /// The types of the app's stores: what a recorded session is replayed against
  /// (`LassoReplay`, `assertReplay(of:_:)`). Their modules' types are `Codable`, so they are
  /// recorded; the profile is VSM view state, not a store, and is not.
  public static let storeTypes: [any ReplayableStore.Type] = [
    LoginScreenStore.self, LearnScreenStore.self, PassthroughStore<TutorialScreenModule>.self,
    SettingsScreenStore.self, ConceptListScreenStore.self, ConceptDetailScreenStore.self,
  ]
}
