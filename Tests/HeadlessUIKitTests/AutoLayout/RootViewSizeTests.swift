#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A view with no superview outside any window: what sizes it.
  @MainActor @Suite struct RootViewSizeTests {
    // Issue 37 ("a root view with it set to false is sized by its own constraints"); Apple,
    // "translatesAutoresizingMaskIntoConstraints": set it to false to let Auto Layout compute
    // the view's size. Nothing conflicts: no constraint is made from the bare view's frame.
    @Test func aBareViewLaidOutByConstraintsIsSizedByThem() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 120),
        view.heightAnchor.constraint(equalToConstant: 44),
      ])
      let reports = misuseReports { view.layoutIfNeeded() }
      #expect(reports.isEmpty)
      #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
    }

    // Apple, "translatesAutoresizingMaskIntoConstraints": with it true the frame sets the size,
    // and the autoresizing mask makes constraints relative to the superview, which a bare view
    // does not have; UIKit makes the encapsulated-layout size constraints
    // (`UIView-Encapsulated-Layout-Width`) for a window and the views containers place. So a
    // bare view's own width constraint conflicts with nothing: its frame stays as set, and its
    // subviews are laid out in the width the constraint gives it (the engine's).
    @Test func aBareViewLaidOutByItsFrameKeepsItAndItsOwnConstraintHolds() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 100),
        child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        child.topAnchor.constraint(equalTo: view.topAnchor),
        child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      let reports = misuseReports { view.layoutIfNeeded() }
      #expect(reports.isEmpty)
      #expect(view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
      #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
      #expect(!view.hasAmbiguousLayout)
    }

    // Observed iOS behaviour encoded in WWLayout's suite (SiblingTests, InsetTests: a bare
    // 400 × 400 container, its subviews placed in it): without constraints of its own, a bare
    // view's subviews are laid out in its frame.
    @Test func aBareViewsSubviewsAreLaidOutInItsFrame() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child)
      NSLayoutConstraint.activate([
        child.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
        child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.heightAnchor.constraint(equalToConstant: 20),
      ])
      view.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 240, y: 180, width: 50, height: 20))
    }
  }
#endif
