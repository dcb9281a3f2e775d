#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The drawing state of one bitmap: what an image renderer's context and an image context
  /// (`UIGraphicsBeginImageContextWithOptions`) draw into, and what `CGContext` exposes. Fills
  /// and strokes rectangles in sRGB, source over.
  final class GraphicsContext {
    /// The drawing area, in points (drawing coordinates start at its origin).
    let bounds: CGRect
    /// Pixels per point.
    let scale: CGFloat
    /// Whether the image is fully opaque.
    let opaque: Bool
    /// The pixels drawn so far.
    var bitmap: Bitmap
    /// The graphics state: colors, line width and clip.
    var state: State
    /// The states saved by `saveGState()`, innermost last.
    var savedStates: [State] = []
    /// Whether `UIGraphicsBeginImageContext…` made it (so `UIGraphicsGetImageFromCurrentImageContext`
    /// and `UIGraphicsEndImageContext` apply to it).
    let isImageContext: Bool
    #if !canImport(CoreGraphics)
      /// The `CGContext` that draws into it, while someone holds it.
      weak var wrapper: CGContext?
    #endif

    struct State {
      var fill: (red: Double, green: Double, blue: Double, alpha: Double) = (0, 0, 0, 1)
      var stroke: (red: Double, green: Double, blue: Double, alpha: Double) = (0, 0, 0, 1)
      var lineWidth: CGFloat = 1
      var clip: CGRect
    }

    init(bounds: CGRect, scale: CGFloat, opaque: Bool, isImageContext: Bool) {
      self.bounds = bounds
      self.scale = max(scale, 0)
      self.opaque = opaque
      self.isImageContext = isImageContext
      bitmap = Bitmap(
        width: Int((bounds.width * self.scale).rounded(.up)),
        height: Int((bounds.height * self.scale).rounded(.up)), opaque: opaque)
      state = State(clip: bounds)
    }

    /// The image drawn so far, of the context's size (points) and scale.
    var image: UIImage {
      UIImage(
        assetName: nil, symbolName: nil, size: bounds.size, renderingMode: .automatic,
        scale: scale, bitmap: bitmap)
    }

    static func components(
      _ color: UIColor
    ) -> (red: Double, green: Double, blue: Double, alpha: Double) {
      (
        Double(color.redComponent), Double(color.greenComponent), Double(color.blueComponent),
        Double(color.alphaComponent)
      )
    }

    /// Fills `rect` (points) with the fill color.
    func fill(_ rect: CGRect) { paint(rect, state.fill) }

    /// Strokes the edges of `rect` with the stroke color and line width, centered on the edges
    /// (as Core Graphics strokes a path).
    func strokeCentered(_ rect: CGRect) {
      let rect = rect.standardized
      let half = state.lineWidth / 2
      let outer = rect.insetBy(dx: -half, dy: -half)
      let inner = rect.insetBy(dx: half, dy: half)
      strokeBand(outer: outer, inner: inner)
    }

    /// Strokes the edges of `rect` with the stroke color, `width` points inside it.
    func strokeInside(_ rect: CGRect, width: CGFloat) {
      let rect = rect.standardized
      strokeBand(outer: rect, inner: rect.insetBy(dx: width, dy: width))
    }

    private func strokeBand(outer: CGRect, inner: CGRect) {
      let color = state.stroke
      let top = max(0, inner.minY - outer.minY)
      let bottom = max(0, outer.maxY - inner.maxY)
      paint(CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: top), color)
      paint(
        CGRect(x: outer.minX, y: outer.maxY - bottom, width: outer.width, height: bottom), color)
      let middle = outer.height - top - bottom
      paint(
        CGRect(
          x: outer.minX, y: outer.minY + top, width: max(0, inner.minX - outer.minX),
          height: middle), color)
      paint(
        CGRect(
          x: min(outer.maxX, inner.maxX), y: outer.minY + top,
          width: max(0, outer.maxX - inner.maxX), height: middle), color)
    }

    /// Limits later drawing to `rect`.
    func clip(to rect: CGRect) { state.clip = state.clip.intersection(rect) }

    /// Saves the graphics state.
    func saveState() { savedStates.append(state) }

    /// Restores the state saved last; `false` when none is saved.
    func restoreState() -> Bool {
      guard let saved = savedStates.popLast() else { return false }
      state = saved
      return true
    }

    private func paint(
      _ rect: CGRect, _ color: (red: Double, green: Double, blue: Double, alpha: Double)
    ) {
      let area = rect.standardized.intersection(state.clip)
      guard !area.isNull, !area.isEmpty else { return }
      let origin = bounds.origin
      func pixel(_ value: CGFloat, _ base: CGFloat) -> Int {
        Int(((value - base) * scale).rounded())
      }
      bitmap.fill(
        (
          pixel(area.minX, origin.x), pixel(area.minY, origin.y), pixel(area.maxX, origin.x),
          pixel(area.maxY, origin.y)
        ),
        red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    // MARK: The context stack

    /// The contexts drawing on this thread, innermost last: UIKit's graphics context stack
    /// (renderers' contexts, image contexts and pushed contexts); the main queue's for code on
    /// the main queue (see `ThreadLocal`).
    static var stack: [GraphicsContext] {
      (ThreadLocal.dictionary[stackKey] as? Stack)?.contexts ?? []
    }

    /// The context on top of this thread's stack.
    static var current: GraphicsContext? { stack.last }

    /// Pushes `context` on this thread's stack.
    static func push(_ context: GraphicsContext) {
      let stack = ThreadLocal.dictionary[stackKey] as? Stack ?? Stack()
      ThreadLocal.dictionary[stackKey] = stack
      stack.contexts.append(context)
    }

    /// Pops the context on top of this thread's stack; `nil` when it is empty.
    @discardableResult static func pop() -> GraphicsContext? {
      (ThreadLocal.dictionary[stackKey] as? Stack)?.contexts.popLast()
    }

    /// Runs `body` with `context` on top of this thread's stack.
    static func withCurrent<T>(_ context: GraphicsContext, _ body: () -> T) -> T {
      push(context)
      defer {
        if let stack = ThreadLocal.dictionary[stackKey] as? Stack,
          let index = stack.contexts.lastIndex(where: { $0 === context })
        {
          stack.contexts.remove(at: index)
        }
      }
      return body()
    }

    private static let stackKey = "HeadlessUIKit.GraphicsContext"

    private final class Stack {
      var contexts: [GraphicsContext] = []
    }
  }
#endif
