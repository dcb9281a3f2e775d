#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Where the proportional and centering distributions put the arranged views once solved,
  /// hidden views in every distribution, and a hiding animated. The expected frames are those
  /// the `UISV-*` constraints give (their listings: kean.blog/post/lets-build-uistackview), as
  /// Apple's `UIStackView.Distribution` pages describe them and as public reports of iOS's
  /// results show them (each test names its source).
  @MainActor @Suite struct StackViewDistributionFrameTests {
    /// A horizontal stack at (0, 0) in a container, as wide as `width` when not nil.
    private func stack(
      _ views: [UIView], _ distribution: UIStackView.Distribution, spacing: CGFloat = 0,
      width: CGFloat? = nil
    ) -> (UIView, UIStackView) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
      let stack = UIStackView(arrangedSubviews: views)
      stack.distribution = distribution
      stack.spacing = spacing
      stack.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
      return (container, stack)
    }

    /// The horizontal extent UIKit gives a view whose solved edges are `minX` and `maxX`: each
    /// edge rounded to the iPhone's pixels (a third of a point).
    private func span(_ minX: CGFloat, _ maxX: CGFloat) -> [CGFloat] {
      // Each edge to the nearest of a scale-3 screen's pixels, the width counted in whole pixels,
      // as the engine rounds frames.
      let pixels = { (value: CGFloat) in (value * 3).rounded() }
      return [pixels(minX) / 3, (pixels(maxX) - pixels(minX)) / 3]
    }

    /// The width constraint `stack(_:_:spacing:width:)` gave the stack.
    private func width(of stack: UIStackView) -> NSLayoutConstraint? {
      stack.constraints.first {
        $0.firstAttribute == .width && $0.secondItem == nil && $0.identifier == nil
      }
    }

    private func spans(_ views: [UIView]) -> [[CGFloat]] {
      views.map { [$0.frame.minX, $0.frame.width] }
    }

    // MARK: fillProportionally

    // Apple, "UIStackView.Distribution.fillProportionally": the views are resized
    // "proportionally based on their intrinsic content size to fill the available space", in a
    // stack larger or smaller than their content. Without spacing the `UISV-fill-proportionally`
    // shares (intrinsic length over the sum) add up to one and all hold.
    @Test func fillProportionallyScalesTheIntrinsicLengthsToTheStack() {
      let views = [FixedSizeView(160, 20), FixedSizeView(80, 20), FixedSizeView(40, 20)]
      let (container, stack) = stack(views, .fillProportionally, width: 560)
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 320], [320, 160], [480, 80]])
      #expect(views.allSatisfy { $0.frame.height == 20 })
      width(of: stack)?.constant = 140
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 80], [80, 40], [120, 20]])
    }

    // kean.blog ("Distribution .fillProportionally"): with a spacing each share is the
    // intrinsic length over the lengths plus the spacings, so a stack left to size itself
    // comes out exactly as long as its content and every view keeps its intrinsic length.
    @Test func fillProportionallyWithSpacingSizesTheStackToTheContent() {
      let views = [FixedSizeView(160, 20), FixedSizeView(80, 20), FixedSizeView(40, 20)]
      let (container, stack) = stack(views, .fillProportionally, spacing: 10)
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 160], [170, 80], [260, 40]])
      #expect(stack.frame.size == CGSize(width: 300, height: 20))
    }

    // openradar 34595752 (iOS 10.3, still the behaviour the multipliers give): with a spacing
    // and a stack longer than the content, views of equal intrinsic widths "have the same width
    // except for the last one which is stretched to fill the remaining space": each share is
    // 50 / (3 × 50 + 2 × 10) of the stack, the last share (the lowest priority) gives way.
    // Shorter than the content, the last view takes what remains in the same way.
    @Test func fillProportionallyWithSpacingLeavesTheRestToTheLastView() {
      let views = [FixedSizeView(50, 20), FixedSizeView(50, 20), FixedSizeView(50, 20)]
      let (container, stack) = stack(views, .fillProportionally, spacing: 10, width: 400)
      container.layoutIfNeeded()
      let share: CGFloat = 400 * 50 / 170
      #expect(
        spans(views) == [
          span(0, share), span(share + 10, 2 * share + 10), span(2 * share + 20, 400),
        ])
      #expect(views[2].frame.width > views[0].frame.width)
      width(of: stack)?.constant = 140
      container.layoutIfNeeded()
      let small: CGFloat = 140 * 50 / 170
      #expect(
        spans(views) == [
          span(0, small), span(small + 10, 2 * small + 10), span(2 * small + 20, 140),
        ])
      #expect(views[2].frame.width < views[0].frame.width)
    }

    // MARK: equalCentering

    // Apple, "UIStackView.Distribution.equalCentering": "equal center-to-center spacing": the
    // first and last views at the ends, the middle view's center halfway between theirs.
    @Test func equalCenteringSpacesTheCentersEqually() {
      let views = [FixedSizeView(20, 20), FixedSizeView(60, 20), FixedSizeView(100, 20)]
      let (container, _) = stack(views, .equalCentering, width: 400)
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 20], [150, 60], [300, 100]])
      #expect(views[1].center.x - views[0].center.x == views[2].center.x - views[1].center.x)
    }

    // Apple, "equalCentering" and "spacing" (the minimum spacing for equalCentering): the
    // spacing holds and the equal centering gives way, as little as it can (its `@149`).
    @Test func equalCenteringKeepsTheSpacingAsAMinimum() {
      let views = [FixedSizeView(20, 20), FixedSizeView(60, 20), FixedSizeView(100, 20)]
      let (container, _) = stack(views, .equalCentering, spacing: 100, width: 400)
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 20], [140, 60], [300, 100]])
      #expect(views[2].frame.minX - views[1].frame.maxX == 100)
    }

    // Left to size itself, an equalCentering stack takes the least room in which the centers
    // are equally spaced and the spacing holds: the centers 90 points apart, the last view 10
    // points (the spacing) after the middle one (TZStackView, whose suite compared its constraints with UIKit's
    // one by one, gives such a stack `width == 0 @49`: the smallest width its weaker
    // constraints allow; the equal centering, at 149, is stronger).
    @Test func equalCenteringWithoutAWidthTakesTheLeastRoom() {
      let views = [FixedSizeView(20, 20), FixedSizeView(60, 20), FixedSizeView(100, 20)]
      let (container, stack) = stack(views, .equalCentering, spacing: 10)
      container.layoutIfNeeded()
      #expect(spans(views) == [[0, 20], [70, 60], [140, 100]])
      #expect(stack.frame.width == 240)
    }

    // MARK: Hidden views, every distribution

    private nonisolated static let distributions: [UIStackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    /// Three views, the middle one hidden, and the same stack of only the two others, laid out.
    private func hiddenAndReference(
      _ distribution: UIStackView.Distribution, layOutFirst: Bool
    ) -> (
      container: UIView, views: [UIView], stack: UIStackView, shown: [UIView],
      reference: UIStackView
    ) {
      let width: CGFloat? = distribution == .fill ? nil : 400
      let views = [FixedSizeView(40, 20), FixedSizeView(60, 20), FixedSizeView(80, 20)]
      let (container, stack) = stack(views, distribution, spacing: 10, width: width)
      if layOutFirst { container.layoutIfNeeded() }
      views[1].isHidden = true
      container.layoutIfNeeded()
      let shown = [FixedSizeView(40, 20), FixedSizeView(80, 20)]
      let (reference, referenceStack) = self.stack(shown, distribution, spacing: 10, width: width)
      reference.layoutIfNeeded()
      return (container, views, stack, shown, referenceStack)
    }

    // Apple, "UIStackView" (the stack updates its layout "whenever one of the arranged
    // subviews's isHidden property changes") and github.com/forkingdog/FDStackView/issues/6
    // (on iOS a hidden arranged view stays, collapsed by a zero-length `UISV-hiding`, "as if it
    // didn't exist"): in every distribution the shown views land exactly where a stack of only
    // them puts them, and the hidden view has no length.
    @Test(arguments: distributions)
    func aHiddenViewLeavesTheOthersAsIfItWereAbsent(_ distribution: UIStackView.Distribution) {
      let (container, views, stack, shown, reference) = hiddenAndReference(
        distribution, layOutFirst: false)
      #expect(spans([views[0], views[2]]) == spans(shown))
      #expect(views[1].frame.width == 0)
      #expect(stack.frame == reference.frame)
      // Shown again, it takes its place back, the spacing on both sides.
      views[1].isHidden = false
      container.layoutIfNeeded()
      #expect(views[1].frame.width > 0)
      #expect(((views[1].frame.minX - views[0].frame.maxX) * 3).rounded() >= 30)
      #expect(((views[2].frame.minX - views[1].frame.maxX) * 3).rounded() >= 30)
    }

    // As above, hiding a view of a stack already laid out (the usual case: a view hidden in
    // response to the user). The stack changes only the constraints the hiding changes, and the
    // re-solve lands where a fresh layout does.
    @Test(arguments: distributions)
    func hidingAfterALayoutPassLeavesTheSameFrames(_ distribution: UIStackView.Distribution) {
      let (_, views, stack, shown, reference) = hiddenAndReference(
        distribution, layOutFirst: true)
      #expect(spans([views[0], views[2]]) == spans(shown))
      #expect(stack.frame == reference.frame)
      #expect(views[1].frame.width == 0)
    }

    // MARK: Hiding, animated

    // Apple, "UIStackView" (changing an arranged view's isHidden inside an animation block
    // animates the change of layout) and "animate(withDuration:animations:completion:)":
    // headless, the animation's end state is reached at once, and it is the unanimated
    // layout's; the completion still runs later (uikit-timing.md 6.2).
    @Test func hidingInsideAnAnimationEndsWithTheSameFrames() async {
      let views = [FixedSizeView(40, 20), FixedSizeView(60, 20), FixedSizeView(80, 20)]
      let (container, stack) = stack(views, .fillEqually, spacing: 10, width: 300)
      var finished = false
      UIView.animate(
        withDuration: 0.05,
        animations: {
          views[1].isHidden = true
          stack.layoutIfNeeded()
        },
        completion: { finished = $0 })
      let animated = views.map(\.frame)
      let still = [FixedSizeView(40, 20), FixedSizeView(60, 20), FixedSizeView(80, 20)]
      let (reference, _) = self.stack(still, .fillEqually, spacing: 10, width: 300)
      still[1].isHidden = true
      reference.layoutIfNeeded()
      #expect(animated == still.map(\.frame))
      #expect(animated[0] == CGRect(x: 0, y: 0, width: 145, height: 20))
      #expect(await waitUntil { finished })
      container.layoutIfNeeded()
      #expect(views.map(\.frame) == animated)
      // Shown again in an animation, after that layout pass: back to three equal views.
      UIView.animate(withDuration: 0) {
        views[1].isHidden = false
        stack.layoutIfNeeded()
      }
      #expect(views.map(\.frame.width).allSatisfy { ($0 * 3).rounded() == 280 })
      // And hidden again, animated, once laid out: the frames are the first ones.
      UIView.animate(withDuration: 0) {
        views[1].isHidden = true
        stack.layoutIfNeeded()
      }
      #expect(views.map(\.frame) == animated)
    }
  }
#endif
