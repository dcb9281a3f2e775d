#if !os(iOS) && !os(tvOS) && !os(visionOS)
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
    open var scale: CGFloat = 3
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
  /// `UIGraphicsImageRendererContext`. Headless: no Core Graphics; it fills and strokes
  /// rectangles with the color set by `UIColor.setFill()` / `setStroke()` (there is no
  /// `cgContext`).
  open class UIGraphicsImageRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    var bitmap: HeadlessBitmap
    var fillColor: UIColor = .black
    var strokeColor: UIColor = .black
    private var clipRect: CGRect

    init(format: UIGraphicsImageRendererFormat) {
      self.format = format
      let scale = max(format.scale, 0)
      bitmap = HeadlessBitmap(
        width: Int((format.bounds.width * scale).rounded(.up)),
        height: Int((format.bounds.height * scale).rounded(.up)), opaque: format.opaque)
      clipRect = format.bounds
    }

    /// The image drawn so far.
    open var currentImage: UIImage {
      UIImage(
        assetName: nil, symbolName: nil, size: format.bounds.size, renderingMode: .automatic,
        scale: format.scale, bitmap: bitmap)
    }

    /// Fills `rect` (in points) with the fill color.
    open func fill(_ rect: CGRect) {
      paint(rect, with: fillColor)
    }

    /// Strokes the edges of `rect` with the stroke color, one point wide inside it.
    open func stroke(_ rect: CGRect) {
      let line: CGFloat = 1
      paint(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: line), with: strokeColor)
      paint(
        CGRect(x: rect.minX, y: rect.maxY - line, width: rect.width, height: line),
        with: strokeColor)
      paint(
        CGRect(x: rect.minX, y: rect.minY + line, width: line, height: rect.height - 2 * line),
        with: strokeColor)
      paint(
        CGRect(
          x: rect.maxX - line, y: rect.minY + line, width: line, height: rect.height - 2 * line),
        with: strokeColor)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
      clipRect = clipRect.intersection(rect)
    }

    private func paint(_ rect: CGRect, with color: UIColor) {
      let area = rect.standardized.intersection(clipRect)
      guard !area.isNull, !area.isEmpty else { return }
      let scale = format.scale
      let origin = format.bounds.origin
      func pixel(_ value: CGFloat, _ base: CGFloat) -> Int {
        Int(((value - base) * scale).rounded())
      }
      bitmap.fill(
        (
          pixel(area.minX, origin.x), pixel(area.minY, origin.y), pixel(area.maxX, origin.x),
          pixel(area.maxY, origin.y)
        ),
        red: Double(color.redComponent), green: Double(color.greenComponent),
        blue: Double(color.blueComponent), alpha: Double(color.alphaComponent))
    }

    /// The contexts drawing on this thread, innermost last (what `UIColor.setFill()` sets).
    static var current: UIGraphicsImageRendererContext? {
      (Thread.current.threadDictionary[currentKey] as? ContextStack)?.contexts.last
    }

    static func withCurrent<T>(_ context: UIGraphicsImageRendererContext, _ body: () -> T) -> T {
      let stack =
        Thread.current.threadDictionary[currentKey] as? ContextStack ?? ContextStack()
      Thread.current.threadDictionary[currentKey] = stack
      stack.contexts.append(context)
      defer { stack.contexts.removeLast() }
      return body()
    }

    private static let currentKey = "HeadlessUIKit.UIGraphicsImageRendererContext"

    private final class ContextStack {
      var contexts: [UIGraphicsImageRendererContext] = []
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
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      render(actions).currentImage
    }

    /// Runs `actions` on a new context and returns the image as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      render(actions).bitmap.pngData()
    }

    /// Runs `actions` on a new context and returns the image as JPEG data of the given quality
    /// (0...1).
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
      UIGraphicsImageRendererContext.withCurrent(context) { actions(context) }
      return context
    }
  }

  extension UIColor {
    /// Makes it the fill color of the image renderer drawing on this thread (else nothing).
    public func setFill() {
      UIGraphicsImageRendererContext.current?.fillColor = self
    }

    /// Makes it the stroke color of the image renderer drawing on this thread (else nothing).
    public func setStroke() {
      UIGraphicsImageRendererContext.current?.strokeColor = self
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
