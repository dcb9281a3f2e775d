#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that lines up its arranged subviews, as UIKit's `UIStackView`: it makes and keeps
  /// up to date the constraints UIKit's stack view makes (identified `UISV-…` as in UIKit's
  /// logs), held by the stack view, and the private layout guides UIKit adds for alignment and
  /// spacing distributions. The constraints are rebuilt at once whenever the arrangement or a
  /// property changes, so `constraints` reads right immediately.
  @preconcurrency @MainActor open class UIStackView: UIView, ArrangedSubviewsHost {
    /// How views are placed across the axis.
    public enum Alignment: Int, Sendable {
      /// Filling the space.
      case fill
      /// At the leading edge.
      case leading
      /// At the first baseline (horizontal stacks).
      case firstBaseline
      /// Centered.
      case center
      /// At the trailing edge.
      case trailing
      /// At the last baseline (horizontal stacks).
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

    /// The value of ``setCustomSpacing(_:after:)`` that removes a custom spacing, and that
    /// ``customSpacing(after:)`` answers when none is set (`FLT_MAX`, as in UIKit).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value meaning the system's standard spacing between sibling views
    /// (`FLT_MIN`, as in UIKit), 8 points on iOS.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    private var storedArrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement, replaced on every rebuild.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    /// The previous arrangement's guides, while a rebuild may take them over.
    var reusableGuides: [UILayoutGuide] = []
    /// The lengths a proportional distribution was built with, to notice when they change.
    var proportionalLengths: [CGFloat] = []
    /// Whether rebuilds wait for the arrangement to be complete.
    var isBuildingArrangement = false

    /// The views lined up, in order.
    public var arrangedSubviews: [UIView] { storedArrangedSubviews }
    /// The axis (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuildArrangement() } }
    /// The space between views (``spacingUseSystem`` for the system's).
    open var spacing: CGFloat = 0 { didSet { rebuildArrangement() } }
    /// The placement across the axis.
    open var alignment: Alignment = .fill { didSet { rebuildArrangement() } }
    /// The sharing of space along the axis.
    open var distribution: Distribution = .fill { didSet { rebuildArrangement() } }
    /// Whether the views are laid out inside the layout margins (to `layoutMarginsGuide`)
    /// rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rebuildArrangement() } }
    /// Whether, in a vertical stack, the spacing runs from a view's last baseline to the next
    /// one's first baseline.
    open var isBaselineRelativeArrangement = false { didSet { rebuildArrangement() } }

    /// Creates a stack of the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      // One rebuild for the whole arrangement, rather than one per view.
      isBuildingArrangement = true
      for view in views { addArrangedSubview(view) }
      isBuildingArrangement = false
      rebuildArrangement()
    }

    /// Appends a view to the arrangement (and to the subviews).
    open func addArrangedSubview(_ view: UIView) {
      insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts a view in the arrangement (and in the subviews); the stack view lays it out
    /// with constraints, so its `translatesAutoresizingMaskIntoConstraints` becomes `false`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
      storedArrangedSubviews.removeAll { $0 === view }
      let index = max(0, min(stackIndex, storedArrangedSubviews.count))
      storedArrangedSubviews.insert(view, at: index)
      view.translatesAutoresizingMaskIntoConstraints = false
      if view.superview !== self { addSubview(view) }
      rebuildArrangement()
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit, and loses its
    /// custom spacing.
    open func removeArrangedSubview(_ view: UIView) {
      leaveArrangement(view)
    }

    /// Sets the space after one arranged view, replacing ``spacing`` for that gap
    /// (``spacingUseDefault`` removes it). A view not arranged here is ignored, as in UIKit.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
      customSpacings[ObjectIdentifier(arrangedSubview)] =
        spacing == Self.spacingUseDefault ? nil : spacing
      rebuildArrangement()
    }

    /// The custom space after one arranged view, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview leaving the stack also leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      leaveArrangement(subview)
    }

    /// Reads the arranged views' intrinsic lengths again for a proportional distribution, as
    /// UIKit does when one of them changes.
    open override func updateConstraints() {
      if distribution == .fillProportionally, currentProportionalLengths() != proportionalLengths {
        rebuildArrangement()
      }
      super.updateConstraints()
    }

    /// The first visible arranged view's first baseline, so stacks nest in baseline layouts.
    open override var forFirstBaselineLayout: UIView {
      storedArrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last baseline of the last visible arranged view (of the first one across a
    /// horizontal stack, whose views share a line).
    open override var forLastBaselineLayout: UIView {
      let visible = storedArrangedSubviews.filter { !$0.isHidden }
      let view = axis == .vertical ? visible.last : visible.first
      return view?.forLastBaselineLayout ?? self
    }

    func arrangedSubviewVisibilityDidChange(_ subview: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === subview }) else { return }
      rebuildArrangement()
    }

    private func leaveArrangement(_ view: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
      storedArrangedSubviews.removeAll { $0 === view }
      customSpacings[ObjectIdentifier(view)] = nil
      rebuildArrangement()
    }

    /// The spacing UIKit uses after `view` when both it and a later view are shown: its
    /// custom spacing, else ``spacing``; the system spacing for ``spacingUseSystem``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
      var value = customSpacing(after: view)
      if value == Self.spacingUseDefault { value = spacing }
      if value == Self.spacingUseDefault { return 0 }
      return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    /// The standard space between sibling views on iOS.
    static let systemSpacing: CGFloat = 8
  }
#endif
