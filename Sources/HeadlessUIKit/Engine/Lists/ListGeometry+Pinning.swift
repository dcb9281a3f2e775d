#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension ListGeometry {
    /// Where a header or footer that floats sits along the axis, `visible` being the part of
    /// the content not under the adjusted content insets: a header at the visible range's
    /// start, never above its own place nor below its section's footer (so the next section's
    /// header pushes it out); a footer at the visible range's end, never below its own place
    /// nor above its section's header.
    func pinnedOffset(of key: SupplementaryKey, visible: Range<CGFloat>) -> CGFloat {
      let span = span(of: key)
      if key.position == .header {
        let end = footerSpan(of: key.section).offset
        return max(span.offset, min(visible.lowerBound, end - span.extent))
      }
      let header = headerSpan(of: key.section)
      return min(span.offset, max(visible.upperBound - span.extent, header.offset + header.extent))
    }
  }
#endif
