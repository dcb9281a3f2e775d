#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Across the axis, as kean.blog/post/lets-build-uistackview lists UIKit's constraints: `fill`
  // ties every view's two edges to the first view's and the first view's to the canvas; any
  // other alignment ties one attribute of every view to the first view's and wraps the shown
  // views in a spanner guide (`UISV-alignment-spanner`) that the canvas holds, with weak
  // constraints that keep sizes from being ambiguous. A stack of one view has no spanner.
  extension UIStackView {
    /// The alignment in effect: baselines align only views side by side, so a vertical stack
    /// lays out a baseline alignment as `fill`.
    private var effectiveAlignment: Alignment {
      switch alignment {
      case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
      default: alignment
      }
    }

    func arrangeAcrossAxis(_ views: [UIView]) {
      let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
      let first = views[0]
      let alignment = effectiveAlignment
      guard alignment != .fill else {
        for view in views.dropFirst() {
          arrange("UISV-alignment", first, across.start, .equal, view, across.start)
          arrange("UISV-alignment", first, across.end, .equal, view, across.end)
        }
        arrange("UISV-canvas-connection", canvas, across.start, .equal, first, across.start)
        arrange("UISV-canvas-connection", canvas, across.end, .equal, first, across.end)
        return
      }
      let attribute: NSLayoutConstraint.Attribute =
        switch alignment {
        case .leading: across.start
        case .trailing: across.end
        case .center: across.center
        case .firstBaseline: .firstBaseline
        default: .lastBaseline
        }
      for view in views.dropFirst() {
        arrange("UISV-alignment", first, attribute, .equal, view, attribute)
      }
      if views.count == 1 {
        connectSingleView(first, alignment: alignment, across: across)
      } else {
        connectSpanner(around: views, alignment: alignment, across: across)
      }
      if [.firstBaseline, .lastBaseline].contains(alignment) || views.count == 1 {
        arrange(
          "UISV-canvas-fit", self, across.size, priority: Self.canvasFitPriority)
      }
      for view in views {
        arrange(
          "UISV-ambiguity-suppression", view, across.size,
          priority: Self.ambiguitySuppressionPriority)
      }
    }

    /// One view: held inside the canvas, pinned at the aligned edge (or centered).
    private func connectSingleView(
      _ view: UIView, alignment: Alignment, across: AxisAttributes
    ) {
      let pinsStart = alignment == .leading
      let pinsEnd = alignment == .trailing
      arrange(
        "UISV-canvas-connection", canvas, across.start, pinsStart ? .equal : .lessThanOrEqual,
        view, across.start)
      arrange(
        "UISV-canvas-connection", canvas, across.end, pinsEnd ? .equal : .greaterThanOrEqual,
        view, across.end)
      if alignment == .center {
        arrange("UISV-canvas-connection", canvas, across.center, .equal, view, across.center)
      }
    }

    /// Several views: a spanner guide contains the shown ones (hugging them at 51, pinned at
    /// 999.5 to the edge the alignment names), and the canvas holds the spanner.
    private func connectSpanner(
      around views: [UIView], alignment: Alignment, across: AxisAttributes
    ) {
      let spanner = spacerGuide("UISV-alignment-spanner")
      for view in views where !view.isHidden {
        if alignment == .leading {
          arrange(
            "UISV-spanning-boundary", spanner, across.start, .equal, view, across.start,
            priority: Self.spanningPinPriority)
        } else {
          arrange(
            "UISV-spanning-boundary", spanner, across.start, .lessThanOrEqual, view, across.start)
        }
        if alignment == .trailing {
          arrange(
            "UISV-spanning-boundary", spanner, across.end, .equal, view, across.end,
            priority: Self.spanningPinPriority)
        } else {
          arrange(
            "UISV-spanning-boundary", spanner, across.end, .greaterThanOrEqual, view, across.end)
        }
      }
      arrange("UISV-spanning-fit", spanner, across.size, priority: Self.spanningFitPriority)
      let first = views[0]
      switch alignment {
      case .leading:
        arrange("UISV-canvas-connection", canvas, across.start, .equal, first, across.start)
        arrange("UISV-canvas-connection", canvas, across.end, .equal, spanner, across.end)
      case .trailing:
        arrange("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
        arrange("UISV-canvas-connection", canvas, across.end, .equal, first, across.end)
      case .lastBaseline:
        // As UIKit logs it: the bottom is held by the first view, not by the spanner.
        arrange("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
        arrange(
          "UISV-canvas-connection", canvas, across.end, .greaterThanOrEqual, first, across.end)
      default:
        arrange("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
        arrange("UISV-canvas-connection", canvas, across.end, .equal, spanner, across.end)
        if alignment == .center {
          arrange("UISV-canvas-connection", canvas, across.center, .equal, first, across.center)
        }
      }
    }
  }
#endif
