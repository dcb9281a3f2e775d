#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  extension LayoutEngine {
    /// What a solve laid out: the views the engine placed, each with its solved frame (in its
    /// superview's coordinates; the root's origin is its own), and the guides with theirs.
    struct Solution {
      var frames: [(view: UIView, frame: CGRect)] = []
      var guides: [(guide: UILayoutGuide, frame: CGRect)] = []
    }

    /// The size a fitting solve asks of its root, and how strongly.
    struct Fitting {
      var size: CGSize
      var horizontal: UILayoutPriority
      var vertical: UILayoutPriority
    }

    /// The views and guides of a tree that take part in Auto Layout, and its constraints.
    @MainActor struct Participants {
      var views: [UIView] = []
      var members = IdentityTable<ObjectIdentifier, Void>()
      var guides: [UILayoutGuide] = []
      /// The installed constraints (each retained once: a view held beside each, as its
      /// holder, cost a retain and a release through the view's side table), each with its
      /// items as read when it was collected; nil where an item is not held in ``views`` or
      /// ``guides`` (a guide without an owning view): its description then reads the
      /// constraint's items again. The members' objects are held strongly by ``views`` and
      /// ``guides`` for as long as the participants are, so the items' unretained objects stay
      /// valid while a description reads them.
      var constraints: [(constraint: NSLayoutConstraint, items: (first: Item, second: Item?)?)] =
        []
      /// The tree by identity (see ``LayoutEngine/tree``).
      var tree = Tree()
      /// Whether a view of the tree sets its `semanticContentAttribute` (see
      /// ``LayoutEngine/uniformDirection``).
      var forcesDirection = false

      /// Adds a view and its ancestors up to the root (each view's position is relative to its
      /// superview, so the chain up to where a constraint is expressed takes part).
      mutating func insert(_ view: UIView, root: UIView) {
        // Most items were met before (a row's every constraint names it): no chain to collect.
        guard !members.contains(ObjectIdentifier(view)) else { return }
        var current: UIView? = view
        let start = views.count
        while let candidate = current, members.insert(ObjectIdentifier(candidate)) {
          views.append(candidate)
          if candidate === root { break }
          current = candidate.superview
        }
        // Collected upwards, kept downwards (ancestors first), without an array per chain.
        views[start...].reverse()
      }

      /// Adds a constraint's item (a guide: its owning view and itself), and the views that
      /// stand for a view's baselines. Returns whether the item is then a member (held in
      /// ``views`` or ``guides``).
      @discardableResult
      mutating func insert(
        item: AnyObject, attribute: NSLayoutConstraint.Attribute, root: UIView
      ) -> Bool {
        // Most items were met before (a row's every constraint names it): nothing to add, found
        // without a cast (a cast to a view retained the item through its side table). A member
        // guide's owner is a member too; a baseline may stand for another view.
        if attribute != .firstBaseline, attribute != .lastBaseline,
          members.contains(ObjectIdentifier(item))
        {
          return true
        }
        if let view = item as? UIView {
          insert(view, root: root)
          if attribute == .firstBaseline { insert(view.forFirstBaselineLayout, root: root) }
          if attribute == .lastBaseline { insert(view.forLastBaselineLayout, root: root) }
          return true
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
          insert(owner, root: root)
          if members.insert(ObjectIdentifier(guide)) {
            guides.append(guide)
            tree.parents.add(ObjectIdentifier(guide), ObjectIdentifier(owner))
          }
          return true
        }
        return false
      }
    }

    /// The tree's participants, or nil when nothing in it uses Auto Layout.
    static func participants(of root: UIView, fitting: Bool) -> Participants? {
      var found = Participants()
      found.tree.root = ObjectIdentifier(root)
      var stack = [root]
      var usesAutoLayout = fitting || !root.translatesMaskIntoConstraints
      if usesAutoLayout { found.insert(root, root: root) }
      while let view = stack.popLast() {
        for constraint in view.storedConstraints {
          usesAutoLayout = true
          // Each item read once (a weak reference: a retain and a release through the view's
          // side table), kept for the description (see ``Participants/constraints``), and
          // bound once (each binding of a copy retained the item again).
          guard let first = constraint.firstItem else {
            if let second = constraint.secondItem {
              found.insert(item: second, attribute: constraint.secondAttribute, root: root)
            }
            found.constraints.append((constraint, nil))
            continue
          }
          var held = found.insert(item: first, attribute: constraint.firstAttribute, root: root)
          var secondItem: Item?
          if let second = constraint.secondItem {
            held =
              found.insert(item: second, attribute: constraint.secondAttribute, root: root)
              && held
            secondItem = .unretained(second)
          }
          found.constraints.append((constraint, held ? (.unretained(first), secondItem) : nil))
        }
        if view !== root, !view.translatesMaskIntoConstraints {
          usesAutoLayout = true
          found.insert(view, root: root)
        }
        if view.semanticContentAttribute != .unspecified { found.forcesDirection = true }
        // Each subview's parent noted on the way down, from the strong `subviews` (not read
        // back from the weak `superview`).
        let parent = ObjectIdentifier(view)
        for subview in view.subviews.reversed() {
          found.tree.parents.add(ObjectIdentifier(subview), parent)
          stack.append(subview)
        }
      }
      return usesAutoLayout ? found : nil
    }

    /// Whether anything in the tree of `root` uses Auto Layout (``participants(of:fitting:)``
    /// would find some), answered without collecting the participants: the constraint pass asks
    /// it before every solve.
    static func usesAutoLayout(in root: UIView) -> Bool {
      if !root.translatesMaskIntoConstraints { return true }
      var stack = [root]
      while let view = stack.popLast() {
        if !view.storedConstraints.isEmpty { return true }
        if view !== root, !view.translatesMaskIntoConstraints { return true }
        stack.append(contentsOf: view.subviews)
      }
      return false
    }

    /// Describes the tree's layout to the solver (only what changed reaches it) and reads the
    /// frames back. Nil when nothing in the tree uses Auto Layout.
    func solve(root: UIView, fitting: Fitting? = nil) -> Solution? {
      // The descriptions' spilled terms live as long as this solve (see ``Spills``).
      let spills = Spills.stored.count
      defer { Spills.stored.removeSubrange(spills...) }
      let sizeIsSolved = fitting != nil || !root.translatesMaskIntoConstraints
      if fitting == nil, !changes.all, let memo {
        uniformDirection =
          memo.forcesDirection || TraitChange.layoutDirectionChanged
          ? nil : root.inheritedLayoutDirection
        holderDirections.removeAll(keepingCapacity: true)
        let (descriptions, keys) = describeChanges(root: root, memo: memo)
        apply(descriptions, root: root, redescribed: keys)
        return read(memo.views, memo.guides, root: root, sizeIsSolved: sizeIsSolved)
      }
      guard let found = Self.participants(of: root, fitting: fitting != nil) else { return nil }
      recordsReadInsets = fitting == nil
      uniformDirection =
        found.forcesDirection || TraitChange.layoutDirectionChanged
        ? nil : root.inheritedLayoutDirection
      holderDirections.removeAll(keepingCapacity: true)
      widthDependentSizes = IdentityTable()
      tree = found.tree
      // A first description adds the required inequalities before the equalities (see
      // ``describe(_:root:fitting:inequalitiesFirst:)``); should a required constraint conflict,
      // everything is taken back and added in the order the constraints were installed, so that
      // the one broken is the one UIKit breaks (the later installed).
      if !entries.isEmpty {
        apply(describe(found, root: root, fitting: fitting, inequalitiesFirst: false), root: root)
      } else if !apply(
        describe(found, root: root, fitting: fitting, inequalitiesFirst: true), root: root,
        abandonsOnConflict: true)
      {
        for (_, entry) in entries.elements { if let id = entry.id { solver.remove(id) } }
        entries = IdentityTable()
        apply(describe(found, root: root, fitting: fitting, inequalitiesFirst: false), root: root)
      }
      var views: [(view: UIView, box: Box)] = []
      views.reserveCapacity(found.views.count)
      for view in found.views where view !== root && !view.translatesMaskIntoConstraints {
        if let box = boxes[ObjectIdentifier(view)] { views.append((view, box)) }
      }
      var guides: [(guide: UILayoutGuide, box: Box)] = []
      for guide in found.guides where !guide.isSystemGuide {
        if let box = boxes[ObjectIdentifier(guide)] { guides.append((guide, box)) }
      }
      if fitting == nil {
        changes = Changes(all: false)
        // Loops, not `filter`: a main-actor closure handed to a nonisolated function checks
        // its executor on every call (3,000 constraints, 0.8 M instructions).
        var insetOrBaselineConstraints: [NSLayoutConstraint] = []
        for (constraint, _) in found.constraints
        where constraint.firstAttribute.readsInsetsOrBaselines
          || constraint.secondAttribute.readsInsetsOrBaselines
        {
          insetOrBaselineConstraints.append(constraint)
        }
        var systemGuides: [UILayoutGuide] = []
        for guide in found.guides where guide.isSystemGuide { systemGuides.append(guide) }
        memo = Memo(
          members: found.members, views: views, guides: guides,
          forcesDirection: found.forcesDirection, systemGuides: systemGuides,
          insetOrBaselineConstraints: insetOrBaselineConstraints)
      }
      return read(views, guides, root: root, sizeIsSolved: sizeIsSolved)
    }

    // MARK: Describing

    /// How strongly a root view outside a window (laid out by its frame) holds its frame's size:
    /// above every optional priority a constraint can have, below required. Its subviews are laid
    /// out in its frame, yet its own constraints on its size win without a conflict, as on iOS,
    /// where the encapsulated-layout constraints (`UIView-Encapsulated-Layout-Width`) are made
    /// for a window and the views containers place, and a view's autoresizing mask is relative
    /// to a superview it does not have. The frame stays the app's (Apple: with
    /// `translatesAutoresizingMaskIntoConstraints`, the frame sets the size).
    static let bareRootSizePriority: Float = 999.5

    /// What the solver is given for a tree: its views' masks and content sizes, its system
    /// guides and its installed constraints, in the order they are added.
    ///
    /// `inequalitiesFirst`: the required inequalities among the installed constraints are
    /// described before the others (each group in installed order). A system adds with less
    /// work so: an inequality met first takes a free variable as its own (a definition, no
    /// pivot), where met after the equalities it is expanded through theirs and pivoted in (the
    /// 1,000-view screen of Benchmarks/LayoutSolver.md: 48.1 M instructions in installed order,
    /// 43.9 M so). Required constraints alone do not change the solution, only the work; which
    /// one a conflict breaks does (see ``solve(root:fitting:)``).
    func describe(
      _ found: Participants, root: UIView, fitting: Fitting?, inequalitiesFirst: Bool
    ) -> [Description] {
      boxes.reserveCapacity(found.views.count + found.guides.count)
      // At most four descriptions a view (its mask's, or its content size's) and a guide, one a
      // constraint and the root's size: room for them all at once, never copied by growth.
      let boxCount = found.views.count + found.guides.count
      let descriptionBound = 4 * boxCount + found.constraints.count + 2
      var out: [Description] = []
      out.reserveCapacity(descriptionBound)
      // Each box's four variables, then per constraint its slack, error or dummy (two errors
      // for an optional one) and each variable's pull towards 0 (Benchmarks/LayoutSolver.md).
      solver.reserve(
        symbols: 4 * boxCount + 2 * descriptionBound, constraints: descriptionBound + 4 * boxCount)
      let rootBox = box(root)
      if let fitting {
        for (horizontal, role) in [(true, Role.fitWidth), (false, .fitHeight)] {
          var size = Description(ObjectIdentifier(root), role)
          size.add(horizontal ? rootBox.width : rootBox.height, 1)
          size.constant = -Double(horizontal ? fitting.size.width : fitting.size.height)
          size.priority = (horizontal ? fitting.horizontal : fitting.vertical).rawValue
          if size.priority > 0 { out.append(size) }
        }
      } else if root.translatesMaskIntoConstraints {
        describeRootSize(of: root, into: &out)
      }
      var sized: [UIView] = []
      for view in found.views {
        let isRoot = view === root
        if !isRoot, view.translatesMaskIntoConstraints, let superview = view.superview {
          describeMask(of: view, in: superview, into: &out)
        } else if !view.translatesMaskIntoConstraints || (isRoot && fitting != nil) {
          sized.append(view)
        }
      }
      for guide in found.guides { describeSystemGuide(guide, into: &out) }
      // One pass in installed order; or two, the required inequalities and then the others.
      for secondPass in inequalitiesFirst ? [false, true] : [true] {
        for (constraint, items) in found.constraints
        where !inequalitiesFirst
          || (constraint.relation == .equal || constraint.priority.rawValue < 1_000) == secondPass
        {
          // The items as collected (held by `found`), not read again from the weak references.
          if let items {
            describe(constraint, first: items.first, second: items.second, into: &out)
          } else {
            describe(constraint, into: &out)
          }
        }
      }
      // The content sizes last: each lands in a tableau that the other constraints already
      // shaped, and the solver adds it with less work (the 1,000-view screen of
      // Benchmarks/LayoutSolver.md: 251 M instructions with them in tree order, 161 M so).
      for view in sized {
        describeIntrinsicSize(of: view, size: measureIntrinsicSize(of: view), into: &out)
      }
      return out
    }

    /// A root view's size held at its frame's (see ``bareRootSizePriority``).
    func describeRootSize(of root: UIView, into out: inout [Description]) {
      let rootBox = box(root)
      for (horizontal, role) in [(true, Role.rootWidth), (false, .rootHeight)] {
        var size = Description(ObjectIdentifier(root), role)
        size.add(horizontal ? rootBox.width : rootBox.height, 1)
        size.constant = -Double(horizontal ? root.frame.width : root.frame.height)
        size.priority = root is UIWindow ? 1_000 : Self.bareRootSizePriority
        out.append(size)
      }
    }

    /// The constraints UIKit makes from an autoresizing mask: the frame as it is, and, when the
    /// superview's size changes, the change shared among the flexible parts in proportion to
    /// their sizes (equally when they are all 0).
    func describeMask(of view: UIView, in superview: UIView, into out: inout [Description]) {
      let mask = view.autoresizingMask
      let box = box(view)
      let parent = self.box(superview)
      let frame = view.frame
      let bounds = superview.bounds.size
      for horizontal in [true, false] {
        let start = Double(horizontal ? frame.minX : frame.minY)
        let length = Double(horizontal ? frame.width : frame.height)
        let whole = Double(horizontal ? bounds.width : bounds.height)
        let flexible =
          horizontal
          ? [
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
            mask.contains(.flexibleRightMargin),
          ]
          : [
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
            mask.contains(.flexibleBottomMargin),
          ]
        let parts = [start, length, whole - start - length]
        let flexibleTotal = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let flexibleCount = Double(flexible.filter { $0 }.count)
        func share(_ index: Int) -> Double {
          guard flexible[index] else { return 0 }
          return flexibleTotal > 0 ? max(0, parts[index]) / flexibleTotal : 1 / flexibleCount
        }
        // origin = start + share₀ × (size − whole), and length likewise with share₁.
        var origin = Description(ObjectIdentifier(view), horizontal ? .maskX : .maskY)
        origin.add(horizontal ? box.x : box.y, 1)
        origin.add(horizontal ? parent.width : parent.height, -share(0))
        origin.constant = -(start - share(0) * whole)
        var size = Description(ObjectIdentifier(view), horizontal ? .maskWidth : .maskHeight)
        size.add(horizontal ? box.width : box.height, 1)
        size.add(horizontal ? parent.width : parent.height, -share(1))
        size.constant = -(length - share(1) * whole)
        out.append(origin)
        out.append(size)
      }
    }

    /// A view's content size constraints: it hugs its intrinsic size (`<=`, at its hugging
    /// priority) and resists compression below it (`>=`, at its compression resistance).
    func describeIntrinsicSize(of view: UIView, into out: inout [Description]) {
      describeIntrinsicSize(of: view, size: measureIntrinsicSize(of: view), into: &out)
    }

    /// The view's intrinsic size, noted when it depends on the view's width (see
    /// ``widthDependentSizes``).
    func measureIntrinsicSize(of view: UIView) -> CGSize {
      let size = view.intrinsicContentSize
      // The view's own answer, not a cast to `WidthDependentIntrinsicSize`: a cast to a protocol
      // asks the runtime, which walks the class's ancestors, for every view described.
      if view.intrinsicSizeReadsWidth {
        widthDependentSizes[ObjectIdentifier(view)] = Measured(view: view, size: size)
      } else if !widthDependentSizes.isEmpty {
        widthDependentSizes[ObjectIdentifier(view)] = nil
      }
      return size
    }

    /// As ``describeIntrinsicSize(of:into:)``, of a measured size.
    ///
    /// Both optional (UIKit's defaults), an axis's hugging and compression resistance are one
    /// solver constraint, `size - intrinsic == 0` weighed by the hugging above 0 and by the
    /// resistance below (``LayoutSolver/Constraint/priorityBelowZero``): the same errors at the
    /// same priorities as UIKit's pair of inequalities, in one row where the pair took two rows,
    /// two slacks and a pivot (the 1,000-view screen's first layout: a fifth fewer instructions,
    /// a third less time). A required one keeps the pair, whose required side the solver must
    /// hold.
    func describeIntrinsicSize(
      of view: UIView, size: CGSize, into out: inout [Description]
    ) {
      let box = box(view)
      // Each axis in turn, not a loop over an array of both (an allocation per view).
      func describeAxis(_ axis: NSLayoutConstraint.Axis) {
        let value = axis == .horizontal ? size.width : size.height
        guard value != UIView.noIntrinsicMetric else { return }
        let variable = axis == .horizontal ? box.width : box.height
        let roles: (hug: Role, resist: Role) =
          axis == .horizontal ? (.hugWidth, .resistWidth) : (.hugHeight, .resistHeight)
        let hugging = view.contentHuggingPriority(for: axis).rawValue
        let resistance = view.contentCompressionResistancePriority(for: axis).rawValue
        var description = Description(ObjectIdentifier(view), roles.hug)
        description.add(variable, 1)
        description.constant = -Double(value)
        if hugging > 0, hugging < 1_000, resistance > 0, resistance < 1_000 {
          description.priority = hugging
          description.priorityBelowZero = resistance
          out.append(description)
          return
        }
        // The resistance first: the tableau it shapes takes the hugging with less work.
        if resistance > 0 {
          var resist = description
          resist.key = Key(object: ObjectIdentifier(view), role: roles.resist)
          resist.relation = .greaterThanOrEqual
          resist.priority = resistance
          out.append(resist)
        }
        if hugging > 0 {
          description.relation = .lessThanOrEqual
          description.priority = hugging
          out.append(description)
        }
      }
      describeAxis(.horizontal)
      describeAxis(.vertical)
    }

    /// The safe area, margins, readable content and keyboard guides, placed from their owning
    /// view's insets; a guide made by the app is free, placed by its constraints alone.
    func describeSystemGuide(_ guide: UILayoutGuide, into out: inout [Description]) {
      guard let owner = guide.owningView, guide.isSystemGuide else { return }
      _ = readInsets(of: owner)
      guard let insets = guide.systemInsets(in: owner) else { return }
      let box = box(guide)
      let parent = self.box(owner)
      var x = Description(ObjectIdentifier(guide), .guideX)
      x.add(box.x, 1)
      x.constant = -Double(insets.left)
      var y = Description(ObjectIdentifier(guide), .guideY)
      y.add(box.y, 1)
      var width = Description(ObjectIdentifier(guide), .guideWidth)
      width.add(box.width, 1)
      width.add(parent.width, -1)
      width.constant = Double(insets.left + insets.right)
      var height = Description(ObjectIdentifier(guide), .guideHeight)
      height.add(box.height, 1)
      if guide.isKeyboardGuide {
        // The keyboard guide sits at the bottom: y = height − keyboard, of the keyboard's height.
        y.add(parent.height, -1)
        y.constant = Double(insets.bottom)
        height.constant = -Double(insets.bottom)
      } else {
        y.constant = -Double(insets.top)
        height.add(parent.height, -1)
        height.constant = Double(insets.top + insets.bottom)
      }
      out.append(contentsOf: [x, y, width, height])
    }

    /// An installed constraint, in its items' closest common ancestor's coordinates (where
    /// UIKit's multipliers on positions apply).
    func describe(_ constraint: NSLayoutConstraint, into out: inout [Description]) {
      // Each item read once: each read of a weak reference retains a view through its side
      // table.
      guard let first = constraint.firstItem else { return }
      let second = constraint.secondItem
      // The items' objects held by the locals while the items are read.
      withExtendedLifetime((first, second)) {
        let secondItem: Item? = if let second { .unretained(second) } else { nil }
        describe(constraint, first: .unretained(first), second: secondItem, into: &out)
      }
    }

    /// As ``describe(_:into:)``, of the constraint's items (whose objects the caller holds),
    /// the holder found by identity in the tree (see ``tree``). Appended to `out`, not returned:
    /// each return and binding of a description copied it (about 150 bytes).
    func describe(
      _ constraint: NSLayoutConstraint, first: Item, second: Item?,
      into out: inout [Description]
    ) {
      let holder: ObjectIdentifier
      if let found = commonAncestor(of: first, second) {
        holder = found
      } else if let found = constraint.itemsCommonAncestor {
        holder = ObjectIdentifier(found)
      } else {
        return
      }
      var description = Description(ObjectIdentifier(constraint), .user)
      let direction: UIUserInterfaceLayoutDirection
      if let uniformDirection {
        direction = uniformDirection
      } else if let holderView = constraint.itemsCommonAncestor {
        let key = ObjectIdentifier(holderView)
        if let known = holderDirections[key] {
          direction = known
        } else {
          direction = holderView.inheritedLayoutDirection
          holderDirections[key] = direction
        }
      } else {
        return
      }
      let rightToLeft = direction == .rightToLeft
      append(
        constraint.firstAttribute, of: first, in: holder, rightToLeft: rightToLeft, factor: 1,
        to: &description)
      if let second {
        append(
          constraint.secondAttribute, of: second, in: holder, rightToLeft: rightToLeft,
          factor: -Double(constraint.multiplier), to: &description)
      }
      // In right to left, leading and trailing measure inwards from the other side: a
      // constraint on them is mirrored, its constant's sign and its inequality's direction
      // flipped (`leading + 20` is 20 points in from the right edge, and `b.leading >=
      // a.trailing + 8` keeps b at least 8 points left of a).
      func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
      }
      let flips =
        rightToLeft
        && (isDirectional(constraint.firstAttribute) || isDirectional(constraint.secondAttribute))
      description.constant -= Double(flips ? -constraint.constant : constraint.constant)
      description.relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: flips ? .greaterThanOrEqual : .lessThanOrEqual
        case .greaterThanOrEqual: flips ? .lessThanOrEqual : .greaterThanOrEqual
        }
      description.priority = constraint.priority.rawValue
      if description.priority > 0 { out.append(description) }
    }
  }
#endif
