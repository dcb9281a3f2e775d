#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An on/off switch, as UIKit's `UISwitch`. Setting ``isOn`` sends nothing; the user's
  /// toggle (`headless.toggle()`) flips it and sends `.valueChanged`.
  @preconcurrency @MainActor open class UISwitch: UIControl {
    /// Whether it is on.
    open var isOn = false
    /// The color when on.
    open var onTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("onTintColor") { [onTintColor] in $0.onTintColor = onTintColor }
      }
    }
    /// The color of the thumb.
    open var thumbTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("thumbTintColor") { [thumbTintColor] in
          $0.thumbTintColor = thumbTintColor
        }
      }
    }

    /// Turns it on or off; sends nothing, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }
  }
#endif
