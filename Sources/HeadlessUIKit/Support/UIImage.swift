#if !canImport(UIKit)
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

    init(assetName: String?, symbolName: String?, size: CGSize, renderingMode: RenderingMode) {
      self.assetName = assetName
      self.symbolName = symbolName
      self.size = size
      self.renderingMode = renderingMode
    }

    /// An empty image.
    public convenience init() {
      self.init(assetName: nil, symbolName: nil, size: .zero, renderingMode: .automatic)
    }

    /// The SF Symbol with the given name. Headless: every name is accepted.
    public convenience init?(systemName name: String) {
      self.init(assetName: nil, symbolName: name, size: .zero, renderingMode: .automatic)
    }

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
        assetName: assetName, symbolName: symbolName, size: size, renderingMode: renderingMode)
    }

    /// The same image tinted (headless: the same image).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// Two images are equal when they come from the same name.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs.assetName == rhs.assetName && lhs.symbolName == rhs.symbolName
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
      return "UIImage()"
    }
  }
#endif
