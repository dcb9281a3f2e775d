#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct LayoutDescriptionTests {
    // No layout pass runs: the frames are the ones set, a guide's is zero until solved.
    @Test func describesEachViewItsConstraintsAndGuides() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let title = UILabel(frame: CGRect(x: 16, y: 20, width: 358, height: 61.0 / 3))
      title.text = "Welcome"
      title.accessibilityIdentifier = "title"
      let button = UIButton(frame: CGRect(x: 16, y: 145.0 / 3, width: 179, height: 44))
      button.setTitle("Sign in", for: .normal)
      let spacer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
      spacer.isHidden = true
      let guide = UILayoutGuide()
      guide.identifier = "column"
      for view in [title, button] { view.translatesAutoresizingMaskIntoConstraints = false }
      root.addSubview(title)
      root.addSubview(button)
      root.addSubview(spacer)
      root.addLayoutGuide(guide)
      let gap = button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
      gap.identifier = "gap"
      let minimumHeight = button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
      minimumHeight.priority = .defaultHigh
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        gap, minimumHeight,
        button.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -16),
        guide.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        spacer.heightAnchor.constraint(lessThanOrEqualTo: button.heightAnchor),
      ])

      #expect(
        root.headless.layoutDescription == """
          UIView (0 0 390 844) mask
            - UILabel#title.leading == self.leading + 16
            - UILabel#title.top == self.top + 20
            - UIButton"Sign in".width == self.width * 0.5 - 16
            UILayoutGuide "column" (0 0 0 0)
              - leading == UILabel#title.leading
            UILabel #title "Welcome" (16 20 358 20.333) constraints
              - leading == superview.leading + 16
              - top == superview.top + 20
              - 'gap' UIButton"Sign in".top == self.bottom + 8
              - superview.UILayoutGuide"column".leading == self.leading
            UIButton "Sign in" (16 48.333 179 44) constraints
              - height >= 44 (priority 750)
              - 'gap' top == UILabel#title.bottom + 8
              - width == superview.width * 0.5 - 16
              - UIView[2].height <= self.height
            UIView (0 800 390 44) mask hidden
              - height <= UIButton"Sign in".height
          """)
    }

    @Test func showsBoundsOriginsAndGuidesFromTheirOwnSide() {
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      scroll.contentOffset = CGPoint(x: 0, y: 100.5)
      let content = UIView(frame: CGRect(x: -0.0001, y: 0, width: 320, height: 2000))
      content.accessibilityLabel = "Content"
      scroll.addSubview(content)
      let guide = UILayoutGuide()
      content.addLayoutGuide(guide)
      NSLayoutConstraint.activate([
        guide.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
        guide.heightAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 2),
        guide.bottomAnchor.constraint(lessThanOrEqualTo: scroll.bottomAnchor),
      ])

      #expect(
        scroll.headless.layoutDescription == """
          UIScrollView (0 0 320 480) offset (0 100.5) mask
            - UIView"Content".layoutGuides[0].bottom <= self.bottom
            UIView "Content" (0 0 320 2000) mask
              - layoutGuides[0].top == self.top + 10
              UILayoutGuide (0 0 0 0)
                - top == owningView.top + 10
                - height == self.width * 2
                - bottom <= owningView.superview.bottom
          """)
    }

    @Test func showsWhatALayoutPassSolved() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3),
        box.heightAnchor.constraint(equalToConstant: 50),
        guide.topAnchor.constraint(equalTo: box.bottomAnchor),
        guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      root.layoutIfNeeded()
      let lines = root.headless.layoutDescription.split(separator: "\n").map(String.init)
      #expect(lines.contains("  UILayoutGuide (0 70 390 774)"))
      #expect(lines.contains("  UIView (16 20 130 50) constraints"))
      #expect(lines.contains("    - width == superview.width * 0.333"))
    }

    @Test func numbersAreCompactDecimals() {
      #expect(LayoutDescriber.number(16) == "16")
      #expect(LayoutDescriber.number(61.0 / 3) == "20.333")
      #expect(LayoutDescriber.number(62.0 / 3) == "20.667")
      #expect(LayoutDescriber.number(0.5) == "0.5")
      #expect(LayoutDescriber.number(-7.25) == "-7.25")
      #expect(LayoutDescriber.number(-0.0001) == "0")
    }
  }
#endif
