#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// The insets of `readableContentGuide` from the view's bounds, as the layout engine places
    /// the guide.
    var readableContentInsets: UIEdgeInsets { layoutMargins }

    /// The height of `keyboardLayoutGuide`: the keyboard's overlap of the view, or the bottom
    /// safe area inset while no keyboard is shown (Apple: the guide's top then follows the safe
    /// area's bottom).
    var keyboardLayoutGuideHeight: CGFloat { safeAreaInsets.bottom }
  }
#endif
