#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A slider, as UIKit's `UISlider`. Setting the value sends nothing; the user's drag
  /// (`headless.slide(to:)`) sets it and sends `.valueChanged`.
  @preconcurrency @MainActor open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, kept within ``minimumValue``...``maximumValue``.
    open var value: Float {
      get { storedValue }
      set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The minimum value (0).
    open var minimumValue: Float = 0 {
      didSet { value = storedValue }
    }
    /// The maximum value (1).
    open var maximumValue: Float = 1 {
      didSet { value = storedValue }
    }
    /// Whether a drag sends `.valueChanged` continuously.
    open var isContinuous = true
    /// The color of the track below the thumb.
    open var minimumTrackTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("minimumTrackTintColor") { [minimumTrackTintColor] in
          $0.minimumTrackTintColor = minimumTrackTintColor
        }
      }
    }
    /// The color of the track above the thumb.
    open var maximumTrackTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("maximumTrackTintColor") { [maximumTrackTintColor] in
          $0.maximumTrackTintColor = maximumTrackTintColor
        }
      }
    }

    /// Creates a slider; it hugs its height (priority 750) but not its width.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a slider from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// No intrinsic width (a slider takes the width it is given); 31 points tall.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// The current width, 31 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: bounds.width, height: 31)
    }

    /// Sets the value (clamped); sends nothing, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) {
      self.value = value
    }
  }
#endif
