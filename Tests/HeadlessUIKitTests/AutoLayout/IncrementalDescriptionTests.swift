#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A tree's engine describes only what changed since its last pass (a constant, a priority,
  /// an intrinsic size, a mask...) and the whole tree after a change of its structure: after
  /// every change, the frames are the ones a new engine, describing everything, gives.
  @MainActor @Suite struct IncrementalDescriptionTests {
    /// Expects every view a new engine places to be where the tree's own engine put it.
    private func expectFreshLayout(
      of root: UIView, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard let fresh = LayoutEngine().solve(root: root) else { return }
      let differing = fresh.frames.filter { $0.view !== root && $0.view.frame != $0.frame }
      #expect(
        differing.isEmpty,
        """
        \(step): \(differing.count) frame(s) differ from a new engine's, the first: \
        \(differing.first.map { "\(type(of: $0.view)) at \($0.view.frame), not \($0.frame)" } ?? "")
        """, sourceLocation: sourceLocation)
    }

    /// Eight containers nested in `root`, each 1 point in from its parent's leading edge, and a
    /// 10-point leaf in the innermost, `leafTop` below its top (its leading edge left to the
    /// caller).
    private func nestEightDeep(in root: UIView, leafTop: CGFloat = 0) -> UIView {
      var parent = root
      for _ in 0..<8 {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(container)
        NSLayoutConstraint.activate([
          container.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
          container.topAnchor.constraint(equalTo: parent.topAnchor),
          container.widthAnchor.constraint(equalToConstant: 300),
          container.heightAnchor.constraint(equalToConstant: 100),
        ])
        parent = container
      }
      let leaf = UIView()
      leaf.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(leaf)
      NSLayoutConstraint.activate([
        leaf.topAnchor.constraint(equalTo: parent.topAnchor, constant: leafTop),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 10),
      ])
      return leaf
    }

    /// A constraint between a view nested eight deep and the root sums nine origins, more
    /// terms than a description holds inline: it is placed as written, and a change of its
    /// constant is made in place as for any other (its shape compared term by term).
    @Test func aConstraintAcrossEightLevelsLandsAndMovesAsWritten() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let leaf = nestEightDeep(in: root)
      let across = leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
      across.isActive = true
      root.layoutIfNeeded()
      // The innermost container lies 8 points in from the root's leading edge.
      #expect(leaf.frame == CGRect(x: 42, y: 0, width: 10, height: 10))
      across.constant = 60
      root.layoutIfNeeded()
      #expect(leaf.frame.minX == 52)
      expectFreshLayout(of: root, "constant across eight levels")
    }

    /// A view whose intrinsic size is another tree's fitting size: that tree is solved while
    /// the first is being described. Both hold constraints across eight levels (terms past the
    /// inline ones, kept aside for the solve under way): each solve keeps its own.
    @Test func aTreeSolvedWhileAnotherIsDescribedLeavesItsDescriptionsWhole() {
      final class Measuring: UIView {
        let probe = UIView()
        override var intrinsicContentSize: CGSize {
          probe.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
      }
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let leaf = nestEightDeep(in: root, leafTop: 3)
      let measuring = Measuring()
      measuring.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(measuring)
      // The probe as wide as reaches 60 points past its leaf's leading edge (8 + 2 + 60 = 70)
      // and as tall as reaches its leaf's bottom (3 + 10 = 13).
      let probeLeaf = nestEightDeep(in: measuring.probe, leafTop: 3)
      NSLayoutConstraint.activate([
        probeLeaf.leadingAnchor.constraint(
          equalTo: probeLeaf.superview!.leadingAnchor, constant: 2),
        leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
        measuring.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        measuring.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        probeLeaf.leadingAnchor.constraint(
          equalTo: measuring.probe.trailingAnchor, constant: -60),
        probeLeaf.bottomAnchor.constraint(equalTo: measuring.probe.bottomAnchor),
      ])
      root.layoutIfNeeded()
      #expect(measuring.frame == CGRect(x: 0, y: 200, width: 70, height: 13))
      #expect(leaf.frame == CGRect(x: 42, y: 3, width: 10, height: 10))
      expectFreshLayout(of: root, "a tree solved while another is described")
    }

    @Test func aConstantAPriorityAndATitleChangedAfterAPassLandAsInANewEngine() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let box = UIView()
      let button = UIButton(type: .system)
      button.setTitle("Edit", for: .normal)
      for view in [box, button] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      let wide = box.widthAnchor.constraint(equalToConstant: 200)
      wide.priority = .defaultLow
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      narrow.priority = .defaultHigh
      NSLayoutConstraint.activate([
        top, wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.heightAnchor.constraint(equalToConstant: 40),
        button.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
        button.centerYAnchor.constraint(equalTo: box.centerYAnchor),
      ])
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 10, width: 100, height: 40))
      top.constant = 30
      root.layoutIfNeeded()
      #expect(box.frame.minY == 30)
      expectFreshLayout(of: root, "constant")
      wide.priority = UILayoutPriority(900)
      root.layoutIfNeeded()
      #expect(box.frame.width == 200)
      expectFreshLayout(of: root, "priority")
      let before = button.frame.width
      button.setTitle("Show more", for: .normal)
      root.layoutIfNeeded()
      #expect(button.frame.width > before)
      #expect(button.frame.minX == 208)
      expectFreshLayout(of: root, "title")
    }

    @Test func aViewMovedToAnotherSuperviewAfterAPassLandsAsInANewEngine() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let (left, right, label) = (UIView(), UIView(), UILabel())
      label.text = "Moved"
      for (view, x) in [(left, 0.0), (right, 200)] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
          view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
          view.widthAnchor.constraint(equalToConstant: 150),
          view.heightAnchor.constraint(equalToConstant: 100),
        ])
      }
      label.translatesAutoresizingMaskIntoConstraints = false
      for parent in [left, right, left] {
        parent.addSubview(label)
        NSLayoutConstraint.activate([
          label.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
          label.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.maxX == 150)
        #expect(label.frame.maxY == 100)
        expectFreshLayout(of: root, "moved")
      }
    }

    @Test func aConstraintActivatedOrDeactivatedBetweenPlacedViewsIsDescribedAlone() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let (box, label) = (UIView(), UILabel())
      label.text = "Title"
      for view in [box, label] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let below = label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8)
      let aligned = label.leadingAnchor.constraint(equalTo: box.leadingAnchor)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 40),
        aligned, below,
      ])
      root.layoutIfNeeded()
      #expect(label.frame.minY == 68)
      NSLayoutConstraint.deactivate([below, aligned])
      let beside = label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
      let top = label.topAnchor.constraint(equalTo: box.topAnchor)
      NSLayoutConstraint.activate([beside, top])
      // Every item already took part: the engine keeps its description and adds the change.
      #expect(root.layoutPass.engine?.changes.all == false)
      #expect(root.layoutPass.engine?.changes.constraints.count == 4)
      root.layoutIfNeeded()
      #expect(label.frame.origin == CGPoint(x: 108, y: 20))
      expectFreshLayout(of: root, "deactivated and activated")
      // A constraint naming an item that took no part describes the tree again.
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      root.layoutIfNeeded()
      guide.widthAnchor.constraint(equalTo: box.widthAnchor).isActive = true
      #expect(root.layoutPass.engine?.changes.all == true)
      root.layoutIfNeeded()
      #expect(guide.layoutFrame.width == 100)
      expectFreshLayout(of: root, "a new guide")
    }

    /// Random trees changed at random, step by step; after each step's pass, every frame is a
    /// new engine's. The systems have one solution each (every position and size is pinned, or
    /// set by priorities that differ), so that the two engines cannot differ by a tie.
    @Test(arguments: [37, 2_026, 90_210] as [UInt64])
    func randomChangesLandAsInANewEngine(seed: UInt64) {
      var random = SeededGenerator(seed: seed)
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      // A view laid out by its mask, holding constrained views.
      let masked = UIView(frame: CGRect(x: 10, y: 400, width: 300, height: 300))
      masked.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      root.addSubview(masked)
      var containers = [root, masked]
      var views: [UIView] = []
      var optional: [NSLayoutConstraint] = []
      var all: [NSLayoutConstraint] = []
      let titles = ["Row", "Show more", "A longer title", ""]
      func pin(_ view: UIView, in parent: UIView) {
        let x = CGFloat(Int.random(in: 0...20, using: &random))
        let y = CGFloat(Int.random(in: 0...60, using: &random))
        let leading =
          Bool.random(using: &random)
          ? view.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor)
          : view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x)
        let top = NSLayoutConstraint(
          item: view, attribute: .top, relatedBy: .equal, toItem: parent,
          attribute: Bool.random(using: &random) ? .topMargin : .top, multiplier: 1, constant: y)
        NSLayoutConstraint.activate([leading, top])
        all += [leading, top]
      }
      for index in 0..<12 {
        let view: UIView
        switch index % 3 {
        case 0:
          view = UIView()
        case 1:
          let label = UILabel()
          label.text = titles[index % titles.count]
          view = label
        default:
          let button = UIButton(type: .system)
          button.setTitle(titles[(index + 1) % titles.count], for: .normal)
          view = button
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        let parent = containers.randomElement(using: &random)!
        parent.addSubview(view)
        pin(view, in: parent)
        if index % 3 == 0 {
          // Two wishes for the width at different priorities, and a required height.
          let first = view.widthAnchor.constraint(equalToConstant: 120)
          first.priority = UILayoutPriority(Float(Int.random(in: 1...4, using: &random) * 200))
          let second = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 160)
          second.priority = UILayoutPriority(first.priority.rawValue + 100)
          let height = view.heightAnchor.constraint(equalToConstant: 80)
          NSLayoutConstraint.activate([first, second, height])
          optional += [first, second]
          all += [first, second, height]
          containers.append(view)
        } else {
          let trailing = view.trailingAnchor.constraint(
            lessThanOrEqualTo: view.superview!.trailingAnchor, constant: -4)
          trailing.priority = UILayoutPriority(625)
          trailing.isActive = true
          optional.append(trailing)
          all.append(trailing)
        }
        views.append(view)
      }
      root.layoutIfNeeded()
      expectFreshLayout(of: root, "seed \(seed), built")
      for step in 0..<60 {
        let name: String
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
          name = "constant"
          all.randomElement(using: &random)!.constant = CGFloat(
            Int.random(in: 0...40, using: &random))
        case 1:
          // Priorities that never tie: a width's two wishes end in 00 and 50, a label's or
          // button's trailing edge in 25 (its compression resistance is 750).
          name = "priority"
          let constraint = optional.randomElement(using: &random)!
          let offset: Float =
            constraint.firstAttribute == .trailing
            ? 25 : (constraint.relation == .equal ? 0 : 50)
          constraint.priority = UILayoutPriority(
            Float(Int.random(in: 1...9, using: &random) * 100) + offset)
        case 2:
          name = "text"
          let title = titles.randomElement(using: &random)!
          let view = views.randomElement(using: &random)!
          (view as? UILabel)?.text = title
          (view as? UIButton)?.setTitle(title, for: .normal)
        case 3:
          name = "hugging"
          views.randomElement(using: &random)!.setContentHuggingPriority(
            UILayoutPriority(Float(Int.random(in: 2...8, using: &random) * 100)), for: .horizontal)
        case 4:
          name = "masked view's frame"
          masked.frame.origin.y = CGFloat(Int.random(in: 300...500, using: &random))
          masked.frame.size.width = CGFloat(Int.random(in: 200...380, using: &random))
        case 5:
          name = "root's size"
          root.frame.size.width = Bool.random(using: &random) ? 390 : 320
        case 6:
          name = "moved"
          let view = views.randomElement(using: &random)!
          let parent = containers.filter { !$0.isDescendant(of: view) }.randomElement(
            using: &random)!
          view.removeFromSuperview()
          parent.addSubview(view)
          pin(view, in: parent)
        default:
          name = "toggled"
          optional.randomElement(using: &random)!.isActive.toggle()
        }
        root.layoutIfNeeded()
        expectFreshLayout(of: root, "seed \(seed), step \(step) (\(name))")
      }
    }
  }
#endif
