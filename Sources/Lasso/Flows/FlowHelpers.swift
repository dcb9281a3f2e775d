extension Flow where Module.RequiredContext == UINavigationController {
  /// A placer that pushes the next screen of the flow onto its navigation controller; `nil`
  /// (reported when used) once the context is gone.
  public var nextPushedInFlow: ScreenPlacer<UINavigationController>? {
    context.map { pushed(in: $0) }
  }

  /// A placer that replaces the flow's screens with one: it pops back to the flow's initial
  /// controller and puts the new one in its place.
  public var rootOfFlow: ScreenPlacer<UINavigationController>? {
    guard let context else { return nil }
    return makePlacer(base: context) { [weak self] navigationController, controller in
      var stack = navigationController.viewControllers
      if let initial = self?.initialController, let index = stack.firstIndex(of: initial) {
        stack.removeSubrange(index...)
      }
      navigationController.setViewControllers(stack + [controller], animated: true)
      return navigationController
    }
  }

  /// Pops the navigation controller back to the flow's initial controller, unwinding every screen
  /// the flow pushed after it.
  public func unwind(animated: Bool = true) {
    guard let context, let initialController else { return }
    if context.viewControllers.contains(initialController) {
      context.popToViewController(initialController, animated: animated)
    }
  }

  /// Leaves the flow: pops everything it pushed, its initial controller included; if the flow is
  /// the root of its navigation controller, dismisses what presented it instead.
  public func dismiss(animated: Bool = true) {
    guard let context, let initialController else { return }
    let stack = context.viewControllers
    guard let index = stack.firstIndex(of: initialController) else { return }
    if index > 0 {
      context.popToViewController(stack[index - 1], animated: animated)
    } else {
      context.presentingViewController?.dismiss(animated: animated)
    }
  }
}

extension Flow {
  /// A placer that presents the next screen of the flow on the top of what the flow shows; `nil`
  /// once the context is gone.
  public var nextPresentedInFlow: ScreenPlacer<UIViewController>? {
    guard let base = initialController ?? context else { return nil }
    return presented(on: base.topmostPresented)
  }

  /// Dismisses everything the flow presented on its initial controller.
  public func unwind(animated: Bool = true) {
    guard let initialController, initialController.presentedViewController != nil else { return }
    initialController.dismiss(animated: animated)
  }

  /// Dismisses the flow when it was presented: its initial controller (or the container it was
  /// embedded in) and everything above it.
  public func dismiss(animated: Bool = true) {
    guard let initialController else { return }
    var presented: UIViewController = initialController
    while presented.presentingViewController == nil, let parent = presented.parent {
      presented = parent
    }
    presented.presentingViewController?.dismiss(animated: animated)
  }
}

extension Flow where Module.RequiredContext == UIPageViewController {
  /// A placer that shows the next screen of the flow as the next page.
  public var nextPageInFlow: ScreenPlacer<UIPageViewController>? {
    context.map { nextPage(in: $0) }
  }
}

extension UIViewController {
  /// The controller at the top of the presentation chain that starts here.
  var topmostPresented: UIViewController {
    var top = self
    while let next = top.presentedViewController { top = next }
    return top
  }
}
