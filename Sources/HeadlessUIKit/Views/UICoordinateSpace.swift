#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A coordinate system points and rectangles convert between, as UIKit's
  /// `UICoordinateSpace`: every view (so every window) and the screen's `coordinateSpace` and
  /// `fixedCoordinateSpace`.
  @preconcurrency @MainActor
  public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point`, given in this coordinate space, in `coordinateSpace`'s.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this coordinate space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this coordinate space, in `coordinateSpace`'s.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this coordinate space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
  }

  extension UIScreen {
    /// The screen's coordinate space, the one windows' frames are in (headless: the same as
    /// `fixedCoordinateSpace`, as the interface stays in portrait).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
    /// The screen's coordinate space in the device's portrait-up orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
  }

  /// The main screen's coordinate space: its origin is the screen's top-left corner.
  @MainActor final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    static let shared = ScreenCoordinateSpace()

    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      point.converted(fromOrigin: .zero, toOrigin: coordinateSpace.spaceOrigin)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      point.converted(fromOrigin: coordinateSpace.spaceOrigin, toOrigin: .zero)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      rect.converted(fromOrigin: .zero, toOrigin: coordinateSpace.spaceOrigin)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      rect.converted(fromOrigin: coordinateSpace.spaceOrigin, toOrigin: .zero)
    }
  }

  extension UICoordinateSpace {
    /// Where the space's origin is in the screen's coordinates (for views, in the coordinates
    /// their topmost ancestor's frame is in: the screen's for a window).
    var spaceOrigin: CGPoint {
      switch self {
      case let view as UIView: view.screenOrigin
      case is ScreenCoordinateSpace: .zero
      // A space of the app's own knows where it is.
      default: convert(CGPoint.zero, to: ScreenCoordinateSpace.shared)
      }
    }
  }

  extension CGPoint {
    /// The point given in a space whose origin is at `source`, in one whose origin is at
    /// `destination` (both in a common space).
    func converted(fromOrigin source: CGPoint, toOrigin destination: CGPoint) -> CGPoint {
      CGPoint(x: x + source.x - destination.x, y: y + source.y - destination.y)
    }
  }

  extension CGRect {
    /// The rectangle given in a space whose origin is at `source`, in one whose origin is at
    /// `destination`; the null and infinite rectangles stay so.
    func converted(fromOrigin source: CGPoint, toOrigin destination: CGPoint) -> CGRect {
      guard !isNull, !isInfinite else { return self }
      return CGRect(origin: origin.converted(fromOrigin: source, toOrigin: destination), size: size)
    }
  }
#endif
