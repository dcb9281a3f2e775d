#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`: the equation
  /// `firstItem.firstAttribute (=, <=, >=) secondItem.secondAttribute * multiplier + constant`.
  ///
  /// Activating a constraint installs it, as UIKit does, on the closest common ancestor of its
  /// items (a layout guide counts as its owning view), where it appears in that view's
  /// `constraints`; the layout pass solves the active constraints and sets the frames.
  /// An `NSObject`, as in UIKit, so it can adopt `NSObjectProtocol`-refining protocols.
  @preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// A layout attribute, as UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
      /// Left edge.
      case left = 1
      /// Right edge.
      case right
      /// Top edge.
      case top
      /// Bottom edge.
      case bottom
      /// Leading edge.
      case leading
      /// Trailing edge.
      case trailing
      /// Width.
      case width
      /// Height.
      case height
      /// Horizontal center.
      case centerX
      /// Vertical center.
      case centerY
      /// Last baseline.
      case lastBaseline
      /// First baseline.
      case firstBaseline
      /// The left edge inset by the left layout margin.
      case leftMargin
      /// The right edge inset by the right layout margin.
      case rightMargin
      /// The top edge inset by the top layout margin.
      case topMargin
      /// The bottom edge inset by the bottom layout margin.
      case bottomMargin
      /// The leading edge inset by the leading layout margin.
      case leadingMargin
      /// The trailing edge inset by the trailing layout margin.
      case trailingMargin
      /// The horizontal center between the left and right layout margins.
      case centerXWithinMargins
      /// The vertical center between the top and bottom layout margins.
      case centerYWithinMargins
      /// No attribute.
      case notAnAttribute = 0
    }

    /// How the two sides relate, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
      /// Less than or equal.
      case lessThanOrEqual = -1
      /// Equal.
      case equal = 0
      /// Greater than or equal.
      case greaterThanOrEqual = 1
    }

    /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
      /// Horizontal.
      case horizontal
      /// Vertical.
      case vertical
    }

    // The items are never reassigned after `init`, so a read needs no exclusivity check
    // (`swift_beginAccess`): the engine reads them for every constraint it describes. (`weak let`
    // would say so too, but needs Swift 6.2; the package builds with Xcode 16's Swift 6.0.)
    /// The first item (a view or a layout guide).
    @exclusivity(unchecked) public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// Whether the first attribute must equal, be at most, or be at least the second one.
    public let relation: Relation
    /// The second item, if any.
    @exclusivity(unchecked) public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
      NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }
    /// The second item's anchor for the second attribute, if there is a second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
      secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }
    /// The multiplier applied to the second attribute.
    public let multiplier: CGFloat
    // Unchecked exclusivity (as `storedPriority` and `installedView` below): the engine reads
    // these for every constraint it describes, and the runtime's check cost a 1,000-view
    // screen's first layout 0.5 M instructions. The class is main-actor isolated, so no access
    // runs concurrently with another; each write is a plain store of a trivial value (or a weak
    // reference) that calls out to nothing during the access, the observers running after it.
    /// The constant added to the second attribute. Changing it on an active constraint lays the
    /// views out again at the next layout pass, re-solving in place.
    @exclusivity(unchecked) open var constant: CGFloat {
      didSet {
        guard constant != oldValue, let host = installedView else { return }
        LayoutEngine.invalidate()
        LayoutEngine.constraintChanged(self)
        host.setNeedsLayout()
      }
    }
    /// How much the constraint matters against others: `.required` (1000) must hold, lower ones
    /// give way, each priority before all lower ones.
    ///
    /// As in UIKit, an active constraint cannot change between required and not required (the
    /// change is reported as a `Misuse` and the priority kept); set the priority before
    /// activating, or deactivate, change it and activate again. iOS allows it on a lone view
    /// (no superview, subviews or window) not yet laid out, and so does this.
    open var priority: UILayoutPriority {
      get { storedPriority }
      set {
        if isInLayoutEngine, (storedPriority == .required) != (newValue == .required) {
          Misuse.report(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) "
              + "is not supported: NSLayoutConstraint \(debugName) was given priority "
              + "\(newValue.rawValue) and its priority is \(storedPriority.rawValue).",
            fix: "Set the priority before activating the constraint, or deactivate it, change the "
              + "priority and activate it again.")
          return
        }
        storedPriority = newValue
        if let host = installedView {
          LayoutEngine.invalidate()
          LayoutEngine.constraintChanged(self)
          host.setNeedsLayout()
        }
      }
    }
    @exclusivity(unchecked) private var storedPriority: UILayoutPriority = .required
    /// An identifier for debugging.
    open var identifier: String?
    @exclusivity(unchecked) weak var installedView: UIView?

    /// Creates a constraint `item1.attr1 = item2.attr2 * multiplier + c`; without a second item,
    /// pass `nil` and `.notAnAttribute` (with `nil`, the second attribute is `.notAnAttribute`
    /// whatever is passed, as UIKit keeps it).
    ///
    /// Two pairings UIKit refuses (it raises) are reported as a `Misuse`: a location (an edge, a
    /// center or a baseline) equal to a constant, with no second item or a zero multiplier; and
    /// leading or trailing paired with left or right.
    public init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      self.firstItem = view1 as AnyObject
      self.firstAttribute = attr1
      self.relation = relation
      self.secondItem = view2.map { $0 as AnyObject }
      self.secondAttribute = view2 == nil ? .notAnAttribute : attr2
      self.multiplier = multiplier
      self.constant = c
      super.init()
      reportInvalidPairing()
    }

    /// Creates an empty constraint, as `NSObject`'s `init()` does in UIKit (the SDK's header
    /// leaves it available): no items, both attributes `.notAnAttribute`, `==`, a multiplier of
    /// 1, a constant of 0, required. Code holds one as a placeholder until it assigns a real
    /// constraint; activating it is reported as a `Misuse`, since it has no item to install on.
    public override init() {
      // Apple does not document an empty constraint's multiplier; 1 leaves the equation as
      // written, and nothing is solved from a constraint without items.
      self.firstItem = nil
      self.firstAttribute = .notAnAttribute
      self.relation = .equal
      self.secondItem = nil
      self.secondAttribute = .notAnAttribute
      self.multiplier = 1
      self.constant = 0
      super.init()
    }

    private func reportInvalidPairing() {
      let isLocation = ![.width, .height, .notAnAttribute].contains(firstAttribute)
      if isLocation && (secondItem == nil || secondAttribute == .notAnAttribute || multiplier == 0)
      {
        Misuse.report(
          "Invalid constraint \(debugName): a multiplier of 0 or a missing second item with a "
            + "location for the first attribute makes a location equal to a constant; location "
            + "attributes must be specified in pairs.",
          fix: "Relate the location to another item's location (its superview's, for instance), "
            + "or constrain a width or height to a constant instead.")
      }
      let directional: [Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
      let absolute: [Attribute] = [.left, .right, .leftMargin, .rightMargin]
      let pair = [firstAttribute, secondAttribute]
      if pair.contains(where: directional.contains) && pair.contains(where: absolute.contains) {
        Misuse.report(
          "Invalid constraint \(debugName): a constraint cannot be made between a "
            + "leading/trailing attribute and a left/right attribute.",
          fix: "Use leading/trailing for both attributes, or left/right for both.")
      }
    }

    /// Whether the constraint is installed (`false` for a new constraint). Setting `true`
    /// installs it on the closest common ancestor of its items, as UIKit's `isActive` calls
    /// `addConstraint(_:)` there; `false` removes it from the view that holds it. Activating one
    /// whose items have no common ancestor is refused with a `Misuse` report, where UIKit raises.
    open var isActive: Bool {
      get { installedView != nil }
      set { newValue ? activateOnCommonAncestor() : uninstall() }
    }

    /// Activates each constraint, as setting `isActive` to `true` on each does.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as setting `isActive` to `false` on each does.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item stands for: the view itself, or the view that owns a layout guide.
    static func view(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }

    /// The views of both items, or `nil` when an item is gone or is a guide not in a view.
    var itemViews: [UIView]? {
      guard let first = Self.view(of: firstItem) else { return nil }
      guard secondItem != nil else { return [first] }
      guard let second = Self.view(of: secondItem) else { return nil }
      return [first, second]
    }

    /// Whether an item of the constraint is, or is owned by, `view` or a view inside it.
    func references(viewIn view: UIView) -> Bool {
      [firstItem, secondItem].contains { item in
        Self.view(of: item)?.isDescendant(of: view) ?? false
      }
    }

    /// The constraint as UIKit's log prints it, without addresses:
    /// `'identifier' UILabel.leading == UIView.leading + 16 (priority 750)   (active)`.
    var debugDescriptionForLog: String {
      func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "" }
        return "\(Misuse.name(of: type(of: item))).\(attribute)"
      }
      var right = side(secondItem, secondAttribute)
      if secondItem != nil, multiplier != 1 { right += " * \(compact(multiplier))" }
      if constant != 0 || secondItem == nil {
        let sign = constant < 0 && secondItem != nil ? " - " : (secondItem == nil ? "" : " + ")
        right += sign + compact(secondItem == nil ? constant : abs(constant))
      }
      var text = "\(side(firstItem, firstAttribute)) \(relationSymbol) \(right)"
      if let identifier { text = "'\(identifier)' " + text }
      if priority != .required { text += " (priority \(compact(CGFloat(priority.rawValue))))" }
      return text + (isActive ? "   (active)" : "")
    }

    /// `==`, `<=` or `>=`.
    var relationSymbol: String {
      switch relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }

    private func compact(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }

    /// `First.top == Second.bottom`, naming the items' types, for reports.
    var debugName: String {
      func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return attribute == .notAnAttribute ? "nil" : "nil.\(attribute)" }
        return "\(Misuse.name(of: type(of: item))).\(attribute)"
      }
      return
        "\(name(firstItem, firstAttribute)) \(relationSymbol) \(name(secondItem, secondAttribute))"
    }

    private func activateOnCommonAncestor() {
      guard installedView == nil else { return }
      guard let views = itemViews else {
        Misuse.report(
          "Unable to activate constraint \(debugName) because they have no common ancestor: an "
            + "item is a layout guide that no view owns, or is gone.",
          fix: "Add the layout guide to a view (addLayoutGuide) and keep the items alive before "
            + "activating the constraint.")
        return
      }
      guard let host = Self.commonAncestor(of: views) else {
        Misuse.report(
          "Unable to activate constraint \(debugName) because they have no common ancestor: "
            + "its items are in different view hierarchies.",
          fix: "Add both views to the same view hierarchy (addSubview) before activating.")
        return
      }
      for view in views { view.refreshMaskTranslation() }
      install(on: host)
    }

    /// Makes `host` hold the constraint (leaving the view that held it before, if another).
    func install(on host: UIView) {
      if let current = installedView {
        if current === host { return }
        uninstall()
      }
      host.storedConstraints.append(self)
      installedView = host
      LayoutEngine.invalidate()
      LayoutEngine.constraintInstalledOrRemoved(self, in: host)
      host.setNeedsLayout()
    }

    /// Removes the constraint from the view that holds it.
    func uninstall() {
      guard let host = installedView else { return }
      host.storedConstraints.removeAll { $0 === self }
      installedView = nil
      LayoutEngine.invalidate()
      LayoutEngine.constraintInstalledOrRemoved(self, in: host)
      host.setNeedsLayout()
    }

    /// The closest view that is, or contains, every one of `views`.
    static func commonAncestor(of views: [UIView]) -> UIView? {
      guard var found = views.first else { return nil }
      for view in views.dropFirst() {
        guard let common = commonAncestor(found, view) else { return nil }
        found = common
      }
      return found
    }

    /// The closest view that is, or contains, both `a` and `b` (see
    /// ``closestCommonAncestor(_:_:same:parent:)``).
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
      closestCommonAncestor(a, b, same: { $0 === $1 }, parent: { $0.superview })
    }

    /// The closest node that is, or is above, both `a` and `b` in a tree given by `parent`: the
    /// deeper one climbs to the other's depth, then both climb together (the engine asks it for
    /// every constraint it describes, without allocating). Generic over the node, so that the
    /// engine climbs its table of parents by identity as this climbs views.
    static func closestCommonAncestor<Node>(
      _ a: Node, _ b: Node, same: (Node, Node) -> Bool, parent: (Node) -> Node?
    ) -> Node? {
      // The usual cases first, without measuring depths (each step up reads a weak reference):
      // one item the other's superview, or siblings.
      if same(a, b) { return a }
      let aParent = parent(a)
      if let aParent, same(aParent, b) { return b }
      let bParent = parent(b)
      if let bParent, same(bParent, a) { return a }
      if let aParent, let bParent, same(aParent, bParent) { return aParent }
      func depth(_ node: Node) -> Int {
        var depth = 0
        var current = node
        while let next = parent(current) {
          depth += 1
          current = next
        }
        return depth
      }
      var (deeper, other) = (a, b)
      var (deeperDepth, otherDepth) = (depth(a), depth(b))
      if deeperDepth < otherDepth {
        swap(&deeper, &other)
        swap(&deeperDepth, &otherDepth)
      }
      var first: Node? = deeper
      // No `first.flatMap(parent)`: a main-actor closure handed to a nonisolated function checks
      // its executor on each call.
      for _ in 0..<(deeperDepth - otherDepth) {
        if let node = first { first = parent(node) }
      }
      var second: Node? = other
      while let left = first, let right = second {
        if same(left, right) { return left }
        first = parent(left)
        second = parent(right)
      }
      return nil
    }

    /// The view a constraint is expressed in (its items' closest common ancestor), or nil when
    /// an item is gone or is a guide not in a view.
    var itemsCommonAncestor: UIView? {
      guard let first = Self.view(of: firstItem) else { return nil }
      guard secondItem != nil else { return first }
      guard let second = Self.view(of: secondItem) else { return nil }
      return Self.commonAncestor(first, second)
    }
  }
#endif
