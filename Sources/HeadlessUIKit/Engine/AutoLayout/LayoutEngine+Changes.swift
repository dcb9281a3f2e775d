#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension LayoutEngine {
    /// What changed in an engine's tree since its last solve, noted by the views and constraints
    /// as they change: a pass then describes only that (an animation frame that changes one
    /// constant describes one constraint, not the tree).
    struct Changes {
      /// A change the engine does not follow piecemeal (the tree's structure, a constraint
      /// installed or removed, a view's `translatesAutoresizingMaskIntoConstraints`, a layout
      /// direction, a guide's identity): the next pass describes everything again.
      var all = true
      /// Installed constraints whose constant or priority changed.
      var constraints: [NSLayoutConstraint] = []
      /// Views other than the root whose intrinsic size, autoresizing mask, frame (laid out by
      /// their mask) or size (their subviews' masks and a wrapping label read it) changed.
      var views: [UIView] = []
      /// Whether the root itself changed so (kept as a flag: the root holds the engine).
      var root = false
      /// The objects noted, each once.
      var noted: Set<ObjectIdentifier> = []
    }

    /// What the last full description found, for the passes that describe only the changes.
    /// The root is not held (it holds the engine).
    struct Memo {
      /// The views and guides that take part.
      var members: Set<ObjectIdentifier>
      /// The views whose frames are read back, the root left out.
      var views: [(view: UIView, box: Box)]
      /// The guides made by the app, whose frames are read back.
      var guides: [(guide: UILayoutGuide, box: Box)]
      /// The system guides: they follow their owners' insets, which change with any frame above
      /// them, so every pass describes them again (as it does the two kinds below).
      var systemGuides: [UILayoutGuide]
      /// The constraints on margins (they read the items' insets) or baselines (they read the
      /// text's metrics and the view that stands for the baseline).
      var insetOrBaselineConstraints: [NSLayoutConstraint]
    }

    /// Notes that an installed constraint's constant or priority changed.
    static func constraintChanged(_ constraint: NSLayoutConstraint) {
      guard let host = constraint.installedView,
        let engine = host.layoutRoot.layoutPass.engine, !engine.changes.all,
        engine.changes.noted.insert(ObjectIdentifier(constraint)).inserted
      else { return }
      engine.changes.constraints.append(constraint)
    }

    /// Notes that what the engine reads of a view (besides its place in the tree) changed.
    static func viewChanged(_ view: UIView) {
      let root = view.layoutRoot
      guard let engine = root.layoutPass.engine, !engine.changes.all else { return }
      if view === root {
        engine.changes.root = true
      } else if engine.changes.noted.insert(ObjectIdentifier(view)).inserted {
        engine.changes.views.append(view)
      }
    }

    /// Notes a change that the tree of `view` describes again in full (see ``Changes/all``).
    static func structureChanged(around view: UIView) {
      guard let engine = view.layoutRoot.layoutPass.engine else { return }
      engine.changes = Changes()
      engine.memo = nil
    }

    /// Describes what changed since the last solve (see ``Changes``), and the keys of every
    /// engine constraint that it describes again: those of them left undescribed are removed.
    func describeChanges(
      root: UIView, memo: Memo
    ) -> (descriptions: [Description], keys: [Key]) {
      let changes = self.changes
      self.changes = Changes(all: false)
      var out: [Description] = []
      var keys: [Key] = []
      func keep(_ object: AnyObject, _ roles: [Role]) {
        let id = ObjectIdentifier(object)
        for role in roles { keys.append(Key(object: id, role: role)) }
      }
      for constraint in changes.constraints {
        keep(constraint, [.user])
        if let description = describe(constraint) { out.append(description) }
      }
      let intrinsic: [Role] = [.hugWidth, .resistWidth, .hugHeight, .resistHeight]
      func describeView(_ view: UIView) {
        if view === root {
          if view.translatesAutoresizingMaskIntoConstraints {
            keep(view, [.rootWidth, .rootHeight])
            describeRootSize(of: root, into: &out)
          } else {
            keep(view, intrinsic)
            describeIntrinsicSize(of: view, into: &out)
          }
        } else if memo.members.contains(ObjectIdentifier(view)) {
          if !view.translatesAutoresizingMaskIntoConstraints {
            keep(view, intrinsic)
            describeIntrinsicSize(of: view, into: &out)
          } else if let superview = view.superview {
            keep(view, [.maskX, .maskY, .maskWidth, .maskHeight])
            describeMask(of: view, in: superview, into: &out)
          }
        }
      }
      var views = changes.views
      if changes.root { views.append(root) }
      for view in views {
        describeView(view)
        // The subviews laid out by their masks share the view's size change.
        for subview in view.subviews
        where subview.translatesAutoresizingMaskIntoConstraints
          && memo.members.contains(ObjectIdentifier(subview))
        {
          describeView(subview)
        }
      }
      for guide in memo.systemGuides {
        keep(guide, [.guideX, .guideY, .guideWidth, .guideHeight])
        describeSystemGuide(guide, into: &out)
      }
      for constraint in memo.insetOrBaselineConstraints {
        keep(constraint, [.user])
        if let description = describe(constraint) { out.append(description) }
      }
      return (out, keys)
    }
  }

  extension NSLayoutConstraint.Attribute {
    /// Whether a constraint on the attribute reads more of its item than its box: its margins or
    /// its baselines.
    var readsInsetsOrBaselines: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline:
        true
      default: false
      }
    }
  }
#endif
