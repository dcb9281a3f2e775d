#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UITableViewCell {
    /// The standard height of a row whose cell does not size itself (UIKit's default styles:
    /// 43.667 points of content and a one-pixel separator on a 3× screen).
    static let standardRowHeight: CGFloat = 44

    /// The height of a self-sizing row (`automaticDimension`) whose table is `width` wide, as
    /// UIKit measures it: the content view fitted at that width (required) and its most
    /// compressed height (fitting-size level), plus the separator. A content view whose tree
    /// holds no constraint, or whose fitted height is 0, has the standard height instead (UIKit
    /// takes a zero height for an unintended collapse).
    func selfSizingHeight(width: CGFloat, separator: CGFloat) -> CGFloat {
      var constrained = false
      contentView.forEachInSubtree { view in
        if !view.storedConstraints.isEmpty { constrained = true }
      }
      guard constrained else { return Self.standardRowHeight }
      let height = contentView.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
      return height > 0 ? height + separator : Self.standardRowHeight
    }
  }
#endif
