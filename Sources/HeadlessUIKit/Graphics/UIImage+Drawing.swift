#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIImage {
    /// Draws the whole image into `rect` of the current graphics context, scaled to fill it,
    /// over what is there (source over, as UIKit's `draw(in:)` in the normal blend mode);
    /// without a current context, nothing. Headless: only an image with pixels (one an image
    /// context or renderer made) draws; named and symbol images have none and draw nothing.
    public func draw(in rect: CGRect) {
      guard let context = GraphicsContext.current, let bitmap else { return }
      context.draw(bitmap, in: rect)
    }

    /// Draws the image at its size in points with its top-left corner at `point`, as UIKit's
    /// `draw(at:)`.
    public func draw(at point: CGPoint) {
      draw(in: CGRect(origin: point, size: size))
    }
  }

  /// Fills `rect` of the current graphics context with its fill color, replacing what is there
  /// (the copy blend mode), as UIKit's `UIRectFill`; without a current context, nothing.
  public func UIRectFill(_ rect: CGRect) {
    GraphicsContext.current?.fillReplacing(rect)
  }

  extension GraphicsContext {
    /// The pixels of `rect` (points) inside the clip and the bitmap, or `nil` when none.
    fileprivate func pixels(of rect: CGRect) -> (x: Range<Int>, y: Range<Int>)? {
      let area = rect.standardized.intersection(state.clip)
      guard !area.isNull, !area.isEmpty else { return nil }
      func pixel(_ value: CGFloat, _ base: CGFloat) -> Int {
        Int(((value - base) * scale).rounded())
      }
      let x0 = max(0, pixel(area.minX, bounds.minX))
      let x1 = min(bitmap.width, pixel(area.maxX, bounds.minX))
      let y0 = max(0, pixel(area.minY, bounds.minY))
      let y1 = min(bitmap.height, pixel(area.maxY, bounds.minY))
      guard x0 < x1, y0 < y1 else { return nil }
      return (x0..<x1, y0..<y1)
    }

    /// Draws `source` scaled into `rect` (points), sampling the nearest source pixel, source
    /// over.
    func draw(_ source: Bitmap, in rect: CGRect) {
      let rect = rect.standardized
      guard source.width > 0, source.height > 0, let area = pixels(of: rect) else { return }
      let left = Double((rect.minX - bounds.minX) * scale)
      let top = Double((rect.minY - bounds.minY) * scale)
      let width = Double(rect.width * scale)
      let height = Double(rect.height * scale)
      for y in area.y {
        let sourceY = min(
          source.height - 1, max(0, Int((Double(y) + 0.5 - top) / height * Double(source.height))))
        for x in area.x {
          let sourceX = min(
            source.width - 1, max(0, Int((Double(x) + 0.5 - left) / width * Double(source.width))))
          let i = (sourceY * source.width + sourceX) * 4
          bitmap.fill(
            (x, y, x + 1, y + 1), red: Double(source.rgba[i]) / 255,
            green: Double(source.rgba[i + 1]) / 255, blue: Double(source.rgba[i + 2]) / 255,
            alpha: Double(source.rgba[i + 3]) / 255)
        }
      }
    }

    /// Sets the pixels of `rect` (points) to the fill color (the copy blend mode).
    func fillReplacing(_ rect: CGRect) {
      guard let area = pixels(of: rect) else { return }
      let fill = state.fill
      let values = [fill.red, fill.green, fill.blue, fill.alpha].map {
        UInt8((min(1, max(0, $0)) * 255).rounded())
      }
      for y in area.y {
        for x in area.x {
          let i = (y * bitmap.width + x) * 4
          bitmap.rgba.replaceSubrange(i..<(i + 4), with: values)
        }
      }
    }
  }
#endif
