#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import LassoDiagnostics

  /// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`. Headless: the
  /// constraint is recorded on the views (see `UIView.constraints`) but never solved.
  @preconcurrency @MainActor open class NSLayoutConstraint {
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

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// Whether the first attribute must equal, be at most, or be at least the second one.
    public let relation: Relation
    /// The second item, if any.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier applied to the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second attribute.
    open var constant: CGFloat
    /// How much the constraint matters against others: `.required` (1000) must hold, lower ones
    /// give way. Headless: stored only, as no constraint is solved.
    open var priority: UILayoutPriority = .required
    /// An identifier for debugging.
    open var identifier: String?
    weak var installedView: UIView?

    /// Creates a constraint `item1.attr1 = item2.attr2 * multiplier + c`.
    public init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      self.firstItem = view1 as AnyObject
      self.firstAttribute = attr1
      self.relation = relation
      self.secondItem = view2.map { $0 as AnyObject }
      self.secondAttribute = attr2
      self.multiplier = multiplier
      self.constant = c
    }

    /// Whether the constraint is installed. Activating one between views with no common
    /// ancestor is refused with a `Misuse` report, as UIKit raises.
    open var isActive: Bool {
      get { installedView != nil }
      set { newValue ? install() : uninstall() }
    }

    /// Activates the constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates the constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }

    private static func view(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }

    private func install() {
      guard installedView == nil, let first = Self.view(of: firstItem) else { return }
      var host = first
      if secondItem != nil {
        guard let second = Self.view(of: secondItem),
          let common = Self.commonAncestor(first, second)
        else {
          let names = [firstItem, secondItem].map { item in
            item.map { Misuse.name(of: type(of: $0)) } ?? "nil"
          }
          Misuse.report(
            "Unable to activate constraint between \(names[0]).\(firstAttribute) and "
              + "\(names[1]).\(secondAttribute) because they have no common ancestor.",
            fix: "Add both views to the same view hierarchy (addSubview) before activating.")
          return
        }
        host = common
      }
      host.storedConstraints.append(self)
      installedView = host
    }

    private func uninstall() {
      installedView?.storedConstraints.removeAll { $0 === self }
      installedView = nil
    }

    private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
      var candidate: UIView? = a
      while let view = candidate {
        if b.isDescendant(of: view) { return view }
        candidate = view.superview
      }
      return nil
    }
  }
#endif
