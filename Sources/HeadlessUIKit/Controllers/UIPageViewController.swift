#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The source of a page view controller's pages, as UIKit's
  /// `UIPageViewControllerDataSource`.
  @preconcurrency @MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, `nil` at the start.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, `nil` at the end.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
  }

  /// The delegate of a page view controller, as UIKit's `UIPageViewControllerDelegate`
  /// (optional methods). UIKit calls it only for the user's swipes; see
  /// `headless.swipe(_:)`.
  @preconcurrency @MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Called before a swipe shows `pendingViewControllers`.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController])
    /// Called after a swipe.
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  }

  extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
  }

  /// A container that shows one page at a time, as UIKit's `UIPageViewController`. The shown
  /// pages are its children.
  @preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
      /// A page curl.
      case pageCurl
      /// A scroll.
      case scroll
    }

    /// The axis pages follow.
    public enum NavigationOrientation: Int, Sendable {
      /// Left and right.
      case horizontal
      /// Up and down.
      case vertical
    }

    /// The direction of a page change.
    public enum NavigationDirection: Int, Sendable {
      /// To the next page.
      case forward
      /// To the previous page.
      case reverse
    }

    /// A key of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's string.
      public let rawValue: String
      /// Creates a key.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The spine location (page curl).
      public static let spineLocation = OptionsKey(
        rawValue: "UIPageViewControllerOptionSpineLocationKey")
      /// The space between pages (scroll).
      public static let interPageSpacing = OptionsKey(
        rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The source of pages (weak).
    open weak var dataSource: UIPageViewControllerDataSource?
    /// The delegate (weak).
    open weak var delegate: UIPageViewControllerDelegate?
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow.
    public let navigationOrientation: NavigationOrientation

    /// Creates a page view controller.
    public init(
      transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
      options: [OptionsKey: Any]? = nil
    ) {
      self.transitionStyle = style
      self.navigationOrientation = navigationOrientation
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive (headless: scrolling horizontally).
    public required init?(coder: NSCoder) {
      self.transitionStyle = .scroll
      self.navigationOrientation = .horizontal
      super.init(coder: coder)
    }

    /// The shown pages, `nil` before any is set.
    open var viewControllers: [UIViewController]? {
      storedChildren.isEmpty ? nil : storedChildren
    }

    /// Shows pages: the old ones disappear (and leave), the new ones appear, from the next turn
    /// of the run loop; then the completion runs with `true`.
    open func setViewControllers(
      _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      let newPages = viewControllers ?? []
      for page in newPages where page.parent !== self {
        guard validateIncoming(page, operation: "show as a page") else { return }
        if let parent = page.parent {
          Misuse.report(
            "Attempt to show \(Misuse.name(of: type(of: page))) as a page of "
              + "\(Misuse.name(of: type(of: self))), but it is a child of "
              + "\(Misuse.name(of: type(of: parent))).",
            fix: "Remove it from its parent first (removeFromParent), or use a new instance.")
          return
        }
      }
      let old = storedChildren
      let removed = old.filter { page in !newPages.contains { $0 === page } }
      let added = newPages.filter { page in !old.contains { $0 === page } }
      for page in removed { page.willMove(toParent: nil) }
      for page in added {
        page.willMove(toParent: self)
        page.parent = self
      }
      storedChildren = newPages
      let transition = hostWindow?.transition(
        forChangeOf: self, from: old.first, to: newPages.first, animated: animated)
      transitionContent(to: newPages, in: transition)
      let finish = {
        for page in removed where page.parent === self {
          page.parent = nil
          page.didMove(toParent: nil)
        }
        for page in added where page.parent === self { page.didMove(toParent: self) }
      }
      if let transition {
        transition.afterDidCallbacks.append(finish)
        if let completion { transition.completions.append { completion(true) } }
      } else {
        finish()
        completion?(true)
      }
    }

    /// Loads a view that holds the pages' views.
    open override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      installContent(storedChildren)
    }

    override var childrenForAppearance: [UIViewController] { storedChildren }
  }
#endif
