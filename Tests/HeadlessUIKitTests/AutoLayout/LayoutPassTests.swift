#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import Testing

  @testable import HeadlessUIKit

  /// UIKit's layout pass with the solver behind it: when frames change, and where views land.
  @MainActor @Suite struct LayoutPassTests {
    /// A 300 × 200 container (frame as set) with a subview laid out by constraints.
    private func container() -> (UIView, UIView) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(child)
      return (container, child)
    }

    // Apple, "layoutIfNeeded()": "Using the view that receives the message as the root view,
    // this method lays out the view subtree"; frames change only in a layout pass.
    @Test func framesChangeOnlyInALayoutPass() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
      #expect(child.frame == .zero)
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 20, y: 10, width: 100, height: 44))
    }

    // Apple, NSLayoutConstraint.constant: "Unlike the other properties, the constant can be
    // modified after constraint creation"; the change shows at the next layout pass.
    @Test func aConstantChangeMovesTheViewAtTheNextPass() {
      let (container, child) = container()
      let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
      NSLayoutConstraint.activate([
        leading, child.topAnchor.constraint(equalTo: container.topAnchor),
        child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 20, y: 0, width: 260, height: 44))
      leading.constant = 50
      #expect(child.frame.minX == 20)
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 50, y: 0, width: 230, height: 44))
    }

    // The solution UIKit picks where the constraints leave a choice (issue 37; observed iOS
    // behaviour): an unconstrained position or size stays 0, `width <= c` alone gives 0 and
    // `width >= c` alone gives c.
    @Test func whereTheSystemHasManySolutionsUIKitsIsPicked() {
      let (container, child) = container()
      let other = UIView()
      other.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(other)
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
        other.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == .zero)
      #expect(other.frame == CGRect(x: 0, y: 0, width: 60, height: 0))
      #expect(child.hasAmbiguousLayout)
    }

    // Observed iOS behaviour encoded in Stevia's suite (FlexibleMarginTests.testLessTopDouble, a
    // 100-point view with `top <= superview.top + 23` alone, lands at y = 23): a position bounded
    // by a lone inequality rests against its bound; it is not pulled towards 0 as a size is.
    @Test func aPositionBoundedByALoneUpperBoundRestsAgainstIt() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(lessThanOrEqualTo: container.topAnchor, constant: 23),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 100),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 23, width: 100, height: 100))
    }

    // Observed iOS behaviour encoded in Stevia's suite (EquationTests.testBottomGreaterOrEqual
    // and testBottomLessOrEqual: a view with no height and `bottom >= superview.bottom - 23`, or
    // `<=`, alone has its top at the superview's height − 23): the size is pulled towards 0 and
    // the position rests against the bound, whichever side it bounds.
    @Test(arguments: [NSLayoutConstraint.Relation.greaterThanOrEqual, .lessThanOrEqual])
    func aSizelessViewsBoundedBottomKeepsItsHeightAtZero(relation: NSLayoutConstraint.Relation) {
      let (container, child) = container()
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: relation, toItem: container,
        attribute: .bottom, multiplier: 1, constant: -23
      ).isActive = true
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 177, width: 0, height: 0))
    }

    // Apple, "multiplier": positions are related in the items' common superview's coordinates,
    // so `centerX == superview.centerX × 0.5` puts the center at a quarter of the width.
    @Test func multipliersOnPositionsUseTheSuperviewsCoordinates() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
          attribute: .centerX, multiplier: 0.5, constant: 0),
        child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
        child.heightAnchor.constraint(equalToConstant: 10),
        child.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      container.layoutIfNeeded()
      // 37.5 lies between two pixels of a 3× screen: each edge goes to the nearest pixel
      // (a tie goes up), 113 / 3 and 338 / 3.
      #expect(child.frame == CGRect(x: 113.0 / 3, y: 0, width: 75, height: 10))
      #expect(!child.hasAmbiguousLayout)
    }

    // Observed iOS behaviour encoded in Stevia's suite (PositionTests: a 100-point view whose
    // top is at a fraction of its superview's height, between two pixels, is exactly 100 points
    // high): a rounded frame's size is the distance between its edges' pixels, with no error.
    @Test func aRoundedFrameKeepsAnExactSize() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: child, attribute: .top, relatedBy: .equal, toItem: container,
          attribute: .bottom, multiplier: 0.422, constant: 0),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 100),
      ])
      container.layoutIfNeeded()
      // 200 × 0.422 = 84.4, to the nearest third of a point: 253 / 3.
      #expect(child.frame.minY == 253.0 / 3)
      #expect(child.frame.size == CGSize(width: 100, height: 100))
    }

    // Apple, "translatesAutoresizingMaskIntoConstraints": with it true, the view's frame and
    // autoresizing mask become constraints; a flexible width follows the superview's width.
    @Test func autoresizingMasksTakePartAsConstraints() {
      let root = UIView()
      root.translatesAutoresizingMaskIntoConstraints = false
      let masked = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
      masked.autoresizingMask = [.flexibleWidth]
      root.addSubview(masked)
      let pinned = UIView()
      pinned.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(pinned)
      NSLayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: 300),
        root.heightAnchor.constraint(equalToConstant: 100),
        pinned.leadingAnchor.constraint(equalTo: masked.trailingAnchor),
        pinned.widthAnchor.constraint(equalToConstant: 5),
        pinned.heightAnchor.constraint(equalToConstant: 5),
      ])
      root.layoutIfNeeded()
      // A root laid out by constraints is sized by them (issue 37).
      #expect(root.frame.size == CGSize(width: 300, height: 100))
      // Its width went from 0 to 300: the masked view's width took the whole change.
      #expect(masked.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
      #expect(pinned.frame.minX == 390)
    }

    // UIKit's log for unsatisfiable constraints, and the constraint broken to recover.
    @Test func conflictsAreReportedAndOneConstraintIsBroken() {
      let (container, child) = container()
      var reports: [String] = []
      Misuse.$handler.withValue({ reports.append($0.message) }) {
        NSLayoutConstraint.activate([
          child.widthAnchor.constraint(equalToConstant: 100),
          child.widthAnchor.constraint(equalToConstant: 200),
        ])
        container.layoutIfNeeded()
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
      #expect(reports.count == 1)
      #expect(reports.first?.contains("Unable to simultaneously satisfy constraints.") == true)
      #expect(reports.first?.contains("UIView.width == 200") == true)
      #expect(child.frame.width == 100)
    }

    // The constraint broken is the later installed, as UIKit breaks the one it was adding when
    // the conflict arose (its log: "Will attempt to recover by breaking constraint"), although a
    // first layout adds the required inequalities before the equalities (for speed): here the
    // inequality, installed second, is broken, and the equality holds.
    @Test func aConflictBreaksTheLaterInstalledConstraintWhateverItsRelation() {
      let (container, child) = container()
      var reports: [String] = []
      Misuse.$handler.withValue({ reports.append($0.message) }) {
        NSLayoutConstraint.activate([
          child.widthAnchor.constraint(equalToConstant: 100),
          child.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
        ])
        container.layoutIfNeeded()
      }
      #expect(reports.count == 1)
      #expect(reports.first?.contains("UIView.width <= 50") == true)
      #expect(child.frame.width == 100)
    }

    // Apple, "layoutSubviews()"/"viewWillLayoutSubviews()": the controller's callbacks wrap its
    // view's layoutSubviews, and a pass with nothing pending calls nothing.
    @Test func aPassWithNothingPendingCallsNothing() {
      final class Counting: UIView {
        var passes = 0
        override func layoutSubviews() {
          super.layoutSubviews()
          passes += 1
        }
      }
      let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.layoutIfNeeded()
      view.layoutIfNeeded()
      #expect(view.passes == 1)
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.passes == 2)
      view.frame.size.width = 20
      view.layoutIfNeeded()
      #expect(view.passes == 3)
    }

    // Apple, "setNeedsLayout()": "this method makes a note of the request and returns
    // immediately ... the update happens during the next update cycle".
    @Test func inAWindowAPendingLayoutRunsOnTheNextMainQueueTurn() async {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(child)
      NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 100),
      ])
      #expect(child.frame == .zero)
      await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
      #expect(child.frame == CGRect(x: 145, y: 372, width: 100, height: 100))
    }

    // Apple, "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)".
    @Test func systemLayoutSizeFittingSolvesTheSubtree() {
      let cell = UIView()
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        content.heightAnchor.constraint(equalToConstant: 30),
      ])
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: 320, height: 46))
    }

    // Apple, "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)":
    // a multi-line label fitted at a required width wraps at it.
    @Test func fittingWrapsAMultiLineLabelAtTheRequiredWidth() {
      let content = UIView()
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "A sentence long enough to wrap. ", count: 6)
      label.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        label.topAnchor.constraint(equalTo: content.topAnchor),
        label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      ])
      let oneLine = label.font.lineHeight
      let size = content.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size.width == 200)
      #expect(size.height > 3 * oneLine)
      label.frame.size.width = 200
      #expect(size.height == label.intrinsicContentSize.height)
    }

    // Right to left: a forced direction on an ancestor flips leading and trailing below it.
    @Test func forcedRightToLeftFlipsLeadingAndTrailing() {
      let (container, child) = container()
      container.semanticContentAttribute = .forceRightToLeft
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
    }
  }
#endif
