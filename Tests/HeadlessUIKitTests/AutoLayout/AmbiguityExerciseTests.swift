#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// `exerciseAmbiguityInLayout()`, the debugging aid that moves an ambiguous view.
  @MainActor @Suite struct AmbiguityExerciseTests {
    /// A 300 × 200 container with a subview laid out by constraints.
    private func container() -> (UIView, UIView) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(child)
      return (container, child)
    }

    // UIKit's UIView.h: exerciseAmbiguityInLayout "randomly changes the view layout to a
    // different valid layout", so that the UI jumps back and forth (headless: deterministically,
    // 20 points along the first ambiguous unknown, then back).
    @Test func anAmbiguousViewMovesToAnotherValidLayoutAndBack() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
      container.layoutIfNeeded()
      #expect(child.hasAmbiguousLayout)
      #expect(child.frame == CGRect(x: 0, y: 10, width: 100, height: 44))
      child.exerciseAmbiguityInLayout()
      #expect(child.frame == CGRect(x: 20, y: 10, width: 100, height: 44))
      child.exerciseAmbiguityInLayout()
      #expect(child.frame == CGRect(x: 0, y: 10, width: 100, height: 44))
    }

    // UIKit's UIView.h: the layout it moves to is valid; a size only bounded by `<=` moves no
    // further than the bound.
    @Test func theMoveKeepsEveryConstraint() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
        child.topAnchor.constraint(equalTo: container.topAnchor),
        child.widthAnchor.constraint(lessThanOrEqualToConstant: 8),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
      container.layoutIfNeeded()
      #expect(child.frame.width == 0)
      child.exerciseAmbiguityInLayout()
      #expect(child.frame == CGRect(x: 5, y: 0, width: 8, height: 44))
    }

    // Apple, "hasAmbiguousLayout": false when the constraints fully specify the view; there is
    // then no other valid layout, and exercising does nothing.
    @Test func anUnambiguousViewStaysPut() {
      let (container, child) = container()
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
      container.layoutIfNeeded()
      #expect(!child.hasAmbiguousLayout)
      child.exerciseAmbiguityInLayout()
      #expect(child.frame == CGRect(x: 20, y: 10, width: 100, height: 44))
      let loose = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      loose.exerciseAmbiguityInLayout()
      #expect(loose.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
  }
#endif
