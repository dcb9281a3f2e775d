#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A controller whose view is a table, as UIKit's `UITableViewController`: it makes the table
  /// (of its style, the screen's size), is its data source and delegate, and clears the
  /// selection when it reappears.
  ///
  /// As on iOS, where the Objective-C class adopts both protocols and Swift imports their
  /// methods as overridable members, a subclass writes `override` on every data source and
  /// delegate method it implements. Each base method behaves as the protocol's default, and
  /// the optional methods whose mere presence changes UIKit's behaviour (`heightForRowAt`,
  /// `commit editingStyle`) tell the table they were not overridden, through the same hook the
  /// protocol extensions use, so that a subclass gets only what it overrides.
  @preconcurrency @MainActor
  open class UITableViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate, ListController
  {
    private let initialStyle: UITableView.Style
    private var storedTableView: UITableView?
    private var storedRefreshControl: UIRefreshControl?

    /// Whether ``viewWillAppear(_:)`` deselects the selected rows (`true` by default),
    /// animated when the appearance is.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
      initialStyle = style
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table (headless: no nib is loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      initialStyle = .plain
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive (headless: a plain table).
    public required init?(coder: NSCoder) {
      initialStyle = .plain
      super.init(coder: coder)
    }

    /// The table, loading the view first. Setting it replaces the view (the new table's data
    /// source and delegate are left as they are).
    open var tableView: UITableView! {
      get {
        loadViewIfNeeded()
        return storedTableView
      }
      set {
        attach(newValue)
        view = newValue
      }
    }

    /// The root view; a table assigned here (for example by an overridden ``loadView()``)
    /// becomes ``tableView``.
    open override var view: UIView! {
      get { super.view }
      set {
        if let table = newValue as? UITableView { attach(table) }
        super.view = newValue
      }
    }

    /// The refresh control of the table (kept until the table exists when set before).
    open var refreshControl: UIRefreshControl? {
      get { storedTableView?.refreshControl ?? storedRefreshControl }
      set {
        storedRefreshControl = newValue
        storedTableView?.refreshControl = newValue
      }
    }

    private func attach(_ table: UITableView?) {
      guard storedTableView !== table else { return }
      storedTableView = table
      if let table, let storedRefreshControl, table.refreshControl == nil {
        table.refreshControl = storedRefreshControl
      }
    }

    /// Makes a table of the controller's style, the screen's size, with the controller as its
    /// data source and delegate, and makes it the view.
    open override func loadView() {
      let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
      table.dataSource = self
      table.delegate = self
      view = table
    }

    /// Turns editing on or off, and the table's editing with it (Apple's documentation of
    /// `UITableViewController`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView.setEditing(editing, animated: animated)
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` (animated when
    /// the appearance is), as UIKit's does: returning to a list after showing a row's detail
    /// shows no row selected. Subclasses call `super`.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      listClearSelection(of: storedTableView, \.indexPathsForSelectedRows, animated: animated)
    }

    static var listTypeNames: (controller: String, dataSource: String) {
      ("UITableViewController", "UITableViewDataSource")
    }

    // MARK: UITableViewDataSource

    /// Required: override it. The base reports the misuse and returns 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      missingOverride("tableView(_:numberOfRowsInSection:) -> Int", returning: 0)
    }

    /// Required: override it. The base reports the misuse and returns an empty cell.
    open func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      missingOverride("tableView(_:cellForRowAt:) -> UITableViewCell")
    }

    /// 1.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      nil
    }

    /// `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      nil
    }

    /// `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    /// `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      false
    }

    /// `nil`.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Does nothing, and tells the table it is not overridden (no swipe to delete).
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      tableView.defaultImplementationReached = true
    }

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}

    /// The table's ``UITableView/rowHeight``, and tells the table it is not overridden (the
    /// rows are then of uniform height).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      tableView.defaultRowHeight()
    }

    /// The table's ``UITableView/sectionHeaderHeight``.
    open func tableView(
      _ tableView: UITableView, heightForHeaderInSection section: Int
    )
      -> CGFloat
    { tableView.sectionHeaderHeight }

    /// The table's ``UITableView/sectionFooterHeight``.
    open func tableView(
      _ tableView: UITableView, heightForFooterInSection section: Int
    )
      -> CGFloat
    { tableView.sectionFooterHeight }

    /// `nil`: the title's view, if any.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      nil
    }

    /// `nil`: the title's view, if any.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      nil
    }

    /// `true`.
    open func tableView(
      _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
    )
      -> Bool
    { true }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// The proposed row.
    open func tableView(
      _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
    )
      -> IndexPath?
    { indexPath }

    /// The proposed row.
    open func tableView(
      _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
    )
      -> IndexPath?
    { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// `.delete`.
    open func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    )
      -> UITableViewCell.EditingStyle
    { .delete }

    /// `nil`: "Delete".
    open func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// `nil`: no leading actions.
    open func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// `nil`: delete, when the data source commits deletions.
    open func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// Does nothing.
    open func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }
#endif
