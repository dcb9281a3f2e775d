#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that shows an image, as UIKit's `UIImageView`.
  @preconcurrency @MainActor open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown when highlighted.
    open var highlightedImage: UIImage? {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the highlighted image shows.
    open var isHighlighted = false {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// The symbol configuration applied to SF Symbol images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// Creates an image view showing an image.
    public convenience init(image: UIImage?) {
      self.init(frame: .zero)
      self.image = image
    }

    /// Creates an image view with a normal and a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
      self.init(image: image)
      self.highlightedImage = highlightedImage
    }

    /// Image views don't take touches by default, as in UIKit.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive (headless: an empty one).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isUserInteractionEnabled = false
    }

    /// The image shown now: the highlighted one while highlighted, if set.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The shown image's size; none along either axis without an image.
    open override var intrinsicContentSize: CGSize {
      shownImage?.size
        ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The shown image's size; the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      shownImage?.size ?? super.sizeThatFits(size)
    }
  }
#endif
