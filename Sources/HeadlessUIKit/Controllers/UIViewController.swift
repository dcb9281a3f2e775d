#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A controller of one screen's view, as UIKit's `UIViewController`: its view loads lazily,
  /// it gets appearance callbacks when it enters and leaves a window's visible hierarchy, it
  /// contains children and presents controllers modally.
  @preconcurrency @MainActor open class UIViewController: UIResponder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var storedView: UIView?
    private var isLoadingView = false
    var storedChildren: [UIViewController] = []
    /// The presented controller, owned by its presenter.
    var storedPresented: UIViewController?
    weak var storedPresenting: UIViewController?
    /// The window whose root this controller is.
    weak var storedWindow: UIWindow?
    var storedIsEditing = false
    var storedEditButtonItem: UIBarButtonItem?
    var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false
    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?
    /// The children's views a container placed in its view.
    var containerContentViews: [UIView] = []
    /// The presentation controller, created on first access.
    var storedPresentationController: UIPresentationController?

    /// The name of the nib (headless: no nib is ever loaded).
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?

    /// Creates a controller; code-first controllers pass `nil` for both.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.nibName = nibNameOrNil
      self.nibBundle = nibBundleOrNil
      super.init()
    }

    /// Creates a controller from an archive (headless: nothing is decoded).
    public required init?(coder: NSCoder) {
      self.nibName = nil
      self.nibBundle = nil
      super.init()
    }

    /// Creates a controller with no nib.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    // MARK: View

    /// The root view, loaded on first access: ``loadView()`` then ``viewDidLoad()``.
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return storedView
      }
      set {
        storedView?.owningViewController = nil
        storedView = newValue
        newValue?.owningViewController = self
      }
    }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }
    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
      guard storedView == nil else { return }
      if isLoadingView {
        Misuse.report(
          "\(Misuse.name(of: type(of: self))).loadView() accessed `view` before setting it.",
          fix: "In loadView(), assign `view = ...` before reading `view`; or don't override it.")
        view = UIView(frame: UIScreen.main.bounds)
        return
      }
      isLoadingView = true
      loadView()
      isLoadingView = false
      if storedView == nil {
        Misuse.report(
          "\(Misuse.name(of: type(of: self))).loadView() did not set `view`.",
          fix: "Assign `view = ...` in loadView(), or don't override it.")
        view = UIView(frame: UIScreen.main.bounds)
      }
      viewDidLoad()
    }

    /// Creates the root view; the default makes a plain ``UIView`` the size of the screen.
    /// Override to assign your own view to ``view``, without calling `super`.
    open func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (once as it appears, headless).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (once as it appears, headless).
    open func viewDidLayoutSubviews() {}

    /// Called on memory pressure (headless: never called).
    open func didReceiveMemoryWarning() {}
    /// Called when the controller's traits changed, with the traits before (the new ones are
    /// current): its window's horizontal size class (see `window.headless.horizontalSizeClass`),
    /// a forced style, its parent's trait override, the content size category, or joining a
    /// hierarchy with other traits. It hears before its view.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the root view's safe area insets changed: as the view is laid out to appear
    /// (after `viewWillAppear`), when ``additionalSafeAreaInsets`` or a container's bars change,
    /// and after a layout pass moved the view.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's effective layout margins changed (see
    /// `UIView.layoutMarginsDidChange()`).
    open func viewLayoutMarginsDidChange() {}
    /// Updates the view's constraints, called by the constraint pass before layout when the view
    /// needs it; the default calls the view's `updateConstraints()`. Call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// The orientations supported (portrait and landscapes).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller autorotates.
    open var shouldAutorotate: Bool { true }
    /// Whether it prefers the home indicator hidden.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    // MARK: Appearance

    /// Whether it is being presented: from the `present` call until the presentation ended (so
    /// during its appearance callbacks).
    public internal(set) var isBeingPresented = false
    /// Whether it is being dismissed: from the `dismiss` call until the dismissal ended (so
    /// during its disappearance callbacks); meanwhile it is still presented.
    public internal(set) var isBeingDismissed = false
    /// Whether it is being added to a parent: from `willMove(toParent:)` to `didMove(toParent:)`,
    /// which a navigation controller calls once the push ended (so during its appearance
    /// callbacks).
    public internal(set) var isMovingToParent = false
    /// Whether it is being removed from its parent: until `didMove(toParent: nil)`, which a
    /// navigation controller calls once the pop ended (so during its disappearance callbacks).
    public internal(set) var isMovingFromParent = false

    /// Whether containment forwards appearance callbacks to children automatically (`true`).
    /// Override to return `false` and call ``beginAppearanceTransition(_:animated:)`` yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`true`) or disappearance (`false`): calls `viewWillAppear` or
    /// `viewWillDisappear`, unless it is already appearing, resp. disappearing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      if isAppearing {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        loadViewIfNeeded()
        appearanceState = .appearing
        appearanceAnimated = animated
        viewWillAppear(animated)
      } else {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        appearanceState = .disappearing
        appearanceAnimated = animated
        viewWillDisappear(animated)
      }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
      switch appearanceState {
      case .appearing:
        appearanceState = .appeared
        storedView?.updateSafeAreaAfterLayout()
        // UIKit lays the view out between the will and did callbacks (in the transaction that
        // shows it); the pass calls viewWillLayoutSubviews and viewDidLayoutSubviews.
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
        viewDidAppear(appearanceAnimated)
      case .disappearing:
        appearanceState = .disappeared
        viewDidDisappear(appearanceAnimated)
      case .appeared, .disappeared:
        break
      }
    }

    // MARK: Items and properties

    /// The title; setting it sets the navigation item's and tab bar item's titles too.
    open var title: String? {
      didSet {
        navigationItem.title = title
        storedTabBarItem?.title = title
      }
    }

    /// The item shown in the navigation bar for this controller.
    open var navigationItem: UINavigationItem {
      if let storedNavigationItem { return storedNavigationItem }
      let item = UINavigationItem()
      item.title = title
      item.owningViewController = self
      storedNavigationItem = item
      return item
    }

    /// The item shown in a tab bar for this controller.
    open var tabBarItem: UITabBarItem! {
      get {
        if let storedTabBarItem { return storedTabBarItem }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        storedTabBarItem = item
        return item
      }
      set { storedTabBarItem = newValue }
    }

    /// How it is presented (`.automatic`: a sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of its presentation.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether `.currentContext` presentations from its descendants cover only it.
    open var definesPresentationContext = false
    /// Whether the user cannot swipe it away when presented as a sheet.
    open var isModalInPresentation = false
    /// The size it prefers in a popover or form sheet.
    open var preferredContentSize: CGSize = .zero
    /// Whether a tab bar hides when it is pushed.
    open var hidesBottomBarWhenPushed = false
    /// Safe area insets added to the root view's (and so to its subviews'). Changing them
    /// updates the safe area at once, calling `viewSafeAreaInsetsDidChange()` while the view is
    /// in a visible window.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
      didSet {
        guard additionalSafeAreaInsets != oldValue else { return }
        viewIfLoaded?.updateSafeAreaAfterLayout()
      }
    }
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (`true` by
    /// default); `false` leaves them to the view's own `directionalLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
      didSet {
        guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else {
          return
        }
        view.changeLayoutMarginInputs {}
      }
    }
    /// Whether the controller adjusts its scroll views' insets for the bars (deprecated in iOS 11:
    /// use `UIScrollView.contentInsetAdjustmentBehavior`): a root scroll view whose behavior is
    /// `.automatic` inside a navigation or tab bar controller adjusts its top and bottom while it
    /// is on.
    @available(
      *, deprecated,
      message: "deprecated in iOS 11.0: Use UIScrollView's contentInsetAdjustmentBehavior instead"
    )
    open var automaticallyAdjustsScrollViewInsets: Bool {
      get { adjustsScrollViewInsets }
      set { adjustsScrollViewInsets = newValue }
    }
    /// The value of ``automaticallyAdjustsScrollViewInsets`` (read without its deprecation).
    var adjustsScrollViewInsets = true {
      didSet { (viewIfLoaded as? UIScrollView)?.updateAdjustedContentInset() }
    }
    /// The edges the view extends under bars.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// The items of the navigation controller's toolbar when this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets ``toolbarItems``; headless, at once whatever `animated` says.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
      self.toolbarItems = toolbarItems
    }
    /// The light or dark style forced on it (and its view, children and presented controllers);
    /// a change is a trait change: it, then the views and controllers below it whose style
    /// changes, hear `traitCollectionDidChange(_:)`, and those views need layout.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
      get { storedOverrideUserInterfaceStyle }
      set {
        guard newValue != storedOverrideUserInterfaceStyle else { return }
        let change = TraitChange(controller: self)
        storedOverrideUserInterfaceStyle = newValue
        change.deliver()
      }
    }
    private var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The status bar style it prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether it prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// Tells UIKit the status bar preferences changed (headless: no-op).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The next responder: the view's superview, else the parent or presenter.
    open override var next: UIResponder? {
      storedView?.superview ?? parent ?? presentingViewController
    }

    override var responderWindow: UIWindow? { storedView?.window }

    // MARK: Presentation

    /// Presents a controller modally, as UIKit does: from the top-most ancestor (or, for
    /// `.currentContext` styles, the nearest ancestor that ``definesPresentationContext``).
    /// The presenter owns it until it is dismissed. Refused with a `Misuse` report when the
    /// presenter is not in a window, already presents, or the controller is already in a
    /// hierarchy. `.fullScreen` and `.currentContext` make the presenter's controllers
    /// disappear; sheets don't. As in UIKit, `presentedViewController` is set when the call
    /// returns; the appearance callbacks run from the next turn of the main queue (the
    /// did-callbacks once an animation's duration passed), then the completion. Refused while a
    /// present or dismiss is in progress in the window.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses, as UIKit does: the controllers presented by this one (or its nearest
    /// ancestor that presents), the whole chain above; else this controller itself, by asking
    /// its presenter; else just runs the completion. Dismissed controllers are released unless
    /// referenced elsewhere. As in UIKit, they stay presented (`isBeingDismissed`) until the
    /// transition ends on a later turn of the run loop; then the completion runs. Refused while
    /// a present or dismiss is in progress in the window.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      performDismissal(animated: flag, completion: completion)
    }

    /// Shows a controller the way its context prefers: pushed by the navigation controller it
    /// is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
      if let navigationController = self as? UINavigationController ?? navigationController {
        navigationController.pushViewController(vc, animated: true)
      } else {
        present(vc, animated: true)
      }
    }

    /// Shows a controller as the detail, as UIKit does: the split view controller it is in
    /// shows it (in its secondary column, or pushed when collapsed); outside a split view it is
    /// presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      if let splitViewController {
        splitViewController.showDetailViewController(vc, sender: sender)
      } else {
        present(vc, animated: true)
      }
    }

    /// Called on a classic split view's primary controller when the split view collapses, if
    /// its delegate did not: the default shows only the primary (a navigation controller
    /// overrides it to push the secondary).
    open func collapseSecondaryViewController(
      _ secondaryViewController: UIViewController,
      for splitViewController: UISplitViewController
    ) {}

    /// Called on a classic split view's primary controller when the split view expands, if its
    /// delegate did not separate the secondary: returns the secondary to show (`nil`: the
    /// split view keeps its previous one).
    open func separateSecondaryViewController(
      for splitViewController: UISplitViewController
    ) -> UIViewController? { nil }

    // MARK: Containment

    /// The parent container (weak).
    public internal(set) weak var parent: UIViewController?
    /// The child controllers, in order.
    public var children: [UIViewController] { storedChildren }

    /// Adds a child controller, as UIKit's `addChild(_:)`: calls its `willMove(toParent:)`.
    /// Then add its view to yours and call its `didMove(toParent:)`; once its view is in yours
    /// and you are visible, it appears. A child of another container leaves it first.
    open func addChild(_ childController: UIViewController) {
      performAddChild(childController)
    }

    /// Removes the controller from its parent, as UIKit's `removeFromParent()`: calls its
    /// `didMove(toParent: nil)`. Call `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
      performRemoveFromParent()
    }

    /// Called before the controller moves to a parent, or out of it (`nil`). Call `super`.
    open func willMove(toParent parent: UIViewController?) {
      if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    /// Called after the controller moved to a parent, or out of it (`nil`). Call `super`.
    open func didMove(toParent parent: UIViewController?) {
      if parent != nil { isMovingToParent = false }
    }

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? {
      var current = parent
      while let controller = current {
        if let navigation = controller as? UINavigationController { return navigation }
        current = controller.parent
      }
      return nil
    }

    /// The nearest split view controller among the ancestors.
    public var splitViewController: UISplitViewController? {
      var current = parent
      while let controller = current {
        if let split = controller as? UISplitViewController { return split }
        current = controller.parent
      }
      return nil
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? {
      var current = parent
      while let controller = current {
        if let tabs = controller as? UITabBarController { return tabs }
        current = controller.parent
      }
      return nil
    }

    /// The top-most ancestor through parents only.
    var rootAncestor: UIViewController {
      var current = self
      while let parent = current.parent { current = parent }
      return current
    }

    /// The window whose hierarchy holds the controller (through parents and presenters).
    var hostWindow: UIWindow? {
      var current = self
      while true {
        if let parent = current.parent {
          current = parent
        } else if let presenter = current.storedPresenting {
          current = presenter
        } else {
          return current.storedWindow
        }
      }
    }

    /// The children whose appearance follows this controller's: by default, the children
    /// whose view is inside this controller's view. Containers override.
    var childrenForAppearance: [UIViewController] {
      guard shouldAutomaticallyForwardAppearanceMethods, let ownView = storedView else {
        return []
      }
      return storedChildren.filter { child in
        child.storedView.map { $0.isDescendant(of: ownView) } ?? false
      }
    }

    /// Turns editing on or off: updates ``isEditing`` and the ``editButtonItem``'s title
    /// ("Done" while editing). Override to change the controller's views (call super);
    /// `UITableViewController` passes it to its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
      storedIsEditing = editing
      storedEditButtonItem?.title = editing ? "Done" : "Edit"
    }
  }
#endif
