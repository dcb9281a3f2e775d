#if !canImport(UIKit)
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

    /// Presents a controller modally, as UIKit does: from the top-most ancestor (or, for
    /// `.currentContext` styles, the nearest ancestor that ``definesPresentationContext``).
    /// The presenter owns it until it is dismissed. Refused with a ``Misuse`` report when the
    /// presenter is not in a window, already presents, or the controller is already in a
    /// hierarchy. `.fullScreen` and `.currentContext` make the presenter's controllers
    /// disappear; sheets don't. The completion runs once presented (at once).
    public func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (@MainActor () -> Void)? = nil
    ) {
      let presenter = presentationHost(for: viewControllerToPresent.modalPresentationStyle)
      let name = Misuse.name(of: type(of: viewControllerToPresent))
      var host = Misuse.name(of: type(of: presenter))
      if presenter !== self { host += " (from \(Misuse.name(of: type(of: self))))" }
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
            + "and call makeKeyAndVisible() first.")
        return
      }
      presenter.storedPresented = viewControllerToPresent
      viewControllerToPresent.storedPresenting = presenter
      viewControllerToPresent.isBeingPresented = true
      window.updateAppearance(animated: flag, order: .appearingFirst)
      viewControllerToPresent.isBeingPresented = false
      completion?()
    }

    /// Dismisses, as UIKit does: the controllers presented by this one (or its nearest
    /// ancestor that presents), the whole chain above; else this controller itself, by asking
    /// its presenter; else just runs the completion. Dismissed controllers are released unless
    /// referenced elsewhere. The completion runs once dismissed (at once).
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
      let presenter: UIViewController
      if let presented = presentedViewController, let host = presented.storedPresenting {
        presenter = host
      } else if let host = presentingViewController {
        presenter = host
      } else {
        completion?()
        return
      }
      var chain: [UIViewController] = []
      var next = presenter.storedPresented
      while let controller = next {
        chain.append(controller)
        next = controller.storedPresented
      }
      for controller in chain { controller.isBeingDismissed = true }
      presenter.hostWindow?.updateAppearance(animated: flag, order: .appearingFirst)
      presenter.storedPresented = nil
      for controller in chain {
        controller.storedPresenting = nil
        controller.storedPresented = nil
        controller.isBeingDismissed = false
      }
      completion?()
    }

    /// Shows a controller the way its context prefers: pushed by the navigation controller it
    /// is in, else presented.
    public func show(_ vc: UIViewController, sender: Any?) {
      if let navigationController = self as? UINavigationController ?? navigationController {
        navigationController.pushViewController(vc, animated: true)
      } else {
        present(vc, animated: true)
      }
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
