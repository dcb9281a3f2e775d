#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A view that counts its `layoutSubviews()` and `updateConstraints()` calls.
  @MainActor
  final class PassCountingView: UIView {
    var layouts = 0
    var constraintUpdates = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
    override func updateConstraints() {
      constraintUpdates += 1
      super.updateConstraints()
    }
  }

  /// Which views UIKit's passes visit: only those marked, wherever they are in the tree.
  @MainActor @Suite struct LayoutPassVisitTests {
    /// A 300 × 200 root holding two subviews (left and right), each holding one (its child);
    /// all laid out by constraints, all laid out once.
    private func tree() -> (root: PassCountingView, views: [PassCountingView]) {
      let root = PassCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let views = (0..<4).map { _ in PassCountingView() }
      let (left, leftChild, right, rightChild) = (views[0], views[1], views[2], views[3])
      root.addSubview(left)
      root.addSubview(right)
      left.addSubview(leftChild)
      right.addSubview(rightChild)
      var constraints: [NSLayoutConstraint] = []
      for (view, container) in [
        (left, root), (right, root), (leftChild, left), (rightChild, right),
      ] {
        view.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          view.topAnchor.constraint(equalTo: container.topAnchor),
          view.widthAnchor.constraint(equalToConstant: 100),
          view.heightAnchor.constraint(equalToConstant: 50),
        ]
      }
      constraints += [
        left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        leftChild.leadingAnchor.constraint(equalTo: left.leadingAnchor),
        rightChild.leadingAnchor.constraint(equalTo: right.leadingAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      return (root, views)
    }

    // developer.apple.com/documentation/uikit/uiview/setneedslayout(): "Invalidates the current
    // layout of the receiver and triggers a layout update during the next update cycle", and
    // layoutifneeded(): "Lays out the subviews immediately, if layout updates are pending":
    // the pass lays out the one marked view, below a view that is not marked, and no other.
    @Test func onlyTheMarkedViewIsLaidOutWhereverItIs() {
      let (root, views) = tree()
      #expect(root.layouts == 1 && views.map(\.layouts) == [1, 1, 1, 1])
      views[3].setNeedsLayout()
      root.layoutIfNeeded()
      #expect(root.layouts == 1 && views.map(\.layouts) == [1, 1, 1, 2])
      root.layoutIfNeeded()
      #expect(root.layouts == 1 && views.map(\.layouts) == [1, 1, 1, 2])
    }

    // The same pages: a view added to the tree needs layout (as every new view does), and is
    // laid out by its new superview's pass with the subviews it brings, the others left alone.
    @Test func aSubtreeAddedToALaidOutTreeIsLaidOutByItsPass() {
      let (root, views) = tree()
      let added = PassCountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
      let inner = PassCountingView()
      added.addSubview(inner)
      views[1].addSubview(added)
      root.layoutIfNeeded()
      #expect(added.layouts == 1 && inner.layouts == 1)
      #expect(root.layouts == 1 && views.map(\.layouts) == [1, 2, 1, 1])
    }

    // developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints(): "When a
    // property of your custom view changes in a way that would impact constraints, you can call
    // this method to indicate that the constraints need to be updated at some point in the
    // future. The system will then call updateConstraints() as part of its normal layout pass":
    // on that view only, however deep it is.
    @Test func onlyTheMarkedViewUpdatesItsConstraints() {
      let (root, views) = tree()
      #expect(root.constraintUpdates == 1 && views.map(\.constraintUpdates) == [1, 1, 1, 1])
      views[3].setNeedsUpdateConstraints()
      root.layoutIfNeeded()
      #expect(root.constraintUpdates == 1 && views.map(\.constraintUpdates) == [1, 1, 1, 2])
      views[0].setNeedsUpdateConstraints()
      root.updateConstraintsIfNeeded()
      #expect(root.constraintUpdates == 1 && views.map(\.constraintUpdates) == [2, 1, 1, 2])
    }

    // developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange(): "Called when the
    // safe area of the view changes." A view the layout pass moves into the status bar's area
    // hears of its new safe area, and so does its subview, which moved with it; a view that did
    // not move does not.
    @Test func aViewMovedByLayoutAndItsSubviewsHearOfTheirSafeArea() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.isHidden = false
      let root = UIView(frame: window.bounds)
      window.addSubview(root)
      let moved = InsetsCountingView()
      let inner = InsetsCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      let still = InsetsCountingView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
      let stillInner = InsetsCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      moved.translatesAutoresizingMaskIntoConstraints = false
      moved.addSubview(inner)
      still.addSubview(stillInner)
      root.addSubview(moved)
      root.addSubview(still)
      let top = moved.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)
      NSLayoutConstraint.activate([
        top, moved.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        moved.widthAnchor.constraint(equalToConstant: 390),
        moved.heightAnchor.constraint(equalToConstant: 100),
      ])
      window.layoutIfNeeded()
      let counts = { [moved, inner, still, stillInner].map(\.safeAreaChanges) }
      #expect(counts() == [0, 0, 0, 0])
      top.constant = 0
      window.layoutIfNeeded()
      #expect(moved.safeAreaInsets.top == 47 && inner.safeAreaInsets.top == 47)
      #expect(counts() == [1, 1, 0, 0])
      top.constant = 300
      window.layoutIfNeeded()
      #expect(moved.safeAreaInsets == .zero && inner.safeAreaInsets == .zero)
      #expect(counts() == [2, 2, 0, 0])
      top.constant = 250
      window.layoutIfNeeded()
      #expect(counts() == [2, 2, 0, 0])
    }

    // developer.apple.com/documentation/uikit/uiview/layoutsubviews(): "You can override this
    // method as needed to perform more precise layout of your subviews"; apps remove views
    // there. The pass visits subviews without retaining each (the layout passes' cost): a
    // subview's layout that removes its siblings, the last references to them, must neither
    // reach a freed view nor keep them alive after the pass.
    @Test func aLayoutThatRemovesItsSiblingsFreesThemAfterThePass() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let remover = SiblingRemovingView()
      weak var first: UIView?
      weak var second: UIView?
      do {
        let siblings = [PassCountingView(), PassCountingView()]
        (first, second) = (siblings[0], siblings[1])
        for view in [remover] + siblings {
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
          NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
          ])
        }
        for view in siblings { view.setNeedsLayout() }
      }
      remover.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(root.subviews == [remover])
      #expect(remover.frame.width == 50)
      #expect(first == nil && second == nil)
    }
  }

  /// A view whose layout removes every sibling after it from their superview.
  @MainActor
  final class SiblingRemovingView: UIView {
    override func layoutSubviews() {
      super.layoutSubviews()
      for sibling in superview?.subviews ?? [] where sibling !== self {
        sibling.removeFromSuperview()
      }
    }
  }
#endif
