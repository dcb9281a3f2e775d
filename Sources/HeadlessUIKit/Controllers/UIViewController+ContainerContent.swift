#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension UIViewController {
    /// For containers: makes the views of `shown` children the content of this controller's
    /// view (if loaded). New views enter now; views no longer shown leave after the will
    /// callbacks of `transition`, as in a UIKit transition, or at once without one.
    func transitionContent(to shown: [UIViewController], in transition: ControllerTransition?) {
      let wanted = installContent(shown)
      if let transition {
        transition.afterWillCallbacks.append { self.removeStaleContent(keeping: wanted) }
      } else {
        removeStaleContent(keeping: wanted)
        hostWindow?.requestAppearanceUpdate()
      }
    }

    /// Adds the views of `shown` children to this controller's view, if loaded; returns them.
    @discardableResult
    func installContent(_ shown: [UIViewController]) -> [UIView] {
      guard let ownView = viewIfLoaded else { return [] }
      let wanted = shown.map { $0.view! }
      for view in wanted where view.superview !== ownView {
        view.frame = ownView.bounds
        ownView.moveView(view, to: ownView, at: ownView.subviews.count, notify: false)
      }
      containerContentViews += wanted.filter { view in
        !containerContentViews.contains { $0 === view }
      }
      return wanted
    }

    /// Removes the content views placed earlier that are not in `wanted`.
    func removeStaleContent(keeping wanted: [UIView]) {
      guard let ownView = viewIfLoaded else { return }
      for view in containerContentViews where !wanted.contains(where: { $0 === view }) {
        if view.superview === ownView { ownView.moveView(view, to: nil, at: 0, notify: false) }
      }
      containerContentViews = wanted
    }
  }
#endif
