#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import LassoDiagnostics

  /// A container of two or three columns side by side, as UIKit's `UISplitViewController`,
  /// in both its styles: column-style (iOS 14, ``init(style:)``: each column's controller is
  /// wrapped in a navigation controller, as UIKit does) and classic (``viewControllers``:
  /// `[primary, secondary]`).
  ///
  /// **Collapse.** As in UIKit, the split view is collapsed while its horizontal size class is
  /// compact: headless, the one of its window (see `UIWindow.headlessHorizontalSizeClass`: an
  /// iPhone-wide window is compact, a window from 600 points wide regular). Collapsed, a
  /// column-style split view shows the controller of the `.compact` column if one was set;
  /// otherwise the primary column's navigation controller, onto which the supplementary and
  /// secondary columns' controllers are pushed up to the column its delegate chooses
  /// (`topColumnForCollapsingToProposedTopColumn`, `.secondary` proposed). A classic one lets
  /// its delegate, else the primary, collapse the secondary onto the primary (a navigation
  /// controller pushes it). Expanding moves them back. It collapses before it first appears in
  /// a compact window, and when its window's size class changes; its delegate hears
  /// `splitViewControllerDidCollapse`/`DidExpand`; the columns' appearance callbacks follow on
  /// later turns of the run loop, as for any container's change.
  ///
  /// Headless: no gestures, overlays or animations of columns; column frames are laid out
  /// side by side from ``primaryColumnWidth`` (and ``supplementaryColumnWidth``).
  @preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// The style of a split view controller.
    public enum Style: Int, Sendable {
      /// Classic: ``viewControllers`` holds the primary and the secondary.
      case unspecified = 0
      /// Two columns: primary and secondary.
      case doubleColumn = 1
      /// Three columns: primary, supplementary and secondary.
      case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
      /// The leading column (a sidebar or list).
      case primary = 0
      /// The middle column of a triple-column split view.
      case supplementary = 1
      /// The detail column.
      case secondary = 2
      /// The controller shown instead of the stacked columns while collapsed.
      case compact = 3
    }

    /// How the columns are displayed while expanded.
    public enum DisplayMode: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Only the secondary.
      case secondaryOnly = 1
      /// One column (primary, or supplementary for triple columns) beside the secondary.
      case oneBesideSecondary = 2
      /// One column over the secondary.
      case oneOverSecondary = 3
      /// Three columns side by side (triple columns).
      case twoBesideSecondary = 4
      /// Two columns over the secondary (triple columns).
      case twoOverSecondary = 5
      /// Two columns displacing the secondary (triple columns).
      case twoDisplaceSecondary = 6

      /// The old name of ``secondaryOnly``.
      @available(*, deprecated, renamed: "secondaryOnly")
      public static var primaryHidden: DisplayMode { .secondaryOnly }
      /// The old name of ``oneBesideSecondary``.
      @available(*, deprecated, renamed: "oneBesideSecondary")
      public static var allVisible: DisplayMode { .oneBesideSecondary }
      /// The old name of ``oneOverSecondary``.
      @available(*, deprecated, renamed: "oneOverSecondary")
      public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the columns share the width.
    public enum SplitBehavior: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Side by side.
      case tile = 1
      /// Over the secondary.
      case overlay = 2
      /// Pushing the secondary aside.
      case displace = 3
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
      /// The leading edge.
      case leading = 0
      /// The trailing edge.
      case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
      /// None.
      case none = 0
      /// A sidebar's.
      case sidebar = 1
    }

    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Never.
      case never = 1
      /// Always.
      case always = 2
    }

    /// The value of a width property that lets the split view choose.
    public static let automaticDimension: CGFloat = -1

    /// The width of a column whose width is automatic.
    static let automaticColumnWidth: CGFloat = 320

    /// What a collapse of a column-style split view moved, to undo it on expanding.
    private struct CollapseRecord {
      /// How many controllers the primary column had.
      var primaryCount: Int
      /// The controllers moved from the supplementary and secondary columns.
      var movedSupplementary: [UIViewController]
      var movedSecondary: [UIViewController]
    }

    /// The style.
    public let style: Style
    /// The delegate (weak).
    open weak var delegate: UISplitViewControllerDelegate?
    /// Whether a button shows only the secondary.
    open var showsSecondaryOnlyButton = false
    /// The split behavior preferred (`.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behavior: the preferred one, `.tile` when automatic.
    open var splitBehavior: SplitBehavior {
      preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }
    /// Whether a swipe shows the primary (headless: stored only).
    open var presentsWithGesture = true
    /// When the display-mode button shows.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The edge of the primary column.
    open var primaryEdge: PrimaryEdge = .leading
    /// The background of the primary column.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// The fraction of the width the primary column prefers (``automaticDimension``).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The width the primary column prefers (``automaticDimension``).
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The least width of the primary column (``automaticDimension``).
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The greatest width of the primary column (``automaticDimension``).
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The fraction of the width the supplementary column prefers (``automaticDimension``).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The width the supplementary column prefers (``automaticDimension``).
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
      didSet { layoutColumns() }
    }
    /// The least width of the supplementary column (``automaticDimension``).
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension
    /// The greatest width of the supplementary column (``automaticDimension``).
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension

    /// The button that changes the display mode.
    public private(set) lazy var displayModeButtonItem = UIBarButtonItem()

    /// The navigation controllers of the primary, supplementary and secondary columns.
    private var columnNavigations: [Column: UINavigationController] = [:]
    /// The controllers set for the columns, as given.
    private var columnControllers: [Column: UIViewController] = [:]
    private var collapseRecord: CollapseRecord?
    private var storedIsCollapsed = false
    /// The display mode ``show(_:)`` and ``hide(_:)`` chose, until the preferred one changes.
    private var chosenDisplayMode: DisplayMode?
    /// A classic split view's secondary while collapsed, when it was a navigation controller.
    private(set) var classicSecondaryNavigation: UINavigationController?
    /// The controllers shown when the content last changed.
    private var shownControllers: [UIViewController] = []

    /// Creates a column-style split view controller (or a classic one for `.unspecified`).
    public init(style: Style) {
      self.style = style
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.style = .unspecified
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller from an archive (headless: an empty one).
    public required init?(coder: NSCoder) {
      self.style = .unspecified
      super.init(coder: coder)
    }

    private var isColumnStyle: Bool { style != .unspecified }

    // MARK: Columns

    /// Sets the controller of a column. A controller that is not a navigation controller is
    /// wrapped in one, except for `.compact`, as UIKit does. Column-style only, and
    /// `.supplementary` for triple columns only (else refused with a `Misuse` report). Headless:
    /// a secondary or supplementary set while collapsed shows once the split view expands (to
    /// show a detail at once while collapsed, use ``showDetailViewController(_:sender:)``).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
      let mine = Misuse.name(of: type(of: self))
      guard isColumnStyle else {
        Misuse.report(
          "setViewController(_:for:) was called on a classic \(mine) (style .unspecified).",
          fix: "Create it with init(style: .doubleColumn) or .tripleColumn, or set "
            + "viewControllers.")
        return
      }
      if column == .supplementary, style != .tripleColumn {
        Misuse.report(
          "The .supplementary column was set on a \(mine) of style .doubleColumn.",
          fix: "Create the split view with init(style: .tripleColumn) to use three columns.")
        return
      }
      if let vc, vc.parent !== self, vc.parent != nil || !validateIncoming(vc, operation: "set") {
        if let parent = vc.parent {
          Misuse.report(
            "Attempt to set \(Misuse.name(of: type(of: vc))) for a column of \(mine), but it "
              + "is a child of \(Misuse.name(of: type(of: parent))).",
            fix: "Remove it from its parent first (removeFromParent), or use a new instance.")
        }
        return
      }
      let old = column == .compact ? columnControllers[.compact] : columnNavigations[column]
      columnControllers[column] = vc
      var new: UIViewController?
      if column == .compact {
        new = vc
      } else if let vc {
        new = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        columnNavigations[column] = new as? UINavigationController
      } else {
        columnNavigations[column] = nil
      }
      if old !== new {
        old?.detachFromParentForColumnMove()
        if let new { adopt(new) }
      }
      updateShownContent(animated: false)
    }

    /// The controller set for a column, as given (not its navigation controller); `nil` for a
    /// classic split view.
    open func viewController(for column: Column) -> UIViewController? {
      isColumnStyle ? columnControllers[column] : nil
    }

    /// Shows a column. Expanded: changes the display mode to the nearest one showing it
    /// (ignored for `.secondary` or a column already shown). Collapsed: pushes the column's
    /// controllers onto the primary's stack if they are not there, or pops those covering
    /// them. `.compact` is refused.
    open func show(_ column: Column) {
      guard checkShowable(column, "show") else { return }
      if storedIsCollapsed {
        showCollapsed(column)
        return
      }
      guard column != .secondary, !visibleColumns.contains(column) else { return }
      let mode: DisplayMode =
        style == .tripleColumn && column == .primary ? .twoBesideSecondary : .oneBesideSecondary
      delegate?.splitViewController(self, willShow: column)
      changeDisplayMode(to: mode)
    }

    /// Hides a column. Expanded: changes the display mode to the nearest one hiding it
    /// (ignored for `.secondary` or a column already hidden). Collapsed: pops the column if it
    /// is on top (never the primary). `.compact` is refused.
    open func hide(_ column: Column) {
      guard checkShowable(column, "hide") else { return }
      if storedIsCollapsed {
        hideCollapsed(column)
        return
      }
      guard column != .secondary, visibleColumns.contains(column) else { return }
      let mode: DisplayMode =
        style == .tripleColumn && column == .primary ? .oneBesideSecondary : .secondaryOnly
      delegate?.splitViewController(self, willHide: column)
      changeDisplayMode(to: mode)
    }

    private func checkShowable(_ column: Column, _ verb: String) -> Bool {
      guard column != .compact else {
        Misuse.report(
          "\(verb)(.compact) was called on \(Misuse.name(of: type(of: self))); the compact "
            + "column cannot be shown or hidden.",
          fix: "\(verb.capitalized) .primary, .supplementary or .secondary.")
        return false
      }
      return isColumnStyle
    }

    // MARK: Classic API

    /// The controllers of the columns. Column-style: the columns' navigation controllers
    /// (primary, supplementary, secondary); collapsed, only the one shown. Classic:
    /// `[primary, secondary]` (collapsed, `[primary]`); setting it replaces them.
    open var viewControllers: [UIViewController] {
      get {
        if isColumnStyle {
          if storedIsCollapsed { return shownControllers }
          return [.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
        }
        return storedChildren
      }
      set { setClassicControllers(newValue) }
    }

    private func setClassicControllers(_ controllers: [UIViewController]) {
      if isColumnStyle {
        // UIKit recommends setViewController(_:for:) but accepts the array: primary, then
        // (triple) supplementary, then secondary.
        let columns: [Column] =
          style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (column, controller) in zip(columns, controllers) {
          setViewController(controller, for: column)
        }
        return
      }
      for controller in controllers where controller.parent !== self {
        if let parent = controller.parent {
          Misuse.report(
            "Attempt to make \(Misuse.name(of: type(of: controller))) a column of "
              + "\(Misuse.name(of: type(of: self))), but it is a child of "
              + "\(Misuse.name(of: type(of: parent))).",
            fix: "Remove it from its parent first (removeFromParent), or use a new instance.")
          return
        }
        guard validateIncoming(controller, operation: "set as a column") else { return }
      }
      for old in storedChildren where !controllers.contains(where: { $0 === old }) {
        old.detachFromParentForColumnMove()
      }
      for controller in controllers where controller.parent !== self { adopt(controller) }
      storedChildren = controllers
      classicSecondaryNavigation = nil
      if storedIsCollapsed, controllers.count > 1 {
        // Collapsed, the new secondary collapses onto the new primary at once.
        collapseClassic()
      }
      updateShownContent(animated: false)
    }

    // MARK: Display mode and collapse

    /// Whether only one column (or the compact one) shows: the split view's horizontal size
    /// class is compact.
    open var isCollapsed: Bool { storedIsCollapsed }

    /// The display mode preferred (`.automatic`). Setting it changes the display mode while
    /// expanded (the delegate hears `willChangeTo`).
    open var preferredDisplayMode: DisplayMode = .automatic {
      didSet {
        let old = displayMode
        chosenDisplayMode = nil
        let new = displayMode
        guard new != old else { return }
        delegate?.splitViewController(self, willChangeTo: new)
        updateShownContent(animated: false)
      }
    }

    /// The display mode: the preferred one, or what ``show(_:)`` and ``hide(_:)`` chose;
    /// automatic means one column beside the secondary (two columns for triple columns).
    open var displayMode: DisplayMode {
      if let chosenDisplayMode { return chosenDisplayMode }
      let preferred = preferredDisplayMode
      if preferred == .automatic {
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
      }
      if style != .tripleColumn, preferred.rawValue >= DisplayMode.twoBesideSecondary.rawValue {
        return .oneBesideSecondary
      }
      return preferred
    }

    private func changeDisplayMode(to mode: DisplayMode) {
      guard mode != displayMode else { return }
      delegate?.splitViewController(self, willChangeTo: mode)
      chosenDisplayMode = mode
      updateShownContent(animated: true)
    }

    /// The columns shown while expanded, in the display mode.
    private var visibleColumns: [Column] {
      switch (displayMode, style == .tripleColumn) {
      case (.secondaryOnly, _): [.secondary]
      case (.oneBesideSecondary, true), (.oneOverSecondary, true): [.supplementary, .secondary]
      case (_, true): [.primary, .supplementary, .secondary]
      case (_, false): [.primary, .secondary]
      }
    }

    /// The width of the primary column: the preferred width, else the preferred fraction of
    /// the split view's width, else 320 points, within the minimum and maximum.
    open var primaryColumnWidth: CGFloat {
      Self.columnWidth(
        preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
        minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
        total: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    /// The width of the supplementary column, as ``primaryColumnWidth``.
    open var supplementaryColumnWidth: CGFloat {
      Self.columnWidth(
        preferred: preferredSupplementaryColumnWidth,
        fraction: preferredSupplementaryColumnWidthFraction,
        minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
        total: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    private static func columnWidth(
      preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, total: CGFloat
    ) -> CGFloat {
      var width =
        preferred >= 0 ? preferred : fraction >= 0 ? fraction * total : automaticColumnWidth
      if minimum >= 0 { width = max(width, minimum) }
      if maximum >= 0 { width = min(width, maximum) }
      return width
    }

    /// Collapses or expands to follow the horizontal size class of the window it is in.
    func updateCollapse(animated: Bool) {
      guard let window = hostWindow else { return }
      let shouldCollapse = window.effectiveHorizontalSizeClass == .compact
      guard shouldCollapse != storedIsCollapsed else { return }
      if shouldCollapse {
        storedIsCollapsed = true
        if isColumnStyle { collapseColumns() } else { collapseClassic() }
        updateShownContent(animated: animated)
        if isColumnStyle { delegate?.splitViewControllerDidCollapse(self) }
      } else {
        storedIsCollapsed = false
        if isColumnStyle {
          expandColumns()
        } else {
          expandClassic()
        }
        updateShownContent(animated: animated)
        if isColumnStyle { delegate?.splitViewControllerDidExpand(self) }
      }
    }

    private func collapseColumns() {
      guard columnControllers[.compact] == nil, let primary = columnNavigations[.primary] else {
        collapseRecord = nil
        return
      }
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
      var record = CollapseRecord(
        primaryCount: primary.viewControllers.count, movedSupplementary: [], movedSecondary: [])
      if top == .supplementary || top == .secondary, style == .tripleColumn {
        record.movedSupplementary =
          columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
      }
      if top == .secondary {
        record.movedSecondary = columnNavigations[.secondary]?.takeStackForColumnMove() ?? []
      }
      collapseRecord = record
      let moved = record.movedSupplementary + record.movedSecondary
      if !moved.isEmpty {
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
      }
    }

    private func expandColumns() {
      if let mode = delegateDisplayModeForExpanding() { chosenDisplayMode = mode }
      guard let record = collapseRecord, let primary = columnNavigations[.primary] else { return }
      collapseRecord = nil
      let stack = primary.viewControllers
      guard stack.count >= record.primaryCount else { return }
      let above = Array(stack.dropFirst(record.primaryCount))
      let supplementary = above.filter { controller in
        record.movedSupplementary.contains { $0 === controller }
      }
      let secondary = above.filter { controller in
        !supplementary.contains { $0 === controller }
      }
      if !above.isEmpty {
        for controller in above { controller.detachFromParentForColumnMove() }
        primary.replaceStackForColumnMove(with: Array(stack.prefix(record.primaryCount)))
      }
      restore(.supplementary, with: supplementary, else: record.movedSupplementary)
      restore(.secondary, with: secondary, else: record.movedSecondary)
    }

    /// Puts `controllers` back in `column`'s stack; when there are none and the column is
    /// empty, the ones collapsing moved (those no longer elsewhere).
    private func restore(
      _ column: Column, with controllers: [UIViewController], else moved: [UIViewController]
    ) {
      guard let navigation = columnNavigations[column] else { return }
      if !controllers.isEmpty {
        _ = navigation.takeStackForColumnMove()
        navigation.setViewControllers(controllers, animated: false)
      } else if navigation.viewControllers.isEmpty {
        let available = moved.filter { $0.parent == nil }
        if !available.isEmpty { navigation.setViewControllers(available, animated: false) }
      }
    }

    private func delegateDisplayModeForExpanding() -> DisplayMode? {
      guard let delegate else { return nil }
      let proposed = displayMode
      let mode = delegate.splitViewController(
        self, displayModeForExpandingToProposedDisplayMode: proposed)
      return mode == proposed || mode == .automatic ? nil : mode
    }

    private func collapseClassic() {
      guard storedChildren.count > 1 else { return }
      let primary = storedChildren[0]
      let secondary = storedChildren[1]
      let handled =
        delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
      classicSecondaryNavigation = secondary as? UINavigationController
      secondary.detachFromParentForColumnMove()
      if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    private func expandClassic() {
      guard let primary = storedChildren.first else { return }
      let secondary =
        delegate?.splitViewController(self, separateSecondaryFrom: primary)
        ?? primary.separateSecondaryViewController(for: self)
      classicSecondaryNavigation = nil
      guard let secondary else { return }
      secondary.detachFromParentForColumnMove()
      adopt(secondary)
      storedChildren = [primary, secondary]
    }

    private func showCollapsed(_ column: Column) {
      guard columnControllers[.compact] == nil, column != .primary,
        let primary = columnNavigations[.primary], let record = collapseRecord
      else {
        if column == .primary, let primary = columnNavigations[.primary],
          let count = collapseRecord?.primaryCount, primary.viewControllers.count > count
        {
          primary.popToViewController(primary.viewControllers[count - 1], animated: true)
        }
        return
      }
      let stack = primary.viewControllers
      let inStack = stack.dropFirst(record.primaryCount)
      let isSupplementary = { (controller: UIViewController) in
        record.movedSupplementary.contains { $0 === controller }
      }
      if column == .supplementary {
        if let last = inStack.last(where: isSupplementary) {
          if last !== stack.last { primary.popToViewController(last, animated: true) }
          return
        }
        let moved = columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
        collapseRecord?.movedSupplementary += moved
        primary.setViewControllers(stack + moved, animated: true)
        return
      }
      if inStack.contains(where: { !isSupplementary($0) }) {
        return
      }
      var moved: [UIViewController] = []
      if style == .tripleColumn, !inStack.contains(where: isSupplementary) {
        let supplementary = columnNavigations[.supplementary]?.takeStackForColumnMove() ?? []
        collapseRecord?.movedSupplementary += supplementary
        moved += supplementary
      }
      let secondary = columnNavigations[.secondary]?.takeStackForColumnMove() ?? []
      collapseRecord?.movedSecondary += secondary
      moved += secondary
      guard !moved.isEmpty else { return }
      primary.setViewControllers(stack + moved, animated: true)
    }

    private func hideCollapsed(_ column: Column) {
      guard column != .primary, columnControllers[.compact] == nil,
        let primary = columnNavigations[.primary], let record = collapseRecord,
        let top = primary.topViewController,
        primary.viewControllers.count > record.primaryCount
      else { return }
      let topIsSupplementary = record.movedSupplementary.contains { $0 === top }
      guard topIsSupplementary == (column == .supplementary) else { return }
      let stack = primary.viewControllers
      let keep =
        stack.dropFirst(record.primaryCount).lastIndex { controller in
          column == .secondary
            ? record.movedSupplementary.contains { $0 === controller } : false
        } ?? (record.primaryCount - 1)
      primary.popToViewController(stack[keep], animated: true)
    }

    // MARK: Showing controllers

    /// Shows a controller, as UIKit does: unless the delegate does, in the primary column
    /// (pushed on its navigation controller; a classic primary's `show(_:sender:)`).
    open override func show(_ vc: UIViewController, sender: Any?) {
      if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
      if isColumnStyle {
        if let primary = columnNavigations[.primary] {
          primary.pushViewController(vc, animated: true)
        } else {
          setViewController(vc, for: .primary)
        }
      } else if let primary = storedChildren.first {
        primary.show(vc, sender: sender)
      } else {
        present(vc, animated: true)
      }
    }

    /// Shows a controller as the detail, as UIKit does: unless the delegate does, expanded it
    /// becomes the secondary column's controller; collapsed it is pushed onto the primary's
    /// navigation controller (a classic primary's `show(_:sender:)`).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
      if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
      if storedIsCollapsed {
        if isColumnStyle, columnControllers[.compact] == nil,
          let primary = columnNavigations[.primary]
        {
          primary.pushViewController(vc, animated: true)
        } else if !isColumnStyle, let primary = storedChildren.first {
          primary.show(vc, sender: sender)
        } else if let compact = columnControllers[.compact] {
          compact.show(vc, sender: sender)
        }
        return
      }
      if isColumnStyle {
        if let navigation = columnNavigations[.secondary], !(vc is UINavigationController) {
          columnControllers[.secondary] = vc
          navigation.setViewControllers([vc], animated: false)
        } else {
          setViewController(vc, for: .secondary)
        }
      } else {
        var controllers = storedChildren
        if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
        setClassicControllers(controllers)
      }
    }

    // MARK: Content

    /// Makes `child` a child at once (it appears with the split view's content).
    private func adopt(_ child: UIViewController) {
      child.willMove(toParent: self)
      child.parent = self
      storedChildren.append(child)
      child.didMove(toParent: self)
    }

    /// The controllers the split view shows now, leading first.
    private var currentlyShown: [UIViewController] {
      if isColumnStyle {
        if storedIsCollapsed {
          if let compact = columnControllers[.compact] { return [compact] }
          return columnNavigations[.primary].map { [$0] } ?? []
        }
        return visibleColumns.compactMap { columnNavigations[$0] }
      }
      if storedIsCollapsed { return Array(storedChildren.prefix(1)) }
      return storedChildren.count > 1 && displayMode == .secondaryOnly
        ? [storedChildren[1]] : Array(storedChildren.prefix(2))
    }

    /// Shows what the split view shows now: views enter and leave, appearance callbacks on a
    /// later turn of the run loop (the window's transition), as for other containers.
    private func updateShownContent(animated: Bool) {
      let shown = currentlyShown
      let changed =
        shown.count != shownControllers.count
        || zip(shown, shownControllers).contains { $0 !== $1 }
      shownControllers = shown
      guard changed else {
        layoutColumns()
        return
      }
      let transition = hostWindow?.transition(
        forChangeOf: self, from: nil, to: shown.last, animated: animated)
      transition?.involve(shown)
      transitionContent(to: shown, in: transition)
      layoutColumns()
    }

    /// Lays the shown columns side by side (collapsed: the one shown fills the view). As the
    /// root of a window, the split view first takes the window's bounds (headless views are
    /// otherwise the screen's size), so its columns share the window's width.
    func layoutColumns() {
      guard let ownView = viewIfLoaded else { return }
      if let window = storedWindow, ownView.frame != window.bounds { ownView.frame = window.bounds }
      let bounds = ownView.bounds
      var x = bounds.minX
      for (index, controller) in shownControllers.enumerated() {
        guard let view = controller.viewIfLoaded else { continue }
        let isLast = index == shownControllers.count - 1
        var width = bounds.maxX - x
        if !isLast {
          let column = columnOf(controller)
          width = column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
        }
        view.frame = CGRect(x: x, y: bounds.minY, width: max(0, width), height: bounds.height)
        x += width
      }
    }

    /// The column whose controller (or navigation controller) `controller` is.
    private func columnOf(_ controller: UIViewController) -> Column? {
      if isColumnStyle {
        return [Column.primary, .supplementary, .secondary, .compact].first { column in
          columnNavigations[column] === controller || columnControllers[column] === controller
        }
      }
      return storedChildren.first === controller ? .primary : .secondary
    }

    /// Headless only: the controllers shown, leading first, for renderers: expanded, the
    /// visible columns' navigation controllers (their views laid side by side); collapsed,
    /// the one shown (the primary's navigation controller or the compact column's controller).
    public var headlessShownViewControllers: [UIViewController] { shownControllers }

    /// Loads a view that holds the shown columns' views.
    open override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      installContent(shownControllers)
      layoutColumns()
    }

    override var childrenForAppearance: [UIViewController] {
      // Before it first appears in a window (and when it entered one since), the split view
      // follows the window's size class, as UIKit collapses it before showing it.
      updateCollapse(animated: false)
      layoutColumns()
      return shownControllers
    }
  }
#endif
