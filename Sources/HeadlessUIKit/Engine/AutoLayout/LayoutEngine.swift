#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// The Auto Layout engine of one view tree, kept by the tree's root view: it turns the tree's
  /// installed constraints, its autoresizing masks, intrinsic sizes and system guides into
  /// ``LayoutSolver`` constraints and reads the frames back.
  ///
  /// A pass describes engine constraints by content and applies only the difference to the
  /// solver: a new or reshaped constraint is added, a gone one removed, and one whose constant
  /// alone changed (an animation frame, a moved autoresizing view, a label's new intrinsic size)
  /// changes in place. Identity is by object and role, so a hierarchy change needs no rebuild:
  /// what moved is simply described differently. After a change of the tree's structure a pass
  /// describes every engine constraint; otherwise only what the views and constraints noted as
  /// changed (``Changes``), and the few that read insets or baselines.
  @MainActor final class LayoutEngine {
    typealias Variable = LayoutSolver.Variable

    /// Changes with every change that can move a frame (a constraint, a frame of a view laid out
    /// by its autoresizing mask, an intrinsic size...): an engine whose tree saw no change since
    /// its last solve skips the pass.
    static var generation = 0

    /// Marks every engine as out of date.
    static func invalidate() { generation &+= 1 }

    let solver = LayoutSolver()
    /// The generation the last solve saw, -1 before the first.
    var solvedGeneration = -1

    /// An item's unknowns: its origin in its parent's coordinates (a view's superview, a guide's
    /// owning view) and its size.
    struct Box {
      var x, y, width, height: Variable
    }

    /// What an engine constraint stands for: an object and the role of the constraint for it.
    struct Key: Hashable, IdentityTableKey {
      let object: ObjectIdentifier
      let role: Role

      /// One word hashed, not two: a pass looks up every engine constraint by its key.
      func hash(into hasher: inout Hasher) {
        hasher.combine(identityBits)
      }

      var identityBits: UInt { UInt(bitPattern: object) &+ UInt(role.rawValue) }
    }

    /// The kinds of constraint the engine makes for an object.
    enum Role: UInt8 {
      case user
      case maskX, maskY, maskWidth, maskHeight
      case rootWidth, rootHeight
      case hugWidth, resistWidth, hugHeight, resistHeight
      case guideX, guideY, guideWidth, guideHeight
      case fitWidth, fitHeight
    }

    /// An engine constraint as the solver holds it.
    struct Entry {
      /// The solver's id; nil when the constraint was broken to resolve a conflict.
      var id: LayoutSolver.ConstraintID?
      var shape: Shape
      var constant: Double
      var pass: Int
    }

    // The tables, the pass and the solve's settings below are read for every term and every
    // description (the settings for every constraint or view): unchecked
    // exclusivity spares each access the runtime's check (`swift_beginAccess`: such checks took
    // 7 M instructions of a 1,000-view screen's first layout). The engine is main-actor
    // isolated and no access to them overlaps another: each is a lookup or one mutation that
    // calls out to nothing that reads them (`IdentityTable.update(valueAt:_:)`'s bodies
    // included).
    @exclusivity(unchecked) var boxes = IdentityTable<ObjectIdentifier, Box>()
    @exclusivity(unchecked) var entries = IdentityTable<Key, Entry>()
    @exclusivity(unchecked) var pass = 0
    /// Whether the solve being described records the insets it reads in the views
    /// (``readInsets(of:)``): a tree's own engine does, a fitting solve's does not.
    @exclusivity(unchecked) var recordsReadInsets = true
    /// The intrinsic sizes the solves used, for views whose size depends on their width.
    @exclusivity(unchecked) var widthDependentSizes = IdentityTable<ObjectIdentifier, Measured>()
    /// The layout direction of every view of the tree when none of them sets its
    /// `semanticContentAttribute` (read once per solve: each constraint described would
    /// otherwise climb to the window for it); nil when one does, and each constraint's holder
    /// is asked.
    @exclusivity(unchecked) var uniformDirection: UIUserInterfaceLayoutDirection?
    /// When the direction is not uniform, each holder's as asked in this solve (a holder holds
    /// many constraints, and asking climbs to the window for its traits).
    @exclusivity(unchecked) var holderDirections:
      [ObjectIdentifier: UIUserInterfaceLayoutDirection] =
        [:]
    /// The tree as the last full description found it, by identity: each view's superview
    /// (the root left out) and each guide's owning view, and the root. A description climbs
    /// it, not the views: a read of a weak reference (`superview`, `owningView`) retains the
    /// object, and a view, referenced weakly by its subviews, counts its references in a side
    /// table, so that each step up cost about 150 instructions. Any change of the tree's
    /// structure (a move, a guide added or removed) describes the tree again, which collects it
    /// again.
    @exclusivity(unchecked) var tree = Tree()
    /// What changed since the last solve.
    var changes = Changes()
    /// What the last full description found; nil until one, and after a change of structure.
    var memo: Memo?

    /// A view's intrinsic size as a solve used it (weak: the engine keeps no view alive).
    struct Measured {
      weak var view: UIView?
      var size: CGSize
    }

    /// The box of a view or guide, made on first use. Its size is pulled towards 0 and its
    /// origin is not: a position that an inequality alone bounds rests against the bound, as on
    /// iOS (observed behaviour encoded in Stevia's suite: `top <= superview.top + 23` alone puts
    /// a view at y = 23, and `bottom >= superview.bottom - 23` a view with no height at the
    /// superview's height − 23, 0 high).
    func box(_ item: AnyObject) -> Box {
      box(ObjectIdentifier(item))
    }

    /// The box of a view or guide, by its identity.
    func box(_ id: ObjectIdentifier) -> Box {
      if let index = boxes.index(forKey: id) { return boxes[valueAt: index] }
      let box = Box(
        x: solver.makeVariable(pulledTowardsZero: false),
        y: solver.makeVariable(pulledTowardsZero: false), width: solver.makeVariable(),
        height: solver.makeVariable())
      boxes.add(id, box)
      return box
    }
  }

  extension NSLayoutConstraint {
    /// Whether UIKit would hold the constraint in a layout engine: an active one always, with one
    /// exception, observed iOS behaviour encoded in WWLayout's suite (`ConstraintArrayTests`
    /// lowers the priority of a lone view's active size constraints, and iOS lets it): a
    /// constraint on a lone view (no superview, no subviews, no window) that was never laid out,
    /// for which UIKit has made no engine yet. Apple's `priority` page names no exception, so
    /// every other case (a view in a window or in a tree, even before its first layout pass)
    /// counts as in an engine: the stricter reading.
    var isInLayoutEngine: Bool {
      guard let view = installedView else { return false }
      let lone = view.superview == nil && view.subviews.isEmpty && view.window == nil
      return !lone || view.layoutPass.engine != nil
    }
  }
#endif
