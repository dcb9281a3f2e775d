#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// The constraints a `UIStackView` makes, read back from `stackView.constraints` as UIKit's
  /// are. Unless a test says otherwise the expected sets are those printed from UIKit in
  /// kean.blog/post/lets-build-uistackview ("Let's Build UIStackView"), each constraint written
  /// `identifier: item.attribute relation multiplier*item.attribute + constant @priority`.
  @MainActor @Suite struct StackViewArrangementTests {
    /// The three views of the blog post: intrinsic sizes 160×200, 80×100 and 40×50.
    private func stack(
      _ configure: (UIStackView) -> Void = { _ in }
    ) -> (UIStackView, [UIView]) {
      let views = [FixedSizeView(160, 200), FixedSizeView(80, 100), FixedSizeView(40, 50)]
      let stack = UIStackView(arrangedSubviews: views)
      configure(stack)
      return (stack, views)
    }

    /// The stack's constraints, described with the given names, sorted.
    private func described(_ stack: UIStackView, _ views: [UIView]) -> [String] {
      var names: [ObjectIdentifier: String] = [ObjectIdentifier(stack): "stack"]
      for (index, view) in views.enumerated() { names[ObjectIdentifier(view)] = "v\(index)" }
      var gaps = 0
      for guide in stack.layoutGuides {
        let name: String
        switch guide.identifier {
        case "UISV-alignment-spanner": name = "spanner"
        case "UISV-distributing":
          name = "gap\(gaps)"
          gaps += 1
        case "UIViewLayoutMarginsGuide": name = "margins"
        default: name = guide.identifier
        }
        names[ObjectIdentifier(guide)] = name
      }
      func number(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : String(format: "%.6g", Double(value))
      }
      func name(_ item: AnyObject?) -> String {
        item.map { names[ObjectIdentifier($0)] ?? "\(type(of: $0))" } ?? "nil"
      }
      return stack.constraints.map { c in
        let relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][
          c.relation]!
        var rhs: String
        if c.secondItem == nil {
          rhs = number(c.constant)
        } else {
          rhs =
            (c.multiplier == 1 ? "" : number(c.multiplier) + "*")
            + "\(name(c.secondItem)).\(c.secondAttribute)"
          if c.constant != 0 {
            rhs += c.constant > 0 ? " + \(number(c.constant))" : " - \(number(-c.constant))"
          }
        }
        let priority = c.priority == .required ? "" : " @\(number(CGFloat(c.priority.rawValue)))"
        return "\(c.identifier ?? "-"): \(name(c.firstItem)).\(c.firstAttribute) \(relation) "
          + rhs + priority
      }.sorted()
    }

    private func expected(_ lines: [String]) -> [String] { lines.sorted() }

    // The fill alignment's constraints, common to the distribution tests (blog, ".fill").
    private let fillAlignment = [
      "UISV-alignment: v0.top == v1.top", "UISV-alignment: v0.top == v2.top",
      "UISV-alignment: v0.bottom == v1.bottom", "UISV-alignment: v0.bottom == v2.bottom",
      "UISV-canvas-connection: stack.top == v0.top",
      "UISV-canvas-connection: stack.bottom == v0.bottom",
    ]
    private let horizontalEnds = [
      "UISV-canvas-connection: stack.leading == v0.leading",
      "UISV-canvas-connection: stack.trailing == v2.trailing",
    ]

    // Blog, "Distribution .fill": the default stack; arranged views use constraints
    // (developer.apple.com/documentation/uikit/uistackview: the stack view manages their layout).
    @Test func fillDistributionChainsTheViewsEdgeToEdge() {
      let (stack, views) = stack { $0.spacing = 10 }
      #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
      #expect(views.allSatisfy { $0.constraints.isEmpty })
      #expect(
        described(stack, views)
          == expected(
            fillAlignment + horizontalEnds + [
              "UISV-spacing: v1.leading == v0.trailing + 10",
              "UISV-spacing: v2.leading == v1.trailing + 10",
            ]))
      #expect(stack.constraints.allSatisfy { $0.isActive })
      #expect(stack.layoutGuides.isEmpty)
    }

    // Blog, "Baseline Relative Layout" (a vertical stack: top/bottom along, leading/trailing
    // across).
    @Test func verticalAxisSwapsTheAttributes() {
      let (stack, views) = stack {
        $0.axis = .vertical
        $0.spacing = 8
      }
      #expect(
        described(stack, views)
          == expected([
            "UISV-alignment: v0.leading == v1.leading", "UISV-alignment: v0.leading == v2.leading",
            "UISV-alignment: v0.trailing == v1.trailing",
            "UISV-alignment: v0.trailing == v2.trailing",
            "UISV-canvas-connection: stack.leading == v0.leading",
            "UISV-canvas-connection: stack.trailing == v0.trailing",
            "UISV-canvas-connection: stack.top == v0.top",
            "UISV-canvas-connection: stack.bottom == v2.bottom",
            "UISV-spacing: v1.top == v0.bottom + 8", "UISV-spacing: v2.top == v1.bottom + 8",
          ]))
      stack.isBaselineRelativeArrangement = true
      let spacing = described(stack, views).filter { $0.hasPrefix("UISV-spacing") }
      #expect(
        spacing == [
          "UISV-spacing: v1.firstBaseline == v0.lastBaseline + 8",
          "UISV-spacing: v2.firstBaseline == v1.lastBaseline + 8",
        ])
    }

    // Blog, "Distribution .fillEqually": every view's width equal to the first one's, required.
    @Test func fillEquallyMakesTheLengthsEqual() {
      let (stack, views) = stack { $0.distribution = .fillEqually }
      #expect(
        described(stack, views)
          == expected(
            fillAlignment + horizontalEnds + [
              "UISV-fill-equally: v1.width == v0.width", "UISV-fill-equally: v2.width == v0.width",
              "UISV-spacing: v1.leading == v0.trailing", "UISV-spacing: v2.leading == v1.trailing",
            ]))
    }

    // Blog, "Distribution .fillProportionally": width == share * stack.width at 999, 998, 997,
    // the share an intrinsic width over their sum plus the spacings (which is why, with a
    // spacing, the shares fall short: openradar 34595752). A view with no intrinsic width is
    // held at zero (a UIKit stack's constraints, read back: required `item == 0`).
    @Test func fillProportionallySharesByIntrinsicLength() {
      let (stack, views) = stack { $0.distribution = .fillProportionally }
      let shares = described(stack, views).filter { $0.hasPrefix("UISV-fill-proportionally") }
      #expect(
        shares == [
          "UISV-fill-proportionally: v0.width == 0.571429*stack.width @999",
          "UISV-fill-proportionally: v1.width == 0.285714*stack.width @998",
          "UISV-fill-proportionally: v2.width == 0.142857*stack.width @997",
        ])
      stack.spacing = 10
      #expect(
        described(stack, views).filter { $0.hasPrefix("UISV-fill-proportionally") } == [
          "UISV-fill-proportionally: v0.width == 0.533333*stack.width @999",
          "UISV-fill-proportionally: v1.width == 0.266667*stack.width @998",
          "UISV-fill-proportionally: v2.width == 0.133333*stack.width @997",
        ])
      // A changed intrinsic size is read again when the stack updates its constraints.
      (views[2] as! FixedSizeView).size.width = 100
      stack.updateConstraintsIfNeeded()
      #expect(
        described(stack, views).contains(
          "UISV-fill-proportionally: v2.width == 0.277778*stack.width @997"))
      let plain = UIView()
      stack.addArrangedSubview(plain)
      #expect(
        described(stack, views + [plain]).contains("UISV-fill-proportionally: v3.width == 0"))
    }

    // Blog, "Distribution .equalSpacing": a spacer guide between each two views, the spacers
    // equal (required), the spacing a minimum.
    @Test func equalSpacingPutsEqualSpacersBetweenTheViews() {
      let (stack, views) = stack {
        $0.distribution = .equalSpacing
        $0.spacing = 10
      }
      #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
      #expect(
        described(stack, views)
          == expected(
            fillAlignment + horizontalEnds + [
              "UISV-distributing-edge: gap0.leading == v0.trailing",
              "UISV-distributing-edge: gap0.trailing == v1.leading",
              "UISV-distributing-edge: gap1.leading == v1.trailing",
              "UISV-distributing-edge: gap1.trailing == v2.leading",
              "UISV-fill-equally: gap1.width == gap0.width",
              "UISV-spacing: v1.leading >= v0.trailing + 10",
              "UISV-spacing: v2.leading >= v1.trailing + 10",
            ]))
    }

    // Blog, "Distribution .equalCentering": the spacers run center to center and are equal
    // only at 149, below compression resistance.
    @Test func equalCenteringSpacesTheCenters() {
      let (stack, views) = stack { $0.distribution = .equalCentering }
      #expect(
        described(stack, views)
          == expected(
            fillAlignment + horizontalEnds + [
              "UISV-distributing-edge: gap0.leading == v0.centerX",
              "UISV-distributing-edge: gap0.trailing == v1.centerX",
              "UISV-distributing-edge: gap1.leading == v1.centerX",
              "UISV-distributing-edge: gap1.trailing == v2.centerX",
              "UISV-fill-equally: gap1.width == gap0.width @149",
              "UISV-spacing: v1.leading >= v0.trailing", "UISV-spacing: v2.leading >= v1.trailing",
            ]))
      // Back to fill: the spacers leave the stack view.
      stack.distribution = .fill
      #expect(stack.layoutGuides.isEmpty)
    }

    private let spacing0 = [
      "UISV-spacing: v1.leading == v0.trailing", "UISV-spacing: v2.leading == v1.trailing",
    ]
    private let suppression = [
      "UISV-ambiguity-suppression: v0.height == 0 @25",
      "UISV-ambiguity-suppression: v1.height == 0 @25",
      "UISV-ambiguity-suppression: v2.height == 0 @25",
    ]

    // Blog, "Alignment .leading": tops aligned, a spanner guide pinned to each top at 999.5 and
    // around each bottom, the canvas from the first view's top to the spanner's bottom.
    @Test func leadingAlignmentWrapsTheViewsInASpanner() {
      let (stack, views) = stack { $0.alignment = .top }
      #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
      #expect(
        described(stack, views)
          == expected(
            horizontalEnds + spacing0 + suppression + [
              "UISV-alignment: v0.top == v1.top", "UISV-alignment: v0.top == v2.top",
              "UISV-spanning-boundary: spanner.top == v0.top @999.5",
              "UISV-spanning-boundary: spanner.top == v1.top @999.5",
              "UISV-spanning-boundary: spanner.top == v2.top @999.5",
              "UISV-spanning-boundary: spanner.bottom >= v0.bottom",
              "UISV-spanning-boundary: spanner.bottom >= v1.bottom",
              "UISV-spanning-boundary: spanner.bottom >= v2.bottom",
              "UISV-spanning-fit: spanner.height == 0 @51",
              "UISV-canvas-connection: stack.top == v0.top",
              "UISV-canvas-connection: stack.bottom == spanner.bottom",
            ]))
    }

    // Blog, "Alignment .center": centers aligned, the spanner around every view, the canvas
    // on the spanner and centered on the first view.
    @Test func centerAlignmentCentersOnTheFirstView() {
      let (stack, views) = stack { $0.alignment = .center }
      #expect(
        described(stack, views)
          == expected(
            horizontalEnds + spacing0 + suppression + [
              "UISV-alignment: v0.centerY == v1.centerY",
              "UISV-alignment: v0.centerY == v2.centerY",
              "UISV-spanning-boundary: spanner.top <= v0.top",
              "UISV-spanning-boundary: spanner.top <= v1.top",
              "UISV-spanning-boundary: spanner.top <= v2.top",
              "UISV-spanning-boundary: spanner.bottom >= v0.bottom",
              "UISV-spanning-boundary: spanner.bottom >= v1.bottom",
              "UISV-spanning-boundary: spanner.bottom >= v2.bottom",
              "UISV-spanning-fit: spanner.height == 0 @51",
              "UISV-canvas-connection: stack.top == spanner.top",
              "UISV-canvas-connection: stack.bottom == spanner.bottom",
              "UISV-canvas-connection: stack.centerY == v0.centerY",
            ]))
    }

    // Blog, "Alignment .trailing", in a vertical stack (leading/trailing across).
    @Test func trailingAlignmentPinsTheTrailingEdges() {
      let (stack, views) = stack {
        $0.axis = .vertical
        $0.alignment = .trailing
      }
      let across = described(stack, views).filter {
        $0.contains("alignment") || $0.contains("spanning") || $0.contains(".leading")
          || $0.contains(".trailing")
      }
      #expect(
        across
          == expected([
            "UISV-alignment: v0.trailing == v1.trailing",
            "UISV-alignment: v0.trailing == v2.trailing",
            "UISV-spanning-boundary: spanner.leading <= v0.leading",
            "UISV-spanning-boundary: spanner.leading <= v1.leading",
            "UISV-spanning-boundary: spanner.leading <= v2.leading",
            "UISV-spanning-boundary: spanner.trailing == v0.trailing @999.5",
            "UISV-spanning-boundary: spanner.trailing == v1.trailing @999.5",
            "UISV-spanning-boundary: spanner.trailing == v2.trailing @999.5",
            "UISV-spanning-fit: spanner.width == 0 @51",
            "UISV-canvas-connection: stack.leading == spanner.leading",
            "UISV-canvas-connection: stack.trailing == v0.trailing",
          ]))
      #expect(
        described(stack, views).contains("UISV-ambiguity-suppression: v1.width == 0 @25"))
    }

    // Blog, "Alignment .firstBaseline" and ".lastBaseline" (horizontal stacks only, Apple's
    // UIStackView.Alignment documentation): baselines aligned, the canvas fitted at 49.
    @Test func baselineAlignmentsAlignBaselines() {
      let (stack, views) = stack { $0.alignment = .firstBaseline }
      let first = described(stack, views)
      #expect(first.contains("UISV-alignment: v0.firstBaseline == v1.firstBaseline"))
      #expect(first.contains("UISV-alignment: v0.firstBaseline == v2.firstBaseline"))
      #expect(first.contains("UISV-canvas-fit: stack.height == 0 @49"))
      #expect(first.contains("UISV-canvas-connection: stack.top == spanner.top"))
      #expect(first.contains("UISV-canvas-connection: stack.bottom == spanner.bottom"))
      #expect(first.contains("UISV-spanning-boundary: spanner.top <= v1.top"))
      stack.alignment = .lastBaseline
      let last = described(stack, views)
      #expect(last.contains("UISV-alignment: v0.lastBaseline == v2.lastBaseline"))
      #expect(last.contains("UISV-canvas-connection: stack.top == spanner.top"))
      #expect(last.contains("UISV-canvas-connection: stack.bottom >= v0.bottom"))
      #expect(!last.contains { $0.contains("firstBaseline") })
      // A vertical stack has no line to share: it lays a baseline alignment out as fill.
      stack.axis = .vertical
      #expect(
        described(stack, views).contains("UISV-alignment: v0.leading == v1.leading")
          && stack.layoutGuides.isEmpty)
    }

    // Blog, "Single Subview, Alignment.Center": no spanner; the canvas contains the view, is
    // centered on it and fitted at 49.
    @Test func singleViewAlignsWithoutASpanner() {
      let view = FixedSizeView(40, 50)
      let stack = UIStackView(arrangedSubviews: [view])
      stack.alignment = .center
      #expect(stack.layoutGuides.isEmpty)
      #expect(
        described(stack, [view])
          == expected([
            "UISV-canvas-connection: stack.leading == v0.leading",
            "UISV-canvas-connection: stack.trailing == v0.trailing",
            "UISV-canvas-connection: stack.top <= v0.top",
            "UISV-canvas-connection: stack.bottom >= v0.bottom",
            "UISV-canvas-connection: stack.centerY == v0.centerY",
            "UISV-canvas-fit: stack.height == 0 @49",
            "UISV-ambiguity-suppression: v0.height == 0 @25",
          ]))
    }

    // Blog, "Hiding Subviews", and useyourloaf.com/blog/stack-view-constraint-conflicts-when-
    // hiding-views: a hidden arranged view stays, held at zero length by a required
    // `UISV-hiding`; the gaps beside it close (a gap takes the spacing of the shown view before
    // it, halved beside a hidden view), and the stack hears `isHidden` at once.
    @Test func hiddenViewsCollapse() {
      let (stack, views) = stack {
        $0.spacing = 10
        $0.distribution = .fillEqually
      }
      views[0].isHidden = true
      var constraints = described(stack, views)
      #expect(stack.arrangedSubviews == views)
      #expect(constraints.contains("UISV-hiding: v0.width == 0"))
      #expect(constraints.contains("UISV-spacing: v1.leading == v0.trailing"))
      #expect(constraints.contains("UISV-spacing: v2.leading == v1.trailing + 10"))
      // The hidden view leaves the equal lengths, which would contradict its zero.
      #expect(
        constraints.filter { $0.hasPrefix("UISV-fill-equally") } == [
          "UISV-fill-equally: v2.width == v1.width"
        ])
      views[0].isHidden = false
      views[1].isHidden = true
      constraints = described(stack, views)
      #expect(constraints.contains("UISV-hiding: v1.width == 0"))
      #expect(constraints.contains("UISV-spacing: v1.leading == v0.trailing + 5"))
      #expect(constraints.contains("UISV-spacing: v2.leading == v1.trailing + 5"))
      views[1].isHidden = false
      #expect(!described(stack, views).contains { $0.hasPrefix("UISV-hiding") })
      // A hidden last view leaves no gap after the view before it.
      views[2].isHidden = true
      #expect(described(stack, views).contains("UISV-spacing: v2.leading == v1.trailing"))
    }

    // The stack keeps the constraints and guides a change leaves as they were (the same
    // objects), so a layout pass re-solves only what changed: hiding the middle view of an
    // equalSpacing stack replaces its spacings and one spacer, not the canvas or alignment ones.
    @Test func changesKeepTheConstraintsTheyLeaveAlone() {
      let (stack, views) = stack {
        $0.distribution = .equalSpacing
        $0.spacing = 10
      }
      let before = stack.constraints
      let guides = stack.layoutGuides
      views[1].isHidden = true
      let after = stack.constraints
      let kept = after.filter { constraint in before.contains { $0 === constraint } }
      // Kept: the 8 of the canvas and the alignment, and the first spacer's leading edge (the
      // first spacer stays, now between the first and the last view).
      #expect(
        Set(kept.compactMap(\.identifier)) == [
          "UISV-alignment", "UISV-canvas-connection", "UISV-distributing-edge",
        ])
      #expect(kept.count == 9)
      #expect(stack.layoutGuides.count == 1 && guides.contains { $0 === stack.layoutGuides[0] })
      #expect(!before.contains { $0.identifier == "UISV-hiding" })
      #expect(after.filter { $0.identifier == "UISV-hiding" }.count == 1)
      // Back as it was: the same constraints again, those of the hidden state dropped.
      views[1].isHidden = false
      #expect(Set(described(stack, views)) == Set(expectedAfterShowing(stack, views)))
      #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    private func expectedAfterShowing(_ stack: UIStackView, _ views: [UIView]) -> [String] {
      let fresh = UIStackView(arrangedSubviews: [
        FixedSizeView(160, 200), FixedSizeView(80, 100), FixedSizeView(40, 50),
      ])
      fresh.distribution = .equalSpacing
      fresh.spacing = 10
      return described(fresh, fresh.arrangedSubviews)
    }

    // developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:) and
    // customSpacing(after:) (iOS 11): a custom spacing replaces `spacing` after one view;
    // spacingUseDefault (FLT_MAX) resets it and is what an unset view answers; spacingUseSystem
    // (FLT_MIN) asks for the system's standard 8 points.
    @Test func customSpacingReplacesTheSpacingAfterOneView() {
      #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
      #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
      let (stack, views) = stack { $0.spacing = 4 }
      #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(20, after: views[0])
      #expect(stack.customSpacing(after: views[0]) == 20)
      #expect(described(stack, views).contains("UISV-spacing: v1.leading == v0.trailing + 20"))
      #expect(described(stack, views).contains("UISV-spacing: v2.leading == v1.trailing + 4"))
      stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
      #expect(described(stack, views).contains("UISV-spacing: v2.leading == v1.trailing + 8"))
      stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
      #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
      #expect(described(stack, views).contains("UISV-spacing: v1.leading == v0.trailing + 4"))
      // A view not arranged here is ignored; leaving the arrangement drops the custom spacing.
      let stranger = UIView()
      stack.setCustomSpacing(30, after: stranger)
      #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
      stack.removeArrangedSubview(views[1])
      stack.addArrangedSubview(views[1])
      #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
      stack.spacing = UIStackView.spacingUseSystem
      #expect(described(stack, views).contains("UISV-spacing: v2.leading == v0.trailing + 8"))
    }

    // Blog, "Margins Relative Layout": the canvas connections go to the layout margins guide.
    @Test func marginsRelativeArrangementUsesTheMarginsGuide() {
      let (stack, views) = stack { $0.isLayoutMarginsRelativeArrangement = true }
      let canvas = described(stack, views).filter { $0.hasPrefix("UISV-canvas-connection") }
      #expect(
        canvas
          == expected([
            "UISV-canvas-connection: margins.leading == v0.leading",
            "UISV-canvas-connection: margins.trailing == v2.trailing",
            "UISV-canvas-connection: margins.top == v0.top",
            "UISV-canvas-connection: margins.bottom == v0.bottom",
          ]))
      #expect(stack.constraints.allSatisfy { $0.firstItem !== stack })
    }

    // developer.apple.com/documentation/uikit/uistackview: the stack updates its layout when
    // views are added, inserted or removed; removeArrangedSubview(_:) leaves the view a subview
    // (no longer laid out), and a view removed from the stack leaves the arrangement.
    @Test func arrangementChangesRebuildTheConstraints() {
      let (stack, views) = stack()
      let extra = FixedSizeView(10, 10)
      stack.insertArrangedSubview(extra, at: 1)
      #expect(stack.arrangedSubviews == [views[0], extra, views[1], views[2]])
      let all = [views[0], extra, views[1], views[2]]
      #expect(described(stack, all).contains("UISV-spacing: v1.leading == v0.trailing"))
      #expect(described(stack, all).contains("UISV-spacing: v2.leading == v1.trailing"))
      stack.removeArrangedSubview(extra)
      #expect(extra.superview === stack)
      #expect(!stack.constraints.contains { $0.firstItem === extra || $0.secondItem === extra })
      views[2].removeFromSuperview()
      #expect(stack.arrangedSubviews == [views[0], views[1]])
      #expect(
        described(stack, views).contains("UISV-canvas-connection: stack.trailing == v1.trailing"))
      stack.removeArrangedSubview(views[0])
      stack.removeArrangedSubview(views[1])
      #expect(stack.constraints.isEmpty)
      // An arranged view added to another view leaves the arrangement too.
      let other = UIView()
      stack.addArrangedSubview(views[0])
      other.addSubview(views[0])
      #expect(stack.arrangedSubviews.isEmpty && stack.constraints.isEmpty)
    }

    // openradar 41192642 (UISV-text-width-disambiguation): in a horizontal fill stack each
    // multi-line label weakly takes width = stack.width / n - spacing * (n - 1) / n, at its
    // compression resistance + 10 (760 by default, as the blog's baseline listings show).
    @Test func multilineLabelsGetAnEqualShareOfTheWidth() {
      let label = UILabel()
      label.numberOfLines = 0
      let single = UILabel()
      let stack = UIStackView(arrangedSubviews: [label, single])
      stack.spacing = 10
      #expect(
        described(stack, [label, single]).filter { $0.hasPrefix("UISV-text") } == [
          "UISV-text-width-disambiguation: v0.width == 0.5*stack.width - 5 @760"
        ])
      stack.distribution = .fillEqually
      #expect(!described(stack, [label, single]).contains { $0.hasPrefix("UISV-text") })
    }

    // A stack's baselines are its arranged views' (so stacks nest in baseline alignments):
    // the first shown view's first baseline, the last shown view's last baseline vertically.
    @Test func baselinesComeFromTheArrangedViews() {
      let (stack, views) = stack { $0.axis = .vertical }
      #expect(stack.forFirstBaselineLayout === views[0])
      #expect(stack.forLastBaselineLayout === views[2])
      views[0].isHidden = true
      #expect(stack.forFirstBaselineLayout === views[1])
      #expect(UIStackView().forFirstBaselineLayout is UIStackView)
    }
  }
#endif
