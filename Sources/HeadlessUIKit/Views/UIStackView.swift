#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that lines up its arranged subviews, as UIKit's `UIStackView`. Headless: no layout
  /// is computed; the arrangement is recorded.
  @preconcurrency @MainActor open class UIStackView: UIView {
    /// How views are placed across the axis.
    public enum Alignment: Int, Sendable {
      /// Filling the space.
      case fill
      /// At the leading edge.
      case leading
      /// At the first baseline.
      case firstBaseline
      /// Centered.
      case center
      /// At the trailing edge.
      case trailing
      /// At the last baseline.
      case lastBaseline
      /// At the top (horizontal stacks).
      public static let top = Alignment.leading
      /// At the bottom (horizontal stacks).
      public static let bottom = Alignment.trailing
    }

    /// How views share the space along the axis.
    public enum Distribution: Int, Sendable {
      /// Fill, by hugging priority.
      case fill
      /// Equal sizes.
      case fillEqually
      /// Proportional to their sizes.
      case fillProportionally
      /// Equal spacing.
      case equalSpacing
      /// Equal distance between centers.
      case equalCentering
    }

    private var storedArrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The views lined up, in order.
    public var arrangedSubviews: [UIView] { storedArrangedSubviews }
    /// The axis (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between views.
    open var spacing: CGFloat = 0
    /// The placement across the axis.
    open var alignment: Alignment = .fill
    /// The sharing of space along the axis.
    open var distribution: Distribution = .fill
    /// Whether the views are inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines are measured from the bottom.
    open var isBaselineRelativeArrangement = false

    /// Creates a stack of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Appends a view to the arrangement (and to the subviews).
    open func addArrangedSubview(_ view: UIView) {
      insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts a view in the arrangement (and in the subviews).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
      storedArrangedSubviews.removeAll { $0 === view }
      let index = max(0, min(stackIndex, storedArrangedSubviews.count))
      storedArrangedSubviews.insert(view, at: index)
      if view.superview !== self { addSubview(view) }
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
      storedArrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the space after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
      customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after one arranged view.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// A subview leaving the stack also leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      storedArrangedSubviews.removeAll { $0 === subview }
    }
  }
#endif
