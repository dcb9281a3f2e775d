#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // The constraints UIKit's stack view makes, as its unsatisfiable-constraint logs name them and
  // as kean.blog/post/lets-build-uistackview lists them per distribution and alignment:
  // `UISV-canvas-connection` (the ends to the canvas: the bounds or the layout margins guide),
  // `UISV-spacing`, `UISV-hiding`, `UISV-alignment`, `UISV-fill-equally`,
  // `UISV-fill-proportionally`, `UISV-distributing-edge` (to the spacer guides of equalSpacing
  // and equalCentering), `UISV-spanning-boundary`/`UISV-spanning-fit` (to the alignment spanner
  // guide), `UISV-canvas-fit`, `UISV-ambiguity-suppression` and
  // `UISV-text-width-disambiguation`.
  /// What makes two arrangement constraints the same: items, attributes, relation, multiplier,
  /// constant, priority and identifier.
  struct ArrangedConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let second: ObjectIdentifier?
    let attributes: [Int]
    let numbers: [CGFloat]
    let identifier: String?

    @MainActor init(_ constraint: NSLayoutConstraint) {
      first = constraint.firstItem.map(ObjectIdentifier.init)
      second = constraint.secondItem.map(ObjectIdentifier.init)
      attributes = [
        constraint.firstAttribute.rawValue, constraint.secondAttribute.rawValue,
        constraint.relation.rawValue,
      ]
      numbers = [
        constraint.multiplier, constraint.constant, CGFloat(constraint.priority.rawValue),
      ]
      identifier = constraint.identifier
    }
  }

  extension UIStackView {
    /// The attributes of one axis: its two edges, its center and its size.
    struct AxisAttributes {
      let start: NSLayoutConstraint.Attribute
      let end: NSLayoutConstraint.Attribute
      let center: NSLayoutConstraint.Attribute
      let size: NSLayoutConstraint.Attribute

      init(_ axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: (start, end, center, size) = (.leading, .trailing, .centerX, .width)
        case .vertical: (start, end, center, size) = (.top, .bottom, .centerY, .height)
        }
      }
    }

    /// The priority UIKit gives a spanner edge that the alignment pins (999.5: just below
    /// required, so a view's own required constraints win).
    static let spanningPinPriority = UILayoutPriority(999.5)
    /// The priorities of the weak constraints that settle sizes left free.
    static let spanningFitPriority = UILayoutPriority(51)
    static let canvasFitPriority = UILayoutPriority(49)
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The priority of equal gaps in equalCentering: below compression resistance, so the
    /// gaps give way before the views shrink.
    static let equalCenteringPriority = UILayoutPriority(149)

    /// Replaces the arrangement's constraints and guides with those of the current state. A
    /// constraint or guide the new arrangement has too is kept, not replaced, so the layout
    /// engine re-solves only what changed (hiding a view touches a few constraints, not all).
    func rebuildArrangement() {
      guard !isBuildingArrangement else { return }
      let previous = arrangementConstraints
      reusableGuides = arrangementGuides
      arrangementConstraints = []
      arrangementGuides = []
      proportionalLengths = []
      let views = arrangedSubviews
      if !views.isEmpty {
        let gaps = gapLengths(of: views)
        arrangeAlongAxis(views, gaps: gaps)
        arrangeAcrossAxis(views)
      }
      var unmatched = Dictionary(grouping: previous, by: ArrangedConstraintKey.init)
      var added: [NSLayoutConstraint] = []
      for (index, constraint) in arrangementConstraints.enumerated() {
        let key = ArrangedConstraintKey(constraint)
        if let kept = unmatched[key]?.popLast() {
          arrangementConstraints[index] = kept
        } else {
          added.append(constraint)
        }
      }
      removeConstraints(unmatched.values.flatMap { $0 })
      for guide in reusableGuides { removeLayoutGuide(guide) }
      reusableGuides = []
      addConstraints(added)
    }

    /// The canvas the arrangement fills: the bounds, or the layout margins.
    var canvas: AnyObject {
      isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// Records a constraint `item1.attr1 (relation) item2.attr2 * multiplier + constant`.
    func arrange(
      _ identifier: String, _ item1: AnyObject, _ attr1: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation = .equal, _ item2: AnyObject? = nil,
      _ attr2: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
      constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        item: item1, attribute: attr1, relatedBy: relation, toItem: item2,
        attribute: item2 == nil ? .notAnAttribute : attr2, multiplier: multiplier,
        constant: constant)
      constraint.priority = priority
      constraint.identifier = identifier
      arrangementConstraints.append(constraint)
    }

    /// A private guide owned by the stack view, as UIKit's spacers: the previous arrangement's
    /// next one of that identifier, or a new one.
    func spacerGuide(_ identifier: String) -> UILayoutGuide {
      let guide: UILayoutGuide
      if let index = reusableGuides.firstIndex(where: { $0.identifier == identifier }) {
        guide = reusableGuides.remove(at: index)
      } else {
        guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
      }
      arrangementGuides.append(guide)
      return guide
    }

    /// The constant of the spacing between each view and the next. A gap takes the spacing of
    /// the closest shown view before it, and only when a shown view follows; a hidden view on
    /// one side of a gap halves it, so the two gaps around a hidden view add up to one.
    private func gapLengths(of views: [UIView]) -> [CGFloat] {
      views.indices.dropLast().map { index in
        guard let before = views[...index].last(where: { !$0.isHidden }),
          views[(index + 1)...].contains(where: { !$0.isHidden })
        else { return 0 }
        let share = (views[index].isHidden ? 0 : 0.5) + (views[index + 1].isHidden ? 0 : 0.5)
        return resolvedSpacing(after: before) * share
      }
    }

    // MARK: Along the axis (distribution)

    private func arrangeAlongAxis(_ views: [UIView], gaps: [CGFloat]) {
      let along = AxisAttributes(axis)
      let visible = views.filter { !$0.isHidden }
      arrange("UISV-canvas-connection", canvas, along.start, .equal, views[0], along.start)
      arrange(
        "UISV-canvas-connection", canvas, along.end, .equal, views[views.count - 1], along.end)
      let spaced = distribution == .equalSpacing || distribution == .equalCentering
      let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
      for (index, gap) in gaps.enumerated() {
        let (before, after) = (views[index], views[index + 1])
        let relation: NSLayoutConstraint.Relation = spaced ? .greaterThanOrEqual : .equal
        if baselineRelative {
          arrange(
            "UISV-spacing", after, .firstBaseline, relation, before, .lastBaseline, constant: gap)
        } else {
          arrange("UISV-spacing", after, along.start, relation, before, along.end, constant: gap)
        }
      }
      for view in views where view.isHidden {
        arrange("UISV-hiding", view, along.size)
      }
      switch distribution {
      case .fill: disambiguateTextWidths(visible)
      case .fillEqually:
        for view in visible.dropFirst() {
          arrange("UISV-fill-equally", view, along.size, .equal, visible[0], along.size)
        }
      case .fillProportionally: fillProportionally(visible, gaps: gaps)
      case .equalSpacing, .equalCentering: distributeGaps(visible)
      }
    }

    /// `fillProportionally`: each view's length a share of the canvas's, its intrinsic length
    /// over the sum of the intrinsic lengths and the gaps (UIKit counts the gaps, so with a
    /// spacing the shares do not quite fill and the last share gives way), at priorities
    /// falling from 999 by index; a view with no intrinsic length is held at zero.
    private func fillProportionally(_ visible: [UIView], gaps: [CGFloat]) {
      let along = AxisAttributes(axis)
      let lengths = currentProportionalLengths()
      proportionalLengths = lengths
      let total = lengths.reduce(0, +) + gaps.reduce(0, +)
      guard lengths.contains(where: { $0 > 0 }) else { return }
      for (index, (view, length)) in zip(visible, lengths).enumerated() {
        guard length > 0 else {
          arrange("UISV-fill-proportionally", view, along.size)
          continue
        }
        arrange(
          "UISV-fill-proportionally", view, along.size, .equal, canvas, along.size,
          multiplier: length / total, priority: UILayoutPriority(max(999 - Float(index), 1)))
      }
    }

    /// The intrinsic lengths along the axis of the shown arranged views (0 for none).
    func currentProportionalLengths() -> [CGFloat] {
      arrangedSubviews.filter { !$0.isHidden }.map { view in
        let size = view.intrinsicContentSize
        return max(0, axis == .horizontal ? size.width : size.height)
      }
    }

    /// `equalSpacing`/`equalCentering`: a spacer guide between each two shown views, from one
    /// view's trailing edge (or center) to the next one's leading edge (or center), the spacers
    /// equal in length (weakly for equalCentering).
    private func distributeGaps(_ visible: [UIView]) {
      let along = AxisAttributes(axis)
      let centering = distribution == .equalCentering
      var firstSpacer: UILayoutGuide?
      for (before, after) in zip(visible, visible.dropFirst()) {
        let spacer = spacerGuide("UISV-distributing")
        arrange(
          "UISV-distributing-edge", spacer, along.start, .equal, before,
          centering ? along.center : along.end)
        arrange(
          "UISV-distributing-edge", spacer, along.end, .equal, after,
          centering ? along.center : along.start)
        if let firstSpacer {
          arrange(
            "UISV-fill-equally", spacer, along.size, .equal, firstSpacer, along.size,
            priority: centering ? Self.equalCenteringPriority : .required)
        } else {
          firstSpacer = spacer
        }
      }
    }

    /// In a horizontal `fill` stack, each multi-line label weakly takes an equal share of the
    /// width (just above its compression resistance), so wrapping text has one width.
    private func disambiguateTextWidths(_ visible: [UIView]) {
      guard axis == .horizontal else { return }
      let count = CGFloat(visible.count)
      let spacing = spacing == Self.spacingUseSystem ? Self.systemSpacing : spacing
      for case let label as UILabel in visible where label.numberOfLines != 1 {
        arrange(
          "UISV-text-width-disambiguation", label, .width, .equal, canvas, .width,
          multiplier: 1 / count, constant: -spacing * (count - 1) / count,
          priority: label.contentCompressionResistancePriority(for: .horizontal) + 10)
      }
    }
  }
#endif
