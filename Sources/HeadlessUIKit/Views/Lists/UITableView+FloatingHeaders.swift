#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // A plain table's section headers and footers float: each stays at the top (footers: the
  // bottom) of the visible area, below the adjusted content inset, while its section is on
  // screen. `rectForHeader(inSection:)` and `rectForFooter(inSection:)` keep their places in
  // the content; the views' frames are the floating ones.
  extension UITableView {
    /// Puts the headers and footers on screen in front of the rows, as UIKit stacks them, so a
    /// floating one covers the rows it floats over (touches included).
    func bringFloatingViewsToFront() {
      guard style == .plain, !engine.visibleSupplementaries.isEmpty else { return }
      for key in engine.visibleSupplementaries.keys.sorted() {
        if let view = engine.visibleSupplementaries[key] { bringSubviewToFront(view) }
      }
    }

    /// A plain table's headers and footers that have a height (one of 0 shows nothing, and its
    /// view is not asked for).
    func listPinsSupplementary(_ position: SupplementaryPosition, section: Int) -> Bool {
      guard style == .plain else { return false }
      let geometry = engine.currentGeometry
      guard geometry.sections.indices.contains(section) else { return false }
      let extents = geometry.sections[section]
      return (position == .header ? extents.headerExtent : extents.footerExtent) > 0
    }

    func listSupplementaryFrame(
      _ key: SupplementaryKey, geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      let span = geometry.span(of: key)
      guard style == .plain else {
        return CGRect(x: 0, y: span.offset, width: viewport.width, height: span.extent)
      }
      let insets = adjustedContentInset
      let top = contentOffset.y + insets.top
      let visible = top..<max(top, contentOffset.y + viewport.height - insets.bottom)
      let y = geometry.pinnedOffset(of: key, visible: visible)
      return CGRect(x: 0, y: y, width: viewport.width, height: span.extent)
    }
  }
#endif
