#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A view's part in UIKit's layout cycle.
  struct LayoutPassState {
    /// Whether `layoutSubviews()` is due (a new view's is, as in UIKit).
    var needsLayout = true
    /// Whether a view below needs layout: the layout pass enters only such subtrees, as UIKit's
    /// visits only the views marked by `setNeedsLayout()` ("the next update cycle" of the views
    /// that need it). Set up the superview chain by ``UIView/flagAncestorsForLayout()``.
    var subtreeNeedsLayout = false
    /// Whether `updateConstraints()` is due (a new view's is).
    var needsUpdateConstraints = true
    /// Whether a view below needs a constraint update: the constraint pass enters only such
    /// subtrees, as UIKit's calls `updateConstraints()` only on views marked by
    /// `setNeedsUpdateConstraints()`.
    var subtreeNeedsUpdateConstraints = false
    /// How the view's geometry in its window changed since its safe area was last updated (a new
    /// view's is unknown: it is updated in full); the update after layout visits only such views.
    var geometryChange = GeometryChange.reshaped
    /// Whether a view below had its geometry changed since the last safe area update.
    var subtreeGeometryChanged = false
    /// Set by `UIView.updateConstraints()`, to catch an override that does not call super.
    var calledSuperUpdateConstraints = false
    /// The frame the engine solved for the view, applied by its superview's `layoutSubviews()`.
    var engineFrame: CGRect?
    /// A root view's engine, nil while nothing in its tree uses Auto Layout.
    var engine: LayoutEngine?
    /// The engine generation a root view's tree was last solved at.
    var solvedGeneration = -1
    /// A window's: whether a layout pass is scheduled on the main queue.
    var passScheduled = false
  }

  /// How a view's place in its window changed since its safe area was last updated.
  enum GeometryChange {
    /// Unchanged.
    case none
    /// Moved without changing its size: the views below keep their safe areas and margins
    /// unless the view's own changed (each is computed from its superview's in the superview's
    /// coordinates).
    case moved
    /// Resized, moved to another superview, its bounds origin or its window's visibility
    /// changed: the views below are updated too.
    case reshaped
  }

  /// UIKit's layout cycle: the constraint update pass, the engine's solve and the layout pass.
  @MainActor enum LayoutPass {
    /// How many solve-and-lay-out rounds one pass makes at most before it reports that the
    /// layout does not settle (a `layoutSubviews` that changes constraints every time).
    static let roundLimit = 8

    /// `layoutIfNeeded()`: updates the constraints and solves the tree if anything changed, then
    /// lays out from the highest ancestor of `view` that needs it (CALayer's documented rule:
    /// "the layer's super layers are traversed until an ancestor layer is found that does not
    /// require layout; then layout is performed on the entire layer-tree beneath that ancestor").
    static func run(from view: UIView) {
      // iOS 17's trait update before layout: the trait change handlers waiting in the subtree
      // about to be laid out, before its constraints are updated (they often change them).
      if TraitObservations.hasPending {
        TraitChange.deliverPendingHandlers(below: highestAncestorNeedingLayout(from: view))
      }
      var round = 0
      while true {
        let root = view.layoutRoot
        updateConstraintsIfNeeded(in: root)
        solveIfNeeded(root)
        let top = highestAncestorNeedingLayout(from: view)
        top.layOutSubtree()
        // Frames moved: the safe areas and margins they imply are reported (and, when they
        // changed, solved again in the next round), as UIKit does after layout.
        top.updateSafeAreaOfChangedViews()
        round += 1
        guard let engine = root.layoutPass.engine,
          root.layoutPass.solvedGeneration != LayoutEngine.generation
            || engine.widthDependentSizeChanged()
        else { return }
        if round == roundLimit {
          Misuse.report(
            """
            The layout of \(Misuse.name(of: type(of: root))) did not settle after \(roundLimit) \
            rounds: each layout pass changed constraints or intrinsic sizes again.
            """,
            fix: """
              Change constraints in updateConstraints() (or before layout), not in \
              layoutSubviews() or viewDidLayoutSubviews() on every pass.
              """)
          return
        }
      }
    }

    /// `view`, or its highest ancestor that needs layout through a chain of ancestors that all
    /// need it: where `layoutIfNeeded()` lays out from.
    private static func highestAncestorNeedingLayout(from view: UIView) -> UIView {
      var top = view
      while let superview = top.superview, superview.layoutPass.needsLayout { top = superview }
      return top
    }

    /// Calls `updateConstraints()` (a root view's controller's `updateViewConstraints()`) on the
    /// views that need it, subviews before their superview, as UIKit's constraint pass does.
    static func updateConstraintsIfNeeded(in root: UIView) {
      guard root.layoutPass.solvedGeneration != LayoutEngine.generation else { return }
      guard
        LayoutEngine.usesAutoLayout(in: root) || root.requiresConstraintBasedLayoutInTree
      else { return }
      root.updateConstraintsBottomUp()
    }

    /// Solves the tree of `root` when something changed since its last solve, records each
    /// view's solved frame and marks the superviews of the views that move as needing layout.
    static func solveIfNeeded(_ root: UIView) {
      guard root.layoutPass.solvedGeneration != LayoutEngine.generation else { return }
      let engine = root.layoutPass.engine ?? LayoutEngine()
      let solution = engine.solve(root: root)
      root.layoutPass.solvedGeneration = LayoutEngine.generation
      guard let solution else {
        root.layoutPass.engine = nil
        return
      }
      root.layoutPass.engine = engine
      // Each superview is marked once, however many of its subviews move (marking is
      // idempotent: the pass it schedules is scheduled once).
      var marked = Set<ObjectIdentifier>()
      for (view, frame) in solution.frames {
        view.layoutPass.engineFrame = frame
        guard !view.frame.hasSameEdges(as: frame) else { continue }
        if view === root {
          view.frame = frame
        } else if let superview = view.superview,
          marked.insert(ObjectIdentifier(superview)).inserted
        {
          superview.setNeedsLayout()
        }
      }
      for (guide, frame) in solution.guides { guide.solvedFrame = frame }
    }
  }

  extension LayoutEngine {
    /// Whether a view whose intrinsic size depends on its width has another one now that it was
    /// laid out (a multi-line label given its width): then the tree is solved again.
    func widthDependentSizeChanged() -> Bool {
      var changed = false
      for measured in widthDependentSizes.values {
        guard let view = measured.view as? WidthDependentIntrinsicSize,
          view.intrinsicSizeDependsOnWidth, view.intrinsicContentSize != measured.size
        else { continue }
        changed = true
        LayoutEngine.viewChanged(view)
      }
      if changed { LayoutEngine.invalidate() }
      return changed
    }
  }

  extension UIView {
    /// The view at the top of the view's tree: its window, or the topmost superview.
    var layoutRoot: UIView {
      var top = self
      while let superview = top.superview { top = superview }
      return top
    }

    /// The layout direction constraints use below this view: a forced direction on the view or
    /// an ancestor flips leading and trailing below it, as UIKit's trait-based layout direction
    /// does; otherwise the view's layout direction trait (the app's unless overridden).
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
      if semanticContentAttribute != .unspecified { return effectiveUserInterfaceLayoutDirection }
      var ancestor = superview
      while let view = ancestor {
        switch view.semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: ancestor = view.superview
        }
      }
      return traitLayoutDirection
    }

    /// Whether a view of the tree asks for constraint-based layout by its class.
    var requiresConstraintBasedLayoutInTree: Bool {
      if type(of: self).requiresConstraintBasedLayout { return true }
      return subviews.contains { $0.requiresConstraintBasedLayoutInTree }
    }

    /// The layout pass below this view: each view that needs layout runs its controller's
    /// `viewWillLayoutSubviews()`, its `layoutSubviews()` and the controller's
    /// `viewDidLayoutSubviews()`, before its subviews are visited; subtrees where no view
    /// needs layout are not entered.
    func layOutSubtree() {
      if layoutPass.needsLayout {
        layoutPass.needsLayout = false
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
      // Cleared after the view's own layout, which marks the subviews it resizes: a view marked
      // later, by a subview's layout, flags this view again for the next pass.
      guard layoutPass.subtreeNeedsLayout else { return }
      layoutPass.subtreeNeedsLayout = false
      forEachSubviewUnretained { $0.layOutSubtree() }
    }

    /// The default `layoutSubviews()`: applies the engine's solved frames to the subviews laid
    /// out by constraints (Apple: "the default implementation uses any constraints you have set
    /// to determine the size and position of any subviews").
    func applyEngineFrames() {
      forEachSubviewUnretained { subview in
        guard !subview.translatesMaskIntoConstraints,
          let frame = subview.layoutPass.engineFrame, !subview.frame.hasSameEdges(as: frame)
        else { return }
        subview.frame = frame
      }
    }

    /// `setNeedsLayout()`: marks the view and, in a window, schedules a layout pass on the next
    /// main-queue turn, as UIKit's end-of-run-loop layout does.
    func markNeedsLayout() {
      // Flags the superviews when the view was not marked yet (``UIView/layoutPass``); when it
      // was, they are flagged already.
      layoutPass.needsLayout = true
    }

    /// Flags the superviews up the chain as having a view below that needs layout, and
    /// schedules the window's layout pass when the flags reach a window. The walk stops at a
    /// superview flagged already: its superviews are flagged too, and its window's pass is
    /// scheduled (or running, and will reach it).
    func flagAncestorsForLayout() {
      var top = self
      while let superview = top.storedSuperview {
        if superview.layoutPass.subtreeNeedsLayout { return }
        superview.layoutPass.subtreeNeedsLayout = true
        top = superview
      }
      (top as? UIWindow)?.scheduleLayoutPass()
    }

    /// Flags the superviews up the chain as having a view below that needs a constraint update.
    func flagAncestorsForConstraintUpdate() {
      var view = self
      while let superview = view.storedSuperview,
        !superview.layoutPass.subtreeNeedsUpdateConstraints
      {
        superview.layoutPass.subtreeNeedsUpdateConstraints = true
        view = superview
      }
    }

    /// Notes a change of the view's geometry in its window, for the safe area update after the
    /// next layout pass, and flags the superviews up the chain.
    func noteGeometryChange(_ change: GeometryChange) {
      if change == .reshaped || layoutPass.geometryChange == .none {
        layoutPass.geometryChange = change
      }
      var view = self
      while let superview = view.storedSuperview, !superview.layoutPass.subtreeGeometryChanged {
        superview.layoutPass.subtreeGeometryChanged = true
        view = superview
      }
    }

    /// Flags the superviews of a view that joined them with what the view and its subtree need.
    func flagAncestorsForPendingPasses() {
      // Field by field: a copy of the state would retain and release its engine.
      if layoutPass.needsUpdateConstraints || layoutPass.subtreeNeedsUpdateConstraints {
        flagAncestorsForConstraintUpdate()
      }
      noteGeometryChange(.reshaped)
      if layoutPass.needsLayout || layoutPass.subtreeNeedsLayout { flagAncestorsForLayout() }
    }

    /// The constraint update pass over the tree, subviews first; subtrees where no view needs
    /// a constraint update are not entered.
    func updateConstraintsBottomUp() {
      if layoutPass.subtreeNeedsUpdateConstraints {
        // Cleared first: a view marked by an update below flags this view again.
        layoutPass.subtreeNeedsUpdateConstraints = false
        forEachSubviewUnretained { $0.updateConstraintsBottomUp() }
      }
      guard layoutPass.needsUpdateConstraints else { return }
      layoutPass.needsUpdateConstraints = false
      layoutPass.calledSuperUpdateConstraints = false
      if let controller = owningViewController {
        controller.updateViewConstraints()
      } else {
        updateConstraints()
      }
      guard !layoutPass.calledSuperUpdateConstraints else { return }
      let name = Misuse.name(of: type(of: owningViewController ?? self))
      let method = owningViewController == nil ? "updateConstraints()" : "updateViewConstraints()"
      Misuse.report(
        "\(name).\(method) did not call super.\(method): UIKit raises here.",
        fix: "Call super.\(method) as the last step of your override.")
    }

    /// Applies the autoresizing mask after the superview's size changed, sharing the change among
    /// the flexible parts (margins and size) in proportion to their sizes, equally when all are 0.
    func autoresize(from old: CGSize, to new: CGSize) {
      let mask = autoresizingMask
      func resize(
        _ start: CGFloat, _ length: CGFloat, _ whole: CGFloat, _ newWhole: CGFloat,
        _ flexible: [Bool]
      ) -> (CGFloat, CGFloat) {
        let parts = [start, length, whole - start - length]
        let total = zip(parts, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let count = CGFloat(flexible.filter { $0 }.count)
        guard count > 0 else { return (start, length) }
        func share(_ index: Int) -> CGFloat {
          guard flexible[index] else { return 0 }
          return total > 0 ? max(0, parts[index]) / total : 1 / count
        }
        let delta = newWhole - whole
        return (start + share(0) * delta, length + share(1) * delta)
      }
      let (x, width) = resize(
        frame.minX, frame.width, old.width, new.width,
        [
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin),
        ])
      let (y, height) = resize(
        frame.minY, frame.height, old.height, new.height,
        [
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin),
        ])
      frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// Whether a subview is laid out by its autoresizing mask (and so reads this view's size).
    private var hasMaskedSubviews: Bool {
      for subview in storedSubviews where subview.translatesMaskIntoConstraints {
        return true
      }
      return false
    }

    /// What a frame change sets off: a view laid out by its mask changes the engine's
    /// constraints; a size change asks for layout and resizes the subviews by their masks.
    func frameDidChange(from old: CGRect) {
      let frame = self.frame
      guard !old.hasSameEdges(as: frame) else { return }
      let translatesMask = translatesMaskIntoConstraints
      if translatesMask {
        LayoutEngine.invalidate()
        LayoutEngine.viewChanged(self)
      }
      guard old.size.width != frame.size.width || old.size.height != frame.size.height else {
        noteGeometryChange(.moved)
        return
      }
      noteGeometryChange(.reshaped)
      // A size is read by the masks of the subviews and by a label that wraps at its width.
      if !translatesMask, intrinsicSizeReadsWidth || hasMaskedSubviews {
        LayoutEngine.viewChanged(self)
      }
      setNeedsLayout()
      guard autoresizesSubviews else { return }
      for subview in storedSubviews
      where subview.translatesMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
        subview.autoresize(from: old.size, to: self.frame.size)
      }
    }
  }

  extension CGRect {
    /// Whether the rectangles have the same origin and size: Foundation's `==`, inlined (on
    /// Linux it is a call into Foundation, made for each view on each layout pass).
    @inline(__always) func hasSameEdges(as other: CGRect) -> Bool {
      origin.x == other.origin.x && origin.y == other.origin.y
        && size.width == other.size.width && size.height == other.size.height
    }
  }

  extension UIWindow {
    /// Schedules one layout pass of the window on the next main-queue turn (coalesced).
    func scheduleLayoutPass() {
      guard !layoutPass.passScheduled else { return }
      layoutPass.passScheduled = true
      // Weak: a window released before the turn comes is not laid out.
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let window = self else { return }
          window.layoutPass.passScheduled = false
          // A controller transition lays out the views it shows between their will and did
          // callbacks (endAppearanceTransition); the window's own pass waits for it to end, so
          // that no view is laid out before its controller's viewWillAppear.
          window.whenTransitionsEnd { [weak window] in window?.layoutIfNeeded() }
        }
      }
    }
  }
#endif
