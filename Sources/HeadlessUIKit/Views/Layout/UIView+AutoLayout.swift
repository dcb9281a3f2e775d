#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

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

    /// The constraints installed on the view.
    public var constraints: [NSLayoutConstraint] { storedConstraints }

    /// Installs a constraint (prefer `NSLayoutConstraint.activate`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Installs each constraint, as `NSLayoutConstraint.activate(_:)` does.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
      NSLayoutConstraint.activate(constraints)
    }
    /// Removes a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Removes each constraint, as `NSLayoutConstraint.deactivate(_:)` does.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      NSLayoutConstraint.deactivate(constraints)
    }

    /// The layout guides owned by the view.
    public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
      layoutGuide.owningView = self
      storedLayoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
      storedLayoutGuides.removeAll { $0 === layoutGuide }
      layoutGuide.owningView = nil
    }

    private func guide(_ identifier: String) -> UILayoutGuide {
      if let guide = storedLayoutGuides.first(where: { $0.identifier == identifier }) {
        return guide
      }
      let guide = UILayoutGuide()
      guide.identifier = identifier
      addLayoutGuide(guide)
      return guide
    }

    /// The area not covered by bars and the notch.
    public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
    /// The area of comfortable reading width.
    public var readableContentGuide: UILayoutGuide { guide("UIViewReadableContentGuide") }
    /// The keyboard's area (iOS 15).
    public var keyboardLayoutGuide: UILayoutGuide { guide("UIViewKeyboardLayoutGuide") }

    /// How much the view resists growing along an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      contentPriorities["hug\(axis.rawValue)"] ?? .defaultLow
    }

    /// Sets how much the view resists growing along an axis.
    public func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      contentPriorities["hug\(axis.rawValue)"] = priority
    }

    /// How much the view resists shrinking along an axis.
    public func contentCompressionResistancePriority(
      for axis: NSLayoutConstraint.Axis
    )
      -> UILayoutPriority
    {
      contentPriorities["resist\(axis.rawValue)"] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking along an axis.
    public func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      contentPriorities["resist\(axis.rawValue)"] = priority
    }
  }
#endif
