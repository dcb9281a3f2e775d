#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // UIKit's bitmap image context functions (UIGraphics.h), on the same per-thread context stack
  // as `UIGraphicsImageRenderer` and the same pixels (`Bitmap`). Not main-actor, as in
  // UIKit (they may be used on any thread; the stack is the thread's own).

  /// Creates a bitmap image context of `size` points, not opaque, at a scale of 1, and makes it
  /// the current context: `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)`, as UIKit
  /// documents.
  public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1.0)
  }

  /// Creates a bitmap image context of `size` points and pushes it on this thread's graphics
  /// context stack, as UIKit's `UIGraphicsBeginImageContextWithOptions`. A `scale` of 0 is the
  /// main screen's scale; an opaque context starts black, another transparent.
  public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
  ) {
    let scale = scale == 0 ? UIScreen.mainScale : scale
    GraphicsContext.push(
      GraphicsContext(
        bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque,
        isImageContext: true))
  }

  /// The image drawn in the current context, of its size and scale, as UIKit's
  /// `UIGraphicsGetImageFromCurrentImageContext`; `nil` when the current context is none or
  /// was not made by `UIGraphicsBeginImageContext…`.
  public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContext.current, context.isImageContext else {
      return nil
    }
    return context.image
  }

  /// Pops the current image context off this thread's stack, as UIKit's
  /// `UIGraphicsEndImageContext`. When the current context was not made by
  /// `UIGraphicsBeginImageContext…` it does nothing, as UIKit documents; headless, that
  /// unbalanced call is also reported as a misuse when made on the main queue.
  public func UIGraphicsEndImageContext(fileID: String = #fileID, line: Int = #line) {
    guard let context = GraphicsContext.current, context.isImageContext else {
      if MainQueue.isCurrent {
        MainActor.assumeIsolated {
          Misuse.report(
            "UIGraphicsEndImageContext() was called while the current graphics context is not an image context made by UIGraphicsBeginImageContext (none, or a renderer's or pushed one); nothing was ended.",
            fix:
              "Call UIGraphicsEndImageContext() once for each UIGraphicsBeginImageContext(WithOptions), after UIGraphicsGetImageFromCurrentImageContext().",
            fileID: fileID, line: line)
        }
      }
      return
    }
    GraphicsContext.pop()
  }

  #if !canImport(CoreGraphics)
    /// A Core Graphics drawing context, as `CGContext` (which UIKit re-exports). Headless: a
    /// bitmap context that fills and strokes rectangles in sRGB; `UIGraphicsGetCurrentContext()`
    /// returns the one an image context or renderer draws into.
    public final class CGContext {
      let drawing: GraphicsContext

      init(_ drawing: GraphicsContext) {
        self.drawing = drawing
      }

      /// The width of the bitmap, in pixels.
      public var width: Int { drawing.bitmap.width }
      /// The height of the bitmap, in pixels.
      public var height: Int { drawing.bitmap.height }

      /// Sets the fill color.
      public func setFillColor(_ color: CGColor) {
        drawing.state.fill = GraphicsContext.components(UIColor(cgColor: color))
      }

      /// Sets the fill color from sRGB components.
      public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        drawing.state.fill = (Double(red), Double(green), Double(blue), Double(alpha))
      }

      /// Sets the stroke color.
      public func setStrokeColor(_ color: CGColor) {
        drawing.state.stroke = GraphicsContext.components(UIColor(cgColor: color))
      }

      /// Sets the stroke color from sRGB components.
      public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        drawing.state.stroke = (Double(red), Double(green), Double(blue), Double(alpha))
      }

      /// Sets the width of strokes, in points (1 by default).
      public func setLineWidth(_ width: CGFloat) {
        drawing.state.lineWidth = width
      }

      /// Fills `rect` with the fill color.
      public func fill(_ rect: CGRect) {
        drawing.fill(rect)
      }

      /// Fills each of `rects` with the fill color.
      public func fill(_ rects: [CGRect]) {
        rects.forEach(drawing.fill)
      }

      /// Strokes the edges of `rect` with the stroke color and line width, centered on them.
      public func stroke(_ rect: CGRect) {
        drawing.strokeCentered(rect)
      }

      /// Strokes the edges of `rect` with the stroke color, `width` points wide, centered on
      /// them.
      public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = drawing.state.lineWidth
        drawing.state.lineWidth = width
        drawing.strokeCentered(rect)
        drawing.state.lineWidth = saved
      }

      /// Limits later drawing to `rect` (intersected with the current clip).
      public func clip(to rect: CGRect) {
        drawing.clip(to: rect)
      }

      /// Saves the graphics state (colors, line width, clip).
      public func saveGState() {
        drawing.saveState()
      }

      /// Restores the graphics state saved last; without a saved state, nothing (Core Graphics
      /// logs an error).
      public func restoreGState() {
        _ = drawing.restoreState()
      }
    }

    extension GraphicsContext {
      /// The `CGContext` drawing into this context (one per context).
      var cgContext: CGContext {
        if let wrapper { return wrapper }
        let made = CGContext(self)
        wrapper = made
        return made
      }
    }

    extension UIGraphicsImageRendererContext {
      /// The Core Graphics context the actions draw into.
      public var cgContext: CGContext { drawing.cgContext }
    }

    /// The current graphics context of this thread (an image context's, a renderer's while its
    /// actions run, or a pushed one), as UIKit's `UIGraphicsGetCurrentContext`; `nil` when none.
    public func UIGraphicsGetCurrentContext() -> CGContext? {
      GraphicsContext.current?.cgContext
    }

    /// Makes `context` the current graphics context of this thread, as UIKit's
    /// `UIGraphicsPushContext`.
    public func UIGraphicsPushContext(_ context: CGContext) {
      GraphicsContext.push(context.drawing)
    }

    /// Removes the current graphics context from the top of this thread's stack, as UIKit's
    /// `UIGraphicsPopContext`.
    public func UIGraphicsPopContext() {
      GraphicsContext.pop()
    }
  #endif
#endif
