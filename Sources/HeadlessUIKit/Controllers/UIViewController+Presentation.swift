#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import LassoDiagnostics

  extension UIViewController {
    /// The controller presented by this one or, as in UIKit, by its nearest ancestor that
    /// presents.
    public var presentedViewController: UIViewController? {
      storedPresented ?? parent?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
      storedPresenting ?? parent?.presentingViewController
    }

    /// What `present(_:animated:completion:)` does: sets the presented and presenting
    /// controllers at once and queues the transition, which begins on the next turn of the run
    /// loop. Refused, as UIKit refuses it, while a present or dismiss is in progress in the
    /// window, when the presenter already presents or is in no window.
    func performPresentation(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)?
    ) {
      let presenter = presentationHost(for: viewControllerToPresent.modalPresentationStyle)
      // The names only a report needs: reflecting a type's name costs more than the checks.
      var name: String { Misuse.name(of: type(of: viewControllerToPresent)) }
      var host: String {
        let host = Misuse.name(of: type(of: presenter))
        return presenter === self ? host : host + " (from \(Misuse.name(of: type(of: self))))"
      }
      if let window = presenter.hostWindow, window.hasModalTransition {
        Misuse.report(
          "Attempt to present \(name) on \(host) while a presentation or dismiss is in "
            + "progress.",
          fix: "Present once the transition ended: in the completion of present or dismiss, "
            + "or from viewDidAppear.")
        return
      }
      if let current = presenter.storedPresented {
        Misuse.report(
          "Attempt to present \(name) on \(host), which is already presenting "
            + "\(Misuse.name(of: type(of: current))).",
          fix: "Dismiss the presented controller first, or present on the presented one.")
        return
      }
      if viewControllerToPresent.parent != nil {
        let parentName = Misuse.name(of: type(of: viewControllerToPresent.parent!))
        Misuse.report(
          "Attempt to present \(name) on \(host), but \(name) is a child of \(parentName).",
          fix: "Remove it from its parent first (removeFromParent), or present a new controller.")
        return
      }
      guard presenter.validateIncoming(viewControllerToPresent, operation: "present") else {
        return
      }
      guard let window = presenter.hostWindow else {
        Misuse.report(
          "Attempt to present \(name) on \(host), whose view is not in the window hierarchy.",
          fix: "Present from a controller in a window: set the window's rootViewController "
            + "and call makeKeyAndVisible() first; from a controller's own code, present in "
            + "viewDidAppear, not viewDidLoad.")
        return
      }
      let traitChange = TraitChange.move(of: viewControllerToPresent)
      presenter.storedPresented = viewControllerToPresent
      viewControllerToPresent.storedPresenting = presenter
      traitChange?.deliver()
      viewControllerToPresent.isBeingPresented = true
      // UIKit loads the presented controller's view in the call.
      viewControllerToPresent.loadViewIfNeeded()
      let transition = ControllerTransition(
        .modal, animated: flag, in: window, from: presenter, to: viewControllerToPresent,
        involving: [presenter, viewControllerToPresent],
        presentationStyle: viewControllerToPresent.modalPresentationStyle)
      transition.afterDidCallbacks.append { viewControllerToPresent.isBeingPresented = false }
      if let completion { transition.completions.append(completion) }
      window.enqueue(transition)
    }

    /// What `dismiss(animated:completion:)` does.
    /// A controller that presents nothing asks the one that does (an ancestor), else its
    /// presenter, to dismiss, through their `dismiss(animated:completion:)`, as UIKit does.
    /// The dismissed controllers stay presented, `isBeingDismissed`, until the transition ends.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
      guard let first = storedPresented else {
        if let host = presentedViewController?.storedPresenting ?? presentingViewController {
          host.dismiss(animated: flag, completion: completion)
        } else {
          completion?()
        }
        return
      }
      let presenter = self
      var chain: [UIViewController] = []
      var next: UIViewController? = first
      while let controller = next {
        chain.append(controller)
        next = controller.storedPresented
      }
      let finish = {
        if presenter.storedPresented === first { presenter.storedPresented = nil }
        for controller in chain {
          controller.storedPresenting = nil
          controller.storedPresented = nil
          controller.isBeingDismissed = false
        }
      }
      guard let window = presenter.hostWindow else {
        finish()
        completion?()
        return
      }
      if window.hasModalTransition {
        Misuse.report(
          "Attempt to dismiss from view controller \(Misuse.name(of: type(of: presenter))) "
            + "while a presentation or dismiss is in progress.",
          fix: "Dismiss once the transition ended: in the completion of present or dismiss, "
            + "or from viewDidAppear.")
        return
      }
      for controller in chain { controller.isBeingDismissed = true }
      let transition = ControllerTransition(
        .modal, animated: flag, in: window, from: chain.last, to: presenter,
        involving: [presenter] + chain, presentationStyle: first.modalPresentationStyle)
      transition.afterDidCallbacks.append(finish)
      if let completion { transition.completions.append(completion) }
      window.enqueue(transition)
    }

    func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
      if style == .currentContext || style == .overCurrentContext {
        var current: UIViewController? = self
        while let controller = current {
          if controller.definesPresentationContext { return controller }
          current = controller.parent
        }
      }
      return rootAncestor
    }
  }
#endif
