#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  extension UIColor {
    /// Headless only: the red component, 0...1 (UIKit: `getRed(_:green:blue:alpha:)`).
    public var red: CGFloat { redComponent }
    /// Headless only: the green component, 0...1.
    public var green: CGFloat { greenComponent }
    /// Headless only: the blue component, 0...1.
    public var blue: CGFloat { blueComponent }
    /// Headless only: the opacity, 0...1.
    public var alpha: CGFloat { alphaComponent }
    /// Headless only: the name of the UIKit color it stands for (`"systemRed"`), `nil` for a
    /// custom color; for renderers and tests.
    public var name: String? { systemName }
  }
#endif
