#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  import HeadlessUIKit

  /// A view that is always laid out by constraints, whatever its users set: a pattern some
  /// custom views use instead of setting the property in every initializer.
  @MainActor
  final class AlwaysConstrainedView: UIView {
    override var translatesAutoresizingMaskIntoConstraints: Bool {
      get { false }
      set {}
    }
  }

  /// A view that keeps the property in storage of its own and never calls `super`: setting it
  /// is never heard of by `UIView`.
  @MainActor
  final class OwnStorageView: UIView {
    private var translates = true
    override var translatesAutoresizingMaskIntoConstraints: Bool {
      get { translates }
      set { translates = newValue }
    }
  }

  /// A subclass's override of `translatesAutoresizingMaskIntoConstraints` is what the layout
  /// reads, as UIKit reads the property (developer.apple.com/documentation/uikit/uiview/
  /// translatesautoresizingmaskintoconstraints: "If this property's value is true, the system
  /// creates a set of constraints that duplicate the behavior specified by the view's
  /// autoresizing mask").
  @MainActor @Suite struct MaskTranslationOverrideTests {
    @Test func anOverrideReturningFalseIsLaidOutByItsConstraints() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let view = AlwaysConstrainedView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
      root.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 40),
      ])
      root.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    }

    @Test func anOverrideWithItsOwnStorageIsReadWhenTheViewIsAddedOrConstrained() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      // Set after init, before being added.
      let added = OwnStorageView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
      added.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(added)
      // Set after being added, before being constrained.
      let constrained = OwnStorageView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
      root.addSubview(constrained)
      constrained.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        added.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        added.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        added.widthAnchor.constraint(equalToConstant: 100),
        added.heightAnchor.constraint(equalToConstant: 40),
        constrained.leadingAnchor.constraint(equalTo: added.trailingAnchor, constant: 10),
        constrained.topAnchor.constraint(equalTo: added.topAnchor),
        constrained.widthAnchor.constraint(equalToConstant: 50),
        constrained.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      #expect(added.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
      #expect(constrained.frame == CGRect(x: 130, y: 30, width: 50, height: 20))
    }
  }
#endif
