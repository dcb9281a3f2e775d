#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A rectangular area of the screen, as UIKit's `UIView`: a tree of subviews with UIKit's
  /// properties. Headless: nothing is drawn; frames are what code sets, or what Auto Layout solves
  /// in UIKit's layout passes.
  @preconcurrency @MainActor open class UIView: UIResponder {
    /// How content fills the view, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
      /// Scales to fill, ignoring the aspect ratio.
      case scaleToFill
      /// Scales to fit, keeping the aspect ratio.
      case scaleAspectFit
      /// Scales to fill, keeping the aspect ratio.
      case scaleAspectFill
      /// Redraws when the bounds change.
      case redraw
      /// Centered.
      case center
      /// At the top.
      case top
      /// At the bottom.
      case bottom
      /// At the left.
      case left
      /// At the right.
      case right
      /// At the top left.
      case topLeft
      /// At the top right.
      case topRight
      /// At the bottom left.
      case bottomLeft
      /// At the bottom right.
      case bottomRight
    }

    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates a mask.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Flexible left margin.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// Flexible width.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// Flexible right margin.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// Flexible top margin.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// Flexible height.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// Flexible bottom margin.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value meaning "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    // Unchecked exclusivity on the stored properties the layout passes read for every view
    // (each checked access is a runtime call, `swift_beginAccess`: 76 instructions): the class
    // is main-actor isolated, and each access is an instantaneous read or assignment, or a
    // mutation of a value (an array, a `LayoutState`, a `LayoutPassState`) that calls out to
    // nothing that could reach the same property. Observed properties (`frame`) run their
    // observers after the access ends.
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    @exclusivity(unchecked) weak var storedSuperview: UIView?
    /// The controller whose root view this is.
    @exclusivity(unchecked) weak var owningViewController: UIViewController?
    var storedLayoutGuides: [UILayoutGuide] = []
    var storedConstraints: [NSLayoutConstraint] = []
    /// The content hugging (keyed by the axis' raw value) and compression resistance (2 + it)
    /// priorities set.
    var contentPriorities: [Int: UILayoutPriority] = [:]
    /// Layout state kept for the Auto Layout extensions (Views/Layout).
    @exclusivity(unchecked) var layoutState = LayoutState()
    /// The view's part in the layout cycle (Views/Layout/UIView+LayoutPass.swift). Marking the
    /// view as needing layout here, as a list marks its host, flags its superviews too, so that
    /// their layout pass reaches it.
    var layoutPass: LayoutPassState {
      _read { yield storedLayoutPass }
      _modify {
        let neededLayout = storedLayoutPass.needsLayout
        yield &storedLayoutPass
        if !neededLayout, storedLayoutPass.needsLayout { flagAncestorsForLayout() }
      }
    }
    @exclusivity(unchecked) private var storedLayoutPass = LayoutPassState()
    /// ``translatesAutoresizingMaskIntoConstraints`` as last set, for the layout passes, which
    /// read it for every view (through the open accessor, a dynamic call each time).
    @exclusivity(unchecked) final var translatesMaskIntoConstraints = true
    private var storedTintColor: UIColor?
    /// What appearance proxies need to know of the view (Appearance/AppearanceRecord.swift).
    var appearanceRecord: AppearanceRecord?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    private lazy var storedLayer = CALayer()

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
      readMaskTranslation()
    }

    /// Creates a view from an archive. Headless: nothing is decoded; the view is empty.
    public required init?(coder: NSCoder) {
      self.frame = .zero
      super.init(coder: coder)
      readMaskTranslation()
    }

    /// Takes the passes' copy of ``translatesAutoresizingMaskIntoConstraints`` from its accessor,
    /// so that a subclass overriding the property with a constant (`get { false }`, never
    /// calling `super`) is laid out as it says.
    fileprivate func readMaskTranslation() {
      translatesMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    }

    /// Reads ``translatesAutoresizingMaskIntoConstraints`` through its accessor again when the
    /// view is constrained: a subclass that overrides it with storage of its own (never calling
    /// `super`, so never heard of when set) is laid out as it says once it is constrained.
    final func refreshMaskTranslation() {
      let current = translatesAutoresizingMaskIntoConstraints
      guard current != translatesMaskIntoConstraints else { return }
      translatesMaskIntoConstraints = current
      LayoutEngine.invalidate()
      LayoutEngine.structureChanged(around: self)
      superview?.setNeedsLayout()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
      self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. A change of size asks for layout and resizes
    /// the subviews by their autoresizing masks, as in UIKit.
    @exclusivity(unchecked) open var frame: CGRect {
      didSet { frameDidChange(from: oldValue) }
    }
    /// The bounds in the view's own coordinates: the frame's size, at the origin set (zero
    /// unless set; a scroll view's is its `contentOffset`), which subviews' frames are relative to.
    open var bounds: CGRect {
      get { CGRect(origin: boundsOrigin, size: frame.size) }
      set {
        boundsOrigin = newValue.origin
        frame.size = newValue.size
      }
    }
    /// The origin of ``bounds``: a change moves the subviews in the window.
    @exclusivity(unchecked) var boundsOrigin = CGPoint.zero {
      didSet { if boundsOrigin != oldValue { noteGeometryChange(.reshaped) } }
    }
    /// The center of the frame.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(
          x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }

    // MARK: Appearance

    /// The layer behind the view (corner radius, border, shadow...).
    open var layer: CALayer { storedLayer }

    /// Whether the view is hidden.
    open var isHidden = false {
      didSet {
        guard isHidden != oldValue else { return }
        // A window's visibility decides whether its views have a safe area.
        if storedSuperview == nil { noteGeometryChange(.reshaped) }
        (superview as? ArrangedSubviewsHost)?.arrangedSubviewVisibilityDidChange(self)
      }
    }
    /// The opacity, 0...1.
    open var alpha: CGFloat = 1
    /// Whether the view is opaque.
    open var isOpaque = true
    /// The color that fills the view's bounds; `nil` is transparent. Headless: stored only.
    open var backgroundColor: UIColor? {
      didSet {
        appearanceSetterCalled("backgroundColor") { [backgroundColor] in
          $0.backgroundColor = backgroundColor
        }
      }
    }
    /// The tint color: the one set, else the superview's, else `.systemBlue`.
    open var tintColor: UIColor! {
      get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
      set {
        storedTintColor = newValue
        appearanceSetterCalled("tintColor") { $0.tintColor = newValue }
      }
    }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How content fills the view.
    open var contentMode: ContentMode = .scaleToFill
    /// The light or dark style forced on the view (and the views below it); a change is a trait
    /// change: the views below whose style changes hear `traitCollectionDidChange(_:)`, top-down,
    /// and need layout.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
      get { storedOverrideUserInterfaceStyle }
      set {
        guard newValue != storedOverrideUserInterfaceStyle else { return }
        let change = TraitChange(view: self)
        storedOverrideUserInterfaceStyle = newValue
        change.deliver()
      }
    }
    private var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// A number that identifies the view; see ``viewWithTag(_:)``.
    open var tag = 0
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether several touches are handled at once.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively.
    open var isExclusiveTouch = false

    // MARK: Accessibility

    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?
    /// The hint VoiceOver reads.
    open var accessibilityHint: String?
    /// The value VoiceOver reads.
    open var accessibilityValue: String?
    /// Whether VoiceOver treats the view as one element.
    open var isAccessibilityElement = false

    // MARK: Hierarchy

    /// The view's subviews, back to front.
    public var subviews: [UIView] { storedSubviews }
    /// The view that contains this one (weak).
    public var superview: UIView? { storedSuperview }
    /// The window the view is in, if any.
    open var window: UIWindow? {
      var top: UIView = self
      while let parent = top.storedSuperview { top = parent }
      return top as? UIWindow
    }

    /// The next responder: the controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    override var responderWindow: UIWindow? { window }

    /// Adds a view on top of the subviews; it leaves its former superview first.
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view among the subviews at the given index; it leaves its former superview
    /// first.
    open func insertSubview(_ view: UIView, at index: Int) {
      if view === self || isDescendant(of: view) {
        Misuse.report(
          "Attempt to add \(Misuse.name(of: type(of: view))) as a subview of "
            + "\(Misuse.name(of: type(of: self))), which is itself or inside it.",
          fix: "Add the view to a view outside its own subtree.")
        return
      }
      moveView(view, to: self, at: index)
    }

    /// Inserts a view just above another subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
      insertSubview(view, at: index ?? storedSubviews.count)
    }

    /// Inserts a view just below another subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      let index = storedSubviews.firstIndex { $0 === siblingSubview }
      insertSubview(view, at: index ?? 0)
    }

    /// Moves a subview in front of the others.
    open func bringSubviewToFront(_ view: UIView) {
      guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
      storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves a subview behind the others.
    open func sendSubviewToBack(_ view: UIView) {
      guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
      storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Removes the view from its superview, which releases it unless referenced elsewhere.
    open func removeFromSuperview() {
      guard storedSuperview != nil else { return }
      moveView(self, to: nil, at: 0)
    }

    /// Whether the view is the given one or inside it.
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.storedSuperview
      }
      return false
    }

    /// The view, or the first one in its subtree (depth first), with the given tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
      if self.tag == tag { return self }
      for subview in storedSubviews {
        if let found = subview.viewWithTag(tag) { return found }
      }
      return nil
    }

    /// Called before the view moves to another superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Makes the first responder inside the view resign; `true` when none is left.
    @discardableResult open func endEditing(_ force: Bool) -> Bool {
      guard let window, let responder = window.firstResponder as? UIView,
        responder.isDescendant(of: self)
      else { return true }
      if force {
        window.firstResponder = nil
        responder.didResignFirstResponder()
        window.updateKeyboard()
        return true
      }
      return responder.resignFirstResponder()
    }

    /// Moves `view` under `destination` (or out of any superview when `nil`), telling the
    /// views and the windows involved, as UIKit does.
    func moveView(_ view: UIView, to destination: UIView?, at index: Int, notify: Bool = true) {
      let oldWindow = view.window
      let newWindow = destination?.window
      let windowChanges = oldWindow !== newWindow
      if windowChanges, let oldWindow, let responder = oldWindow.firstResponder as? UIView,
        responder.isDescendant(of: view)
      {
        oldWindow.firstResponder = nil
        responder.didResignFirstResponder()
        oldWindow.updateKeyboard()
      }
      if windowChanges { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
      view.willMove(toSuperview: destination)
      LayoutEngine.structureChanged(around: view)
      let traitChange = TraitChange.move(of: view)
      let oldParent = view.storedSuperview
      if let oldParent {
        if oldParent !== destination { view.removeConstraintsCrossing(from: oldParent) }
        oldParent.willRemoveSubview(view)
        oldParent.storedSubviews.removeAll { $0 === view }
      }
      if let destination {
        let clamped = max(0, min(index, destination.storedSubviews.count))
        destination.storedSubviews.insert(view, at: clamped)
        view.storedSuperview = destination
        // The passes enter the new superview's subtree for what the view's subtree needs.
        view.flagAncestorsForPendingPasses()
        destination.didAddSubview(view)
      } else {
        view.storedSuperview = nil
        view.noteGeometryChange(.reshaped)
      }
      view.didMoveToSuperview()
      // Read through the accessor again: an override with storage of its own is never heard of
      // when set.
      view.readMaskTranslation()
      // The view now belongs to another tree: its own engine (as a root) is out of use, and both
      // trees lay out again.
      LayoutEngine.invalidate()
      LayoutEngine.structureChanged(around: view)
      if destination != nil { view.layoutPass.engine = nil }
      oldParent?.setNeedsLayout()
      destination?.setNeedsLayout()
      if windowChanges, newWindow != nil {
        view.forEachInSubtree { $0.applyAppearanceOnEnteringWindow() }
      }
      if windowChanges { view.forEachInSubtree { $0.didMoveToWindow() } }
      traitChange?.deliver()
      guard notify else { return }
      oldWindow?.requestAppearanceUpdate()
      if windowChanges { newWindow?.requestAppearanceUpdate() }
    }

    func forEachInSubtree(_ body: (UIView) -> Void) {
      body(self)
      for subview in storedSubviews { subview.forEachInSubtree(body) }
    }

    // MARK: Layout

    /// Whether the autoresizing mask is turned into constraints (`true` by default; set `false`
    /// for views laid out with constraints).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
      didSet {
        translatesMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
        LayoutEngine.invalidate()
        LayoutEngine.structureChanged(around: self)
        superview?.setNeedsLayout()
      }
    }
    /// How the view resizes with its superview.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
      didSet {
        LayoutEngine.invalidate()
        LayoutEngine.viewChanged(self)
      }
    }
    /// Whether the subviews are resized by their autoresizing masks when the view's size
    /// changes (`true` by default).
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// The margins around the content, as UIKit's getter returns them: the margins set (8 points
    /// on each side by default; a controller's root view: its controller's
    /// `systemMinimumLayoutMargins`, or the margins set where larger), grown by the
    /// ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``, and reaching at least as far
    /// in as the superview's margins when ``preservesSuperviewLayoutMargins``. Kept in step with
    /// ``directionalLayoutMargins``: left and right are its leading and trailing margins in the
    /// view's ``effectiveUserInterfaceLayoutDirection``. Setting them sets the view's own margins
    /// and calls ``layoutMarginsDidChange()`` if the margins changed.
    open var layoutMargins: UIEdgeInsets {
      get { effectiveLayoutMargins }
      set {
        setOwnLayoutMargins(
          LayoutState.directionalInsets(newValue, for: effectiveUserInterfaceLayoutDirection))
      }
    }
    /// The margins around the content, in reading direction: ``layoutMargins`` with its left and
    /// right margins as leading and trailing ones. Setting them sets the view's own margins.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
      get {
        LayoutState.directionalInsets(
          effectiveLayoutMargins, for: effectiveUserInterfaceLayoutDirection)
      }
      set { setOwnLayoutMargins(newValue) }
    }
    /// Whether the margins reach at least as far in as the superview's margins do (`false` by
    /// default).
    open var preservesSuperviewLayoutMargins: Bool {
      get { layoutState.preservesSuperviewLayoutMargins }
      set {
        guard newValue != layoutState.preservesSuperviewLayoutMargins else { return }
        changeLayoutMarginInputs { layoutState.preservesSuperviewLayoutMargins = newValue }
      }
    }
    /// Whether the margins count from the safe area's edges (`true` by default).
    open var insetsLayoutMarginsFromSafeArea: Bool {
      get { layoutState.insetsLayoutMarginsFromSafeArea }
      set {
        guard newValue != layoutState.insetsLayoutMarginsFromSafeArea else { return }
        changeLayoutMarginInputs { layoutState.insetsLayoutMarginsFromSafeArea = newValue }
      }
    }
    /// The part of the view's bounds that bars, the screen's unsafe edges (47 points at the top
    /// and 34 at the bottom of an iPhone 14 in portrait) and the controllers'
    /// `additionalSafeAreaInsets` cover, from the view's current frame in its window: zero
    /// outside a visible window and for a view within its superview's safe area.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// The view whose first baseline stands for this view's in `firstBaseline` constraints and
    /// stack alignment: the view itself unless a subclass names a subview.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's in `lastBaseline` constraints and
    /// stack alignment: the view itself unless a subclass names a subview.
    open var forLastBaselineLayout: UIView { self }
    /// Whether the view's intrinsic size depends on its width now (a multi-line label without a
    /// preferred width: `WidthDependentIntrinsicSize`); read for each frame set, where a
    /// protocol conformance check would cost more than the rest of the setter.
    var intrinsicSizeReadsWidth: Bool { false }
    /// The natural size of the content.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Lays out the subviews: the default applies the frames the Auto Layout engine solved to
    /// the subviews laid out by constraints. Override to place subviews yourself; call super
    /// first when constraints place some of them.
    open func layoutSubviews() { applyEngineFrames() }
    /// Marks the view as needing layout; in a window, the layout pass runs on the next
    /// main-queue turn, as on a device.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now if a layout is pending: updates the constraints and solves them when
    /// anything changed, then, from the highest ancestor that needs layout, runs each pending
    /// view's `layoutSubviews()` between its controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`, superviews before subviews.
    open func layoutIfNeeded() { LayoutPass.run(from: self) }
    /// Marks the view as needing to be drawn (headless: no-op).
    open func setNeedsDisplay() {}
    /// Tells the view its intrinsic size changed: its content size constraints are updated at
    /// the next layout pass.
    open func invalidateIntrinsicContentSize() {
      LayoutEngine.invalidate()
      LayoutEngine.viewChanged(self)
      // A stack view shares its length by its views' intrinsic sizes: it updates its
      // constraints in the next constraint pass.
      if let host = superview as? ArrangedSubviewsHost { host.setNeedsUpdateConstraints() }
      (superview ?? self).setNeedsLayout()
    }
    /// The size that fits the given size: the current size, headless.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// Updates the view's constraints, called by the constraint pass before layout when
    /// ``needsUpdateConstraints()``; an override must call super last, as in UIKit.
    open func updateConstraints() { layoutPass.calledSuperUpdateConstraints = true }
    /// Asks for a constraint pass (``updateConstraints()``) before the next layout.
    open func setNeedsUpdateConstraints() {
      layoutPass.needsUpdateConstraints = true
      flagAncestorsForConstraintUpdate()
      LayoutEngine.invalidate()
      window?.scheduleLayoutPass()
    }
    /// Whether a constraint pass is pending for the view.
    open func needsUpdateConstraints() -> Bool { layoutPass.needsUpdateConstraints }
    /// Runs the constraint pass now over the view and its subviews, subviews first.
    open func updateConstraintsIfNeeded() { updateConstraintsBottomUp() }
    /// Whether the class depends on constraint-based layout (its `updateConstraints()` is then
    /// called even while no constraint exists yet); `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Override points

    /// Draws the view's content (headless: never called).
    open func draw(_ rect: CGRect) {}
    /// Called when the view's traits changed, with the traits before (the new ones are current):
    /// a window's size class, a forced style above it, a parent controller's trait override,
    /// the content size category, or a move under other traits. Views above it heard first.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the safe area insets changed: as the view is laid out to appear, when a
    /// controller's `additionalSafeAreaInsets` or a container's bars change, and after a layout
    /// pass moved the view.
    open func safeAreaInsetsDidChange() {}
    /// Called when the effective ``layoutMargins`` changed: when they are set, and when the safe
    /// area, the system minimum margins or the superview's preserved margins moved them.
    open func layoutMarginsDidChange() {}
    /// Called when the tint color changed (headless: never called).
    open func tintColorDidChange() {}
  }
#endif
