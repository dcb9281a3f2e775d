#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Where `UIStackView` puts its arranged subviews once its constraints are solved (Apple,
  /// "UIStackView": distributions and alignments; the frames are what UIKit's `UISV-*`
  /// constraints give).
  @MainActor @Suite struct StackViewFrameTests {
    /// A stack at (0, 0) in a container, with the given width and height when not nil.
    private func stack(
      _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil,
      height: CGFloat? = nil
    ) -> (UIView, UIStackView) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = axis
      stack.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(stack)
      var constraints = [
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
      ]
      if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
      if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
      NSLayoutConstraint.activate(constraints)
      return (container, stack)
    }

    private func third(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    @Test func fillEquallySharesTheLengthAfterSpacing() {
      let views = [UIView(), UIView(), UIView()]
      let (container, stack) = stack(views, width: 300, height: 50)
      stack.distribution = .fillEqually
      stack.spacing = 10
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [0, third(103.333), third(206.667)])
      #expect(views.allSatisfy { $0.frame.height == 50 })
    }

    @Test func fillSizesTheStackFromItsViews() {
      let views = [FixedSizeView(160, 200), FixedSizeView(80, 100), FixedSizeView(40, 50)]
      let (container, stack) = stack(views)
      container.layoutIfNeeded()
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 160, height: 200), CGRect(x: 160, y: 0, width: 80, height: 200),
          CGRect(x: 240, y: 0, width: 40, height: 200),
        ])
      #expect(stack.frame.size == CGSize(width: 280, height: 200))
    }

    @Test func equalSpacingSpreadsTheViews() {
      let views = [FixedSizeView(50, 20), FixedSizeView(50, 20), FixedSizeView(50, 20)]
      let (container, stack) = stack(views, width: 300)
      stack.distribution = .equalSpacing
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [0, 125, 250])
    }

    @Test func alignmentsPlaceViewsAcrossTheAxis() {
      let views = [FixedSizeView(160, 200), FixedSizeView(80, 100), FixedSizeView(40, 50)]
      let (container, stack) = stack(views)
      stack.alignment = .center
      container.layoutIfNeeded()
      #expect(stack.frame.height == 200)
      #expect(views.map(\.frame.minY) == [0, 50, 75])
      stack.alignment = .bottom
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [0, 100, 150])
    }

    @Test func aHiddenViewCollapsesWithItsSpacing() {
      let views = [FixedSizeView(10, 20), FixedSizeView(10, 20), FixedSizeView(10, 20)]
      let (container, stack) = stack(views, axis: .vertical, width: 100)
      stack.spacing = 10
      views[1].isHidden = true
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [0, 25, 30])
      #expect(views[1].frame.height == 0)
      #expect(stack.frame.height == 50)
      #expect(views.allSatisfy { $0.frame.width == 100 })
    }

    @Test func customSpacingFollowsItsView() {
      let views = [FixedSizeView(10, 30), FixedSizeView(10, 30), FixedSizeView(10, 30)]
      let (container, stack) = stack(views, axis: .vertical)
      stack.spacing = 8
      stack.setCustomSpacing(20, after: views[0])
      container.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [0, 50, 88])
      #expect(stack.frame.height == 118)
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
      let views = [UIView(), UIView()]
      let (container, stack) = stack(views, width: 300, height: 50)
      stack.distribution = .fillEqually
      stack.spacing = 4
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      container.layoutIfNeeded()
      #expect(
        views.map(\.frame) == [
          CGRect(x: 8, y: 8, width: 140, height: 34), CGRect(x: 152, y: 8, width: 140, height: 34),
        ])
    }
  }
#endif
