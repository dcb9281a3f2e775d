#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIView {
    /// Moves a view whose layout is ambiguous to another layout its constraints allow, as UIKit's
    /// `exerciseAmbiguityInLayout()` (a debugging aid: UIKit's header says it "randomly changes
    /// the view layout to a different valid layout", so that the UI jumps back and forth and
    /// shows where a constraint is missing). Does nothing when ``hasAmbiguousLayout`` is false.
    ///
    /// Headless, the move is deterministic: the first of the view's ambiguous unknowns (its x,
    /// y, width, then height) is pulled 20 points past the solver's choice, as far as the
    /// constraints let it go, and the tree is laid out; the next call puts the view back where
    /// the solver places it, and so on, back and forth. The next change that makes the tree
    /// solve again places the view as before.
    public func exerciseAmbiguityInLayout() {
      layoutRoot.layoutIfNeeded()
      guard case let (engine, unknowns)? = solvedUnknowns(),
        let ambiguous = unknowns.first(where: engine.solver.isAmbiguous)
      else { return }
      let root = layoutRoot
      let shown = frame
      // Solve afresh: the solver's own choice, where a second call returns the view.
      LayoutEngine.invalidate()
      LayoutPass.solveIfNeeded(root)
      if (layoutPass.engineFrame ?? frame) == shown {
        let pull = try? engine.solver.add(
          LayoutSolver.Constraint(
            LayoutSolver.Expression(ambiguous), .equal,
            LayoutSolver.Expression(
              constant: engine.solver.value(of: ambiguous) + Self.exerciseDistance),
            priority: LayoutSolver.Priority(.leastNormalMagnitude)))
        LayoutEngine.invalidate()
        LayoutPass.solveIfNeeded(root)
        if let pull { engine.solver.remove(pull) }
      }
      root.layoutIfNeeded()
    }

    /// The engine of the view's tree, solved, and the view's unknowns in it (a root's size
    /// alone: its origin is its own); nil for a view the engine does not place.
    func solvedUnknowns() -> (engine: LayoutEngine, unknowns: [LayoutEngine.Variable])? {
      let root = layoutRoot
      LayoutPass.solveIfNeeded(root)
      guard let engine = root.layoutPass.engine, let box = engine.boxes[ObjectIdentifier(self)]
      else { return nil }
      let unknowns =
        self === root ? [box.width, box.height] : [box.x, box.y, box.width, box.height]
      return (engine, unknowns)
    }

    /// How far ``exerciseAmbiguityInLayout()`` pulls an ambiguous position or size, in points.
    static let exerciseDistance = 20.0
  }
#endif
