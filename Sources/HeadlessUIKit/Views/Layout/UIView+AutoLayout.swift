#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  extension UIView {
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
    /// The first baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
      .init(item: self, attribute: .firstBaseline)
    }
    /// The last baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
      .init(item: self, attribute: .lastBaseline)
    }

    /// The constraints the view holds: those activated on it as the closest common ancestor of
    /// their items, and those added with ``addConstraint(_:)``.
    public var constraints: [NSLayoutConstraint] { storedConstraints }

    /// Makes the view hold a constraint, as UIKit's `addConstraint(_:)` does (prefer
    /// `NSLayoutConstraint.activate`). Its items must be the view or views inside it (guides
    /// count as their owning views); otherwise the view hierarchy is not prepared for it and
    /// it is refused with a `Misuse` report.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
      guard let views = constraint.itemViews, views.allSatisfy({ $0.isDescendant(of: self) })
      else {
        Misuse.report(
          "The view hierarchy is not prepared for the constraint \(constraint.debugName) added "
            + "to \(Misuse.name(of: type(of: self))): its items must be that view or inside it.",
          fix: "Add the constraint to a common ancestor of its items, or set isActive = true "
            + "(NSLayoutConstraint.activate), which finds that view.")
        return
      }
      constraint.install(on: self)
    }

    /// Adds each constraint with ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint the view holds, as UIKit's `removeConstraint(_:)`; one held by
    /// another view is left where it is.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
      guard constraint.installedView === self else { return }
      constraint.uninstall()
    }

    /// Removes each constraint with ``removeConstraint(_:)``.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { removeConstraint(constraint) }
    }

    /// Removes, from `oldSuperview` and the views above it, the constraints that refer to this
    /// view or a view inside it, as UIKit does when a view leaves its superview.
    func removeConstraintsCrossing(from oldSuperview: UIView) {
      var ancestor: UIView? = oldSuperview
      while let holder = ancestor {
        for constraint in holder.storedConstraints where constraint.references(viewIn: self) {
          constraint.uninstall()
        }
        ancestor = holder.superview
      }
    }

    /// The layout guides owned by the view.
    public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide to the view, which then owns it (a guide owned by another view
    /// leaves it first).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
      if let owner = layoutGuide.owningView {
        if owner === self { return }
        owner.removeLayoutGuide(layoutGuide)
      }
      layoutGuide.owningView = self
      storedLayoutGuides.append(layoutGuide)
      LayoutEngine.structureChanged(around: self)
    }

    /// Removes a layout guide the view owns, and the constraints that refer to it from the view
    /// and the views above it (stricter than UIKit documents: a constraint cannot outlive the
    /// guide's place in the hierarchy).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
      guard layoutGuide.owningView === self else { return }
      var ancestor: UIView? = self
      while let holder = ancestor {
        for constraint in holder.storedConstraints
        where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
          constraint.uninstall()
        }
        ancestor = holder.superview
      }
      storedLayoutGuides.removeAll { $0 === layoutGuide }
      layoutGuide.owningView = nil
      LayoutEngine.structureChanged(around: self)
    }

    private func guide(_ identifier: String) -> UILayoutGuide {
      if let guide = storedLayoutGuides.first(where: { $0.identifier == identifier }) {
        return guide
      }
      let guide =
        identifier == UILayoutGuide.keyboardIdentifier ? UIKeyboardLayoutGuide() : UILayoutGuide()
      guide.identifier = identifier
      addLayoutGuide(guide)
      return guide
    }

    /// The area not covered by bars and the notch.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(UILayoutGuide.safeAreaIdentifier) }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { guide(UILayoutGuide.marginsIdentifier) }
    /// The area of comfortable reading width.
    public var readableContentGuide: UILayoutGuide {
      guide(UILayoutGuide.readableContentIdentifier)
    }
    /// The keyboard's area (iOS 15); see `UIKeyboardLayoutGuide`.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
      // The guide made for this identifier is a keyboard guide.
      guide(UILayoutGuide.keyboardIdentifier) as! UIKeyboardLayoutGuide
    }

    /// How much the view resists growing along an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      contentPriorities[axis.rawValue] ?? .defaultLow
    }

    /// Sets how much the view resists growing along an axis.
    public func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      setContentPriority(priority, at: axis.rawValue)
    }

    /// How much the view resists shrinking along an axis.
    public func contentCompressionResistancePriority(
      for axis: NSLayoutConstraint.Axis
    )
      -> UILayoutPriority
    {
      contentPriorities[2 + axis.rawValue] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking along an axis.
    public func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      setContentPriority(priority, at: 2 + axis.rawValue)
    }

    /// Sets a content priority. UIKit's engine takes a new priority at once, and the views it
    /// moves need layout: here the view's content size constraints are described again at the
    /// next layout pass, which the change asks for (it was kept unread until something else
    /// solved the tree again).
    private func setContentPriority(_ priority: UILayoutPriority, at index: Int) {
      let old = contentPriorities[index]
      contentPriorities[index] = priority
      guard old != priority, layoutRoot.layoutPass.engine != nil else { return }
      LayoutEngine.viewChanged(self)
      LayoutEngine.invalidate()
      (superview ?? self).setNeedsLayout()
    }
  }
#endif
