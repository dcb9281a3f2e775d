#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct TableViewTests {
    // Source: NSIndexPath+UIKitAdditions.h (`indexPathForRow:inSection:`, `row`, `item`).
    @Test func indexPathRowsAndItems() {
      let path = IndexPath(row: 3, section: 1)
      #expect(path.section == 1 && path.row == 3 && path.item == 3)
      #expect(IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
      #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 5, section: 0))
    }

    // Source: UITableView.h, "cellForRowAtIndexPath: … Returns nil when no cell exists"; the
    // data source's cellForRowAt doc: cells are asked as rows come on screen, during layout.
    @Test func onlyTheRowsThatFitAreMadeAndOnlyAtLayout() {
      let source = RowsSource(rows: 100)
      let table = makeTable(source)
      #expect(source.cellRequests.isEmpty)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
      table.layoutIfNeeded()
      // 844 / 44 = 19.2: rows 0...19.
      #expect(source.cellRequests == (0..<20).map { IndexPath(row: $0, section: 0) })
      #expect(table.contentSize == CGSize(width: 390, height: 4400))
      #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text == "Row 5")
      #expect(
        table.rectForRow(at: IndexPath(row: 5, section: 0))
          == CGRect(x: 0, y: 220, width: 390, height: 44))
    }

    // Headless rule (documented on UITableView): a zero-size frame (a table sized by Auto
    // Layout, which headless does not compute) shows as much as the screen.
    @Test func aZeroFrameShowsTheScreensWorth() {
      let source = RowsSource(rows: 100)
      let table = makeTable(source, frame: .zero)
      table.layoutIfNeeded()
      #expect(source.cellRequests.count == Int((UIScreen.main.bounds.height / 44).rounded(.up)))
    }

    // Source: UIView.layoutSubviews / setNeedsLayout docs ("the update happens on the next
    // drawing cycle"); UITableView.reloadData doc ("redisplays visible rows").
    @Test func layoutRunsOnALaterTurnOnceInAWindowAndAfterReload() async {
      let (window, base) = await makeWindow()
      _ = window
      let source = RowsSource(rows: 30)
      let table = makeTable(source)
      base.view.addSubview(table)
      #expect(source.cellRequests.isEmpty)
      #expect(await waitUntil { !source.cellRequests.isEmpty })
      // The rows are taller than the screen, so the table's insets take the safe area (47 at
      // the top; see ScrollViewInsetTests) and it rests at -47: rows 0 to 18 show.
      #expect(table.contentOffset.y == -47)
      #expect(source.cellRequests.count == 19)
      source.cellRequests = []
      source.sections[0][0] = "Changed"
      table.reloadData()
      #expect(source.cellRequests.isEmpty)
      await nextMainQueueTurn()
      #expect(source.cellRequests.count == 19)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Changed")
      table.removeFromSuperview()
    }

    // Leaks are tests (DESIGN.md): a table released before its pending layout pass is freed,
    // and the pass does nothing.
    @Test func aTableReleasedBeforeItsLayoutPassIsFreed() async {
      let (window, base) = await makeWindow()
      _ = window
      let source = RowsSource(rows: 10)
      weak var weakTable: UITableView?
      do {
        let table = makeTable(source)
        weakTable = table
        base.view.addSubview(table)
        table.removeFromSuperview()
      }
      #expect(weakTable == nil)
      await nextMainQueueTurn()
      #expect(source.cellRequests.isEmpty)
    }

    // Source: UIKit's assertion "Attempted to access the table view's visibleCells while they
    // were in the process of being updated" (LoopKit/LoopKit#281, firefox-ios#10548) shows
    // visibleCells updates the cells first; cellForRowAt doc: "any existing" cell only.
    @Test func visibleCellsLayOutFirstButCellForRowDoesNot() {
      let source = RowsSource(rows: 5)
      let table = makeTable(source)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
      #expect(table.visibleCells.count == 5)
      #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
      let cell = table.visibleCells[2]
      #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
      #expect(cell.headless.texts == ["Row 2"])
    }

    // Source: dequeueReusableCell(withIdentifier:for:) doc and UITableViewCell.prepareForReuse
    // doc ("called just before the object is returned from dequeueReusableCell").
    @Test func scrollingReusesCellsAndTellsTheDelegate() {
      let source = RowsSource(rows: 100)
      let table = makeTable(source)
      table.layoutIfNeeded()
      let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
      source.log = []
      source.cellRequests = []
      table.setContentOffset(CGPoint(x: 0, y: 44 * 10), animated: false)
      #expect(source.cellRequests.isEmpty)
      table.layoutIfNeeded()
      #expect(source.cellRequests == (20..<30).map { IndexPath(row: $0, section: 0) })
      #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 10)
      #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 10)
      #expect(source.log.first == "didEndDisplaying 0")
      // Ten cells left and ten came: every new row reused a cell that left.
      #expect(first?.reuses == 1)
      #expect(table.visibleCells.compactMap { ($0 as? CountingCell)?.reuses }.reduce(0, +) == 10)
      #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    }

    // Source: dequeueReusableCell(withIdentifier:for:) doc: "you must register a class or nib
    // file … before calling this method" (UIKit raises NSInternalInconsistencyException).
    @Test func dequeuingAnUnregisteredIdentifierIsAMisuse() {
      let source = RowsSource(rows: 3)
      source.identifier = "missing"
      let table = makeTable(source)
      let reports = misuseReports { table.layoutIfNeeded() }
      #expect(reports.count == 3)
      #expect(reports.first?.message.contains("\"missing\"") == true)
      #expect(table.visibleCells.count == 3)
      #expect(table.visibleCells.first?.reuseIdentifier == "missing")
      #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    // Source: numberOfRows(inSection:) and reloadData docs; reloadData doc: "the table view
    // … clears the selection" is UIKit's observed behaviour of a full reload.
    @Test func reloadDataAsksTheCountsAgain() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      #expect(table.numberOfRows(inSection: 0) == 3)
      source.sections[0].append("Row 3")
      #expect(table.numberOfRows(inSection: 0) == 3)
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == 4)
      #expect(table.numberOfSections == 1)
      #expect(table.indexPathForSelectedRow == nil)
    }

    // Source: insertRows(at:with:) doc and "Batch insertion, deletion, and reloading of rows
    // and sections" (Table View Programming Guide): only the new rows are asked.
    @Test func insertingRowsAsksOnlyTheNewOnesAndKeepsCells() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      table.layoutIfNeeded()
      let cell0 = table.cellForRow(at: IndexPath(row: 0, section: 0))
      let cell1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
      source.cellRequests = []
      source.sections[0].insert("New", at: 1)
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      #expect(table.numberOfRows(inSection: 0) == 4)
      #expect(source.cellRequests == [IndexPath(row: 1, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell0)
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell1)
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "New")
    }

    // Source: UIKit's NSInternalInconsistencyException "Invalid update: invalid number of
    // rows in section 0. The number of rows contained in an existing section after the update
    // (5) must be equal to …" (performBatchUpdates(_:completion:) doc: the data source must
    // be updated to match).
    @Test func anInconsistentUpdateIsRefusedAndReloadRecovers() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      table.layoutIfNeeded()
      source.sections[0] += ["a", "b"]
      let reports = misuseReports {
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      }
      #expect(reports.count == 1)
      let message = reports.first?.message ?? ""
      #expect(message.contains("invalid number of rows in section 0"))
      #expect(message.contains("after the update (5)"))
      #expect(message.contains("before the update (3)"))
      #expect(message.contains("(1 inserted, 0 deleted)"))
      #expect(table.numberOfRows(inSection: 0) == 3)
      #expect(table.visibleCells.count == 3)
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == 5)
      #expect(table.visibleCells.count == 5)
    }

    // Source: UIKit's "attempt to delete row 7 from section 0 which only contains 3 rows
    // before the update" exception; sections: "invalid number of sections".
    @Test func outOfRangeUpdatesAndSectionCountsAreMisuses() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      table.layoutIfNeeded()
      var reports = misuseReports {
        table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
      }
      #expect(reports.first?.message.contains("attempt to delete row 7 from section 0") == true)
      source.sections.append(["x"])
      reports = misuseReports { table.reloadSections(IndexSet(integer: 0), with: .none) }
      #expect(reports.first?.message.contains("invalid number of sections") == true)
      #expect(table.numberOfSections == 1)
      reports = misuseReports { table.insertSections(IndexSet(integer: 1), with: .none) }
      #expect(reports.isEmpty)
      #expect(table.numberOfSections == 2)
    }

    // Source: performBatchUpdates(_:completion:) doc: the completion runs "when all of the
    // animations are finished"; UIView.animate doc: a zero-duration completion runs on the
    // next run-loop cycle (uikit-timing.md 6.2).
    @Test func batchCompletionRunsAfterTheAnimationNeverInsideTheCall() async {
      useShortTransitions()
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      table.layoutIfNeeded()
      var finished: Bool?
      table.performBatchUpdates({
        source.sections[0].removeFirst()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.beginUpdates()
        source.sections[0].append("z")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 3)
      }) { finished = $0 }
      #expect(finished == nil)
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "z")
      #expect(await waitUntil { finished != nil })
      #expect(finished == true)
      var unanimated: Bool?
      UIView.performWithoutAnimation {
        table.performBatchUpdates(nil) { unanimated = $0 }
      }
      #expect(unanimated == nil)
      await nextMainQueueTurn()
      #expect(unanimated == true)
    }

    // Source: UITableView.h: "These methods will not call the delegate methods
    // (-tableView:willSelectRowAtIndexPath: or tableView:didSelectRowAtIndexPath:)".
    @Test func selectRowDoesNotCallTheDelegate() {
      let source = RowsSource(rows: 50)
      let table = makeTable(source)
      table.layoutIfNeeded()
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      table.selectRow(at: IndexPath(row: 30, section: 0), animated: true, scrollPosition: .top)
      #expect(source.log.filter { $0.contains("Select") }.isEmpty)
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 30, section: 0)])
      #expect(table.contentOffset.y == CGFloat(30 * 44))
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
      table.layoutIfNeeded()
      #expect(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
      table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
      #expect(table.indexPathForSelectedRow == nil)
    }

    // Source: UITableViewDelegate docs: willSelectRowAt/willDeselectRowAt ("Return a new
    // indexPath, or nil, to change the proposed selection"), shouldHighlightRowAt, and the
    // order willSelect → willDeselect → didDeselect → didSelect of a user's tap.
    @Test func aUsersTapFollowsUIKitsSequence() {
      let source = RowsSource(rows: 50)
      let table = makeTable(source)
      table.layoutIfNeeded()
      #expect(table.headless.tap(at: IndexPath(row: 1, section: 0)))
      source.log = []
      #expect(table.headless.tap(at: IndexPath(row: 2, section: 0)))
      #expect(
        source.log == [
          "shouldHighlight 2", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2",
        ])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
      // Redirected, then refused.
      source.willSelect = { _ in IndexPath(row: 4, section: 0) }
      table.headless.tap(at: IndexPath(row: 3, section: 0))
      #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
      source.willSelect = { _ in nil }
      source.log = []
      table.headless.tap(at: IndexPath(row: 5, section: 0))
      #expect(source.log == ["shouldHighlight 5", "willSelect 5"])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
      // Not on screen: a user cannot tap it.
      #expect(!table.headless.tap(at: IndexPath(row: 40, section: 0)))
    }

    // Source: allowsSelection / allowsMultipleSelection docs; shouldHighlightRowAt doc
    // ("Returning NO … halts the selection process").
    @Test func selectionRulesForTaps() {
      let source = RowsSource(rows: 10)
      let table = makeTable(source)
      table.layoutIfNeeded()
      source.shouldHighlight = false
      table.headless.tap(at: IndexPath(row: 0, section: 0))
      #expect(table.indexPathForSelectedRow == nil)
      source.shouldHighlight = true
      table.allowsSelection = false
      table.headless.tap(at: IndexPath(row: 0, section: 0))
      #expect(table.indexPathForSelectedRow == nil)
      table.allowsSelection = true
      table.allowsMultipleSelection = true
      table.headless.tap(at: IndexPath(row: 0, section: 0))
      table.headless.tap(at: IndexPath(row: 3, section: 0))
      #expect(table.indexPathsForSelectedRows?.count == 2)
      source.log = []
      table.headless.tap(at: IndexPath(row: 0, section: 0))
      #expect(source.log == ["shouldHighlight 0", "willDeselect 0", "didDeselect 0"])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
      table.isHidden = true
      #expect(!table.headless.tap(at: IndexPath(row: 1, section: 0)))
    }

    // Source: tableView(_:commit:forRowAt:) doc (swipe to delete calls it with .delete);
    // trailingSwipeActionsConfigurationForRowAt doc ("return nil to get the default swipe
    // actions"); UISwipeActionsConfiguration.performsFirstActionWithFullSwipe.
    @Test func swipeToDeleteCommitsOrRunsTheDestructiveAction() {
      let source = RowsSource(rows: 5)
      let table = makeTable(source)
      table.layoutIfNeeded()
      #expect(table.headless.swipeToDelete(at: IndexPath(row: 1, section: 0)))
      #expect(
        source.log.contains("commit EditingStyle.delete 1")
          || source.log.contains("commit delete 1"))
      #expect(table.numberOfRows(inSection: 0) == 4)
      #expect(
        table.visibleCells.map(\.headless.texts) == [["Row 0"], ["Row 2"], ["Row 3"], ["Row 4"]])
      var ran: [String] = []
      source.trailingActions = UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Remove") { action, view, done in
          ran.append(action.title ?? "")
          #expect(view is UITableViewCell)
          done(true)
        }
      ])
      #expect(table.headless.swipeToDelete(at: IndexPath(row: 0, section: 0)))
      #expect(ran == ["Remove"])
      source.trailingActions?.performsFirstActionWithFullSwipe = false
      #expect(!table.headless.swipeToDelete(at: IndexPath(row: 0, section: 0)))
      #expect(table.headless.swipeAction("Remove", at: IndexPath(row: 0, section: 0)))
      source.trailingActions = nil
      source.canEdit = false
      #expect(!table.headless.swipeToDelete(at: IndexPath(row: 0, section: 0)))
    }

    // Source: setEditing(_:animated:) doc ("the table view … calls setEditing on each visible
    // cell").
    @Test func editingReachesTheCells() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      table.layoutIfNeeded()
      table.setEditing(true, animated: true)
      #expect(table.isEditing)
      #expect(table.visibleCells.allSatisfy { $0.isEditing })
      // While editing, selection needs allowsSelectionDuringEditing.
      table.headless.tap(at: IndexPath(row: 0, section: 0))
      #expect(table.indexPathForSelectedRow == nil)
    }

    // Source: moveRow(at:to:) doc; UIKit keeps the moved row's cell and selection.
    @Test func movingARowKeepsItsCellAndSelection() {
      let source = RowsSource(rows: 4)
      let table = makeTable(source)
      table.layoutIfNeeded()
      table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      source.sections[0].append(source.sections[0].removeFirst())
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 1")
    }

    // Source: titleForHeaderInSection doc (the table shows the title in a header view);
    // headerView(forSection:) doc.
    @Test func sectionHeadersShowTheirTitles() {
      let source = RowsSource([["a", "b"], ["c"], ["d"]])
      source.titles = ["First", nil, "Third"]
      let table = makeTable(source)
      table.layoutIfNeeded()
      #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
      #expect(table.headerView(forSection: 1) == nil)
      #expect(table.headerView(forSection: 2)?.headless.texts == ["Third"])
      #expect(
        table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == CGFloat(28 + 88 + 44 + 28))
      #expect(table.contentSize.height == CGFloat(28 * 2 + 44 * 4))
      #expect(table.footerView(forSection: 0) == nil)
    }

    // Source: UITableView.h: "If these [estimated height] methods are implemented, the above
    // -tableView:heightForXXX calls will be deferred until views are ready to be displayed".
    @Test func delegateHeightsAreAskedOnlyForShownRowsWithEstimates() {
      let source = HeightsSource(rows: 100_000)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      #expect(source.heightRequests.count < 30)
      #expect(source.cellRequests == 11)  // 100 + 50 alternating: 11 rows reach 850.
      #expect(
        table.rectForRow(at: IndexPath(row: 3, section: 0))
          == CGRect(x: 0, y: 250, width: 390, height: 50))
      // Without estimates every row's height is asked at once.
      let eager = HeightsSource(rows: 10)
      let small = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      small.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      small.estimatedRowHeight = 0
      small.dataSource = eager
      small.delegate = eager
      small.layoutIfNeeded()
      #expect(small.contentSize.height == 750)
    }

    // Source: brief's performance bar: UIKit makes only the visible cells ("Table views …
    // reuse cells", UITableView overview), whatever the number of rows. Counted in cells made,
    // free of timing noise; the time it takes is Benchmarks/'s (the table benchmarks).
    @Test func a100kRowTableMakesOnlyTheCellsA100RowTableMakes() {
      func cellsMade(rows: Int) -> Int {
        let source = RowsSource(rows: rows)
        let table = makeTable(source)
        table.reloadData()
        table.layoutIfNeeded()
        table.headless.scroll(byScreens: 1)
        return source.cellRequests.count
      }
      let small = cellsMade(rows: 100)
      let large = cellsMade(rows: 100_000)
      #expect(large == small)
      #expect(large <= 40)
    }

    // Source: scrollToRow(at:at:animated:) doc and ScrollPosition docs; UIKit raises for an
    // out-of-bounds row.
    @Test func scrollToRowPositionsTheRow() {
      let source = RowsSource(rows: 100)
      let table = makeTable(source)
      table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == CGFloat(50 * 44))
      table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
      #expect(table.contentOffset.y == CGFloat(51 * 44 - 844))
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == CGFloat(4400 - 844))
      table.layoutIfNeeded()
      #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
      let reports = misuseReports {
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
      }
      #expect(reports.count == 1)
    }

    // Source: UIScrollView.refreshControl doc; UIRefreshControl doc (.valueChanged on pull).
    @Test func aRefreshControlOnATableWorks() {
      let source = RowsSource(rows: 3)
      let table = makeTable(source)
      let refresh = UIRefreshControl()
      var pulled = 0
      refresh.addAction(UIAction { _ in pulled += 1 }, for: .valueChanged)
      table.refreshControl = refresh
      #expect(refresh.headless.pullToRefresh())
      #expect(pulled == 1 && refresh.isRefreshing)
    }

    // Source: UITableViewCell.contentConfiguration and defaultContentConfiguration() docs;
    // UIListContentConfiguration doc.
    @Test func contentConfigurationsShowTheirTextInTheCell() {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
      var content = cell.defaultContentConfiguration()
      content.text = "Title"
      content.secondaryText = "Detail"
      cell.contentConfiguration = content
      #expect(cell.headless.texts == ["Title", "Detail"])
      var labels: [String] = []
      cell.contentView.forEachInSubtree {
        if let label = $0 as? UILabel { labels.append(label.text ?? "") }
      }
      #expect(labels == ["Title", "Detail"])
      let contentView = cell.contentView.subviews.first as? UIListContentView
      content.text = "Changed"
      cell.contentConfiguration = content
      #expect(cell.contentView.subviews.first === contentView)
      #expect(cell.headless.texts == ["Changed", "Detail"])
      let plain = UITableViewCell(style: .value1, reuseIdentifier: nil)
      plain.textLabel?.text = "Left"
      plain.detailTextLabel?.text = "Right"
      #expect(plain.headless.texts == ["Left", "Right"])
      #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    // Source: UIScrollView.keyboardDismissMode doc; a user's drag changes contentOffset and
    // the table lays out the rows that came into view.
    @Test func aUsersScrollShowsTheNextRows() {
      let source = RowsSource(rows: 100)
      let table = makeTable(source)
      table.layoutIfNeeded()
      #expect(table.headless.scroll(byScreens: 1))
      #expect(table.contentOffset.y == 844)
      #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 19, section: 0))
      #expect(table.headless.scroll(to: CGPoint(x: 0, y: 1_000_000)))
      #expect(table.contentOffset.y == CGFloat(4400 - 844))
      table.isScrollEnabled = false
      #expect(!table.headless.scroll(byScreens: -1))
    }

    // Source: register(_:forCellReuseIdentifier:) doc (the table makes registered cells with
    // init(style:reuseIdentifier:)); a subclass's override of it is what runs.
    @Test func registeredSubclassesAreMadeThroughTheirInitializer() {
      let source = RowsSource(rows: 2)
      let table = makeTable(source)
      table.register(SubtitleCell.self, forCellReuseIdentifier: "cell")
      table.layoutIfNeeded()
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(cell is SubtitleCell)
      #expect(cell?.headless.style == .subtitle)
      #expect(cell?.reuseIdentifier == "cell")
    }

    // Source: viewForHeaderInSection and heightForHeaderInSection docs ("views are preferred
    // over title"); willDisplayHeaderView doc; tableHeaderView doc (above the rows).
    @Test func customHeaderViewsAndATableHeader() {
      let source = HeaderViewsSource()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "header")
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      table.tableHeaderView = banner
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      // 100 + (50 + 3 × 44 + 18 footer) × n: sections 0...3 start before 844.
      #expect(source.displayed == [0, 1, 2, 3])
      #expect(table.headerView(forSection: 1)?.headless.texts == ["Header 1"])
      #expect(table.headerView(forSection: 1) is TitleHeader)
      #expect(table.rectForHeader(inSection: 1).minY == CGFloat(100 + 200))
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == CGFloat(150))
      #expect(table.contentSize.height == CGFloat(100 + 30 * 200))
      table.headless.scroll(byScreens: 1)
      #expect(table.headerView(forSection: 0) == nil)
      #expect(table.headerView(forSection: 5)?.textLabel?.text == "Header 5")
    }

    // Source: estimatedRowHeight doc ("the table view … uses the estimate … until the actual
    // height is asked"); contentSize follows as rows are measured.
    @Test func measuredRowsCorrectTheEstimatedContentSize() {
      let source = HeightsSource(rows: 1000)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.estimatedRowHeight = 60
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      // The 15 rows that fit at the estimate (844 / 60) are measured (100/50 alternately:
      // 8 × 100 + 7 × 50); the other 985 stay estimated at 60.
      #expect(table.contentSize.height == CGFloat(8 * 100 + 7 * 50 + 985 * 60))
      #expect(table.visibleCells.count == 11)
      let asked = source.heightRequests.count
      table.headless.scroll(byScreens: 1)
      #expect(source.heightRequests.count > asked)
      #expect(source.heightRequests.count < 40)
    }
  }
#endif
