#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The bar of tabs of a tab bar controller, as UIKit's `UITabBar`.
  @preconcurrency @MainActor open class UITabBar: UIView {
    /// The color of unselected items.
    open var unselectedItemTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("unselectedItemTintColor") { [unselectedItemTintColor] in
          $0.unselectedItemTintColor = unselectedItemTintColor
        }
      }
    }
    /// The bar's background tint.
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
      didSet {
        appearanceSetterCalled("isTranslucent") { [isTranslucent] in
          $0.isTranslucent = isTranslucent
        }
      }
    }

    private var storedStandardAppearance = UITabBarAppearance()
    /// The look of the bar (a copy of the appearance set).
    open var standardAppearance: UITabBarAppearance {
      get { storedStandardAppearance }
      set {
        storedStandardAppearance = newValue.copied()
        appearanceSetterCalled("standardAppearance") { $0.standardAppearance = newValue }
      }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// The look of the bar when content is scrolled to its edge; `nil` uses
    /// ``standardAppearance``.
    open var scrollEdgeAppearance: UITabBarAppearance? {
      get { storedScrollEdgeAppearance }
      set {
        storedScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("scrollEdgeAppearance") { $0.scrollEdgeAppearance = newValue }
      }
    }
  }
#endif
