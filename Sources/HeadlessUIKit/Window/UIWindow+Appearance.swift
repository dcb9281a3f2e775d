#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIWindow {
    /// The controllers in the window's visible hierarchy, containers before their children,
    /// presenters before the presented: the ones that have appeared once transitions end.
    /// While the window is hidden, they are the ones that would appear once it is shown.
    func visibleControllers() -> [UIViewController] {
      guard let root = rootViewController else { return [] }
      var result: [UIViewController] = []
      func visit(_ controller: UIViewController) {
        let presented = controller.storedPresented.flatMap { $0.isBeingDismissed ? nil : $0 }
        if let presented, presented.modalPresentationStyle.hidesPresenter {
          visit(presented)
          return
        }
        result.append(controller)
        // A visible controller's view loads now, as UIKit loads it before it appears, so the
        // children that `viewDidLoad` embeds appear along with it.
        controller.loadViewIfNeeded()
        for child in controller.childrenForAppearance { visit(child) }
        if let presented { visit(presented) }
      }
      visit(root)
      return result
    }

    /// Brings the controllers' appearance up to date with the hierarchy at once, will-callbacks
    /// then did-callbacks, as UIKit does for changes it applies in the call (child containment,
    /// a view moved, a window hidden); see ``beginAppearance(for:)`` for transitions.
    func updateAppearance(animated: Bool) {
      if isUpdatingAppearance {
        needsAnotherAppearancePass = true
        return
      }
      let (disappearing, appearing) = beginAppearancePasses(animated: animated)
      endAppearance(disappearing: disappearing, appearing: appearing, order: .disappearingFirst)
    }

    /// Begins `transition`: the controllers that left the visible hierarchy get
    /// `viewWillDisappear`, those that entered it `viewWillAppear`; their did-callbacks wait for
    /// ``endAppearance(for:)``.
    func beginAppearance(for transition: ControllerTransition) {
      if isUpdatingAppearance {
        needsAnotherAppearancePass = true
        return
      }
      let (disappearing, appearing) = beginAppearancePasses(animated: transition.isAnimated)
      transition.disappearing += disappearing
      transition.appearing += appearing
    }

    /// Ends `transition`'s appearance callbacks: `viewDidDisappear`, `viewDidAppear` (for a
    /// present or dismiss, the appearing controllers first).
    func endAppearance(for transition: ControllerTransition) {
      endAppearance(
        disappearing: transition.disappearing, appearing: transition.appearing,
        order: transition.kind == .modal ? .appearingFirst : .disappearingFirst)
    }

    /// Whether the controllers that have appeared differ from the visible hierarchy.
    var appearanceIsStale: Bool {
      let shown = isHidden ? [] : visibleControllers()
      return shown.count != appearedControllers.count
        || zip(shown, appearedControllers).contains { $0 !== $1 }
    }

    /// Calls the will-callbacks of the controllers that left or entered the visible hierarchy,
    /// again while a callback changes it; returns them.
    private func beginAppearancePasses(
      animated: Bool
    ) -> (disappearing: [UIViewController], appearing: [UIViewController]) {
      isUpdatingAppearance = true
      defer { isUpdatingAppearance = false }
      var allDisappearing: [UIViewController] = []
      var allAppearing: [UIViewController] = []
      repeat {
        needsAnotherAppearancePass = false
        let before = appearedControllers
        // The views are installed even in a hidden window, as UIKit installs the root's view
        // as soon as it is set; the controllers appear only in a visible window.
        let shown = visibleControllers()
        let after = isHidden ? [] : shown
        let disappearing = before.filter { old in !after.contains { $0 === old } }
        let appearing = after.filter { new in !before.contains { $0 === new } }
        appearedControllers = after
        // Appearing views enter the window before `viewWillAppear` (so a text field can
        // become first responder there); disappearing ones leave after `viewWillDisappear`.
        let layers = layerViews(of: shown)
        installLayerViews(layers)
        for controller in disappearing {
          controller.beginAppearanceTransition(false, animated: animated)
        }
        for controller in appearing {
          controller.beginAppearanceTransition(true, animated: animated)
        }
        removeLayerViews(except: layers)
        allDisappearing += disappearing
        allAppearing += appearing
      } while needsAnotherAppearancePass
      return (allDisappearing, allAppearing)
    }

    /// Calls the did-callbacks of controllers whose will-callbacks ran; a controller that
    /// changed direction since gets the did-callback of its latest one.
    private func endAppearance(
      disappearing: [UIViewController], appearing: [UIViewController], order: AppearanceOrder
    ) {
      let ordered =
        order == .disappearingFirst ? disappearing + appearing : appearing + disappearing
      for controller in ordered { controller.endAppearanceTransition() }
    }

    /// The views of the shown root and presented controllers, back to front, as UIKit's
    /// transition views hold them.
    private func layerViews(of shown: [UIViewController]) -> [UIView] {
      shown.filter { $0 === rootViewController || $0.storedPresenting != nil }.map { $0.view! }
    }

    /// Puts the layer views in the window, in order, on top of its other subviews.
    private func installLayerViews(_ wanted: [UIView]) {
      for view in wanted {
        if view.superview === self {
          bringSubviewToFront(view)
        } else {
          moveView(view, to: self, at: subviews.count, notify: false)
        }
      }
      layerViews = layerViews.filter { old in !wanted.contains { $0 === old } } + wanted
    }

    /// Takes out of the window the layer views no longer shown.
    private func removeLayerViews(except wanted: [UIView]) {
      for view in layerViews where !wanted.contains(where: { $0 === view }) {
        if view.superview === self { moveView(view, to: nil, at: 0, notify: false) }
      }
      layerViews = wanted
    }
  }
#endif
