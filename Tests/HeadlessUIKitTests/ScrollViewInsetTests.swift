#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A scroll view that counts `adjustedContentInsetDidChange()` calls.
  @MainActor private final class CountingScrollView: UIScrollView {
    var adjustments = 0
    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
      adjustments += 1
    }
  }

  /// A scroll view delegate that records the adjusted insets it was told of.
  @MainActor private final class InsetRecorder: NSObject, UIScrollViewDelegate {
    var told: [UIEdgeInsets] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      told.append(scrollView.adjustedContentInset)
    }
  }

  /// Rows of text for a table controller.
  @MainActor private final class TextRows: NSObject, UITableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
      (cell as? MarginTextCell)?.body.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// How scroll views take the safe area into their content insets, and what their content's
  /// safe area is then: an iPhone 14 in portrait (safe area 47 at the top, 34 at the bottom; a
  /// navigation bar 44 under the status area).
  @MainActor @Suite struct ScrollViewInsetTests {
    private func insets(
      _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private func tableInNavigation(
      rows: Int, rowHeight: CGFloat = UITableView.automaticDimension
    ) async -> (UITableViewController, UIWindow, TextRows) {
      let controller = UITableViewController(style: .plain)
      controller.tableView.rowHeight = rowHeight
      let source = TextRows(rows)
      controller.tableView.register(MarginTextCell.self, forCellReuseIdentifier: "text")
      controller.tableView.dataSource = source
      let window = await makeWindow(root: UINavigationController(rootViewController: controller))
      controller.tableView.layoutIfNeeded()
      return (controller, window, source)
    }

    // The SDK's UIScrollView.h: `.automatic` (the default) adjusts "the top & bottom
    // contentInset when the scroll view is owned by a view controller with
    // automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of
    // whether the scroll view is scrollable"; adjustedContentInset's page: "The safe area
    // insets are then added to the values in the contentInset property". Observed on an
    // iPhone 14: a table controller in a navigation controller has adjustedContentInset
    // (91, 0, 34, 0), rests at contentOffset.y == -91 with its first row just under the bar,
    // and its cells have no top safe area inset, so their content keeps the 11-point margin.
    @Test func aTableInANavigationControllerStartsUnderTheBar() async {
      let (controller, window, source) = await tableInNavigation(rows: 3)
      let table = controller.tableView!
      #expect(table.safeAreaInsets == insets(91, 0, 34, 0))
      #expect(table.adjustedContentInset == insets(91, 0, 34, 0))
      #expect(table.contentOffset == CGPoint(x: 0, y: -91))
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(cell?.frame.minY == 0)
      #expect(cell?.convert(CGPoint.zero, to: nil).y == 91)
      #expect(cell?.safeAreaInsets == .zero)
      #expect(cell?.contentView.layoutMargins.top == 11)
      let body = (cell as? MarginTextCell)?.body
      #expect(body.map { $0.convert(CGPoint.zero, to: nil).y } == 102)
      withExtendedLifetime((window, source)) {}
    }

    // Scrolled, a row under the bar still has no top safe area inset (observed on iOS: cells
    // do not move their content as they pass under the bar); scrolling stops at
    // -adjustedContentInset.top above the content and at its end plus the bottom inset.
    @Test func scrollingStaysWithinTheAdjustedInsets() async {
      // Rows of a known height, so the content's end is known before it is scrolled to.
      let (controller, window, source) = await tableInNavigation(rows: 100, rowHeight: 44)
      let table = controller.tableView!
      #expect(table.headless.scroll(to: CGPoint(x: 0, y: 200)))
      let under = table.visibleCells.first
      #expect(under.map { $0.convert(CGPoint.zero, to: nil).y < 91 } == true)
      #expect(under?.safeAreaInsets == .zero)
      #expect(table.headless.scroll(to: CGPoint(x: 0, y: -500)))
      #expect(table.contentOffset.y == -91)
      #expect(table.headless.scroll(to: CGPoint(x: 0, y: 1_000_000)))
      #expect(abs(table.contentOffset.y - (100 * 44 + 34 - 844)) < 0.001)
      withExtendedLifetime((window, source)) {}
    }

    // The scrollToRow(at:at:animated:) page: `.top` "scrolls the row of interest to the top of
    // the visible table view"; observed on iOS, the visible part is the one the adjusted insets
    // leave clear: the row rests under the navigation bar, not behind it.
    @Test func scrollingToARowKeepsItClearOfTheBars() async {
      let (controller, window, source) = await tableInNavigation(rows: 100)
      let table = controller.tableView!
      let row = IndexPath(row: 30, section: 0)
      table.scrollToRow(at: row, at: .top, animated: false)
      #expect(table.contentOffset.y == table.rectForRow(at: row).minY - 91)
      table.scrollToRow(at: row, at: .bottom, animated: false)
      #expect(table.contentOffset.y == table.rectForRow(at: row).maxY + 34 - 844)
      table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == -91)
      withExtendedLifetime((window, source)) {}
    }

    // The SDK's UIScrollView.h: `.scrollableAxes` adjusts the edges of the axes whose
    // "contentSize.width/height > frame.size.width/height or alwaysBounceHorizontal/Vertical =
    // YES"; `.never`: "contentInset is not adjusted"; `.always`: "always adjusted by the scroll
    // view's safeAreaInsets". adjustedContentInsetDidChange()'s page: "Notifies the scroll
    // view when the adjusted content insets of the scroll view change" (and the delegate's
    // scrollViewDidChangeAdjustedContentInset(_:)). A scroll view inside a root view that is
    // not in a navigation controller, so `.automatic` is `.scrollableAxes` here.
    @Test func eachBehaviorAdjustsItsEdges() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let scroll = CountingScrollView(frame: controller.view.bounds)
      let recorder = InsetRecorder()
      scroll.delegate = recorder
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      scroll.addSubview(content)
      controller.view.addSubview(scroll)
      controller.view.updateSafeAreaAfterLayout()
      #expect(scroll.safeAreaInsets == insets(47, 0, 34, 0))
      // Short content: nothing adjusted, and the content is in the status bar's unsafe area.
      #expect(scroll.adjustedContentInset == .zero)
      #expect(content.safeAreaInsets.top == 47)
      scroll.contentSize = CGSize(width: 390, height: 2000)
      #expect(scroll.adjustedContentInset == insets(47, 0, 34, 0))
      #expect(content.safeAreaInsets == .zero)
      #expect(scroll.adjustments == 1)
      #expect(recorder.told == [insets(47, 0, 34, 0)])
      scroll.contentInsetAdjustmentBehavior = .never
      #expect(scroll.adjustedContentInset == .zero)
      scroll.contentInset = insets(10, 0, 0, 0)
      #expect(scroll.adjustedContentInset == insets(10, 0, 0, 0))
      scroll.contentInsetAdjustmentBehavior = .always
      #expect(scroll.adjustedContentInset == insets(57, 0, 34, 0))
      scroll.contentSize = CGSize(width: 390, height: 100)
      scroll.contentInsetAdjustmentBehavior = .scrollableAxes
      #expect(scroll.adjustedContentInset == insets(10, 0, 0, 0))
      scroll.alwaysBounceVertical = true
      #expect(scroll.adjustedContentInset == insets(57, 0, 34, 0))
      #expect(scroll.adjustments == 6)
      withExtendedLifetime(window) {}
    }

    // The `.automatic` page: "Content is always adjusted vertically when the scroll view is
    // the content view of a view controller that is currently displayed by a navigation or tab
    // bar controller": a short table in a tab takes the status area and the tab bar (49 above
    // the home indicator's 34).
    @Test func aShortTableInATabIsAdjustedVertically() async {
      let controller = UITableViewController(style: .plain)
      let source = TextRows(2)
      controller.tableView.register(MarginTextCell.self, forCellReuseIdentifier: "text")
      controller.tableView.dataSource = source
      let tabs = UITabBarController()
      tabs.viewControllers = [controller]
      let window = await makeWindow(root: tabs)
      #expect(controller.tableView.adjustedContentInset == insets(47, 0, 83, 0))
      #expect(controller.tableView.contentOffset.y == -47)
      withExtendedLifetime((window, source)) {}
    }

    // The safeAreaInsets page: a view's insets "reflect only the portion of the view that is
    // covered"; a scroll view's content shows moved by the content offset (the bounds' origin),
    // so where the scroll view does not adjust its insets, content scrolled under the status
    // area is covered by it.
    @Test func unadjustedContentIsCoveredWhereItScrolls() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let scroll = UIScrollView(frame: controller.view.bounds)
      scroll.contentInsetAdjustmentBehavior = .never
      scroll.contentSize = CGSize(width: 390, height: 2000)
      let content = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
      scroll.addSubview(content)
      controller.view.addSubview(scroll)
      #expect(content.safeAreaInsets == .zero)
      scroll.contentOffset.y = 180
      #expect(content.safeAreaInsets == insets(27, 0, 0, 0))
      withExtendedLifetime(window) {}
    }

    // The SDK's UIScrollView.h: `.automatic` adjusts the top and bottom of a short scroll view
    // only for a controller whose automaticallyAdjustsScrollViewInsets is on.
    @available(*, deprecated, message: "tests API deprecated in iOS 11")
    @Test func turningOffTheControllersAdjustmentLeavesAShortTableUnadjusted() async {
      let (controller, window, source) = await tableInNavigation(rows: 3)
      controller.automaticallyAdjustsScrollViewInsets = false
      #expect(controller.tableView.adjustedContentInset == .zero)
      withExtendedLifetime((window, source)) {}
    }
  }
#endif
