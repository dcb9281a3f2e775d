#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A container of two or three columns side by side, as UIKit's `UISplitViewController`,
  /// in both its styles: column-style (iOS 14, ``init(style:)``: each column's controller is
  /// wrapped in a navigation controller, as UIKit does) and classic (``viewControllers``:
  /// `[primary, secondary]`).
  ///
  /// **Collapse.** As in UIKit, the split view is collapsed while its horizontal size class is
  /// compact: headless, the one of its window (see `window.headless.horizontalSizeClass`: an
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
    /// The value of a width property that lets the split view choose.
    public static let automaticDimension: CGFloat = -1

    /// The width of a column whose width is automatic.
    static let automaticColumnWidth: CGFloat = 320

    /// What a collapse of a column-style split view moved, to undo it on expanding.
    struct CollapseRecord {
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
    var columnNavigations: [Column: UINavigationController] = [:]
    /// The controllers set for the columns, as given.
    var columnControllers: [Column: UIViewController] = [:]
    var collapseRecord: CollapseRecord?
    var storedIsCollapsed = false
    /// The display mode ``show(_:)`` and ``hide(_:)`` chose, until the preferred one changes.
    var chosenDisplayMode: DisplayMode?
    /// A classic split view's secondary while collapsed, when it was a navigation controller.
    var classicSecondaryNavigation: UINavigationController?
    /// The controllers shown when the content last changed.
    var shownControllers: [UIViewController] = []

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

    var isColumnStyle: Bool { style != .unspecified }

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

    func checkShowable(_ column: Column, _ verb: String) -> Bool {
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

    func setClassicControllers(_ controllers: [UIViewController]) {
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

    func changeDisplayMode(to mode: DisplayMode) {
      guard mode != displayMode else { return }
      delegate?.splitViewController(self, willChangeTo: mode)
      chosenDisplayMode = mode
      updateShownContent(animated: true)
    }

    /// The columns shown while expanded, in the display mode.
    var visibleColumns: [Column] {
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

    static func columnWidth(
      preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, total: CGFloat
    ) -> CGFloat {
      var width =
        preferred >= 0 ? preferred : fraction >= 0 ? fraction * total : automaticColumnWidth
      if minimum >= 0 { width = max(width, minimum) }
      if maximum >= 0 { width = min(width, maximum) }
      return width
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
