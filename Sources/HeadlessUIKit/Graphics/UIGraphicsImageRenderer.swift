#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The settings of an image renderer, as UIKit's `UIGraphicsImageRendererFormat`.
  open class UIGraphicsImageRendererFormat {
    /// The dynamic range of the image.
    public enum Range: Int, Sendable {
      /// Not specified.
      case unspecified = -1
      /// The system's choice.
      case automatic = 0
      /// Extended range.
      case extended = 1
      /// Standard range.
      case standard = 2
    }

    /// Pixels per point (the main screen's, 3, by default).
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the image is fully opaque (`false`: it starts transparent).
    open var opaque = false
    /// The dynamic range preferred (headless: stored only; images are 8-bit sRGB).
    open var preferredRange: Range = .automatic
    /// The renderer's bounds, once the format belongs to a renderer.
    open internal(set) var bounds: CGRect = .zero

    /// Creates the default format: the main screen's scale, not opaque.
    public init() {}

    /// The default format (the screen's scale).
    open class func `default`() -> UIGraphicsImageRendererFormat {
      UIGraphicsImageRendererFormat()
    }

    /// The format best for the main screen (the default one, headless).
    open class func preferred() -> UIGraphicsImageRendererFormat {
      UIGraphicsImageRendererFormat()
    }

    /// The format for a trait collection (its display scale).
    public convenience init(for traitCollection: UITraitCollection) {
      self.init()
      scale = traitCollection.displayScale
    }

    func copy() -> UIGraphicsImageRendererFormat {
      let copy = UIGraphicsImageRendererFormat()
      copy.scale = scale
      copy.opaque = opaque
      copy.preferredRange = preferredRange
      copy.bounds = bounds
      return copy
    }
  }

  /// The drawing context passed to an image renderer's actions, as UIKit's
  /// `UIGraphicsImageRendererContext`. Headless: it fills and strokes rectangles with the
  /// color set by `UIColor.setFill()` / `setStroke()`, or through its ``cgContext`` (which
  /// `UIGraphicsGetCurrentContext()` returns while the actions run, as in UIKit).
  open class UIGraphicsImageRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let drawing: GraphicsContext

    init(format: UIGraphicsImageRendererFormat) {
      self.format = format
      drawing = GraphicsContext(
        bounds: format.bounds, scale: format.scale, opaque: format.opaque, isImageContext: false)
    }

    var bitmap: Bitmap { drawing.bitmap }

    /// The image drawn so far.
    open var currentImage: UIImage { drawing.image }

    /// Fills `rect` (in points) with the fill color.
    open func fill(_ rect: CGRect) {
      drawing.fill(rect)
    }

    /// Strokes the edges of `rect` with the stroke color, one point wide inside it.
    open func stroke(_ rect: CGRect) {
      drawing.strokeInside(rect, width: 1)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
      drawing.clip(to: rect)
    }
  }

  /// Draws images, as UIKit's `UIGraphicsImageRenderer`: `image(actions:)` runs the drawing
  /// actions on a fresh context and returns an image of the renderer's size and scale.
  /// Headless: the context fills and strokes rectangles (no Core Graphics paths or text); the
  /// pixels are real, so `pngData(actions:)` and `jpegData(withCompressionQuality:actions:)`
  /// return valid files.
  open class UIGraphicsImageRenderer {
    /// The renderer's format (a copy of the one given).
    public let format: UIGraphicsImageRendererFormat
    /// Whether the renderer produces images (always).
    public var allowsImageOutput: Bool { true }

    /// A renderer of images of `size` points, in the default format.
    public convenience init(size: CGSize) {
      self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (drawing coordinates start at its origin), in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
      let copy = format.copy()
      copy.bounds = bounds
      self.format = copy
    }

    /// A renderer of images of `bounds`, in the default format.
    public convenience init(bounds: CGRect) {
      self.init(bounds: bounds, format: .default())
    }

    /// Runs `actions` on a new context and returns the image drawn.
    /// `@preconcurrency`, as the SDK's Objective-C import is: in Swift 6 a `Sendable` violation
    /// inside `actions` is a warning, as Xcode gives it.
    @preconcurrency
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      render(actions).currentImage
    }

    /// Runs `actions` on a new context and returns the image as PNG data.
    /// `@preconcurrency`, as the SDK's Objective-C import is: in Swift 6 a `Sendable` violation
    /// inside `actions` is a warning, as Xcode gives it.
    @preconcurrency
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      render(actions).bitmap.pngData()
    }

    /// Runs `actions` on a new context and returns the image as JPEG data of the given quality
    /// (0...1).
    /// `@preconcurrency`, as the SDK's Objective-C import is: in Swift 6 a `Sendable` violation
    /// inside `actions` is a warning, as Xcode gives it.
    @preconcurrency
    open func jpegData(
      withCompressionQuality compressionQuality: CGFloat,
      actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
      render(actions).bitmap.jpegData(quality: Double(compressionQuality))
    }

    private func render(
      _ actions: (UIGraphicsImageRendererContext) -> Void
    ) -> UIGraphicsImageRendererContext {
      let context = UIGraphicsImageRendererContext(format: format)
      GraphicsContext.withCurrent(context.drawing) { actions(context) }
      return context
    }
  }

  extension UIColor {
    /// Makes it the fill color of the current graphics context (an image renderer's or an
    /// image context drawing on this thread; else nothing).
    public func setFill() {
      GraphicsContext.current?.state.fill = GraphicsContext.components(self)
    }

    /// Makes it the stroke color of the current graphics context (else nothing).
    public func setStroke() {
      GraphicsContext.current?.state.stroke = GraphicsContext.components(self)
    }

    /// Makes it both the fill and the stroke color.
    public func set() {
      setFill()
      setStroke()
    }
  }

  extension UIImage {
    /// The image as PNG data: the pixels of an image a renderer drew; `nil` for other images
    /// (headless images made from names have no pixels).
    public func pngData() -> Data? { bitmap?.pngData() }

    /// The image as JPEG data of the given quality (0...1); `nil` for images without pixels.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
      bitmap?.jpegData(quality: Double(compressionQuality))
    }
  }
#endif
