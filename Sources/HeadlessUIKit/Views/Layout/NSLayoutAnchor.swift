#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// One layout attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`, that makes
  /// constraints with anchors of the same kind.
  @preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
    }

    func make(
      _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
      multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: item as Any, attribute: attribute, relatedBy: relation,
        toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
        multiplier: multiplier, constant: constant)
    }

    /// A constraint `self = anchor + c`.
    open func constraint(
      equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    )
      -> NSLayoutConstraint
    {
      make(.equal, anchor, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, constant: c)
    }
  }

  /// A horizontal anchor (leading, trailing, left, right, centerX).
  @preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

  /// A vertical anchor (top, bottom, centerY, baselines).
  @preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// A size anchor (width, height).
  @preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.equal, nil, constant: c)
    }

    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, nil, constant: c)
    }

    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.lessThanOrEqual, nil, constant: c)
    }

    /// A constraint `self = anchor * m + c`.
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self >= anchor * m + c`.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
      constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self <= anchor * m + c`.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
      constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
  }
#endif
