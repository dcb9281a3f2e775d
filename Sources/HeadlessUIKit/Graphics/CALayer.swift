#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Which corners a layer rounds, as Core Animation's `CACornerMask`.
  public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  }

  /// The layer behind a view, as Core Animation's `CALayer` (which UIKit re-exports).
  /// Headless: its properties are recorded, nothing is drawn.
  open class CALayer {
    /// The radius, in points, of the rounded corners of the background and border. Headless:
    /// stored only.
    open var cornerRadius: CGFloat = 0
    /// The corners rounded.
    open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The width, in points, of the border drawn inside the bounds; 0 draws none. Headless: stored
    /// only.
    open var borderWidth: CGFloat = 0
    /// The color of the border. Headless: stored only.
    open var borderColor: CGColor?
    /// The color that fills the bounds. Headless: stored only.
    open var backgroundColor: CGColor?
    /// The color of the drop shadow, drawn when ``shadowOpacity`` is above 0. Headless: stored
    /// only.
    open var shadowColor: CGColor?
    /// The opacity of the drop shadow, from 0 (none, the default) to 1. Headless: stored only.
    open var shadowOpacity: Float = 0
    /// The shadow blur radius.
    open var shadowRadius: CGFloat = 3
    /// How far the shadow is moved from the layer, in points; (0, -3) by default, as in Core
    /// Animation. Headless: stored only.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The opacity of the layer and its sublayers, from 0 (invisible) to 1. Headless: stored
    /// only.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The frame in the superlayer.
    open var frame: CGRect = .zero
    /// The name, for debugging.
    open var name: String?
    /// The sublayers, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer that contains this one (weak).
    open private(set) weak var superlayer: CALayer?

    /// Creates a layer.
    public init() {}

    /// Adds a sublayer on top.
    open func addSublayer(_ layer: CALayer) {
      layer.removeFromSuperlayer()
      sublayers = (sublayers ?? []) + [layer]
      layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
      superlayer?.sublayers?.removeAll { $0 === self }
      superlayer = nil
    }
  }
#endif
