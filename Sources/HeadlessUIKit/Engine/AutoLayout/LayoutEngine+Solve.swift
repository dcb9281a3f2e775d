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
      /// holder, cost a retain and a release through the view's side table).
      var constraints: [NSLayoutConstraint] = []
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
      /// stand for a view's baselines.
      mutating func insert(
        item: AnyObject?, attribute: NSLayoutConstraint.Attribute, root: UIView
      ) {
        guard let item else { return }
        // Most items were met before (a row's every constraint names it): nothing to add, found
        // without a cast (a cast to a view retained the item through its side table). A member
        // guide's owner is a member too; a baseline may stand for another view.
        if attribute != .firstBaseline, attribute != .lastBaseline,
          members.contains(ObjectIdentifier(item))
        {
          return
        }
        if let view = item as? UIView {
          insert(view, root: root)
          if attribute == .firstBaseline { insert(view.forFirstBaselineLayout, root: root) }
          if attribute == .lastBaseline { insert(view.forLastBaselineLayout, root: root) }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
          insert(owner, root: root)
          if members.insert(ObjectIdentifier(guide)) {
            guides.append(guide)
            tree.parents.add(ObjectIdentifier(guide), ObjectIdentifier(owner))
          }
        }
      }
    }

    /// The tree's participants, or nil when nothing in it uses Auto Layout.
    static func participants(of root: UIView, fitting: Bool) -> Participants? {
      var found = Participants()
      found.tree.root = ObjectIdentifier(root)
      var stack = [root]
      var usesAutoLayout = fitting || !root.translatesAutoresizingMaskIntoConstraints
      if usesAutoLayout { found.insert(root, root: root) }
      while let view = stack.popLast() {
        for constraint in view.storedConstraints {
          usesAutoLayout = true
          found.constraints.append(constraint)
          found.insert(item: constraint.firstItem, attribute: constraint.firstAttribute, root: root)
          found.insert(
            item: constraint.secondItem, attribute: constraint.secondAttribute, root: root)
        }
        if view !== root, !view.translatesAutoresizingMaskIntoConstraints {
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
      if !root.translatesAutoresizingMaskIntoConstraints { return true }
      var stack = [root]
      while let view = stack.popLast() {
        if !view.storedConstraints.isEmpty { return true }
        if view !== root, !view.translatesAutoresizingMaskIntoConstraints { return true }
        stack.append(contentsOf: view.subviews)
      }
      return false
    }

    /// Describes the tree's layout to the solver (only what changed reaches it) and reads the
    /// frames back. Nil when nothing in the tree uses Auto Layout.
    func solve(root: UIView, fitting: Fitting? = nil) -> Solution? {
      let sizeIsSolved = fitting != nil || !root.translatesAutoresizingMaskIntoConstraints
      if fitting == nil, !changes.all, let memo {
        uniformDirection = memo.forcesDirection ? nil : root.inheritedLayoutDirection
        let (descriptions, keys) = describeChanges(root: root, memo: memo)
        apply(descriptions, root: root, redescribed: keys)
        return read(memo.views, memo.guides, root: root, sizeIsSolved: sizeIsSolved)
      }
      guard let found = Self.participants(of: root, fitting: fitting != nil) else { return nil }
      recordsReadInsets = fitting == nil
      uniformDirection = found.forcesDirection ? nil : root.inheritedLayoutDirection
      widthDependentSizes = IdentityTable()
      tree = found.tree
      let descriptions = describe(found, root: root, fitting: fitting)
      apply(descriptions, root: root)
      var views: [(view: UIView, box: Box)] = []
      views.reserveCapacity(found.views.count)
      for view in found.views where view !== root && !view.translatesAutoresizingMaskIntoConstraints
      {
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
        for constraint in found.constraints
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

    func describe(_ found: Participants, root: UIView, fitting: Fitting?) -> [Description] {
      boxes.reserveCapacity(found.views.count + found.guides.count)
      var out: [Description] = []
      out.reserveCapacity(found.views.count * 4 + found.constraints.count)
      let rootBox = box(root)
      if let fitting {
        for (horizontal, role) in [(true, Role.fitWidth), (false, .fitHeight)] {
          var size = Description(root, role)
          size.add(horizontal ? rootBox.width : rootBox.height, 1)
          size.constant = -Double(horizontal ? fitting.size.width : fitting.size.height)
          size.priority = (horizontal ? fitting.horizontal : fitting.vertical).rawValue
          if size.priority > 0 { out.append(size) }
        }
      } else if root.translatesAutoresizingMaskIntoConstraints {
        describeRootSize(of: root, into: &out)
      }
      var sized: [UIView] = []
      for view in found.views {
        let isRoot = view === root
        if !isRoot, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
          describeMask(of: view, in: superview, into: &out)
        } else if !view.translatesAutoresizingMaskIntoConstraints || (isRoot && fitting != nil) {
          sized.append(view)
        }
      }
      for guide in found.guides { describeSystemGuide(guide, into: &out) }
      for constraint in found.constraints {
        if let description = describe(constraint) { out.append(description) }
      }
      // The content sizes last, compression resistances before huggings: each constraint
      // then lands in a tableau that the stronger ones already shaped, and the solver adds
      // them with less work (the 1,000-view screen of Benchmarks/LayoutSolver.md: 251 M
      // instructions with them in tree order, each view's hugging first, 161 M so).
      var resisting: [Description] = []
      var hugging: [Description] = []
      resisting.reserveCapacity(2 * sized.count)
      hugging.reserveCapacity(2 * sized.count)
      for view in sized {
        describeIntrinsicSize(of: view) {
          if $0.relation == .greaterThanOrEqual {
            resisting.append($0)
          } else {
            hugging.append($0)
          }
        }
      }
      out += resisting
      out += hugging
      return out
    }

    /// A root view's size held at its frame's (see ``bareRootSizePriority``).
    func describeRootSize(of root: UIView, into out: inout [Description]) {
      let rootBox = box(root)
      for (horizontal, role) in [(true, Role.rootWidth), (false, .rootHeight)] {
        var size = Description(root, role)
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
        var origin = Description(view, horizontal ? .maskX : .maskY)
        origin.add(horizontal ? box.x : box.y, 1)
        origin.add(horizontal ? parent.width : parent.height, -share(0))
        origin.constant = -(start - share(0) * whole)
        var size = Description(view, horizontal ? .maskWidth : .maskHeight)
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
      describeIntrinsicSize(of: view) { out.append($0) }
    }

    /// As ``describeIntrinsicSize(of:into:)``, each description handed to `emit`.
    func describeIntrinsicSize(of view: UIView, _ emit: (Description) -> Void) {
      let size = view.intrinsicContentSize
      // The view's own answer, not a cast to `WidthDependentIntrinsicSize`: a cast to a protocol
      // asks the runtime, which walks the class's ancestors, for every view described.
      if view.intrinsicSizeReadsWidth {
        widthDependentSizes[ObjectIdentifier(view)] = Measured(view: view, size: size)
      } else if !widthDependentSizes.isEmpty {
        widthDependentSizes[ObjectIdentifier(view)] = nil
      }
      let box = box(view)
      // Each axis in turn, not a loop over an array of both (an allocation per view).
      func describeAxis(_ axis: NSLayoutConstraint.Axis) {
        let value = axis == .horizontal ? size.width : size.height
        guard value != UIView.noIntrinsicMetric else { return }
        let variable = axis == .horizontal ? box.width : box.height
        let roles: (hug: Role, resist: Role) =
          axis == .horizontal ? (.hugWidth, .resistWidth) : (.hugHeight, .resistHeight)
        var hug = Description(view, roles.hug)
        hug.add(variable, 1)
        hug.constant = -Double(value)
        hug.relation = .lessThanOrEqual
        hug.priority = view.contentHuggingPriority(for: axis).rawValue
        var resist = hug
        resist.key = Key(object: ObjectIdentifier(view), role: roles.resist)
        resist.relation = .greaterThanOrEqual
        resist.priority = view.contentCompressionResistancePriority(for: axis).rawValue
        if hug.priority > 0 { emit(hug) }
        if resist.priority > 0 { emit(resist) }
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
      var x = Description(guide, .guideX)
      x.add(box.x, 1)
      x.constant = -Double(insets.left)
      var y = Description(guide, .guideY)
      y.add(box.y, 1)
      var width = Description(guide, .guideWidth)
      width.add(box.width, 1)
      width.add(parent.width, -1)
      width.constant = Double(insets.left + insets.right)
      var height = Description(guide, .guideHeight)
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
    func describe(_ constraint: NSLayoutConstraint) -> Description? {
      // Each item read once, and the holder found by identity in the tree (see ``tree``): each
      // read of a weak reference retains a view through its side table.
      guard let first = constraint.firstItem else { return nil }
      let second = constraint.secondItem
      let holder: ObjectIdentifier
      if let found = commonAncestor(of: first, second) {
        holder = found
      } else if let found = constraint.itemsCommonAncestor {
        holder = ObjectIdentifier(found)
      } else {
        return nil
      }
      var description = Description(constraint, .user)
      let direction: UIUserInterfaceLayoutDirection
      if let uniformDirection {
        direction = uniformDirection
      } else if let holderView = constraint.itemsCommonAncestor {
        direction = holderView.inheritedLayoutDirection
      } else {
        return nil
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
      return description.priority > 0 ? description : nil
    }
  }
#endif
