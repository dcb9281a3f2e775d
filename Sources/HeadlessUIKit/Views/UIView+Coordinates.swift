#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Converting between views' coordinate systems, as UIKit does: a point in a view's coordinates
  // is, in its superview's, moved by the view's frame origin less its bounds origin (a scroll
  // view's content offset), and so on up to the topmost view, whose frame is in the screen's
  // coordinates for a window. Views have no transform headless, so a rectangle only moves.

  extension UIView: UICoordinateSpace {
    /// `point`, given in the view's coordinates, in `view`'s; with `nil`, in its window's (for a
    /// view in no window, its topmost ancestor's). Views in different windows convert through
    /// the screen's coordinates, where windows' frames are.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      point.converted(fromOrigin: screenOrigin, toOrigin: (view ?? topmostAncestor).screenOrigin)
    }

    /// `point`, given in `view`'s coordinates (with `nil`, its window's, or for a view in no
    /// window its topmost ancestor's), in the view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      point.converted(fromOrigin: (view ?? topmostAncestor).screenOrigin, toOrigin: screenOrigin)
    }

    /// `rect`, given in the view's coordinates, in `view`'s; with `nil`, in its window's (for a
    /// view in no window, its topmost ancestor's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      rect.converted(fromOrigin: screenOrigin, toOrigin: (view ?? topmostAncestor).screenOrigin)
    }

    /// `rect`, given in `view`'s coordinates (with `nil`, its window's), in the view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      rect.converted(fromOrigin: (view ?? topmostAncestor).screenOrigin, toOrigin: screenOrigin)
    }

    /// `point`, given in the view's coordinates, in `coordinateSpace`'s.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      point.converted(fromOrigin: screenOrigin, toOrigin: coordinateSpace.spaceOrigin)
    }

    /// `point`, given in `coordinateSpace`, in the view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      point.converted(fromOrigin: coordinateSpace.spaceOrigin, toOrigin: screenOrigin)
    }

    /// `rect`, given in the view's coordinates, in `coordinateSpace`'s.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      rect.converted(fromOrigin: screenOrigin, toOrigin: coordinateSpace.spaceOrigin)
    }

    /// `rect`, given in `coordinateSpace`, in the view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      rect.converted(fromOrigin: coordinateSpace.spaceOrigin, toOrigin: screenOrigin)
    }

    /// Where the view's coordinates have their origin, in the coordinates its topmost
    /// ancestor's frame is in (the screen's, for a view in a window).
    var screenOrigin: CGPoint {
      var origin = CGPoint.zero
      var current: UIView? = self
      while let view = current {
        origin.x += view.frame.origin.x - view.bounds.origin.x
        origin.y += view.frame.origin.y - view.bounds.origin.y
        current = view.superview
      }
      return origin
    }

    /// The view at the top of the view's tree: its window, when it is in one.
    var topmostAncestor: UIView {
      var top = self
      while let parent = top.superview { top = parent }
      return top
    }
  }

  extension UIWindow {
    /// `point`, given in the window's coordinates, in `window`'s; with `nil`, in the screen's.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
      point.converted(fromOrigin: screenOrigin, toOrigin: window?.screenOrigin ?? .zero)
    }

    /// `point`, given in `window`'s coordinates (with `nil`, the screen's), in the window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
      point.converted(fromOrigin: window?.screenOrigin ?? .zero, toOrigin: screenOrigin)
    }

    /// `rect`, given in the window's coordinates, in `window`'s; with `nil`, in the screen's.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
      rect.converted(fromOrigin: screenOrigin, toOrigin: window?.screenOrigin ?? .zero)
    }

    /// `rect`, given in `window`'s coordinates (with `nil`, the screen's), in the window's.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
      rect.converted(fromOrigin: window?.screenOrigin ?? .zero, toOrigin: screenOrigin)
    }
  }
#endif
