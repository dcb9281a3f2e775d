#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  #if canImport(CoreGraphics)
    import CoreGraphics
  #else
    /// A Core Graphics color, as `CGColor` (which UIKit re-exports): sRGB components.
    public final class CGColor: Hashable, Sendable {
      /// The red, green, blue and alpha components.
      public let components: [CGFloat]?
      /// The opacity component, from 0 (transparent) to 1 (opaque).
      public let alpha: CGFloat
      /// The number of components (4).
      public var numberOfComponents: Int { components?.count ?? 0 }

      /// Creates a color from sRGB components.
      public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.components = [red, green, blue, alpha]
        self.alpha = alpha
      }

      /// Creates a gray.
      public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
      }

      /// Colors are equal when their components are.
      public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
      }

      /// Hashes the components.
      public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    }
  #endif

  extension UIColor {
    /// The color as a `CGColor`.
    public var cgColor: CGColor {
      CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    /// Creates a color from a `CGColor`.
    public convenience init(cgColor: CGColor) {
      let parts = cgColor.components ?? [0, 0, 0, 1]
      let padded = parts + Array(repeating: 1, count: max(0, 4 - parts.count))
      self.init(red: padded[0], green: padded[1], blue: padded[2], alpha: padded[3])
    }
  }
#endif
