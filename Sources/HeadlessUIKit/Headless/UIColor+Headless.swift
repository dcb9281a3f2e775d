#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension Headless.Proxy where Base: UIColor {
    /// The red component, 0...1 (UIKit: `getRed(_:green:blue:alpha:)`).
    public var red: CGFloat { base.redComponent }
    /// The green component, 0...1.
    public var green: CGFloat { base.greenComponent }
    /// The blue component, 0...1.
    public var blue: CGFloat { base.blueComponent }
    /// The opacity, 0...1.
    public var alpha: CGFloat { base.alphaComponent }
    /// The name of the UIKit color it stands for (`"systemRed"`), `nil` for a custom color;
    /// for renderers and tests.
    public var name: String? { base.systemName }
  }
#endif
