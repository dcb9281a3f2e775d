#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The delegate of a presentation controller, as UIKit's
  /// `UIAdaptivePresentationControllerDelegate` (all methods optional): told when the user
  /// swipes a sheet away (see `headless.swipeToDismiss()`), not when code dismisses it.
  @preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may swipe the sheet away (`true`).
    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    )
      -> Bool
    /// Called when the user's swipe was refused.
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
    /// Called before the user's swipe dismisses the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after the user's swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    /// Allows the swipe.
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {}
  }

  /// The object that manages a controller's presentation, as UIKit's
  /// `UIPresentationController`; owned by the presented controller.
  @preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// The presented controller (which owns this object).
    public unowned let presentedViewController: UIViewController
    /// The delegate told about the user's swipes (weak).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Creates the presentation controller of `presentedViewController`.
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentedViewController = presentedViewController
    }

    /// The controller that presents, once presented.
    public var presentingViewController: UIViewController? {
      presentedViewController.storedPresenting
    }

    /// How the controller is presented: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle {
      presentedViewController.modalPresentationStyle
    }

    /// Called when the presentation's traits changed (those of the presenting controller, as a
    /// change of the window's style or size class, or an override), before the presented
    /// controller hears of it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }

  extension UIViewController {
    /// The presentation controller of this controller or of its nearest presented ancestor;
    /// created on first access, so a delegate can be set before presenting.
    public var presentationController: UIPresentationController? {
      if storedPresenting == nil, let parent { return parent.presentationController }
      if let storedPresentationController { return storedPresentationController }
      let controller = UIPresentationController(
        presentedViewController: self, presenting: storedPresenting)
      storedPresentationController = controller
      return controller
    }
  }

#endif
