#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// The smallest size a fitting asks for: `systemLayoutSizeFitting(_:)` with it gives the
    /// most compressed size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a fitting asks for: `systemLayoutSizeFitting(_:)` with it gives the
    /// most expanded size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size of the view that satisfies its constraints (those of its subtree) and comes
    /// closest to `targetSize`, which pulls at the fitting-size level (50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints (those of its subtree) and comes
    /// closest to `targetSize`, each dimension pulled with its priority (`.required` fixes it: a
    /// self-sizing cell fixes its width and fits its height at `.fittingSizeLevel`).
    public func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let fitting = LayoutEngine.Fitting(
        size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
      var size = bounds.size
      // The rounds a layout pass makes: a view whose intrinsic height depends on its width (a
      // multi-line label) is given its solved width and the subtree solved again, until the
      // widths settle.
      for _ in 0..<LayoutPass.roundLimit {
        guard let solution = LayoutEngine().solve(root: self, fitting: fitting) else { break }
        size = solution.frames.first { $0.view === self }?.frame.size ?? size
        var settled = true
        for (view, frame) in solution.frames where view.bounds.width != frame.width {
          guard (view as? WidthDependentIntrinsicSize)?.intrinsicSizeDependsOnWidth == true
          else { continue }
          view.frame.size.width = frame.width
          settled = false
        }
        if settled { break }
      }
      return size
    }

    /// The size a self-sizing cell's view takes (a table cell's or a collection cell's content
    /// view, a collection's supplementary view), as UIKit's cells measure it: the view fitted to
    /// `target`, each dimension pulled with its priority (`.required` fixes it). `nil` when no
    /// view of the tree holds a constraint (nothing to size it by: the cell keeps its size).
    func selfSizingFit(
      _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize? {
      var constrained = false
      forEachInSubtree { view in
        if !view.storedConstraints.isEmpty { constrained = true }
      }
      guard constrained else { return nil }
      return systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// Whether the constraints leave the view's frame to the engine's choice (UIKit's ambiguous
    /// layout): false for a view the engine does not place.
    public var hasAmbiguousLayout: Bool {
      guard case let (engine, unknowns)? = solvedUnknowns() else { return false }
      return unknowns.contains { engine.solver.isAmbiguous($0) }
    }

    /// The active constraints that place the view along an axis: those of the view's tree that
    /// name the view with an attribute of that axis.
    public func constraintsAffectingLayout(
      for axis: NSLayoutConstraint.Axis
    ) -> [NSLayoutConstraint] {
      var found: [NSLayoutConstraint] = []
      layoutRoot.forEachInSubtree { holder in
        for constraint in holder.storedConstraints {
          let sides = [
            (constraint.firstItem, constraint.firstAttribute),
            (constraint.secondItem, constraint.secondAttribute),
          ]
          if sides.contains(where: { $0.0 === self && $0.1.axis == axis }) {
            found.append(constraint)
          }
        }
      }
      return found
    }
  }

  extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on (nil for `notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontal
      case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins:
        .vertical
      case .notAnAttribute: nil
      }
    }
  }
#endif
