#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UITableViewCell {
    /// The standard height of a row whose cell does not size itself (UIKit's default styles:
    /// 43.667 points of content and a one-pixel separator on a 3× screen).
    static let standardRowHeight: CGFloat = 44

    /// The height of a self-sizing row (`automaticDimension`) whose table is `width` wide, as
    /// UIKit measures it: the content view fitted at its width in such a row (the accessory and
    /// the safe area left out: ``contentFrame(in:)``), that width required and its most
    /// compressed height (fitting-size level), plus the separator. A content view whose tree
    /// holds no constraint, or whose fitted height is 0, has the standard height instead (UIKit
    /// takes a zero height for an unintended collapse).
    func selfSizingHeight(width: CGFloat) -> CGFloat {
      let contentWidth = contentFrame(in: CGSize(width: width, height: 0)).width
      guard
        let fitted = contentView.selfSizingFit(
          CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
          horizontal: .required, vertical: .fittingSizeLevel),
        fitted.height > 0
      else { return Self.standardRowHeight }
      return fitted.height + separatorHeight
    }
  }
#endif
