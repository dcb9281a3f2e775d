#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIViewController {
    /// Marks the views whose traits changed as needing layout, once `changed` (the controllers
    /// whose traits changed) have heard `traitCollectionDidChange(_:)`: each one's view and the
    /// subviews below it, except those of a controller whose traits did not change (one that
    /// overrides the trait). Apple, "Automatic trait tracking": when a trait a view used in
    /// layout changes, UIKit calls `setNeedsLayout()` on it; the headless UIKit does not track
    /// which traits a view read, so every view whose traits changed is laid out again, after the
    /// callbacks and in the next layout pass, as on a device.
    static func setNeedsLayoutAfterTraitChange(of changed: [UIViewController]) {
      let ids = Set(changed.map(ObjectIdentifier.init))
      var visited: Set<ObjectIdentifier> = []
      func mark(_ view: UIView) {
        guard visited.insert(ObjectIdentifier(view)).inserted else { return }
        view.setNeedsLayout()
        for subview in view.subviews {
          if let owner = subview.owningViewController, !ids.contains(ObjectIdentifier(owner)) {
            continue
          }
          mark(subview)
        }
      }
      for controller in changed {
        if let view = controller.viewIfLoaded { mark(view) }
      }
    }
  }

  extension UIView {
    /// Marks the view and every view below it as needing layout, after a trait they inherit
    /// changed (Apple, "Automatic trait tracking": UIKit calls `setNeedsLayout()` on the views
    /// whose layout used it).
    func setNeedsLayoutInSubtree() {
      setNeedsLayout()
      for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
  }
#endif
