#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A row of page dots, as UIKit's `UIPageControl`. The user's tap on a dot
  /// (`headless.selectPage(_:)`) changes the page and sends `.valueChanged`.
  @preconcurrency @MainActor open class UIPageControl: UIControl {
    /// The number of pages (dots).
    open var numberOfPages = 0 {
      didSet { currentPage = storedCurrentPage }
    }
    private var storedCurrentPage = 0
    /// The current page, kept within `0..<numberOfPages`.
    open var currentPage: Int {
      get { storedCurrentPage }
      set { storedCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    /// Whether it hides with a single page.
    open var hidesForSinglePage = false
    /// The color of the dots.
    open var pageIndicatorTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("pageIndicatorTintColor") { [pageIndicatorTintColor] in
          $0.pageIndicatorTintColor = pageIndicatorTintColor
        }
      }
    }
    /// The color of the current dot.
    open var currentPageIndicatorTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("currentPageIndicatorTintColor") { [currentPageIndicatorTintColor] in
          $0.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        }
      }
    }
  }
#endif
