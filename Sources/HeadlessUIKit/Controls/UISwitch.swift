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

    /// Creates a switch at the frame's origin, of UIKit's fixed size (the frame's size is
    /// ignored, as UIKit documents); it hugs that size (priority 750 on both axes).
    public override init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
      hugFixedSize()
    }

    /// Creates a switch from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      hugFixedSize()
    }

    /// 51 × 31 points, the size of every switch on iOS 7 and later.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// The switch's fixed size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Turns it on or off; sends nothing, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }
  }
#endif
