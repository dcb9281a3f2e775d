#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // A plain table's section headers and footers float: each stays at the top (footers: the
  // bottom) of the visible area, below the adjusted content inset, while its section is on
  // screen. `rectForHeader(inSection:)` and `rectForFooter(inSection:)` keep their places in
  // the content; the views' frames are the floating ones.
  extension UITableView {
    func listPinsSupplementary(_ position: SupplementaryPosition, section: Int) -> Bool {
      style == .plain
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
