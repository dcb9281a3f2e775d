#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// The widest `readableContentGuide` UIKit makes at the default text size (Large): 672
    /// points. The headless UIKit has no content size categories, so this is the only width.
    static let readableContentWidth: CGFloat = 672

    /// The insets of `readableContentGuide` from the view's bounds, as the layout engine places
    /// the guide: the layout margins, vertically and where the margins guide is at most
    /// ``readableContentWidth`` wide; on a wider view, the readable width centered between the
    /// margins.
    var readableContentInsets: UIEdgeInsets {
      let margins = layoutMargins
      let available = bounds.width - margins.left - margins.right
      guard available > Self.readableContentWidth else { return margins }
      let extra = (available - Self.readableContentWidth) / 2
      return UIEdgeInsets(
        top: margins.top, left: margins.left + extra, bottom: margins.bottom,
        right: margins.right + extra)
    }

    /// The height of `keyboardLayoutGuide`: while the keyboard shows, how far it reaches into the
    /// view from the bottom (its frame is the window's keyboard frame, 336 points at the bottom
    /// of the screen); otherwise the bottom safe area inset (Apple: the guide's top then follows
    /// the safe area's bottom).
    var keyboardLayoutGuideHeight: CGFloat {
      guard let window, window.isKeyboardShown, let geometry = safeAreaGeometry() else {
        let guide = storedLayoutGuides.first { $0.isKeyboardGuide } as? UIKeyboardLayoutGuide
        return guide?.tiesToSafeArea == false ? 0 : safeAreaInsets.bottom
      }
      let keyboardTop = UIWindow.keyboardFrame.minY - window.frame.minY
      return min(max(0, geometry.frame.maxY - keyboardTop), geometry.frame.height)
    }
  }
#endif
