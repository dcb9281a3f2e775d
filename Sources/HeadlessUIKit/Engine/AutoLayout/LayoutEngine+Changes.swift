#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension LayoutEngine {
    /// What changed in an engine's tree since its last solve, noted by the views and constraints
    /// as they change: a pass then describes only that (an animation frame that changes one
    /// constant describes one constraint, not the tree).
    struct Changes {
      /// A change the engine does not follow piecemeal (the tree's structure, a constraint
      /// installed on items that did not take part, a view's
      /// `translatesAutoresizingMaskIntoConstraints`, a layout direction, a guide's identity):
      /// the next pass describes everything again.
      var all = true
      /// Constraints whose constant or priority changed, or that were installed or removed.
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
      var members: IdentityTable<ObjectIdentifier, Void>
      /// The views whose frames are read back, the root left out.
      var views: [(view: UIView, box: Box)]
      /// The guides made by the app, whose frames are read back.
      var guides: [(guide: UILayoutGuide, box: Box)]
      /// Whether a view of the tree sets its `semanticContentAttribute` (a change of it
      /// describes the tree again).
      var forcesDirection: Bool
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

    /// Notes that a constraint was installed on `host` or removed from it. When the engine's
    /// last full description already placed every item it names (so that they take part
    /// whatever it says), the next pass describes that constraint alone (an activation or a
    /// deactivation is one addition or removal for the solver); otherwise the tree again.
    static func constraintInstalledOrRemoved(_ constraint: NSLayoutConstraint, in host: UIView) {
      guard let engine = host.layoutRoot.layoutPass.engine, !engine.changes.all,
        let memo = engine.memo
      else { return }
      if constraint.installedView === host {
        func takesPart(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
          // A baseline may stand for another view, which may not take part yet.
          guard let item, attribute != .firstBaseline, attribute != .lastBaseline else {
            return item == nil
          }
          return memo.members.contains(ObjectIdentifier(item))
        }
        guard takesPart(constraint.firstItem, constraint.firstAttribute),
          takesPart(constraint.secondItem, constraint.secondAttribute)
        else {
          structureChanged(around: host)
          return
        }
        if constraint.firstAttribute.readsInsetsOrBaselines
          || constraint.secondAttribute.readsInsetsOrBaselines
        {
          engine.memo?.insetOrBaselineConstraints.append(constraint)
        }
      }
      if engine.changes.noted.insert(ObjectIdentifier(constraint)).inserted {
        engine.changes.constraints.append(constraint)
      }
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
      /// Whether a noted constraint is still installed in this tree (one removed since is
      /// left undescribed, and so removed from the solver).
      func isInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.installedView?.layoutRoot === root
      }
      for constraint in changes.constraints {
        keep(constraint, [.user])
        if isInstalled(constraint) { describe(constraint, into: &out) }
      }
      let intrinsic: [Role] = [.hugWidth, .resistWidth, .hugHeight, .resistHeight]
      func describeView(_ view: UIView) {
        if view === root {
          if view.translatesMaskIntoConstraints {
            keep(view, [.rootWidth, .rootHeight])
            describeRootSize(of: root, into: &out)
          } else {
            keep(view, intrinsic)
            describeIntrinsicSize(of: view, into: &out)
          }
        } else if memo.members.contains(ObjectIdentifier(view)) {
          if !view.translatesMaskIntoConstraints {
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
        where subview.translatesMaskIntoConstraints
          && memo.members.contains(ObjectIdentifier(subview))
        {
          describeView(subview)
        }
      }
      for guide in memo.systemGuides {
        keep(guide, [.guideX, .guideY, .guideWidth, .guideHeight])
        describeSystemGuide(guide, into: &out)
      }
      var removed = false
      for constraint in memo.insetOrBaselineConstraints {
        keep(constraint, [.user])
        guard isInstalled(constraint) else {
          removed = true
          continue
        }
        describe(constraint, into: &out)
      }
      if removed { self.memo?.insetOrBaselineConstraints.removeAll { !isInstalled($0) } }
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
