#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A pull-to-refresh control, as UIKit's `UIRefreshControl`. The user's pull is simulated
  /// by `headless.pullToRefresh()`.
  @preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// The title shown while pulling.
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing (sends nothing, as in UIKit).
    open func beginRefreshing() { isRefreshing = true }
    /// Call when the refresh is done: sets ``isRefreshing`` to `false` (UIKit hides the spinner
    /// then).
    open func endRefreshing() { isRefreshing = false }
  }
#endif
