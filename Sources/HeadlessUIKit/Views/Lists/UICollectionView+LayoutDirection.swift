#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Right to left: the collection view mirrors its layout's frames, as UIKit's does for a layout
  // whose `flipsHorizontallyInOppositeLayoutDirection` is `true`.
  extension UICollectionView {
    /// Whether the layout's frames are mirrored across the collection's width: the layout
    /// flips, and the collection's effective layout direction is not the layout's development
    /// direction (the SDK's UICollectionViewLayout.h: "a UICollectionView showing this layout
    /// will ensure its bounds.origin is always found at the leading edge, flipping its
    /// coordinate system horizontally if necessary"). Headless: a layout that scrolls
    /// horizontally is not mirrored along its axis (the list engine finds the visible items
    /// from the unmirrored offset).
    var flipsLayoutHorizontally: Bool {
      let layout = collectionViewLayout
      return layout.flipsHorizontallyInOppositeLayoutDirection && !listScrollsHorizontally
        && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// `frame` mirrored across the viewport's width when the computed layout flips.
    func flippedIfNeeded(_ frame: CGRect, viewport: CGSize) -> CGRect {
      guard layoutResult?.flipsHorizontally == true else { return frame }
      var mirrored = frame
      mirrored.origin.x = viewport.width - frame.maxX
      return mirrored
    }
  }
#endif
