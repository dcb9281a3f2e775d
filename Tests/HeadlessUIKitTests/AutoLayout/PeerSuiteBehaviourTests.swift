#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// The Auto Layout behaviours a peer layout library's suite (WWLayout's, run on Linux by
  /// scripts/peer-layout-suite) relies on, each checked here in our own words.
  @MainActor @Suite struct PeerSuiteBehaviourTests {
    /// A 400 × 400 container (frame as set) holding the given subviews, laid out by constraints.
    private func container(_ subviews: UIView...) -> UIView {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      for view in subviews {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
      }
      return container
    }

    // Observed iOS behaviour encoded in WWLayout's suite (ConstraintArrayTests): the size
    // constraints of a lone view, active but never laid out, change from required to
    // defaultHigh. Apple's page (developer.apple.com/documentation/uikit/nslayoutconstraint/
    // priority) forbids the change once a constraint is in a layout engine; a tree gets one at its
    // first Auto Layout pass, and from then on the change is refused.
    @Test func aPriorityFlipsFreelyUntilTheTreeIsLaidOut() {
      let view = UIView()
      let width = view.widthAnchor.constraint(equalToConstant: 100)
      width.isActive = true
      let before = misuseReports { width.priority = .defaultHigh }
      #expect(before.isEmpty)
      #expect(width.priority == .defaultHigh)

      width.priority = .required
      view.layoutIfNeeded()
      let after = misuseReports { width.priority = .defaultHigh }
      #expect(after.count == 1)
      #expect(width.priority == .required)
    }

    // Apple, NSLayoutConstraint ("item1.attribute1 = multiplier × item2.attribute2 + constant"):
    // a size may follow the other dimension of another view, scaled and offset (WWLayout's
    // BasicViewToSuperviewTests: width = container height × 0.75 − 50, in a container whose
    // frame and size constraints agree).
    @Test func aSizeFollowsAnotherViewsOtherDimensionScaledAndOffset() {
      let child = UIView()
      let container = container(child)
      container.frame.size.height = 300
      NSLayoutConstraint.activate([
        container.widthAnchor.constraint(equalToConstant: 400),
        container.heightAnchor.constraint(equalToConstant: 300),
        child.widthAnchor.constraint(
          equalTo: container.heightAnchor, multiplier: 0.75, constant: -50),
        child.heightAnchor.constraint(
          equalTo: container.widthAnchor, multiplier: 0.5, constant: 30),
      ])
      container.layoutIfNeeded()
      #expect(container.frame.size == CGSize(width: 400, height: 300))
      #expect(child.frame.size == CGSize(width: 175, height: 230))
    }

    /// A constraint subclass with a stored property of its own, as layout libraries make.
    private final class TaggedConstraint: NSLayoutConstraint {
      var tag = 0
    }

    // Apple, NSLayoutConstraint (an open class; init(item:attribute:relatedBy:toItem:attribute:
    // multiplier:constant:)): a subclass's instances are constraints like any other (WWLayout's
    // constraints are all of its own subclass), and a hidden, unconstrained subview inserted
    // below the others (WWLayout keeps one per tree for its bookkeeping) keeps its zero frame.
    @Test func constraintSubclassesAndAHiddenHelperViewTakePart() {
      let child = UIView()
      let container = container(child)
      let helper = UIView()
      helper.isHidden = true
      container.insertSubview(helper, at: 0)
      let attributes: [(NSLayoutConstraint.Attribute, CGFloat)] = [
        (.left, 20), (.top, 30), (.width, 0), (.height, 0),
      ]
      let constraints = attributes.map { attribute, constant in
        let constraint = TaggedConstraint(
          item: child, attribute: attribute, relatedBy: .equal, toItem: container,
          attribute: attribute, multiplier: attribute == .width ? 0.5 : 1, constant: constant)
        constraint.tag = 7
        return constraint
      }
      NSLayoutConstraint.activate(constraints)
      container.layoutIfNeeded()
      #expect(container.constraints.count == 4)
      #expect(container.constraints.allSatisfy { ($0 as? TaggedConstraint)?.tag == 7 })
      #expect(child.frame == CGRect(x: 20, y: 30, width: 200, height: 400))
      #expect(helper.frame == .zero)
    }

    // Apple, "layoutIfNeeded()" and CALayer's layoutIfNeeded ("the layer's super layers are
    // traversed until an ancestor layer is found that does not require layout"): asked of a
    // subview, it solves the whole tree and places the subview (WWLayout's SizeClassTests call
    // it on the constrained view itself).
    @Test func layoutIfNeededOnASubviewPlacesIt() {
      let child = UIView()
      let container = container(child)
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(equalToConstant: 300),
        child.heightAnchor.constraint(equalToConstant: 20),
        child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      ])
      child.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 50, y: 0, width: 300, height: 20))
    }

    // Apple, "Anatomy of a Constraint" (Auto Layout Guide): an optional constraint that cannot
    // be satisfied still brings the view as close as it can; observed iOS behaviour encoded in
    // WWLayout's FillTests: edges pinned at priority 999 pull a view against a required maximum
    // width, and a required alignment says where the slack goes.
    @Test func optionalEdgesPullAViewAgainstARequiredMaximum() {
      let alignments: [(String, CGFloat)] = [("center", 100), ("right", 200), ("left", 0)]
      for (alignment, expectedX) in alignments {
        let child = UIView()
        let container = container(child)
        let edges = [
          child.leftAnchor.constraint(equalTo: container.leftAnchor),
          child.rightAnchor.constraint(equalTo: container.rightAnchor),
        ]
        for edge in edges { edge.priority = .required - 1 }
        let align =
          switch alignment {
          case "center": child.centerXAnchor.constraint(equalTo: container.centerXAnchor)
          case "right": child.rightAnchor.constraint(equalTo: container.rightAnchor)
          default: child.leftAnchor.constraint(equalTo: container.leftAnchor)
          }
        NSLayoutConstraint.activate(
          edges + [align, child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)])
        container.layoutIfNeeded()
        #expect(child.frame.width == 200, "aligned \(alignment)")
        #expect(child.frame.minX == expectedX, "aligned \(alignment)")
      }
    }

    // Observed iOS behaviour encoded in WWLayout's suite (StackingTests): in a container of zero
    // size that no constraint sizes, views chained top to bottom land at their offsets; and
    // (InsetTests) negative insets make a view larger than its container.
    @Test func chainsLandAtTheirOffsetsAndNegativeInsetsOverhang() {
      let a = UIView()
      let b = UIView()
      let chain = UIView()
      for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        chain.addSubview(view)
      }
      NSLayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: chain.topAnchor, constant: 100),
        a.heightAnchor.constraint(equalToConstant: 20),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
        b.heightAnchor.constraint(equalToConstant: 30),
      ])
      chain.layoutIfNeeded()
      #expect(chain.frame == .zero)
      #expect(a.frame.minY == 100)
      #expect(b.frame == CGRect(x: 0, y: 130, width: 0, height: 30))

      let overhang = UIView()
      let container = container(overhang)
      NSLayoutConstraint.activate([
        overhang.topAnchor.constraint(equalTo: container.topAnchor, constant: -11),
        overhang.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: -11),
        overhang.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 11),
        overhang.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: 11),
      ])
      container.layoutIfNeeded()
      #expect(overhang.frame == container.frame.insetBy(dx: -11, dy: -11))
    }

    // Apple, "setOverrideTraitCollection(_:forChild:)": a child controller's traits take the
    // overridden size classes, and a constraint chosen by them sizes the view at the next pass
    // (WWLayout's SizeClassTests activate one constraint per size class).
    @Test func aChildControllersOverriddenSizeClassPicksItsConstraint() {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .compact), forChild: child)
      #expect(child.traitCollection.horizontalSizeClass == .compact)

      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      child.view.addSubview(view)
      let compact = child.traitCollection.horizontalSizeClass == .compact
      view.widthAnchor.constraint(equalToConstant: compact ? 300 : 200).isActive = true
      view.layoutIfNeeded()
      #expect(view.frame.width == 300)
    }
  }
#endif
