#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// The stack view's arrangement options, solved: custom spacing, baselines, margins, a stack
  /// in a scroll view, stacks nested, and right to left (each test names its source).
  @MainActor @Suite struct StackViewFeatureFrameTests {
    /// A stack at (0, 0) in a 1,000-point container, pinned by its left and top edges (not
    /// leading, so a right-to-left stack stays where it is).
    private func place(_ stack: UIStackView, width: CGFloat? = nil) -> UIView {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
      stack.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: container.leftAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
      return container
    }

    private func label(_ text: String, size: CGFloat, lines: Int = 1) -> UILabel {
      let label = UILabel()
      label.text = text
      label.font = .systemFont(ofSize: size)
      label.numberOfLines = lines
      return label
    }

    /// A label's baselines in its superview, from its solved frame.
    private func firstBaseline(_ label: UILabel) -> CGFloat {
      label.frame.minY + label.layoutBaselineOffsets.firstFromTop
    }
    private func lastBaseline(_ label: UILabel) -> CGFloat {
      label.frame.maxY - label.layoutBaselineOffsets.lastFromBottom
    }

    /// Whether two positions are the same once frames are rounded to the iPhone's pixels.
    private func samePixel(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1.0 / 3 }

    // Apple, "setCustomSpacing(_:after:)": the spacing after one view replaces `spacing` there;
    // `spacingUseSystem` is the system's 8 points between siblings.
    @Test func customSpacingPlacesTheViewsAfterIt() {
      let views = [FixedSizeView(40, 20), FixedSizeView(40, 20), FixedSizeView(40, 20)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 4
      stack.setCustomSpacing(20, after: views[0])
      stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
      let container = place(stack)
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [0, 60, 108])
      #expect(stack.frame.width == 148)
    }

    // Apple, "isBaselineRelativeArrangement": in a vertical stack "the vertical space between
    // views is measured from the last baseline of a text-based view to the first baseline of
    // the view below it".
    @Test func baselineRelativeArrangementSpacesTheBaselines() {
      let small = label("Small", size: 12)
      let big = label("Big", size: 30)
      let stack = UIStackView(arrangedSubviews: [small, big])
      stack.axis = .vertical
      stack.alignment = .leading
      stack.spacing = 20
      stack.isBaselineRelativeArrangement = true
      let container = place(stack)
      container.layoutIfNeeded()
      #expect(small.frame.minY == 0)
      #expect(samePixel(firstBaseline(big) - lastBaseline(small), 20))
      #expect(stack.frame.height == big.frame.maxY)
      // Without it, the spacing runs from edge to edge.
      stack.isBaselineRelativeArrangement = false
      container.layoutIfNeeded()
      #expect(big.frame.minY == small.frame.maxY + 20)
    }

    // Apple, "isLayoutMarginsRelativeArrangement": the views are laid out "relative to its
    // layout margins"; with directional margins, leading is on the right in right to left.
    @Test func marginsRelativeArrangementInsetsAVerticalStack() {
      let views = [FixedSizeView(40, 20), FixedSizeView(60, 30)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.spacing = 6
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 10, leading: 20, bottom: 12, trailing: 4)
      let container = place(stack, width: 200)
      container.layoutIfNeeded()
      #expect(views[0].frame == CGRect(x: 20, y: 10, width: 176, height: 20))
      #expect(views[1].frame == CGRect(x: 20, y: 36, width: 176, height: 30))
      #expect(stack.frame.height == 78)
      stack.semanticContentAttribute = .forceRightToLeft
      container.layoutIfNeeded()
      #expect(views[0].frame == CGRect(x: 4, y: 10, width: 176, height: 20))
    }

    // Apple, "UIStackView.Alignment.firstBaseline": views aligned "based on their first
    // baseline"; the stack is as tall as its tallest content needs (`UISV-canvas-fit` at 49).
    @Test func firstBaselineAlignmentLinesUpLabelsOfDifferentFonts() {
      let small = label("Small", size: 12)
      let big = label("Big", size: 30)
      let stack = UIStackView(arrangedSubviews: [small, big])
      stack.alignment = .firstBaseline
      stack.spacing = 8
      let container = place(stack)
      container.layoutIfNeeded()
      #expect(samePixel(firstBaseline(small), firstBaseline(big)))
      #expect(big.frame.minY == 0)
      #expect(small.frame.minY > 0)
      #expect(small.frame.minX == 0 && samePixel(big.frame.minX, small.frame.maxX + 8))
      #expect(stack.frame.height == max(small.frame.maxY, big.frame.maxY))
    }

    // Apple, "UIStackView.Alignment.lastBaseline": views aligned "based on their last
    // baseline": a one-line label lines up with the second line of a two-line one. (The stack
    // has a width: a multi-line label takes half of it, `UISV-text-width-disambiguation`.)
    @Test func lastBaselineAlignmentLinesUpTheLastLines() {
      let twoLines = label("First\nSecond", size: 17, lines: 0)
      let small = label("Small", size: 12)
      let stack = UIStackView(arrangedSubviews: [twoLines, small])
      stack.alignment = .lastBaseline
      let container = place(stack, width: 300)
      container.layoutIfNeeded()
      #expect(samePixel(lastBaseline(twoLines), lastBaseline(small)))
      #expect(twoLines.frame.minY == 0)
      #expect(small.frame.minY > twoLines.frame.height / 2)
      #expect(stack.frame.height == twoLines.frame.height)
      #expect(twoLines.frame.width == 150 && small.frame.minX == 150)
    }

    // Apple, "contentLayoutGuide" and "Working with scroll views" (a stack view as the scroll
    // view's content): the content size follows the stack, also when a view hides.
    @Test func aVerticalStackSizesAScrollViewsContent() {
      let views = [FixedSizeView(10, 300), FixedSizeView(10, 400), FixedSizeView(10, 500)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      scrollView.addSubview(stack)
      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: content.topAnchor),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      ])
      scrollView.layoutIfNeeded()
      #expect(scrollView.contentSize == CGSize(width: 320, height: 1_220))
      #expect(views.map(\.frame.minY) == [0, 310, 720])
      #expect(views.allSatisfy { $0.frame.width == 320 })
      views[2].isHidden = true
      scrollView.layoutIfNeeded()
      #expect(scrollView.contentSize == CGSize(width: 320, height: 710))
    }

    // Apple, "UIStackView" (stacks nest: "you can nest stack views inside other stack views"):
    // the inner stack is an arranged view of the outer one, sized by it across the axis and by
    // its own content along it.
    @Test func aNestedStackIsLaidOutInsideItsArrangement() {
      let header = FixedSizeView(100, 40)
      let leading = FixedSizeView(50, 30)
      let trailing = FixedSizeView(70, 20)
      let inner = UIStackView(arrangedSubviews: [leading, trailing])
      inner.distribution = .equalSpacing
      inner.alignment = .center
      inner.spacing = 8
      let outer = UIStackView(arrangedSubviews: [header, inner])
      outer.axis = .vertical
      outer.spacing = 12
      let container = place(outer, width: 300)
      container.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
      #expect(inner.frame == CGRect(x: 0, y: 52, width: 300, height: 30))
      #expect(leading.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
      #expect(trailing.frame == CGRect(x: 230, y: 5, width: 70, height: 20))
      #expect(outer.frame.size == CGSize(width: 300, height: 82))
    }

    // Apple, "semanticContentAttribute" (`.forceRightToLeft`) and "UIStackView" (a horizontal
    // stack lays its views out in the leading-to-trailing order): in right to left the first
    // arranged view is at the right; an ancestor's forced direction flips the stack too.
    @Test func aRightToLeftStackFlipsItsViews() {
      let views = [FixedSizeView(40, 20), FixedSizeView(60, 20), FixedSizeView(80, 20)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 10
      stack.distribution = .equalSpacing
      stack.semanticContentAttribute = .forceRightToLeft
      let container = place(stack, width: 300)
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [260, 140, 0])
      let inherited = [FixedSizeView(40, 20), FixedSizeView(60, 20), FixedSizeView(80, 20)]
      let inheriting = UIStackView(arrangedSubviews: inherited)
      inheriting.spacing = 10
      inheriting.distribution = .equalSpacing
      let rightToLeft = place(inheriting, width: 300)
      rightToLeft.semanticContentAttribute = .forceRightToLeft
      rightToLeft.layoutIfNeeded()
      #expect(inherited.map(\.frame.minX) == [260, 140, 0])
      // Back to left to right, once laid out.
      stack.semanticContentAttribute = .unspecified
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [0, 100, 220])
    }
  }
#endif
