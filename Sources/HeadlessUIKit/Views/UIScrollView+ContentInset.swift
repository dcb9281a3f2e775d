#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIScrollView {
    /// The part of ``adjustedContentInset`` that comes from the safe area `safeArea` (the scroll
    /// view's own), edge by edge as ``contentInsetAdjustmentBehavior`` says. The SDK's
    /// UIScrollView.h defines the cases: `.scrollableAxes` adjusts an axis whose content is
    /// larger than the frame or that always bounces; `.automatic` does too, and adjusts the top
    /// and bottom whatever the content when the scroll view is owned by a controller with
    /// `automaticallyAdjustsScrollViewInsets` inside a navigation controller (the `.automatic`
    /// page adds "or tab bar controller": followed, as the newer source). "Owned" is read as
    /// being the controller's root view (the stricter reading: a scroll view deeper in the root
    /// view is adjusted only on its scrollable axes).
    func systemContentInset(safeArea: UIEdgeInsets) -> UIEdgeInsets {
      var vertical: Bool
      var horizontal: Bool
      switch contentInsetAdjustmentBehavior {
      case .never: return .zero
      case .always: return safeArea
      case .scrollableAxes, .automatic:
        vertical = alwaysBounceVertical || contentSize.height > frame.height
        horizontal = alwaysBounceHorizontal || contentSize.width > frame.width
      }
      if contentInsetAdjustmentBehavior == .automatic, let owner = owningViewController,
        owner.adjustsScrollViewInsets,
        owner.navigationController != nil || owner.tabBarController != nil
      {
        vertical = true
      }
      return UIEdgeInsets(
        top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
        bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }

    /// The safe area insets the scroll view's content is given: the scroll view's own, less
    /// the edges its adjusted insets already keep the content clear of. Observed on iOS: a
    /// table's cells under a navigation bar have no top safe area inset, wherever they scroll.
    func contentSafeAreaInsets(safeArea: UIEdgeInsets) -> UIEdgeInsets {
      safeArea.subtracting(systemContentInset(safeArea: safeArea))
    }

    /// Announces a change of ``adjustedContentInset`` (``adjustedContentInsetDidChange()``);
    /// when the safe area's part changed while the content sat at its top (or left) edge, the
    /// offset follows the new edge, so the content shows where it did (a table appearing under
    /// a navigation bar starts at `contentOffset.y == -adjustedContentInset.top`). A change of
    /// `contentInset` alone leaves the offset where it is, as UIKit does.
    func updateAdjustedContentInset(safeArea: UIEdgeInsets? = nil) {
      let safeArea = safeArea ?? safeAreaInsets
      let adjusted = contentInset.adding(systemContentInset(safeArea: safeArea))
      let old = announcedAdjustedContentInset
      guard adjusted != old else { return }
      announcedAdjustedContentInset = adjusted
      let oldSystem = old.subtracting(contentInset)
      let newSystem = adjusted.subtracting(contentInset)
      var offset = contentOffset
      if newSystem.top != oldSystem.top, offset.y == -old.top { offset.y = -adjusted.top }
      if newSystem.left != oldSystem.left, offset.x == -old.left { offset.x = -adjusted.left }
      if offset != contentOffset { contentOffset = offset }
      adjustedContentInsetDidChange()
    }

    /// The offsets the content can rest at: from `-adjustedContentInset.top` (and left) to where
    /// the content's end plus the bottom (and right) inset meets the bottom of a viewport of
    /// `size`.
    func contentOffsetRange(viewport size: CGSize) -> (min: CGPoint, max: CGPoint) {
      let insets = adjustedContentInset
      let low = CGPoint(x: -insets.left, y: -insets.top)
      return (
        low,
        CGPoint(
          x: max(low.x, contentSize.width + insets.right - size.width),
          y: max(low.y, contentSize.height + insets.bottom - size.height))
      )
    }
  }

  extension UIEdgeInsets {
    /// These insets less `other`, edge by edge.
    func subtracting(_ other: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: top - other.top, left: left - other.left, bottom: bottom - other.bottom,
        right: right - other.right)
    }
  }
#endif
