#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`.
  @preconcurrency @MainActor open class UINavigationBar: UIView {
    /// Whether titles are large by default.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true {
      didSet {
        appearanceSetterCalled("isTranslucent") { [isTranslucent] in
          $0.isTranslucent = isTranslucent
        }
      }
    }
    /// The bar's background tint.
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }
    /// The attributes of the title (font, color...).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        appearanceSetterCalled("titleTextAttributes") { [titleTextAttributes] in
          $0.titleTextAttributes = titleTextAttributes
        }
      }
    }
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        appearanceSetterCalled("largeTitleTextAttributes") { [largeTitleTextAttributes] in
          $0.largeTitleTextAttributes = largeTitleTextAttributes
        }
      }
    }

    private var storedStandardAppearance = UINavigationBarAppearance()
    /// The look of the bar at a standard height (a copy of the appearance set).
    open var standardAppearance: UINavigationBarAppearance {
      get { storedStandardAppearance }
      set {
        storedStandardAppearance = newValue.copied()
        appearanceSetterCalled("standardAppearance") { $0.standardAppearance = newValue }
      }
    }
    private var storedCompactAppearance: UINavigationBarAppearance?
    /// The look of the bar at a compact height; `nil` uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
      get { storedCompactAppearance }
      set {
        storedCompactAppearance = newValue?.copied()
        appearanceSetterCalled("compactAppearance") { $0.compactAppearance = newValue }
      }
    }
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of the bar when content is scrolled to its edge; `nil` uses
    /// ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
      get { storedScrollEdgeAppearance }
      set {
        storedScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("scrollEdgeAppearance") { $0.scrollEdgeAppearance = newValue }
      }
    }
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of the bar at a compact height when content is scrolled to its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
      get { storedCompactScrollEdgeAppearance }
      set {
        storedCompactScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("compactScrollEdgeAppearance") {
          $0.compactScrollEdgeAppearance = newValue
        }
      }
    }
  }
#endif
