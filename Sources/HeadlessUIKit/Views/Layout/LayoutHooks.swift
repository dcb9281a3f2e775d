#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view whose content has text baselines (labels, text fields, buttons): where its first and
  /// last baselines are, for `firstBaseline`/`lastBaseline` constraints and stack alignment. A
  /// view without them has both baselines at its bottom edge, as in UIKit.
  @MainActor protocol LayoutBaselines: UIView {
    /// The distance from the view's top edge to its first baseline, and from its bottom edge up
    /// to its last baseline, for the view's current content.
    var layoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) { get }
  }

  /// A view whose intrinsic height depends on the width it is laid out at (a multi-line label
  /// with no `preferredMaxLayoutWidth`): the layout engine solves, applies the width, reads the
  /// intrinsic size again and solves once more when it changed, as UIKit does.
  @MainActor protocol WidthDependentIntrinsicSize: UIView {
    /// Whether the view's current configuration makes its intrinsic size depend on its width.
    var intrinsicSizeDependsOnWidth: Bool { get }
  }

  /// A view that arranges some of its subviews (`UIStackView`) and must hear when one of them is
  /// hidden or shown.
  @MainActor protocol ArrangedSubviewsHost: UIView {
    /// Called after `subview.isHidden` changed.
    func arrangedSubviewVisibilityDidChange(_ subview: UIView)
  }
#endif
