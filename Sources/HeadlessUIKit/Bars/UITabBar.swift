#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The bar of tabs of a tab bar controller, as UIKit's `UITabBar`.
  @preconcurrency @MainActor open class UITabBar: UIView {
    /// The color of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
  }
#endif
