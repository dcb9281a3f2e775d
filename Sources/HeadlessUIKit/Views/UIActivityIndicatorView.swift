#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A spinner, as UIKit's `UIActivityIndicatorView`. Hidden when stopped if
  /// ``hidesWhenStopped`` (the default).
  @preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
      /// Medium.
      case medium = 100
      /// Large.
      case large = 101
      /// The large white spinner of iOS 12 and earlier: drawn as ``large``, in white.
      @available(*, deprecated, renamed: "large", message: "deprecated in iOS 13.0")
      case whiteLarge = 0
      /// The white spinner of iOS 12 and earlier: drawn as ``medium``, in white.
      @available(*, deprecated, renamed: "medium", message: "deprecated in iOS 13.0")
      case white = 1
      /// The gray spinner of iOS 12 and earlier: drawn as ``medium``, in gray.
      @available(*, deprecated, renamed: "medium", message: "deprecated in iOS 13.0")
      case gray = 2
    }

    /// The style of the spinner (``Style/medium`` by default); it reads back as set. Headless:
    /// a deprecated style's only effect is its color (see ``color``).
    open var style: Style = .medium {
      didSet { invalidateIntrinsicContentSize() }
    }
    private var storedColor: UIColor?
    /// The color: the one set, else white for the deprecated white styles and gray for the
    /// deprecated gray one, as iOS draws them; `nil` (the default gray) for the others.
    /// Setting `nil` goes back to the style's color.
    open var color: UIColor! {
      get {
        storedColor
          ?? {
            switch style.rawValue {
            case 0, 1: return UIColor.white
            case 2: return UIColor.gray
            default: return nil
            }
          }()
      }
      set { storedColor = newValue }
    }
    /// Whether it is hidden when not animating (`true` by default).
    open var hidesWhenStopped = true {
      didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// Creates a spinner of the given style; stopped, hence hidden.
    public convenience init(style: Style) {
      self.init(frame: .zero)
      self.style = style
    }

    /// Creates a stopped, hidden spinner; it hugs its fixed size (priority 750 on both axes).
    public override init(frame: CGRect) {
      super.init(frame: frame)
      updateHidden()
      hugFixedSize()
    }

    /// Creates a spinner from an archive (headless: a stopped one).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      updateHidden()
      hugFixedSize()
    }

    /// The spinner's size: 37 × 37 points for the large styles, 20 × 20 for the others, as on
    /// iOS.
    open override var intrinsicContentSize: CGSize {
      switch style.rawValue {
      case Style.large.rawValue, 0: CGSize(width: 37, height: 37)
      default: CGSize(width: 20, height: 20)
      }
    }

    /// The spinner's size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts spinning, showing the view.
    open func startAnimating() {
      isAnimating = true
      updateHidden()
    }

    /// Stops spinning, hiding the view if ``hidesWhenStopped``.
    open func stopAnimating() {
      isAnimating = false
      updateHidden()
    }

    private func updateHidden() {
      if hidesWhenStopped { isHidden = !isAnimating }
    }
  }
#endif
