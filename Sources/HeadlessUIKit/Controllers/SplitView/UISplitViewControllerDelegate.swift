#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a split view controller, as UIKit's `UISplitViewControllerDelegate`
  /// (all methods optional). Headless, the split view asks it when it collapses or expands
  /// (its window's horizontal size class changes), when it shows or hides a column, and when
  /// it shows a controller.
  @preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// Called before the display mode changes.
    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button switches to (`.automatic`: the split view's
    /// choice). Headless: not asked (the display-mode button is not modelled).
    func targetDisplayModeForAction(
      in svc: UISplitViewController
    )
      -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself (`false`: the split view shows it).
    func splitViewController(
      _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
    /// Whether the delegate showed `vc` as the detail itself (`false`: the split view does).
    func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
      sender: Any?
    ) -> Bool
    /// A classic split view's primary controller once collapsed (`nil`: its primary).
    /// Headless: not asked; the primary stays.
    func primaryViewController(
      forCollapsing splitViewController: UISplitViewController
    )
      -> UIViewController?
    /// A classic split view's primary controller once expanded (`nil`: its primary).
    /// Headless: not asked; the primary stays.
    func primaryViewController(
      forExpanding splitViewController: UISplitViewController
    )
      -> UIViewController?
    /// Whether the delegate collapsed a classic split view's secondary onto its primary
    /// itself (`true`: the secondary is discarded); `false` lets the primary do it
    /// (`collapseSecondaryViewController(_:for:)`; a navigation controller pushes it).
    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool
    /// A classic split view's secondary once expanded (`nil`: the primary's
    /// `separateSecondaryViewController(for:)`).
    func splitViewController(
      _ splitViewController: UISplitViewController,
      separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The column shown on top once a column-style split view collapsed; UIKit proposes
    /// `.secondary`. Return `.primary` to show the list first on an iPhone.
    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode once a column-style split view expanded.
    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Called after a column-style split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after a column-style split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Called before a column shows.
    func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before a column hides.
    func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Called when the user begins the gesture that shows a column (headless: never).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// Called when the user ended the gesture that shows a column (headless: never).
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
  }

  extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// `.automatic`.
    public func targetDisplayModeForAction(
      in svc: UISplitViewController
    )
      -> UISplitViewController.DisplayMode
    { .automatic }
    /// `false`: the split view shows it.
    public func splitViewController(
      _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// `false`: the split view shows it.
    public func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController,
      sender: Any?
    ) -> Bool { false }
    /// `nil`: the primary.
    public func primaryViewController(
      forCollapsing splitViewController: UISplitViewController
    ) -> UIViewController? { nil }
    /// `nil`: the primary.
    public func primaryViewController(
      forExpanding splitViewController: UISplitViewController
    ) -> UIViewController? { nil }
    /// `false`: the primary collapses the secondary onto itself.
    public func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// `nil`: the primary separates the secondary.
    public func splitViewController(
      _ splitViewController: UISplitViewController,
      separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// The proposed column.
    public func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// The proposed display mode.
    public func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(
      _ svc: UISplitViewController
    ) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(
      _ svc: UISplitViewController
    ) {}
  }
#endif
