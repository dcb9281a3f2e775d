#if !os(iOS) && !os(tvOS) && !os(visionOS)
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
    }

    /// The size of the spinner. Headless: stored only.
    open var style: Style = .medium
    /// The color (nil: the default gray).
    open var color: UIColor!
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

    /// Creates a stopped, hidden spinner.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      updateHidden()
    }

    /// Creates a spinner from an archive (headless: a stopped one).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      updateHidden()
    }

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
