#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Right to left: the collection view mirrors its layout's frames, as UIKit's does for a layout
  // whose `flipsHorizontallyInOppositeLayoutDirection` is `true`. The layout keeps its own
  // coordinates (what its `layoutAttributes…` methods answer); the collection shows and answers
  // the mirrored ones.
  extension UICollectionView {
    /// Whether the layout's frames are mirrored horizontally: the layout flips, and the
    /// collection's effective layout direction is not the layout's development direction (the
    /// SDK's UICollectionViewLayout.h: "a UICollectionView showing this layout will ensure its
    /// bounds.origin is always found at the leading edge, flipping its coordinate system
    /// horizontally if necessary").
    var flipsLayoutHorizontally: Bool {
      let layout = collectionViewLayout
      return layout.flipsHorizontallyInOppositeLayoutDirection
        && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// Whether the computed layout is mirrored along its scrolling axis (it scrolls
    /// horizontally and flips): the first items are at the right end of the content.
    var listMirrorsAxis: Bool {
      layoutResult.map { $0.flipsHorizontally && $0.horizontal } ?? false
    }

    /// The width the frames are mirrored across: the viewport's for a vertical layout; for a
    /// horizontal one its content's, or the viewport's when the content is narrower (the
    /// leading edge is the right edge of the bounds: Apple is silent on short content; the
    /// header's "bounds.origin … at the leading edge" read strictly).
    private func mirrorWidth(_ geometry: ListGeometry, _ viewport: CGSize) -> CGFloat {
      listMirrorsAxis ? max(geometry.totalExtent, viewport.width) : viewport.width
    }

    /// `frame` mirrored across the collection when the computed layout flips: from the
    /// layout's coordinates to the collection's, and back (the mirror is its own inverse).
    func flippedIfNeeded(_ frame: CGRect, geometry: ListGeometry, viewport: CGSize) -> CGRect {
      guard layoutResult?.flipsHorizontally == true else { return frame }
      var mirrored = frame
      mirrored.origin.x = mirrorWidth(geometry, viewport) - frame.maxX
      return mirrored
    }

    /// `frame` mirrored along the scrolling axis of a horizontal layout that flips (a vertical
    /// one's elements are placed right to left as they are computed).
    func flippedAlongAxis(_ frame: CGRect, geometry: ListGeometry, viewport: CGSize) -> CGRect {
      listMirrorsAxis ? flippedIfNeeded(frame, geometry: geometry, viewport: viewport) : frame
    }

    /// `frame` in the collection's coordinates, from the current geometry.
    func shownFrame(_ frame: CGRect) -> CGRect {
      flippedIfNeeded(frame, geometry: engine.currentGeometry, viewport: engine.viewport)
    }

    /// The layout's range along the axis of `range` of the collection's (mirrored along a
    /// horizontal layout that flips).
    func listLayoutRange(_ range: Range<CGFloat>, geometry: ListGeometry) -> Range<CGFloat> {
      guard listMirrorsAxis else { return range }
      let width = mirrorWidth(geometry, engine.viewport)
      return (width - range.upperBound)..<(width - range.lowerBound)
    }
  }
#endif
