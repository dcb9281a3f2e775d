#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A plus/minus stepper, as UIKit's `UIStepper`. Setting the value sends nothing; the
  /// user's taps (`headless.increment()`, `headless.decrement()`) step it and send
  /// `.valueChanged`.
  @preconcurrency @MainActor open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, kept within ``minimumValue``...``maximumValue``.
    open var value: Double {
      get { storedValue }
      set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The minimum value (0).
    open var minimumValue: Double = 0 {
      didSet { value = storedValue }
    }
    /// The maximum value (100).
    open var maximumValue: Double = 100 {
      didSet { value = storedValue }
    }
    /// The step (1).
    open var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other end.
    open var wraps = false
    /// Whether holding repeats.
    open var autorepeat = true
    /// Whether changes are sent while holding.
    open var isContinuous = true

    /// Creates a stepper; it hugs its fixed size (priority 750 on both axes).
    public override init(frame: CGRect) {
      super.init(frame: frame)
      hugFixedSize()
    }

    /// Creates a stepper from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      hugFixedSize()
    }

    /// 94 × 32 points, the size of a stepper on iOS 13 and later.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// The stepper's fixed size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The value after one user step up or down.
    func steppedValue(up: Bool) -> Double {
      let next = storedValue + (up ? stepValue : -stepValue)
      if wraps {
        if next > maximumValue { return minimumValue }
        if next < minimumValue { return maximumValue }
      }
      return min(max(next, minimumValue), maximumValue)
    }
  }
#endif
