#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Written as Xcode's "Cocoa Touch Class > UITableViewController" template and Apple's
  /// sample code write it: `override` on every data source and delegate method.
  final class FruitsController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    var scrolls = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "reuseIdentifier")
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
      return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      return fruits.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
      cell.textLabel?.text = fruits[indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
    }
  }

  /// Overrides the optional methods whose presence changes the table's behaviour.
  final class EditableFruitsController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var heightRequests = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      fruits.count
    }
    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = fruits[indexPath.row]
      return cell
    }
    override func tableView(
      _ tableView: UITableView, heightForRowAt indexPath: IndexPath
    )
      -> CGFloat
    {
      heightRequests += 1
      return 60
    }
    override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    { "Fruits" }
    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      if editingStyle == .delete {
        fruits.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }
    }
  }

  /// Gives its own height to every row but the first, whose height is the table's (`super`).
  final class FirstRowDefaultController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(
      _ tableView: UITableView, heightForRowAt indexPath: IndexPath
    ) -> CGFloat {
      indexPath.row == 0 ? super.tableView(tableView, heightForRowAt: indexPath) : 80
    }
  }

  /// A plain data source with only the two required methods: the reference behaviour.
  @MainActor final class TwoMethodsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// Overrides nothing.
  final class EmptyTableController: UITableViewController {}

  /// A collection controller written as Xcode's template.
  final class TilesController: UICollectionViewController {
    var tiles = ["A", "B", "C", "D"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
      return 1
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      return tiles.count
    }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selected.append(indexPath)
    }
  }

  /// Overrides nothing.
  final class EmptyCollectionController: UICollectionViewController {}

  @MainActor @Suite struct TableViewControllerTests {
    private func flowLayout() -> UICollectionViewFlowLayout {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      return layout
    }

    // Source: UITableViewController.h (`initWithStyle:`; the class adopts UITableViewDelegate
    // and UITableViewDataSource); the UITableViewController doc overview (the controller sets
    // the table's data source and delegate to itself); Apple's ManagingContacts sample
    // (BaseViewController.swift writes `override func numberOfSections(in:)`).
    @Test func aTemplateSubclassCompilesAndShowsItsRows() {
      let controller = FruitsController(style: .insetGrouped)
      let table = controller.tableView!
      #expect(controller.view === table)
      #expect(table.style == .insetGrouped)
      #expect(table.frame == UIScreen.main.bounds)
      #expect(table.dataSource === controller)
      #expect(table.delegate === controller)
      table.layoutIfNeeded()
      #expect(
        table.visibleCells.compactMap { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
      #expect(FruitsController(nibName: nil, bundle: nil).tableView.style == .plain)
      table.contentOffset = CGPoint(x: 0, y: 10)
      #expect(controller.scrolls == 1)
    }

    // Source: UITableViewDelegate tableView(_:didSelectRowAt:) doc; UITableViewController.h
    // (`tableView` is settable: "setting replaces the view").
    @Test func aTapReachesTheOverrideAndTheTableCanBeReplaced() {
      let controller = FruitsController(style: .plain)
      controller.tableView.layoutIfNeeded()
      #expect(controller.tableView.headless.tap(at: IndexPath(row: 1, section: 0)))
      #expect(controller.selected == [IndexPath(row: 1, section: 0)])
      let replacement = UITableView(frame: .zero, style: .grouped)
      controller.tableView = replacement
      #expect(controller.view === replacement)
      #expect(controller.tableView === replacement)
    }

    // Source: UITableViewController.h, clearsSelectionOnViewWillAppear ("defaults to YES. If
    // YES, any selection is cleared in viewWillAppear:").
    @Test func theSelectionIsClearedWhenTheListReappearsAfterAPop() async {
      useShortTransitions()
      let list = FruitsController(style: .plain)
      let navigation = UINavigationController(rootViewController: list)
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(await transitionsEnded(in: window))
      list.tableView.layoutIfNeeded()
      list.tableView.headless.tap(at: IndexPath(row: 2, section: 0))
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(await transitionsEnded(in: window))
      #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
      navigation.popViewController(animated: true)
      #expect(await transitionsEnded(in: window))
      #expect(list.tableView.indexPathForSelectedRow == nil)

      list.clearsSelectionOnViewWillAppear = false
      list.tableView.headless.tap(at: IndexPath(row: 0, section: 0))
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(await transitionsEnded(in: window))
      navigation.popViewController(animated: true)
      #expect(await transitionsEnded(in: window))
      #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
      window.isHidden = true
    }

    // Source: UITableViewController.h, refreshControl; UIRefreshControl doc (a pull sends
    // .valueChanged).
    @Test func theRefreshControlIsTheTables() {
      let controller = FruitsController(style: .plain)
      let early = UIRefreshControl()
      controller.refreshControl = early
      #expect(!controller.isViewLoaded)
      #expect(controller.tableView.refreshControl === early)
      var pulls = 0
      let control = UIRefreshControl()
      control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
      controller.refreshControl = control
      #expect(controller.tableView.refreshControl === control)
      #expect(control.superview === controller.tableView)
      #expect(control.headless.pullToRefresh())
      #expect(pulls == 1 && controller.refreshControl?.isRefreshing == true)
    }

    // Source: UITableViewDataSource.h (numberOfRowsInSection and cellForRowAt are @required);
    // headless rule: a missing required override is reported, naming the class and the fix.
    @Test func aMissingRequiredOverrideIsReported() {
      let controller = EmptyTableController(style: .plain)
      let reports = misuseReports {
        controller.tableView.layoutIfNeeded()
        _ = controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
      }
      #expect(reports.count == 2)
      #expect(reports.allSatisfy { $0.message.contains("EmptyTableController") })
      #expect(
        reports.contains { $0.fix.contains("override func tableView(_:numberOfRowsInSection:)") })
      #expect(reports.contains { $0.fix.contains("override func tableView(_:cellForRowAt:)") })
      #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    }

    // Source: UITableView rowHeight doc (used when the delegate does not implement
    // heightForRowAt), tableView(_:commit:forRowAt:) doc ("the table view does not show the
    // swipe-to-delete button" when not implemented), titleForHeaderInSection doc.
    @Test func onlyWhatTheSubclassOverridesChangesTheTable() {
      let source = TwoMethodsSource()
      let plain = UITableView(frame: UIScreen.main.bounds, style: .plain)
      plain.dataSource = source
      plain.delegate = source
      plain.layoutIfNeeded()

      let controller = FruitsController(style: .plain)
      let table = controller.tableView!
      table.layoutIfNeeded()
      let row = IndexPath(row: 1, section: 0)
      #expect(table.rectForRow(at: row) == plain.rectForRow(at: row))
      #expect(table.rectForRow(at: row).height == 44)
      #expect(table.contentSize == plain.contentSize)
      #expect(table.headerView(forSection: 0) == nil)
      #expect(!table.headless.swipeToDelete(at: row))
      #expect(!plain.headless.swipeToDelete(at: row))
      #expect(controller.fruits.count == 3)
      // Uniform heights: every row is the table's rowHeight, exactly, without estimates.
      let long = FruitsController(style: .plain)
      long.fruits = (0..<1000).map { "Fruit \($0)" }
      long.tableView.rowHeight = 50
      long.tableView.layoutIfNeeded()
      #expect(long.tableView.contentSize.height == 50_000)

      let editable = EditableFruitsController(style: .plain)
      let editableTable = editable.tableView!
      editableTable.layoutIfNeeded()
      #expect(editable.heightRequests > 0)
      #expect(editableTable.rectForRow(at: row).height == 60)
      #expect(editableTable.headerView(forSection: 0)?.textLabel?.text == "Fruits")
      #expect(editableTable.headless.swipeToDelete(at: row))
      #expect(editable.fruits == ["Apple", "Cherry"])
      #expect(editableTable.numberOfRows(inSection: 0) == 2)
    }

    // Source: UITableView rowHeight doc (the height of a row whose delegate gives none) and
    // UITableViewDelegate tableView(_:heightForRowAt:): each row's height is asked of the
    // delegate, so an override that returns `super` for some rows only keeps the others'.
    @Test func anOverrideThatReturnsSuperForTheFirstRowKeepsTheOtherRowsHeights() {
      let controller = FirstRowDefaultController(style: .plain)
      controller.tableView.rowHeight = 50
      controller.tableView.layoutIfNeeded()
      let table = controller.tableView!
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
      #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 80)
      #expect(table.contentSize.height == 210)
    }

    // Source: UICollectionViewController.h (`initWithCollectionViewLayout:`, adopts both
    // protocols; clearsSelectionOnViewWillAppear; installsStandardGestureForInteractiveMovement
    // and useLayoutToLayoutNavigationTransitions) and its loadView doc.
    @Test func aCollectionControllerShowsItsItemsAndTakesTaps() {
      let layout = flowLayout()
      let controller = TilesController(collectionViewLayout: layout)
      #expect(controller.collectionViewLayout === layout)
      #expect(!controller.isViewLoaded)
      let collection = controller.collectionView!
      #expect(controller.view === collection)
      #expect(collection.collectionViewLayout === layout)
      #expect(collection.frame == UIScreen.main.bounds)
      #expect(collection.dataSource === controller && collection.delegate === controller)
      #expect(controller.clearsSelectionOnViewWillAppear)
      #expect(controller.installsStandardGestureForInteractiveMovement)
      #expect(!controller.useLayoutToLayoutNavigationTransitions)
      collection.layoutIfNeeded()
      #expect(collection.visibleCells.count == 4)
      #expect(collection.headless.tap(at: IndexPath(item: 2, section: 0)))
      #expect(controller.selected == [IndexPath(item: 2, section: 0)])
      // Headers: the base viewForSupplementaryElementOfKind reports itself not overridden.
      layout.headerReferenceSize = CGSize(width: 100, height: 30)
      collection.collectionViewLayout.invalidateLayout()
      collection.layoutIfNeeded()
      #expect(
        collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
          .isEmpty)
    }

    // Source: UICollectionViewController.h, clearsSelectionOnViewWillAppear.
    @Test func theCollectionSelectionIsClearedWhenItReappears() async {
      useShortTransitions()
      let grid = TilesController(collectionViewLayout: flowLayout())
      let navigation = UINavigationController(rootViewController: grid)
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(await transitionsEnded(in: window))
      grid.collectionView.layoutIfNeeded()
      grid.collectionView.headless.tap(at: IndexPath(item: 1, section: 0))
      #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(await transitionsEnded(in: window))
      navigation.popViewController(animated: true)
      #expect(await transitionsEnded(in: window))
      #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
      window.isHidden = true
    }

    // Source: UICollectionViewDataSource.h (numberOfItemsInSection and cellForItemAt are
    // @required); UICollectionView's init docs (UIKit raises for a nil layout).
    @Test func aCollectionControllerReportsMissingOverridesAndAMissingLayout() {
      let controller = EmptyCollectionController(collectionViewLayout: flowLayout())
      let reports = misuseReports {
        controller.collectionView.layoutIfNeeded()
        _ = controller.collectionView(
          controller.collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
      }
      #expect(reports.count == 2)
      #expect(reports.allSatisfy { $0.message.contains("EmptyCollectionController") })
      #expect(
        reports.contains {
          $0.fix.contains("override func collectionView(_:numberOfItemsInSection:)")
        })
      #expect(
        reports.contains { $0.fix.contains("override func collectionView(_:cellForItemAt:)") })

      let noLayout = TilesController(nibName: nil, bundle: nil)
      let layoutReports = misuseReports { noLayout.loadViewIfNeeded() }
      #expect(layoutReports.count == 1)
      #expect(layoutReports.first?.fix.contains("init(collectionViewLayout:)") == true)
      #expect(noLayout.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Testing
  @testable import HeadlessUIKit

  @MainActor @Suite struct ControllerEditingTests {
    // Apple's docs: editButtonItem "toggles its title and associated state between Edit and
    // Done"; UITableViewController's setEditing(_:animated:) also sets the table's editing.
    @Test func theEditButtonTogglesEditingAndATableControllerPassesItToItsTable() {
      let controller = UITableViewController(style: .plain)
      let button = controller.editButtonItem
      #expect(button.title == "Edit")
      #expect(controller.editButtonItem === button)
      #expect(button.headless.tap())
      #expect(controller.isEditing)
      #expect(controller.tableView.isEditing)
      #expect(button.title == "Done")
      controller.isEditing = false
      #expect(!controller.tableView.isEditing)
      #expect(button.title == "Edit")
    }
  }
#endif
