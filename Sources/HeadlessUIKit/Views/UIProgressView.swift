#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A progress bar, as UIKit's `UIProgressView`: the fraction of a task done, from 0 to 1.
  @preconcurrency @MainActor open class UIProgressView: UIView {
    /// How the bar looks.
    public enum Style: Int, Sendable {
      /// The standard bar.
      case `default` = 0
      /// The bar for a toolbar.
      @available(tvOS, unavailable)
      case bar = 1
    }

    /// The bar's height in points, for either style: iOS 14 and later draw the bar 4 points
    /// tall (observed; Apple documents only that the style sets the height).
    static let barHeight: CGFloat = 4

    /// The style (``Style/default`` unless created with another).
    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0
    /// The fraction done, from 0 (the default) to 1; values outside are pinned, as in UIKit.
    /// With an ``observedProgress``, its fraction completed, read when asked.
    open var progress: Float {
      get {
        guard let observedProgress else { return storedProgress }
        return Self.pinned(Float(observedProgress.fractionCompleted))
      }
      set { storedProgress = Self.pinned(newValue) }
    }
    /// The progress whose `fractionCompleted` the bar shows (iOS 9). Headless: read each time
    /// ``progress`` is read, where UIKit observes it; setting ``progress`` meanwhile is kept for
    /// when it is `nil` again.
    open var observedProgress: Progress?
    /// The color of the part done.
    open var progressTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("progressTintColor") { [progressTintColor] in
          $0.progressTintColor = progressTintColor
        }
      }
    }
    /// The color of the part left.
    open var trackTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("trackTintColor") { [trackTintColor] in
          $0.trackTintColor = trackTintColor
        }
      }
    }
    /// The image of the part done.
    open var progressImage: UIImage? {
      didSet {
        appearanceSetterCalled("progressImage") { [progressImage] in
          $0.progressImage = progressImage
        }
      }
    }
    /// The image of the part left.
    open var trackImage: UIImage? {
      didSet {
        appearanceSetterCalled("trackImage") { [trackImage] in $0.trackImage = trackImage }
      }
    }

    /// Creates a bar of the given style, its frame as tall as the style's bar ("sets the view
    /// height according to the style").
    public convenience init(progressViewStyle style: Style) {
      self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
      progressViewStyle = style
    }

    /// Creates a bar; it hugs its height (priority 750) but not its width.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// No intrinsic width (a bar takes the width it is given); 4 points tall.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The current width, 4 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: bounds.width, height: Self.barHeight)
    }

    /// Sets ``progress`` (pinned to 0...1). Headless: the change is not animated.
    open func setProgress(_ progress: Float, animated: Bool) {
      self.progress = progress
    }

    private static func pinned(_ value: Float) -> Float {
      value.isNaN ? 0 : min(max(value, 0), 1)
    }
  }
#endif
