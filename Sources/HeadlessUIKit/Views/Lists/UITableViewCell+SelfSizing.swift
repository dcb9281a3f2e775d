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
      let height = contentView.fittedHeight(atWidth: width)
      return height > 0 ? height + separator : Self.standardRowHeight
    }
  }

  extension UIView {
    /// The view's height fitted at `width` (`systemLayoutSizeFitting` with the width required
    /// and the height at the fitting-size level), with the rounds a layout pass makes: a view
    /// whose intrinsic height depends on its width (a multi-line label) is given its solved
    /// width and the tree solved again, until the widths settle.
    func fittedHeight(atWidth width: CGFloat) -> CGFloat {
      let fitting = LayoutEngine.Fitting(
        size: CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        horizontal: .required, vertical: .fittingSizeLevel)
      var height = bounds.height
      for _ in 0..<4 {
        // A new engine each round, as `systemLayoutSizeFitting` uses: re-solving a fitting in
        // the same engine after a label's intrinsic size changed left its old width.
        guard let solution = LayoutEngine().solve(root: self, fitting: fitting) else { break }
        height = solution.frames.first { $0.view === self }?.frame.height ?? height
        var settled = true
        for (view, frame) in solution.frames where view.bounds.width != frame.width {
          guard let wrapping = view as? WidthDependentIntrinsicSize,
            wrapping.intrinsicSizeDependsOnWidth
          else { continue }
          view.frame.size.width = frame.width
          settled = false
        }
        if settled { break }
      }
      return height
    }
  }
#endif
