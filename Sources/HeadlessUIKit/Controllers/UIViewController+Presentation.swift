#if !os(iOS) && !os(tvOS) && !os(visionOS)
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

    /// What `present(_:animated:completion:)` does.
    func performPresentation(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (@MainActor () -> Void)?
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

    /// What `dismiss(animated:completion:)` does.
    /// A controller that presents nothing asks the one that does (an ancestor), else its
    /// presenter, to dismiss, through their `dismiss(animated:completion:)`, as UIKit does.
    func performDismissal(animated flag: Bool, completion: (@MainActor () -> Void)?) {
      guard storedPresented != nil else {
        if let host = presentedViewController?.storedPresenting ?? presentingViewController {
          host.dismiss(animated: flag, completion: completion)
        } else {
          completion?()
        }
        return
      }
      let presenter = self
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
