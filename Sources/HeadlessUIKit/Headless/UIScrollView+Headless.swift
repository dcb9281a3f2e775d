#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Headless only: where UIKit draws the scroll indicators, which its public properties do not
  // say (they keep the insets set, the system's adjustment added out of sight).

  extension Headless.Proxy where Base: UIScrollView {
    /// The insets the vertical indicator is drawn inside: ``UIScrollView/verticalScrollIndicatorInsets``
    /// plus, when ``UIScrollView/automaticallyAdjustsScrollIndicatorInsets``, the safe area's
    /// part of ``UIScrollView/adjustedContentInset`` (under a navigation bar, the indicator
    /// starts below it).
    @preconcurrency @MainActor
    public var verticalIndicatorInsets: UIEdgeInsets {
      base.indicatorInsets(base.verticalScrollIndicatorInsets)
    }

    /// The insets the horizontal indicator is drawn inside; see ``verticalIndicatorInsets``.
    @preconcurrency @MainActor
    public var horizontalIndicatorInsets: UIEdgeInsets {
      base.indicatorInsets(base.horizontalScrollIndicatorInsets)
    }
  }

  extension UIScrollView {
    /// `insets` plus, when the indicators adjust automatically, the safe area's part of the
    /// adjusted content inset.
    func indicatorInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
      guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
      return insets.adding(systemContentInset(safeArea: safeAreaInsets))
    }
  }
#endif
