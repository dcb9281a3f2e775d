#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The delegate of a navigation controller, as UIKit's `UINavigationControllerDelegate`
  /// (all methods optional).
  @preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before a controller is shown (pushed, popped to, or set as the top).
    func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller was shown.
    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool)
  }

  extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool
    ) {}
  }

  /// A container that shows a stack of controllers, the top one visible, as UIKit's
  /// `UINavigationController`. The stacked controllers are its children: it owns them until
  /// they are popped.
  @preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the navigation bar is hidden. While it shows, it adds its height (44 points, 96
    /// with a large title) to the top of the top controller's safe area.
    open var isNavigationBarHidden = false {
      didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.updateSafeAreaAfterLayout() } }
    }
    /// Whether the toolbar is hidden (`true` by default). While it shows, it adds its height (44
    /// points) to the bottom of the top controller's safe area.
    open var isToolbarHidden = true {
      didSet { if isToolbarHidden != oldValue { viewIfLoaded?.updateSafeAreaAfterLayout() } }
    }
    /// The bar at the top that shows the top controller's navigation item (title, back button,
    /// bar button items). Headless: it keeps only the bar's settings (`prefersLargeTitles`,
    /// `barTintColor`...); titles and buttons are read from each controller's `navigationItem`.
    open var navigationBar: UINavigationBar { managedNavigationBar }
    private lazy var managedNavigationBar: UINavigationBar = {
      let bar = UINavigationBar()
      bar.navigationController = self
      return bar
    }()
    /// The toolbar at the bottom, shown while ``isToolbarHidden`` is `false`: its items are the
    /// top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { managedToolbar }
    private lazy var managedToolbar: UIToolbar = {
      let toolbar = UIToolbar()
      toolbar.navigationController = self
      return toolbar
    }()

    /// Creates a navigation controller showing a root controller.
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive (headless: an empty one).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` unanimated.
    open var viewControllers: [UIViewController] {
      get { storedChildren }
      set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { storedChildren.last }

    /// The controller presented on the navigation controller, else the top one.
    open var visibleViewController: UIViewController? {
      presentedViewController ?? topViewController
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
      isNavigationBarHidden = hidden
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
      isToolbarHidden = hidden
    }

    /// Pushes a controller on the stack: the old top disappears and the new one appears
    /// (`viewWillDisappear` old, `viewWillAppear` new, `viewDidDisappear` old,
    /// `viewDidAppear` new), from the next turn of the run loop, as in UIKit. The stack holds
    /// it when the call returns, unless a transition is in progress in the window: then, as
    /// UIKit does, the push waits for it to end. Pushing a controller already in the stack or in another
    /// hierarchy, or a navigation controller, is refused with a `Misuse` report.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      // The names only a report needs: reflecting a type's name costs more than the checks.
      var name: String { Misuse.name(of: type(of: viewController)) }
      var mine: String { Misuse.name(of: type(of: self)) }
      if storedChildren.contains(where: { $0 === viewController }) {
        Misuse.report(
          "Pushing the same view controller instance (\(name)) more than once is not "
            + "supported: it is already in the stack of \(mine).",
          fix: "Push a new instance, or pop back to it with popToViewController(_:animated:).")
        return
      }
      guard validateForStack(viewController, operation: "push") else { return }
      if deferWhileTransitioning(
        animated: animated,
        {
          self.pushViewController(viewController, animated: animated)
        })
      {
        return
      }
      replaceStack(with: storedChildren + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; popping the root does nothing and returns
    /// `nil`. The popped controller is released unless referenced elsewhere.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
      guard storedChildren.count > 1, let top = storedChildren.last else { return nil }
      if deferWhileTransitioning(animated: animated, { self.popViewController(animated: animated) })
      {
        return top
      }
      replaceStack(with: Array(storedChildren.dropLast()), animated: animated)
      return top
    }

    /// Pops the controllers above `viewController` and returns them, `nil` when none was
    /// popped. `viewController` must be in the stack (else a `Misuse` report).
    @discardableResult open func popToViewController(
      _ viewController: UIViewController, animated: Bool
    )
      -> [UIViewController]?
    {
      guard let index = storedChildren.firstIndex(where: { $0 === viewController }) else {
        Misuse.report(
          "Tried to pop to \(Misuse.name(of: type(of: viewController))), which is not in the "
            + "stack of \(Misuse.name(of: type(of: self))).",
          fix: "Pop to a controller of viewControllers.")
        return nil
      }
      let popped = Array(storedChildren[(index + 1)...])
      guard !popped.isEmpty else { return nil }
      if deferWhileTransitioning(
        animated: animated,
        {
          self.popToViewController(viewController, animated: animated)
        })
      {
        return popped
      }
      replaceStack(with: Array(storedChildren[...index]), animated: animated)
      return popped
    }

    /// Pops all but the root and returns them, `nil` when none was popped.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      guard let root = storedChildren.first else { return nil }
      return popToViewController(root, animated: animated)
    }

    /// Replaces the stack: controllers left out leave (and are released unless referenced
    /// elsewhere), new ones become children; only the new top appears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      for (index, controller) in viewControllers.enumerated() {
        if viewControllers[..<index].contains(where: { $0 === controller }) {
          Misuse.report(
            "The stack given to \(Misuse.name(of: type(of: self))) holds "
              + "\(Misuse.name(of: type(of: controller))) more than once.",
            fix: "Give each controller instance once.")
          return
        }
        if controller.parent !== self
          && !validateForStack(controller, operation: "set in the stack")
        {
          return
        }
      }
      if deferWhileTransitioning(
        animated: animated,
        {
          self.setViewControllers(viewControllers, animated: animated)
        })
      {
        return
      }
      replaceStack(with: viewControllers, animated: animated)
    }

    private func validateForStack(_ controller: UIViewController, operation: String) -> Bool {
      // The names only a report needs: reflecting a type's name costs more than the checks.
      var name: String { Misuse.name(of: type(of: controller)) }
      var mine: String { Misuse.name(of: type(of: self)) }
      if controller is UINavigationController {
        Misuse.report(
          "Attempt to \(operation) \(name) on \(mine): pushing a navigation controller is not "
            + "supported.",
          fix: "Push its controllers instead, or present the navigation controller.")
        return false
      }
      if let parent = controller.parent {
        Misuse.report(
          "Attempt to \(operation) \(name) on \(mine), but \(name) is a child of "
            + "\(Misuse.name(of: type(of: parent))).",
          fix: "Remove it from its parent first (removeFromParent), or use a new instance.")
        return false
      }
      return validateIncoming(controller, operation: operation)
    }

    /// Queues `change` for when the window's transitions in progress have ended, as UIKit
    /// defers a navigation request made while a transition is pending or running; `false` when
    /// the change can be made now.
    private func deferWhileTransitioning(animated: Bool, _ change: @escaping () -> Void) -> Bool {
      guard let window = hostWindow, window.defersChanges(of: self) else { return false }
      window.deferChange(of: self, animated: animated, change)
      return true
    }

    /// Makes `newStack` the stack at once: removed controllers leave, added ones enter; the
    /// visible top changes in a transition that begins on the next turn (`willShow`, the
    /// will-callbacks), and ends with the did-callbacks, `didMove(toParent:)` and `didShow`.
    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
      let old = storedChildren
      let removed = old.filter { controller in !newStack.contains { $0 === controller } }
      let added = newStack.filter { controller in !old.contains { $0 === controller } }
      let topChanged = newStack.last !== old.last
      for controller in removed { controller.willMove(toParent: nil) }
      for controller in removed { controller.isMovingFromParent = true }
      for controller in added {
        controller.willMove(toParent: self)
        controller.isMovingToParent = true
        controller.parent = self
      }
      storedChildren = newStack
      let transition =
        topChanged
        ? hostWindow?.transition(
          forChangeOf: self, from: old.last, to: newStack.last, animated: animated) : nil
      let willShow = {
        if topChanged, let top = newStack.last {
          self.delegate?.navigationController(self, willShow: top, animated: animated)
        }
      }
      let finish = {
        for controller in removed where controller.parent === self {
          controller.parent = nil
          controller.didMove(toParent: nil)
          controller.isMovingFromParent = false
        }
        for controller in added where controller.parent === self {
          controller.didMove(toParent: self)
          controller.isMovingToParent = false
        }
        if topChanged, let top = newStack.last {
          self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
      }
      if let transition {
        transition.beforeWillCallbacks.append(willShow)
        transition.involve(removed + added)
        transitionContent(to: newStack.last.map { [$0] } ?? [], in: transition)
        transition.afterDidCallbacks.append(finish)
      } else {
        willShow()
        transitionContent(to: newStack.last.map { [$0] } ?? [], in: nil)
        finish()
      }
    }

    /// Collapses a classic split view's secondary onto this navigation controller: pushes it
    /// (a navigation controller's stack is moved onto this one), as UIKit does.
    open override func collapseSecondaryViewController(
      _ secondaryViewController: UIViewController,
      for splitViewController: UISplitViewController
    ) {
      let moved: [UIViewController]
      if let navigation = secondaryViewController as? UINavigationController {
        moved = navigation.takeStackForColumnMove()
      } else {
        secondaryViewController.detachFromParentForColumnMove()
        moved = [secondaryViewController]
      }
      guard !moved.isEmpty else { return }
      setViewControllers(storedChildren + moved, animated: false)
    }

    /// Separates the secondary pushed by ``collapseSecondaryViewController(_:for:)`` when a
    /// classic split view expands: pops the controllers above the root and returns them (in
    /// the secondary navigation controller they came from, if any); `nil` when only the root
    /// is left.
    open override func separateSecondaryViewController(
      for splitViewController: UISplitViewController
    ) -> UIViewController? {
      guard storedChildren.count > 1 else { return nil }
      let popped = Array(storedChildren.dropFirst())
      for controller in popped { controller.detachFromParentForColumnMove() }
      replaceStackForColumnMove(with: [storedChildren[0]])
      if let navigation = splitViewController.classicSecondaryNavigation {
        navigation.setViewControllers(popped, animated: false)
        return navigation
      }
      if popped.count == 1 { return popped[0] }
      return UINavigationController.wrapping(popped)
    }

    /// A navigation controller holding `stack`.
    static func wrapping(_ stack: [UIViewController]) -> UINavigationController {
      let navigation = UINavigationController(nibName: nil, bundle: nil)
      navigation.setViewControllers(stack, animated: false)
      return navigation
    }

    /// Split views: takes the whole stack out at once, to move it to another column; the
    /// controllers keep their appearance until the window's next update.
    func takeStackForColumnMove() -> [UIViewController] {
      let stack = storedChildren
      for controller in stack { controller.detachFromParentForColumnMove() }
      return stack
    }

    /// Split views: makes `stack` (controllers of this stack) the stack at once, without a
    /// transition; the others must have been detached.
    func replaceStackForColumnMove(with stack: [UIViewController]) {
      storedChildren = stack
      installContent(stack.last.map { [$0] } ?? [])
      removeStaleContent(keeping: stack.last.map { [$0.view!] } ?? [])
    }

    /// Loads a view that holds the top controller's view.
    open override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      installContent(topViewController.map { [$0] } ?? [])
    }

    override var childrenForAppearance: [UIViewController] {
      topViewController.map { [$0] } ?? []
    }
  }
#endif
