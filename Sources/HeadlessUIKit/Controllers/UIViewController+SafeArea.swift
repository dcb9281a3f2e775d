#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The heights of UIKit's bars on an iPhone in portrait, which containers add to their
  /// children's safe area.
  enum BarMetrics {
    /// A navigation bar with a standard title.
    static let navigationBar: CGFloat = 44
    /// A navigation bar showing a large title (at rest, scrolled to the top).
    static let largeTitleNavigationBar: CGFloat = 96
    /// A navigation controller's toolbar.
    static let toolbar: CGFloat = 44
    /// A tab bar, above the home indicator's inset.
    static let tabBar: CGFloat = 49
  }

  extension UIViewController {
    /// The smallest margins UIKit lets the root view have while
    /// `viewRespectsSystemMinimumLayoutMargins` is on: none at the top and bottom, 16 points at
    /// the leading and trailing edges of a compact iPhone (narrower than 414 points), 20 on wider
    /// ones and on an iPad.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
      let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
      let side = Self.systemMinimumSideMargin(
        width: width, idiom: traitCollection.userInterfaceIdiom)
      return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The leading and trailing system minimum margin at `width` (also a table's cells'): 16
    /// points narrower than 414 points on an iPhone, 20 from 414 points and on an iPad.
    static func systemMinimumSideMargin(width: CGFloat, idiom: UIUserInterfaceIdiom) -> CGFloat {
      idiom == .pad || width >= 414 ? 20 : 16
    }

    /// How far this container's bars reach into the safe area of `child`'s root view, from the
    /// edges of the container's own safe area: a visible navigation bar at the top, a visible
    /// toolbar or tab bar at the bottom (for every child in a navigation stack, as a view
    /// leaving during a push keeps the bars' insets).
    func barInsets(forChild child: UIViewController) -> UIEdgeInsets {
      switch self {
      case let navigation as UINavigationController:
        return UIEdgeInsets(
          top: navigation.isNavigationBarHidden ? 0 : navigation.navigationBarHeight, left: 0,
          bottom: navigation.isToolbarHidden ? 0 : BarMetrics.toolbar, right: 0)
      case let tabs as UITabBarController:
        guard child === tabs.selectedViewController, tabs.showsTabBar else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: BarMetrics.tabBar, right: 0)
      default:
        return .zero
      }
    }

    /// Gives the constraints of the legacy top and bottom layout guides (if made) the guides'
    /// current lengths.
    func updateLayoutSupportConstraints() {
      guard let view = viewIfLoaded else { return }
      for case let guide as LayoutSupportGuide in view.layoutGuides {
        guide.updateLengthConstraint()
      }
    }
  }

  extension UINavigationController {
    /// The navigation bar's height: a large title's while the bar prefers large titles and the
    /// top item shows one (`largeTitleDisplayMode` `.always`, or `.automatic` following the
    /// items below it, large when all are automatic).
    var navigationBarHeight: CGFloat {
      guard navigationBar.prefersLargeTitles else { return BarMetrics.navigationBar }
      let mode = viewControllers.reversed().lazy.map(\.navigationItem.largeTitleDisplayMode)
        .first { $0 != .automatic }
      return mode == nil || mode == .always
        ? BarMetrics.largeTitleNavigationBar : BarMetrics.navigationBar
    }
  }

  extension UITabBarController {
    /// Whether the tab bar shows: not hidden, and the selected navigation stack has no
    /// controller pushed with `hidesBottomBarWhenPushed`.
    var showsTabBar: Bool {
      guard !tabBar.isHidden else { return false }
      guard let navigation = selectedViewController as? UINavigationController else { return true }
      return !navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
  }
#endif
