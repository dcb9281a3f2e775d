#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The delegate of a tab bar controller, as UIKit's `UITabBarControllerDelegate` (all
  /// methods optional). UIKit asks it only when the user selects a tab; see
  /// `headless.selectTab(at:)`.
  @preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user may select the tab of `viewController`.
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    /// Called after the user selected the tab of `viewController`.
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  }

  extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
  }

  /// A container that shows one of several controllers, chosen by tabs, as UIKit's
  /// `UITabBarController`. All tabs are its children; only the selected one is visible.
  @preconcurrency @MainActor open class UITabBarController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: UITabBarControllerDelegate?
    /// The tab bar. Headless: not one of the view's subviews; its items are the tabs'.
    open var tabBar: UITabBar { managedTabBar }
    private lazy var managedTabBar: UITabBar = {
      let bar = UITabBar()
      bar.tabBarController = self
      return bar
    }()
    private var storedSelectedIndex = 0

    /// The controllers of the tabs, `nil` when there are none.
    open var viewControllers: [UIViewController]? {
      get { storedChildren.isEmpty ? nil : storedChildren }
      set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still there; else
    /// the same index, else the first tab, is selected. Removed controllers leave.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
      let newTabs = viewControllers ?? []
      for (index, controller) in newTabs.enumerated() {
        if newTabs[..<index].contains(where: { $0 === controller }) {
          Misuse.report(
            "The tabs given to \(Misuse.name(of: type(of: self))) hold "
              + "\(Misuse.name(of: type(of: controller))) more than once.",
            fix: "Give each controller instance once.")
          return
        }
        if controller.parent !== self {
          if let parent = controller.parent {
            Misuse.report(
              "Attempt to make \(Misuse.name(of: type(of: controller))) a tab of "
                + "\(Misuse.name(of: type(of: self))), but it is a child of "
                + "\(Misuse.name(of: type(of: parent))).",
              fix: "Remove it from its parent first (removeFromParent), or use a new instance.")
            return
          }
          guard validateIncoming(controller, operation: "make a tab") else { return }
        }
      }
      let old = storedChildren
      let oldSelected = selectedViewController
      let removed = old.filter { controller in !newTabs.contains { $0 === controller } }
      let added = newTabs.filter { controller in !old.contains { $0 === controller } }
      for controller in removed { controller.willMove(toParent: nil) }
      for controller in added {
        controller.willMove(toParent: self)
        controller.parent = self
      }
      storedChildren = newTabs
      if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
        storedSelectedIndex = index
      } else if storedSelectedIndex >= newTabs.count {
        storedSelectedIndex = 0
      }
      let selected = selectedViewController
      let transition =
        selected !== oldSelected
        ? hostWindow?.transition(
          forChangeOf: self, from: oldSelected, to: selected, animated: animated) : nil
      transitionContent(to: selected.map { [$0] } ?? [], in: transition)
      for controller in removed where controller.parent === self {
        controller.parent = nil
        controller.didMove(toParent: nil)
      }
      for controller in added where controller.parent === self {
        controller.didMove(toParent: self)
      }
    }

    /// The index of the selected tab (`NSNotFound` when there are no tabs). Setting it shows
    /// that tab: the old one disappears and the new one appears, from the next turn of the run
    /// loop. The delegate is not asked.
    open var selectedIndex: Int {
      get { storedChildren.isEmpty ? NSNotFound : storedSelectedIndex }
      set {
        guard storedChildren.indices.contains(newValue) else {
          Misuse.report(
            "Attempt to select tab \(newValue) of \(Misuse.name(of: type(of: self))), which "
              + "has \(storedChildren.count) tabs.",
            fix: "Select an index of viewControllers.")
          return
        }
        guard newValue != storedSelectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = newValue
        let new = storedChildren[newValue]
        // The selection changes at once; the tabs' appearance on the next turn (UIKit's timing
        // here is not documented: the stricter choice, as for other transitions).
        transitionContent(
          to: [new],
          in: hostWindow?.transition(forChangeOf: self, from: old, to: new, animated: false))
      }
    }

    /// The controller of the selected tab. Setting it selects its tab.
    open var selectedViewController: UIViewController? {
      get {
        storedChildren.indices.contains(storedSelectedIndex)
          ? storedChildren[storedSelectedIndex] : nil
      }
      set {
        guard let newValue, let index = storedChildren.firstIndex(where: { $0 === newValue })
        else {
          Misuse.report(
            "Attempt to select a controller that is not a tab of "
              + "\(Misuse.name(of: type(of: self))).",
            fix: "Select one of viewControllers.")
          return
        }
        selectedIndex = index
      }
    }

    /// Loads a view that holds the selected controller's view.
    open override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      installContent(selectedViewController.map { [$0] } ?? [])
    }

    override var childrenForAppearance: [UIViewController] {
      selectedViewController.map { [$0] } ?? []
    }
  }
#endif
