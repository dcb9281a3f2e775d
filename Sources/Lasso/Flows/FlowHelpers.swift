extension Flow where Module.RequiredContext: UINavigationController {
  /// A placer that pushes the next screen of the flow onto its navigation controller (the
  /// context, with its own type); `nil` (reported when used) once the context is gone.
  public var nextPushedInFlow: ScreenPlacer<RequiredContext>? {
    context.map { pushed(in: $0) }
  }

  /// A placer that makes the next screen the root of the flow's navigation controller, replacing
  /// its whole stack (as ``root(of:animated:)``); `nil` once the context is gone.
  public var rootOfFlow: ScreenPlacer<RequiredContext>? {
    context.map { root(of: $0) }
  }

  /// Pops the navigation controller back to the flow's initial controller, unwinding every screen
  /// the flow pushed after it, and dismisses what the navigation controller presents.
  public func unwind(animated: Bool = true) {
    guard let context, let initialController else { return }
    if context.viewControllers.contains(initialController) {
      context.popToViewController(initialController, animated: animated)
    }
    if context.presentedViewController != nil {
      context.dismiss(animated: animated)
    }
  }

  /// Leaves the flow: pops everything it pushed, its initial controller included. If the flow is
  /// the root of its navigation controller, dismisses the navigation controller when it was
  /// presented, else pops to the root.
  public func dismiss(animated: Bool = true) {
    guard let context, let initialController else { return }
    let stack = context.viewControllers
    guard let index = stack.firstIndex(of: initialController) else { return }
    if index > 0 {
      context.popToViewController(stack[index - 1], animated: animated)
    } else if let presenting = context.presentingViewController {
      presenting.dismiss(animated: animated)
    } else {
      context.popToRootViewController(animated: animated)
    }
  }
}

extension Flow {
  /// A placer that presents the next screen of the flow on the controller at the top of what the
  /// flow's context presents; `nil` once the context is gone.
  public var nextPresentedInFlow: ScreenPlacer<UIViewController>? {
    guard let context else { return nil }
    return presented(on: context.topmostPresented)
  }

  /// Dismisses everything the flow's context presents.
  public func unwind(animated: Bool = true) {
    guard let context, context.presentedViewController != nil else { return }
    context.dismiss(animated: animated)
  }

  /// Leaves the flow: dismisses its context when it was presented (with what it presents), else
  /// dismisses what the context presents.
  public func dismiss(animated: Bool = true) {
    guard let context else { return }
    if let presenting = context.presentingViewController {
      presenting.dismiss(animated: animated)
    } else if context.presentedViewController != nil {
      context.dismiss(animated: animated)
    }
  }
}

extension Flow where Module.RequiredContext: UIPageViewController {
  /// A placer that shows the next screen of the flow as the next page of its page controller
  /// (the context, with its own type).
  public var nextPageInFlow: ScreenPlacer<RequiredContext>? {
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
