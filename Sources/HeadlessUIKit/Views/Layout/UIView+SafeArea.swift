#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIScreen {
    /// The edges of an iPhone 14's screen in portrait that content must keep clear of: the
    /// status bar and sensor housing (47 points) and the home indicator (34 points).
    static let unsafeEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  }

  extension UIView {
    /// The safe area insets as UIKit computes them from the view's place in its window (see
    /// ``safeAreaInsets``): zero outside a visible window.
    var computedSafeAreaInsets: UIEdgeInsets {
      safeAreaGeometry()?.insets ?? .zero
    }

    /// A view's frame in its window and its safe area insets.
    typealias SafeAreaGeometry = (frame: CGRect, insets: UIEdgeInsets)

    /// The view's frame in its window and its safe area insets, or `nil` when the view is not in
    /// a visible window. Computed down from the window (see ``safeAreaGeometry(in:)``).
    func safeAreaGeometry() -> SafeAreaGeometry? {
      var chain: [UIView] = []
      var top: UIView = self
      while let parent = top.superview {
        chain.append(top)
        top = parent
      }
      guard let window = top as? UIWindow, !window.isHidden else { return nil }
      var geometry = (frame: window.bounds, insets: window.screenSafeAreaInsets)
      var superview: UIView = window
      for view in chain.reversed() {
        geometry = view.safeAreaGeometry(in: superview.contentGeometry(geometry), of: superview)
        superview = view
      }
      return geometry
    }

    /// The geometry the view's subviews are placed in: its own, except that a scroll view's
    /// content is not inset on the edges its adjusted content insets cover.
    private func contentGeometry(_ geometry: SafeAreaGeometry) -> SafeAreaGeometry {
      guard let scrollView = self as? UIScrollView else { return geometry }
      return (geometry.frame, scrollView.contentSafeAreaInsets(safeArea: geometry.insets))
    }

    /// The view's geometry from its superview's content geometry (``contentGeometry(_:)``):
    /// its unsafe area is the part of it, clipped to the superview's bounds, outside the
    /// superview's safe area (narrowed by the bars of the container whose child's root view it
    /// is), plus its controller's `additionalSafeAreaInsets`, never reaching past the view's own
    /// size.
    private func safeAreaGeometry(
      in parent: SafeAreaGeometry, of superview: UIView
    ) -> SafeAreaGeometry {
      // Read once: each read of a weak reference is a runtime call.
      let controller = owningViewController
      var parentSafe = parent.frame.insetting(parent.insets)
      if let controller, let container = controller.parent {
        parentSafe = parentSafe.insetting(container.barInsets(forChild: controller))
      }
      // The frame is in the superview's bounds, whose origin (a scroll view's content offset)
      // shows at the superview's top left corner.
      let origin = superview.boundsOrigin
      let frame = self.frame.offsetBy(
        dx: parent.frame.minX - origin.x, dy: parent.frame.minY - origin.y)
      let clipped = frame.intersection(parent.frame)
      var insets =
        clipped.isNull
        ? .zero
        : UIEdgeInsets(
          top: max(0, parentSafe.minY - clipped.minY),
          left: max(0, parentSafe.minX - clipped.minX),
          bottom: max(0, clipped.maxY - parentSafe.maxY),
          right: max(0, clipped.maxX - parentSafe.maxX))
      if let controller {
        insets = insets.adding(controller.additionalSafeAreaInsets)
      }
      return (frame, insets.clamped(toFit: frame.size))
    }

    /// Brings the safe area and the layout margins that depend on it up to date in this view's
    /// subtree, as a UIKit layout pass does: each view whose safe area insets changed since the
    /// last update gets ``safeAreaInsetsDidChange()`` (and its controller
    /// `viewSafeAreaInsetsDidChange()`), each whose effective margins changed gets
    /// ``layoutMarginsDidChange()`` (and its controller `viewLayoutMarginsDidChange()`), and the
    /// legacy top and bottom layout guides' constraints take their new lengths.
    ///
    /// Called as a controller's view is laid out to appear, when a controller's
    /// `additionalSafeAreaInsets` or a navigation controller's bars change: every view of the
    /// subtree is updated. The layout pass calls ``updateSafeAreaOfChangedViews()`` instead.
    func updateSafeAreaAfterLayout() {
      updateSafeArea(from: safeAreaGeometry())
    }

    /// The safe area update after a layout pass: as ``updateSafeAreaAfterLayout()``, for the
    /// views of the subtree whose geometry changed since their last update (moved, resized,
    /// added) and the views below them whose safe area or margins can change with them. A view
    /// whose frame in its superview and whose superview's safe area and margins are unchanged
    /// keeps its own (each is computed from its superview's, in the superview's coordinates).
    func updateSafeAreaOfChangedViews() {
      // A view above that changed (a window shown, a superview moved) moved this whole subtree:
      // it is updated in full until a pass from above clears that view's change.
      var ancestor = storedSuperview
      while let view = ancestor {
        if view.layoutPass.geometryChange != .none {
          updateSafeAreaAfterLayout()
          return
        }
        ancestor = view.storedSuperview
      }
      guard layoutPass.geometryChange != .none || layoutPass.subtreeGeometryChanged else { return }
      updateChangedSafeAreas(from: safeAreaGeometry())
    }

    /// ``updateSafeAreaOfChangedViews()`` from the view's geometry.
    private func updateChangedSafeAreas(from geometry: SafeAreaGeometry?) {
      let change = layoutPass.geometryChange
      if change == .reshaped {
        updateSafeArea(from: geometry)
        return
      }
      // A view that moved within its superview: its own safe area may change; the views below
      // follow it only when its safe area or margins did (or it is a scroll view, whose content
      // insets shift its content's).
      let below = change == .moved && updateOwnSafeArea(from: geometry)
      layoutPass.geometryChange = .none
      guard below || layoutPass.subtreeGeometryChanged else { return }
      layoutPass.subtreeGeometryChanged = false
      // No closure (`geometry.map`): a main-actor closure checks its executor on each call.
      let content: SafeAreaGeometry?
      if let geometry { content = contentGeometry(geometry) } else { content = nil }
      forEachSubviewUnretained { subview in
        guard
          below || subview.layoutPass.geometryChange != .none
            || subview.layoutPass.subtreeGeometryChanged
        else { return }
        let subgeometry: SafeAreaGeometry?
        if let content {
          subgeometry = subview.safeAreaGeometry(in: content, of: self)
        } else {
          subgeometry = nil
        }
        if below {
          subview.updateSafeArea(from: subgeometry)
        } else {
          subview.updateChangedSafeAreas(from: subgeometry)
        }
      }
    }

    /// Updates the view and every view below it.
    private func updateSafeArea(from geometry: SafeAreaGeometry?) {
      updateOwnSafeArea(from: geometry)
      layoutPass.geometryChange = .none
      layoutPass.subtreeGeometryChanged = false
      guard !storedSubviews.isEmpty else { return }
      // No closure (`geometry.map`): a main-actor closure checks its executor on each call.
      let content: SafeAreaGeometry?
      if let geometry { content = contentGeometry(geometry) } else { content = nil }
      forEachSubviewUnretained { subview in
        if let content {
          subview.updateSafeArea(from: subview.safeAreaGeometry(in: content, of: self))
        } else {
          subview.updateSafeArea(from: nil)
        }
      }
    }

    /// Updates the view's own safe area, content insets and margins from its geometry; returns
    /// whether the views below may see theirs change (its safe area or margins changed, or it
    /// is a scroll view).
    @discardableResult
    private func updateOwnSafeArea(from geometry: SafeAreaGeometry?) -> Bool {
      let insets = geometry?.insets ?? .zero
      var changed = false
      if insets != layoutState.notifiedSafeAreaInsets {
        changed = true
        layoutState.notifiedSafeAreaInsets = insets
        // The safe area guide moves: an engine that placed it elsewhere describes it again.
        if let read = layoutState.engineReadInsets, read.safeArea != insets {
          LayoutEngine.invalidate()
        }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
      }
      if let scrollView = self as? UIScrollView {
        changed = true
        scrollView.updateAdjustedContentInset(safeArea: insets)
      }
      if notifyLayoutMarginsIfChanged(safeAreaInsets: insets) { changed = true }
      owningViewController?.updateLayoutSupportConstraints()
      return changed
    }
  }

  extension UIWindow {
    /// The window's safe area insets: how far the screen's unsafe edges reach into it.
    var screenSafeAreaInsets: UIEdgeInsets {
      let screenSafe = UIScreen.main.bounds.insetting(UIScreen.unsafeEdgeInsets)
      return UIEdgeInsets(
        top: screenSafe.minY - frame.minY, left: screenSafe.minX - frame.minX,
        bottom: frame.maxY - screenSafe.maxY, right: frame.maxX - screenSafe.maxX
      ).clamped(toFit: frame.size)
    }
  }

  extension CGRect {
    /// The rectangle with its edges moved in by `insets` (UIKit's `inset(by:)`).
    func insetting(_ insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: minX + insets.left, y: minY + insets.top,
        width: max(0, width - insets.left - insets.right),
        height: max(0, height - insets.top - insets.bottom))
    }
  }

  extension UIEdgeInsets {
    /// The sum of these insets and `other`, edge by edge.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
        right: right + other.right)
    }

    /// The insets with none negative and each pair no larger than `size`, so the rectangle they
    /// leave is never inverted.
    func clamped(toFit size: CGSize) -> UIEdgeInsets {
      let top = min(max(0, self.top), max(0, size.height))
      let left = min(max(0, self.left), max(0, size.width))
      return UIEdgeInsets(
        top: top, left: left, bottom: min(max(0, bottom), max(0, size.height - top)),
        right: min(max(0, right), max(0, size.width - left)))
    }
  }
#endif
