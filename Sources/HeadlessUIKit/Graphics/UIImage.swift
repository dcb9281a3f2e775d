#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An image, as UIKit's `UIImage`. Headless: no pixels; it holds the name it was made from.
  public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn: as is or as a template tinted by the view.
    public enum RenderingMode: Int, Sendable {
      /// The view's choice.
      case automatic
      /// Drawn with its own colors.
      case alwaysOriginal
      /// Drawn as a template, in the tint color.
      case alwaysTemplate
    }

    let assetName: String?
    let symbolName: String?
    /// The size in points (zero: a headless image has no pixels).
    public let size: CGSize
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// Pixels per point (1, or the scale of the renderer that drew it).
    public let scale: CGFloat
    /// The pixels of an image a `UIGraphicsImageRenderer` drew.
    let bitmap: Bitmap?

    init(
      assetName: String?, symbolName: String?, size: CGSize, renderingMode: RenderingMode,
      scale: CGFloat = 1, bitmap: Bitmap? = nil
    ) {
      self.assetName = assetName
      self.symbolName = symbolName
      self.size = size
      self.renderingMode = renderingMode
      self.scale = scale
      self.bitmap = bitmap
    }

    /// An empty image.
    public convenience init() {
      self.init(assetName: nil, symbolName: nil, size: .zero, renderingMode: .automatic)
    }

    /// The SF Symbol with the given name. Headless: every name is accepted.
    public convenience init?(systemName name: String) {
      self.init(assetName: nil, symbolName: name, size: .zero, renderingMode: .automatic)
    }

    /// The SF Symbol with the given name and configuration. Headless: every name is accepted.
    public convenience init?(systemName name: String, withConfiguration: SymbolConfiguration?) {
      self.init(systemName: name)
    }

    /// The image with a symbol configuration applied (itself, headless).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

    /// The image named so in the app's assets. Headless: every name is accepted.
    public convenience init?(named name: String) {
      self.init(assetName: name, symbolName: nil, size: .zero, renderingMode: .automatic)
    }

    /// The image named so in a bundle's assets. Headless: every name is accepted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith: Any? = nil) {
      self.init(named: name)
    }

    /// Whether it is an SF Symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    /// The same image drawn in the given mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      UIImage(
        assetName: assetName, symbolName: symbolName, size: size, renderingMode: renderingMode,
        scale: scale, bitmap: bitmap)
    }

    /// The same image tinted (headless: the same image).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// Two images are equal when they come from the same name (drawn images: the same
    /// pixels).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs.assetName == rhs.assetName && lhs.symbolName == rhs.symbolName
        && lhs.bitmap == rhs.bitmap
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(assetName)
      hasher.combine(symbolName)
    }

    /// The name it was made from.
    public var description: String {
      if let symbolName { return "UIImage(systemName: \"\(symbolName)\")" }
      if let assetName { return "UIImage(named: \"\(assetName)\")" }
      if bitmap != nil { return "UIImage(size: \(size), scale: \(scale))" }
      return "UIImage()"
    }
  }

  extension UIImage {
    /// How an SF Symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`.
    public struct SymbolConfiguration: Hashable, Sendable {
      /// The scale of a symbol relative to its font.
      public enum Scale: Int, Sendable {
        /// The default.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
      }

      // UIKit does not expose what a configuration holds: read it with `headless`.
      /// The point size, if given.
      let symbolPointSize: CGFloat?
      /// The weight, if given.
      let symbolWeight: UIImage.SymbolWeight?
      /// The text style, if given.
      let symbolTextStyle: UIFont.TextStyle?
      /// The size of the symbol relative to the text it sits in.
      let symbolScale: Scale

      /// A configuration of the given point size and weight.
      public init(
        pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular, scale: Scale = .default
      ) {
        self.symbolPointSize = pointSize
        self.symbolWeight = weight
        self.symbolTextStyle = nil
        self.symbolScale = scale
      }

      /// A configuration of the given text style.
      public init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
        self.symbolPointSize = nil
        self.symbolWeight = nil
        self.symbolTextStyle = textStyle
        self.symbolScale = scale
      }

      /// A configuration of the given weight.
      public init(weight: UIImage.SymbolWeight) {
        self.symbolPointSize = nil
        self.symbolWeight = weight
        self.symbolTextStyle = nil
        self.symbolScale = .default
      }

      /// A configuration of the given scale.
      public init(scale: Scale) {
        self.symbolPointSize = nil
        self.symbolWeight = nil
        self.symbolTextStyle = nil
        self.symbolScale = scale
      }
    }

    /// The weight of an SF Symbol, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
      /// Unspecified.
      case unspecified
      /// Ultra light.
      case ultraLight
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black
    }
  }
#endif
