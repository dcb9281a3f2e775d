#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Auto Layout as UIKit installs it: where constraints are held, when they are active, and the
  /// members layout libraries (SnapKit, WWLayout) read. Where views land is in AutoLayout/.
  @MainActor @Suite struct AutoLayoutTests {
    /// A container with two subviews and a grandchild inside the first.
    private func tree() -> (root: UIView, a: UIView, b: UIView, inner: UIView) {
      let root = UIView()
      let a = UIView()
      let b = UIView()
      let inner = UIView()
      root.addSubview(a)
      root.addSubview(b)
      a.addSubview(inner)
      return (root, a, b, inner)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/isactive: false for a new
    // constraint; activating calls addConstraint(_:) on the closest common ancestor of the items.
    @Test func activationInstallsOnTheClosestCommonAncestor() {
      let (root, a, b, inner) = tree()
      let siblings = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
      let toAncestor = inner.topAnchor.constraint(equalTo: root.topAnchor)
      let toParent = inner.bottomAnchor.constraint(equalTo: a.bottomAnchor)
      let ownSize = inner.widthAnchor.constraint(equalToConstant: 10)
      #expect(!siblings.isActive)
      NSLayoutConstraint.activate([siblings, toAncestor, toParent, ownSize])
      #expect(root.constraints == [siblings, toAncestor])
      #expect(a.constraints == [toParent])
      #expect(inner.constraints == [ownSize])
      #expect(b.constraints.isEmpty)
      #expect([siblings, toAncestor, toParent, ownSize].allSatisfy { $0.isActive })
      NSLayoutConstraint.deactivate([siblings, toParent])
      #expect(root.constraints == [toAncestor])
      #expect(a.constraints.isEmpty)
      #expect(!siblings.isActive && toAncestor.isActive)
      // Activating twice holds it once.
      toAncestor.isActive = true
      #expect(root.constraints.count == 1)
    }

    // developer.apple.com/documentation/uikit/uilayoutguide/owningview: a guide takes part in
    // constraints through the view that owns it, so they are installed on that view or above.
    @Test func guidesCountAsTheirOwningView() {
      let (root, a, b, _) = tree()
      let guide = UILayoutGuide()
      a.addLayoutGuide(guide)
      #expect(guide.owningView === a)
      #expect(a.layoutGuides.contains(guide))
      let inA = guide.topAnchor.constraint(equalTo: a.topAnchor)
      let acrossSiblings = guide.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
      let margins = b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
      NSLayoutConstraint.activate([inA, acrossSiblings, margins])
      #expect(a.constraints == [inA])
      #expect(root.constraints == [acrossSiblings, margins])
      #expect(acrossSiblings.multiplier == 0.5)
      #expect(acrossSiblings.firstItem === guide && acrossSiblings.secondItem === b)
      #expect(acrossSiblings.firstAttribute == .width)
      // The view's own guides are created once and owned by it.
      #expect(root.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
      #expect(root.readableContentGuide.owningView === root)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/isactive: "If you try to
    // activate a constraint whose items have no common ancestor, an exception is thrown" —
    // reported here, and the constraint stays inactive.
    @Test func itemsWithoutCommonAncestorAreReported() {
      let a = UIView()
      let b = UIView()
      let stray = UILayoutGuide()
      let apart = a.topAnchor.constraint(equalTo: b.bottomAnchor)
      let toStrayGuide = a.topAnchor.constraint(equalTo: stray.topAnchor)
      let reports = misuseReports {
        apart.isActive = true
        NSLayoutConstraint.activate([toStrayGuide])
      }
      #expect(reports.count == 2)
      #expect(reports.allSatisfy { $0.message.contains("no common ancestor") })
      #expect(reports.first?.message.contains("UIView.top == UIView.bottom") == true)
      #expect(reports.first?.fix.contains("addSubview") == true)
      #expect(!apart.isActive && !toStrayGuide.isActive)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    // "view1.attr1 = view2.attr2 * multiplier + constant"; a missing second item takes
    // .notAnAttribute; only the constant changes after creation.
    @Test func itemInitializerAndAccessors() {
      let (root, a, _, _) = tree()
      let constraint = NSLayoutConstraint(
        item: a, attribute: .leadingMargin, relatedBy: .greaterThanOrEqual, toItem: root,
        attribute: .centerXWithinMargins, multiplier: 2, constant: 3)
      #expect(constraint.firstItem === a && constraint.secondItem === root)
      #expect(constraint.firstAttribute == .leadingMargin)
      #expect(constraint.secondAttribute == .centerXWithinMargins)
      #expect(constraint.relation == .greaterThanOrEqual)
      #expect(constraint.multiplier == 2 && constraint.constant == 3)
      #expect(constraint.priority == .required)
      #expect(constraint.identifier == nil)
      constraint.identifier = "a.leading"
      constraint.isActive = true
      constraint.constant = 12
      #expect(root.constraints.first?.constant == 12)
      #expect(root.constraints.first?.identifier == "a.leading")
      let height = NSLayoutConstraint(
        item: a, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 44)
      height.isActive = true
      #expect(a.constraints == [height])
      #expect(height.secondItem == nil)
      // developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor: the anchors of
      // the items' attributes; none for a missing second item.
      #expect(
        constraint.firstAnchor.item === a && constraint.firstAnchor.attribute == .leadingMargin)
      #expect(constraint.secondAnchor?.attribute == .centerXWithinMargins)
      #expect(height.secondAnchor == nil)
    }

    // Observed iOS behaviour encoded in Stevia's suite (GetConstraintsTests: a size constraint
    // made with no second item and the size's attribute repeated reads back .notAnAttribute).
    @Test func aMissingSecondItemHasNoSecondAttribute() {
      let view = UIView()
      let width = NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width,
        multiplier: 1, constant: 51)
      #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
      #expect(width.firstAttribute == .width && width.constant == 51)
    }

    // The SDK's NSLayoutConstraint.h leaves NSObject's -init available (Stevia holds such an
    // empty constraint until it makes the real one): no items, no attributes, required.
    @Test func anEmptyConstraintHasNoItems() {
      let empty = NSLayoutConstraint()
      #expect(empty.firstItem == nil && empty.secondItem == nil)
      #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
      #expect(empty.relation == .equal && empty.constant == 0 && empty.priority == .required)
      #expect(!empty.isActive)
      let reports = misuseReports { empty.isActive = true }
      #expect(!empty.isActive && reports.count == 1)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/attribute: the margin cases
    // follow firstBaseline (raw values 13 to 20), as the SDK numbers them.
    @Test func marginAttributesKeepTheSDKsRawValues() {
      let margins: [NSLayoutConstraint.Attribute] = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
      ]
      #expect(margins.map(\.rawValue) == Array(13...20))
      #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
      #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
      #expect(NSLayoutConstraint.Attribute(rawValue: 17) == .leadingMargin)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/priority: "Priorities may not
    // change from nonrequired to required, or from required to nonrequired" once in a layout
    // engine (UIKit throws); optional priorities change freely, and anything goes before
    // activation.
    @Test func requiredPriorityCannotFlipOnAnInstalledConstraint() {
      let (root, a, _, _) = tree()
      let constraint = a.topAnchor.constraint(equalTo: root.topAnchor)
      constraint.priority = .defaultLow
      constraint.priority = .required
      constraint.isActive = true
      root.layoutIfNeeded()
      let reports = misuseReports {
        constraint.priority = .defaultHigh
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("Mutating a priority from required to not") == true)
      #expect(constraint.priority == .required)

      let optional = a.bottomAnchor.constraint(equalTo: root.bottomAnchor)
      optional.priority = .defaultLow
      optional.isActive = true
      let more = misuseReports {
        optional.priority = .defaultHigh
        optional.priority = .required
      }
      #expect(optional.priority == .defaultHigh)
      #expect(more.count == 1)
      optional.isActive = false
      optional.priority = .required
      #expect(optional.priority == .required)
    }

    // developer.apple.com/documentation/uikit/nslayoutconstraint/priority, as above: an active
    // constraint is in an engine before any layout pass, in a window or in a tree, and iOS
    // raises "Mutating a priority from required to not on an installed constraint (or
    // vice-versa) is not supported". The one exception is observed iOS behaviour encoded in
    // WWLayout's suite (ConstraintArrayTests): a lone view's own constraints, never laid out.
    @Test func aPriorityFlipIsReportedBeforeTheFirstPassExceptOnALoneView() async {
      let (root, a, _, _) = tree()
      let inTree = a.widthAnchor.constraint(equalToConstant: 10)
      inTree.isActive = true
      #expect(misuseReports { inTree.priority = .defaultHigh }.count == 1)
      #expect(inTree.priority == .required)

      let (window, base) = await makeWindow()
      let shown = UIView()
      base.view.addSubview(shown)
      let inWindow = shown.heightAnchor.constraint(equalToConstant: 10)
      inWindow.priority = .defaultLow
      inWindow.isActive = true
      #expect(misuseReports { inWindow.priority = .required }.count == 1)
      #expect(inWindow.priority == .defaultLow)

      let lone = UIView()
      let own = lone.widthAnchor.constraint(equalToConstant: 100)
      own.isActive = true
      #expect(misuseReports { own.priority = .defaultHigh }.isEmpty)
      #expect(own.priority == .defaultHigh)
      lone.layoutIfNeeded()
      #expect(misuseReports { own.priority = .required }.count == 1)
      withExtendedLifetime((root, window)) {}
    }

    // developer.apple.com/documentation/uikit/uilayoutpriority: a Float wrapper with the named
    // levels; the Swift overlay adds and subtracts Floats.
    @Test func layoutPriorityLevelsAndArithmetic() {
      #expect(UILayoutPriority.required.rawValue == 1000)
      #expect(UILayoutPriority.defaultHigh.rawValue == 750)
      #expect(UILayoutPriority.defaultLow.rawValue == 250)
      #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
      #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
      #expect(UILayoutPriority.required - 1 < .required)
      #expect(UILayoutPriority(rawValue: 500) > .defaultLow)
    }

    // developer.apple.com/documentation/uikit/uiview/addconstraint(_:): the receiver holds the
    // constraint, whose items must be the receiver or its subviews. removeConstraint(_:):
    // "Removing a constraint not held by the view has no effect."
    @Test func addAndRemoveConstraintUseTheReceiver() {
      let (root, a, b, inner) = tree()
      let siblings = a.topAnchor.constraint(equalTo: b.topAnchor)
      let inside = inner.topAnchor.constraint(equalTo: a.topAnchor)
      root.addConstraints([siblings, inside])
      #expect(root.constraints == [siblings, inside])
      #expect(inside.isActive)
      a.removeConstraint(inside)
      #expect(inside.isActive)
      root.removeConstraints([siblings, inside])
      #expect(root.constraints.isEmpty && !inside.isActive)

      let reports = misuseReports { a.addConstraint(siblings) }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("not prepared for the constraint") == true)
      #expect(a.constraints.isEmpty && !siblings.isActive)
    }

    // developer.apple.com/documentation/uikit/uiview/removefromsuperview(): "removes any
    // constraints that refer to the view you are removing, or that refer to any view in the
    // subtree"; constraints inside the removed subtree stay.
    @Test func removingAViewRemovesTheConstraintsThatCrossIt() {
      let (root, a, b, inner) = tree()
      let innerToRoot = inner.topAnchor.constraint(equalTo: root.topAnchor)
      let aToB = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
      let innerInA = inner.bottomAnchor.constraint(equalTo: a.bottomAnchor)
      let bToRoot = b.topAnchor.constraint(equalTo: root.topAnchor)
      let guide = UILayoutGuide()
      a.addLayoutGuide(guide)
      let guideToB = guide.widthAnchor.constraint(equalTo: b.widthAnchor)
      NSLayoutConstraint.activate([innerToRoot, aToB, innerInA, bToRoot, guideToB])
      a.removeFromSuperview()
      #expect(root.constraints == [bToRoot])
      #expect(!innerToRoot.isActive && !aToB.isActive && !guideToB.isActive)
      #expect(a.constraints == [innerInA])
      // Moving to another superview is a removal too.
      let other = UIView()
      let bToOther = b.topAnchor.constraint(equalTo: root.topAnchor)
      bToOther.isActive = true
      other.addSubview(b)
      #expect(!bToOther.isActive && !bToRoot.isActive)
      // Re-adding to the same superview only reorders: nothing is removed.
      let (root2, c, _, _) = tree()
      let kept = c.topAnchor.constraint(equalTo: root2.topAnchor)
      kept.isActive = true
      root2.addSubview(c)
      #expect(kept.isActive)
    }

    // developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:): the guide leaves the
    // view; constraints to it are removed too (stricter than documented: they could not be
    // installed anywhere once the guide has no view).
    @Test func removingAGuideRemovesItsConstraints() {
      let (root, a, _, _) = tree()
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      let constraint = a.topAnchor.constraint(equalTo: guide.bottomAnchor)
      constraint.isActive = true
      root.removeLayoutGuide(guide)
      #expect(guide.owningView == nil)
      #expect(!root.layoutGuides.contains(guide))
      #expect(!constraint.isActive)
      // A guide added to another view leaves the first.
      root.addLayoutGuide(guide)
      a.addLayoutGuide(guide)
      #expect(guide.owningView === a && !root.layoutGuides.contains(guide))
    }

    // developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:) and
    // contentcompressionresistancepriority(for:): per axis; a plain view hugs at defaultLow and
    // resists compression at defaultHigh (Auto Layout Guide, "Intrinsic Content Size").
    @Test func huggingAndCompressionResistancePerAxis() {
      let view = UIView()
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
      view.setContentHuggingPriority(.required, for: .horizontal)
      view.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
      #expect(view.contentHuggingPriority(for: .horizontal) == .required)
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(249))
      #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    // developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints:
    // true by default for views made in code; layout libraries set it false.
    @Test func translatesAutoresizingMaskDefaultsToTrue() {
      let view = UIView()
      #expect(view.translatesAutoresizingMaskIntoConstraints)
      view.translatesAutoresizingMaskIntoConstraints = false
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide and
    // bottomlayoutguide (UILayoutSupport): items for constraints, with top, bottom and height
    // anchors and a length; constraints to them are installed on the controller's view.
    // The three are deprecated, as in the SDK, so the test is too (using them warns otherwise).
    @available(*, deprecated, message: "tests API deprecated in iOS 11")
    @Test func topAndBottomLayoutGuidesAreItemsOfTheControllersView() {
      let controller = UIViewController()
      let content = UIView()
      controller.view.addSubview(content)
      let top = controller.topLayoutGuide
      let bottom = controller.bottomLayoutGuide
      #expect(top === controller.topLayoutGuide)
      #expect(top !== bottom)
      #expect(top.length == 0 && bottom.length == 0)
      let below = content.topAnchor.constraint(equalTo: top.bottomAnchor)
      let above = content.bottomAnchor.constraint(equalTo: bottom.topAnchor)
      let byItem = NSLayoutConstraint(
        item: content, attribute: .height, relatedBy: .equal, toItem: top, attribute: .height,
        multiplier: 1, constant: 0)
      NSLayoutConstraint.activate([
        below, above, byItem, top.heightAnchor.constraint(equalToConstant: 0),
      ])
      // Beside the guides' own two constraints each (see SafeAreaTests).
      let made = controller.view.constraints.filter {
        $0.identifier != "_UILayoutSupportConstraint"
      }
      #expect(made.count == 4)
      #expect(controller.automaticallyAdjustsScrollViewInsets)
      controller.automaticallyAdjustsScrollViewInsets = false
      #expect(!controller.automaticallyAdjustsScrollViewInsets)
    }

    // developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:relativeto:)
    // and effectiveuserinterfacelayoutdirection: playback, spatial and forced left-to-right
    // content is left to right, forced right-to-left is right to left, unspecified follows the
    // given (or the app's) direction; the effective one is not inherited from the superview.
    @Test func layoutDirectionFromSemanticContent() {
      typealias Direction = UIUserInterfaceLayoutDirection
      let cases: [(UISemanticContentAttribute, Direction)] = [
        (.unspecified, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
        (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
      ]
      for (attribute, expected) in cases {
        #expect(
          UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == expected)
      }
      #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.semanticContentAttribute == .unspecified)
      parent.semanticContentAttribute = .forceRightToLeft
      #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    // developer.apple.com/documentation/uikit/uiview/layoutmargins: "The leading and trailing
    // edge insets in the directionalLayoutMargins property are synchronized with the left and
    // right insets in this property", by the layout direction; 8 points by default.
    @Test func layoutMarginsFollowDirectionalMargins() {
      let view = UIView()
      #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 1, leading: 20, bottom: 2, trailing: 4)
      #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
      view.semanticContentAttribute = .forceRightToLeft
      #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
      view.layoutMargins = UIEdgeInsets(top: 3, left: 5, bottom: 6, right: 7)
      #expect(
        view.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 3, leading: 7, bottom: 6, trailing: 5))
    }

    // UIKit raises for two pairings when the constraint is made (its exception messages: "A
    // multiplier of 0 or a nil second item together with a location for the first attribute
    // creates an illegal constraint of a location equal to a constant", and "A constraint
    // cannot be made between a leading/trailing attribute and a right/left attribute"); the
    // Auto Layout Guide's "Anatomy of a Constraint" lists both as invalid. Reported here.
    @Test func invalidPairingsAreReported() {
      let (root, a, _, _) = tree()
      var made: [NSLayoutConstraint] = []
      let reports = misuseReports {
        made.append(
          NSLayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 20))
        made.append(
          NSLayoutConstraint(
            item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
            multiplier: 0, constant: 20))
        made.append(a.leadingAnchor.constraint(equalTo: root.leftAnchor))
        made.append(a.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
      }
      #expect(reports.count == 4)
      #expect(reports[0].message.contains("location equal to a constant"))
      #expect(reports[2].message.contains("leading/trailing attribute and a left/right"))
      // Valid pairings, a size to a constant among them, are not reported.
      let valid = misuseReports {
        made.append(a.widthAnchor.constraint(equalToConstant: 20))
        made.append(a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8))
        made.append(a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
        made.append(a.centerXAnchor.constraint(equalTo: root.leadingAnchor))
      }
      #expect(valid.isEmpty)
      #expect(made.count == 8)
    }
  }
#endif
