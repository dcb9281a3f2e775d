#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// The margins the view uses, as UIKit's `layoutMargins` getter returns them: the margins set
    /// on it (a controller's root view: the system minimum margins, or the margins set if larger,
    /// unless `viewRespectsSystemMinimumLayoutMargins` is off), grown by the safe area insets when
    /// ``insetsLayoutMarginsFromSafeArea`` (margins count from the safe area's edges), and, when
    /// ``preservesSuperviewLayoutMargins``, at least as far in as the superview's margins reach
    /// into the view.
    var effectiveLayoutMargins: UIEdgeInsets {
      effectiveLayoutMargins(safeAreaInsets: computedSafeAreaInsets)
    }

    /// ``effectiveLayoutMargins`` with the view's safe area insets already known.
    private func effectiveLayoutMargins(safeAreaInsets: UIEdgeInsets) -> UIEdgeInsets {
      var margins = LayoutState.edgeInsets(
        ownDirectionalLayoutMargins, for: effectiveUserInterfaceLayoutDirection)
      if insetsLayoutMarginsFromSafeArea {
        margins = margins.adding(safeAreaInsets)
      }
      if preservesSuperviewLayoutMargins, let superview {
        let inherited = superview.effectiveLayoutMargins
        let outer = superview.bounds
        margins = UIEdgeInsets(
          top: max(margins.top, inherited.top - (frame.minY - outer.minY)),
          left: max(margins.left, inherited.left - (frame.minX - outer.minX)),
          bottom: max(margins.bottom, inherited.bottom - (outer.maxY - frame.maxY)),
          right: max(margins.right, inherited.right - (outer.maxX - frame.maxX)))
      }
      return margins
    }

    /// The margins set on the view, with a controller's system minimum applied to its root view.
    private var ownDirectionalLayoutMargins: NSDirectionalEdgeInsets {
      let own = layoutState.directionalLayoutMargins
      guard let controller = owningViewController,
        controller.viewRespectsSystemMinimumLayoutMargins
      else { return own }
      let minimum = controller.systemMinimumLayoutMargins
      guard layoutState.hasCustomLayoutMargins else { return minimum }
      return NSDirectionalEdgeInsets(
        top: max(own.top, minimum.top), leading: max(own.leading, minimum.leading),
        bottom: max(own.bottom, minimum.bottom), trailing: max(own.trailing, minimum.trailing))
    }

    /// Sets the margins of the view (``layoutMargins`` and ``directionalLayoutMargins``' setters)
    /// and tells the views whose effective margins changed.
    func setOwnLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
      primeLayoutMarginNotifications()
      layoutState.directionalLayoutMargins = margins
      layoutState.hasCustomLayoutMargins = true
      layoutMarginInputsDidChange()
    }

    /// Runs `change` to something the effective margins depend on, then tells the views whose
    /// effective margins changed (this one and the ones below that preserve its margins).
    func changeLayoutMarginInputs(_ change: () -> Void) {
      primeLayoutMarginNotifications()
      change()
      layoutMarginInputsDidChange()
    }

    /// Records the current effective margins, as the ones to compare with, in the views a
    /// change of this view's margins reaches that were never told of their margins.
    private func primeLayoutMarginNotifications() {
      if layoutState.notifiedLayoutMargins == nil {
        layoutState.notifiedLayoutMargins = effectiveLayoutMargins
      }
      for subview in subviews where subview.preservesSuperviewLayoutMargins {
        subview.primeLayoutMarginNotifications()
      }
    }

    /// Tells this view, and the views below that preserve its margins, of changed effective
    /// margins.
    private func layoutMarginInputsDidChange() {
      notifyLayoutMarginsIfChanged()
      for subview in subviews where subview.preservesSuperviewLayoutMargins {
        subview.layoutMarginInputsDidChange()
      }
    }

    /// Calls ``layoutMarginsDidChange()`` (and the controller's `viewLayoutMarginsDidChange()`)
    /// when the effective margins differ from the ones the view was last told of (at first, the
    /// margins set on it); returns whether they changed.
    @discardableResult
    func notifyLayoutMarginsIfChanged(safeAreaInsets: UIEdgeInsets? = nil) -> Bool {
      let margins = effectiveLayoutMargins(
        safeAreaInsets: safeAreaInsets ?? computedSafeAreaInsets)
      let previous =
        layoutState.notifiedLayoutMargins
        ?? layoutState.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
      layoutState.notifiedLayoutMargins = margins
      guard margins != previous else { return false }
      // The margins guide and the margin attributes move: an engine that read other margins
      // describes them again.
      if let read = layoutState.engineReadInsets, read.margins != margins {
        LayoutEngine.invalidate()
      }
      layoutMarginsDidChange()
      owningViewController?.viewLayoutMarginsDidChange()
      return true
    }
  }
#endif
