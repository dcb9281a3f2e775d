#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Where a supplementary item is attached to its item (or the point of the supplementary
  /// that is attached), as UIKit's `NSCollectionLayoutAnchor`: the edges name a side, a corner,
  /// or (none on an axis) the middle of that axis, then an offset moves it, in points or in
  /// units of the supplementary's own size.
  @preconcurrency @MainActor public final class NSCollectionLayoutAnchor {
    /// The edges the anchor names.
    public let edges: NSDirectionalRectEdge
    /// The offset from the edges: points, or fractions of the supplementary's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in units of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
      self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
      self.edges = edges
      offset = absoluteOffset
      isAbsoluteOffset = true
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
      self.edges = edges
      offset = fractionalOffset
      isAbsoluteOffset = false
    }

    /// The point of `rect` the edges name (leading is the right edge right to left).
    func point(in rect: CGRect, rightToLeft: Bool) -> CGPoint {
      let leading = rightToLeft ? rect.maxX : rect.minX
      let trailing = rightToLeft ? rect.minX : rect.maxX
      let x =
        edges.contains(.leading) ? leading : edges.contains(.trailing) ? trailing : rect.midX
      let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
      return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary of `size`; right to left, its x counts toward
    /// the leading edge as the layout mirrors (Apple is silent: the mirrored layout is the
    /// stricter reading of a layout that follows the layout direction).
    func points(for size: CGSize, rightToLeft: Bool) -> CGPoint {
      let scaled =
        isAbsoluteOffset
        ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
      return CGPoint(x: rightToLeft ? -scaled.x : scaled.x, y: scaled.y)
    }
  }

  extension NSCollectionLayoutSupplementaryItem {
    /// The frame of the supplementary attached to an item whose frame is `container`: its
    /// size resolved in the item's, the point of it ``itemAnchor`` names (the container
    /// anchor's edges without one) put on the container anchor's point of the item, then
    /// both anchors' offsets added (the SDK header's diagrams: `[.top, .trailing]` with a
    /// fractional offset of `(0.5, -0.5)` puts a badge's center on the item's corner).
    func frame(attachedTo container: CGRect, rightToLeft: Bool) -> CGRect {
      guard let containerAnchor else { return .zero }
      let size = layoutSize.resolve(in: container.size)
      let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
      let target = containerAnchor.point(in: container, rightToLeft: rightToLeft)
      let source = own.point(in: CGRect(origin: .zero, size: size), rightToLeft: rightToLeft)
      let moved = containerAnchor.points(for: size, rightToLeft: rightToLeft)
      let ownMoved = itemAnchor?.points(for: size, rightToLeft: rightToLeft) ?? .zero
      return CGRect(
        x: target.x - source.x + moved.x + ownMoved.x,
        y: target.y - source.y + moved.y + ownMoved.y, width: size.width, height: size.height)
    }
  }
#endif
