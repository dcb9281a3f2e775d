#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension NSValue {
    /// Wraps a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The wrapped rectangle, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// Wraps a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The wrapped point, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// Wraps a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The wrapped size, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
  }
#endif
