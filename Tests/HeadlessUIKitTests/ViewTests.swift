#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ViewTests {
    @Test func hierarchyAddInsertRemove() {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let a = UIView()
      let b = UIView()
      let c = UIView()
      parent.addSubview(a)
      parent.addSubview(b)
      parent.insertSubview(c, at: 1)
      #expect(parent.subviews == [a, c, b])
      #expect(c.superview === parent)
      parent.addSubview(a)
      #expect(parent.subviews == [c, b, a])
      let other = UIView()
      other.addSubview(c)
      #expect(parent.subviews == [b, a])
      #expect(c.superview === other)
      b.removeFromSuperview()
      #expect(b.superview == nil)
      #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(parent.window == nil)
    }

    @Test func addingAViewInsideItselfIsRefused() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      let reports = misuseReports {
        child.addSubview(parent)
        parent.addSubview(parent)
      }
      #expect(reports.count == 2)
      #expect(parent.superview == nil)
    }

    @Test func superviewIsWeakSubviewsAreOwned() {
      weak var weakChild: UIView?
      let parent = UIView()
      do {
        let child = UIView()
        weakChild = child
        parent.addSubview(child)
      }
      #expect(weakChild != nil)
      weakChild?.removeFromSuperview()
      #expect(weakChild == nil)

      weak var weakParent: UIView?
      let orphan = UIView()
      do {
        let temporary = UIView()
        weakParent = temporary
        temporary.addSubview(orphan)
      }
      #expect(weakParent == nil)
      #expect(orphan.superview == nil)
    }

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
      let root = UIView()
      root.tag = 1
      let inner = UIView()
      let deep = UILabel()
      deep.tag = 7
      inner.addSubview(deep)
      root.addSubview(inner)
      #expect(root.viewWithTag(1) === root)
      #expect(root.viewWithTag(7) === deep)
      #expect(root.viewWithTag(9) == nil)
    }

    @Test func tintColorIsInherited() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.tintColor == .systemBlue)
      parent.tintColor = .systemRed
      #expect(child.tintColor == .systemRed)
    }

    @Test func stackViewArrangesAndReadingOrderFollowsIt() {
      let title = UILabel()
      title.text = "Title"
      let button = UIButton(type: .system)
      let stack = UIStackView(arrangedSubviews: [title])
      stack.axis = .vertical
      stack.spacing = 8
      stack.insertArrangedSubview(button, at: 0)
      #expect(stack.arrangedSubviews == [button, title])
      #expect(stack.subviews == [title, button])
      let badge = UIView()
      let hidden = UIView()
      hidden.isHidden = true
      let container = UIView()
      container.addSubview(stack)
      container.addSubview(hidden)
      stack.addSubview(badge)
      #expect(
        container.headless.allSubviewsInReadingOrder == [stack, button, title, badge, hidden])
      #expect(container.headless.visibleSubviewsInReadingOrder == [stack, button, title, badge])
      stack.removeArrangedSubview(button)
      #expect(stack.arrangedSubviews == [title])
      #expect(button.superview === stack)
      title.removeFromSuperview()
      #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func labelsAndImages() {
      let label = UILabel()
      #expect(label.numberOfLines == 1)
      #expect(label.font == UIFont.systemFont(ofSize: 17))
      #expect(label.textColor == .label)
      label.text = "Hello"
      label.textAlignment = .center
      #expect(label.text == "Hello")
      let imageView = UIImageView(image: UIImage(named: "logo"))
      #expect(imageView.image?.headless.name == "logo")
      #expect(imageView.image?.isSymbolImage == false)
      #expect(UIImage(systemName: "gear") == UIImage(systemName: "gear"))
    }

    @Test func colorsAndFonts() {
      #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
      #expect(UIColor.systemRed.headless.name == "systemRed")
      #expect(UIColor.red.withAlphaComponent(0.5).headless.alpha == 0.5)
      var red: CGFloat = 0
      var alpha: CGFloat = 0
      #expect(
        UIColor(red: 0.25, green: 0, blue: 0, alpha: 0.5).getRed(
          &red, green: nil, blue: nil, alpha: &alpha))
      #expect(red == 0.25 && alpha == 0.5)
      #expect(UIFont.boldSystemFont(ofSize: 20).headless.weight == .bold)
      #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
      #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
      #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
      #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2)
    }

    @Test func constraintsAreRecordedOnTheCommonAncestor() {
      let parent = UIView()
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      let top = child.topAnchor.constraint(
        equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 8)
      let width = child.widthAnchor.constraint(equalToConstant: 44)
      width.priority = .defaultHigh
      NSLayoutConstraint.activate([
        top, width,
        child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
        child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
      ])
      #expect(top.isActive && top.constant == 8)
      #expect(parent.constraints.count == 3)
      #expect(child.constraints == [width])
      #expect(width.priority == .defaultHigh)
      top.isActive = false
      #expect(parent.constraints.count == 2)
    }

    @Test func constraintWithoutCommonAncestorIsReported() {
      let a = UIView()
      let b = UIView()
      let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
      let reports = misuseReports { constraint.isActive = true }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("no common ancestor") == true)
      #expect(!constraint.isActive)
    }

    // animate(withDuration:animations:completion:) doc: the completion runs when the animation
    // ends, for a zero duration "at the beginning of the next run loop cycle" (uikit-timing.md
    // 6.2); the changes themselves are the model's at once.
    @Test func animationsChangeAtOnceAndCompleteWhenTheyWouldEnd() async {
      let view = UIView()
      var finished: Bool?
      UIView.animate(withDuration: 0.02, animations: { view.alpha = 0 }) { finished = $0 }
      #expect(view.alpha == 0)
      #expect(finished == nil)
      #expect(await waitUntil { finished == true })
      var zeroFinished = false
      UIView.animate(withDuration: 0, animations: { view.alpha = 1 }) { _ in zeroFinished = true }
      #expect(!zeroFinished)
      await nextMainQueueTurn()
      #expect(zeroFinished)
    }

    @Test func responderChain() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let child = UIView()
      controller.view.addSubview(child)
      #expect(child.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      #expect(window.next === UIApplication.shared)
      #expect(child.window === window)
    }
  }
#endif
