#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`.
  @preconcurrency @MainActor open class UINavigationBar: UIView {
    /// Whether titles are large by default.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background tint.
    open var barTintColor: UIColor?
  }
#endif
