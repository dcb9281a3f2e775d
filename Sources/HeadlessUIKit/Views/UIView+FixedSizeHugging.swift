#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// Makes the view hug its intrinsic size on both axes with the high priority (750) UIKit
    /// gives its fixed-size controls (switches, steppers, spinners), instead of UIView's 250:
    /// stretched in a row, they keep their size and the row's other views grow.
    func hugFixedSize() {
      setContentHuggingPriority(.defaultHigh, for: .horizontal)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
  }
#endif
