#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that shows an image, as UIKit's `UIImageView`.
  @preconcurrency @MainActor open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false
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
  }
#endif
