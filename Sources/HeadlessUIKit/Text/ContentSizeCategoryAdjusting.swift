#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Apple, `adjustsFontForContentSizeCategory` (UIContentSizeCategoryAdjusting.h): the element
  // updates its font when the content size category changes, if the font came from
  // `preferredFont(forTextStyle:)` (or its `compatibleWith:` form) or `UIFontMetrics`. Setting
  // the font invalidates the intrinsic size (a button's too, for its title label), so the layout
  // follows.

  extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryAdjustingView {
    func adjustFont(to category: UIContentSizeCategory) {
      guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: category)
      else { return }
      font = adjusted
    }
  }

  extension UITextField: UIContentSizeCategoryAdjusting, ContentSizeCategoryAdjustingView {
    func adjustFont(to category: UIContentSizeCategory) {
      guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: category)
      else { return }
      font = adjusted
    }
  }

  extension UITextView: UIContentSizeCategoryAdjusting, ContentSizeCategoryAdjustingView {
    func adjustFont(to category: UIContentSizeCategory) {
      guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: category)
      else { return }
      font = adjusted
    }
  }
#endif
