#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import LassoDiagnostics

  extension UIViewController {
    /// What `addChild(_:)` does.
    func performAddChild(_ childController: UIViewController) {
      guard childController.parent !== self else { return }
      guard validateIncoming(childController, operation: "add as a child") else { return }
      if childController.parent != nil { childController.removeFromParent() }
      childController.willMove(toParent: self)
      childController.isMovingToParent = true
      let traitChange = TraitChange.move(of: childController)
      storedChildren.append(childController)
      childController.parent = self
      traitChange?.deliver()
      hostWindow?.requestAppearanceUpdate()
    }

    /// What `removeFromParent()` does.
    func performRemoveFromParent() {
      guard let parent else { return }
      let window = hostWindow
      let traitChange = TraitChange.move(of: self)
      parent.storedChildren.removeAll { $0 === self }
      self.parent = nil
      traitChange?.deliver()
      isMovingToParent = false
      window?.requestAppearanceUpdate()
      didMove(toParent: nil)
      isMovingFromParent = false
    }

    /// Split views: takes the controller out of its parent at once (its view too), to move it
    /// to another column; its appearance follows on the window's next update.
    func detachFromParentForColumnMove() {
      guard let parent else { return }
      willMove(toParent: nil)
      parent.storedChildren.removeAll { $0 === self }
      if let view = viewIfLoaded, let parentView = parent.viewIfLoaded,
        view.superview === parentView
      {
        parentView.moveView(view, to: nil, at: 0, notify: false)
        parent.containerContentViews.removeAll { $0 === view }
      }
      self.parent = nil
      isMovingToParent = false
      didMove(toParent: nil)
      isMovingFromParent = false
    }

    /// Whether `controller` may enter this controller's hierarchy (as a child, a pushed or a
    /// presented controller); reports the misuse if not.
    func validateIncoming(_ controller: UIViewController, operation: String) -> Bool {
      // The names only a report needs: reflecting a type's name costs more than the checks.
      var name: String { Misuse.name(of: type(of: controller)) }
      var mine: String { Misuse.name(of: type(of: self)) }
      var ancestor: UIViewController? = self
      while let current = ancestor {
        if current === controller {
          Misuse.report(
            "Attempt to \(operation) \(name) on \(mine), which is \(name) itself or inside it.",
            fix: "Use a controller that is not already in this hierarchy.")
          return false
        }
        ancestor = current.parent ?? current.storedPresenting
      }
      if let presenter = controller.storedPresenting {
        Misuse.report(
          "Attempt to \(operation) \(name) on \(mine), but \(name) is already presented by "
            + "\(Misuse.name(of: type(of: presenter))).",
          fix: "Dismiss \(name) first, or use a new controller.")
        return false
      }
      if let window = controller.storedWindow {
        Misuse.report(
          "Attempt to \(operation) \(name) on \(mine), but \(name) is the root view controller "
            + "of a \(Misuse.name(of: type(of: window))).",
          fix: "Replace the window's rootViewController first, or use a new controller.")
        return false
      }
      return true
    }
  }
#endif
