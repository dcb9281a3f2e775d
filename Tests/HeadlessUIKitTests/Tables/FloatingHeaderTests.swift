#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Three sections of 20 rows of 44 points, each with a 30-point header and a 20-point footer:
  /// section 0 spans 0–930 (header 0–30, footer 910–930), section 1 930–1860.
  @MainActor
  private final class SectionsSource: NSObject, UITableViewDataSource,
    UITableViewDelegate
  {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Header \(section)"
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      "Footer \(section)"
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      30
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      20
    }
  }

  @MainActor @Suite struct FloatingHeaderTests {
    private let source = SectionsSource()

    private func makeTable(_ style: UITableView.Style) -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      table.delegate = source
      return table
    }

    private func scroll(_ table: UITableView, to y: CGFloat) {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
    }

    // Source: UITableView.Style.plain doc ("Section headers and footers are displayed as inline
    // separators and float when the table view is scrolled"); rectForHeader(inSection:) doc
    // (the area in which the table draws the header: its place in the content, which the
    // floating view leaves).
    @Test func aPlainTablesHeaderStaysAtTheTopWhileItsSectionShows() {
      let table = makeTable(.plain)
      scroll(table, to: 300)
      let header = table.headerView(forSection: 0)
      #expect(header?.textLabel?.text == "Header 0")
      #expect(header?.frame == CGRect(x: 0, y: 300, width: 390, height: 30))
      #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
      // In front of the rows it floats over (observed on iOS: header views stack above cells).
      let headerIndex = header.flatMap { view in table.subviews.firstIndex { $0 === view } }
      let cellIndices = table.visibleCells.compactMap { cell in
        table.subviews.firstIndex { $0 === cell }
      }
      #expect(headerIndex.map { index in cellIndices.allSatisfy { $0 < index } } == true)
      // The next section's header is at its place below.
      #expect(table.headerView(forSection: 1)?.frame.minY == 930)
      scroll(table, to: 600)
      #expect(table.headerView(forSection: 0) === header)
      #expect(header?.frame.minY == 600)
    }

    // Source: as above; the pushing is UIKit's observed behaviour (the section's end, at its
    // footer, pushes the header up as the next section's header comes).
    @Test func theNextSectionPushesTheHeaderOut() {
      let table = makeTable(.plain)
      scroll(table, to: 890)
      #expect(table.headerView(forSection: 0)?.frame.minY == 880)
      #expect(table.headerView(forSection: 1)?.frame.minY == 930)
      scroll(table, to: 940)
      #expect(table.headerView(forSection: 0) == nil)
      #expect(table.headerView(forSection: 1)?.frame.minY == 940)
      #expect(table.rectForHeader(inSection: 1).minY == 930)
    }

    // Source: UITableView.Style.plain doc (footers float too), rectForFooter(inSection:) doc.
    @Test func aPlainTablesFooterStaysAtTheBottomWhileItsSectionShows() {
      let table = makeTable(.plain)
      table.layoutIfNeeded()
      // Section 0's footer (910) is below the screen: it floats at 844 - 20.
      #expect(table.footerView(forSection: 0)?.frame.minY == 824)
      #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 910, width: 390, height: 20))
      #expect(table.footerView(forSection: 1) == nil)
      // Once its place shows, it is there.
      scroll(table, to: 300)
      #expect(table.footerView(forSection: 0)?.frame.minY == 910)
      #expect(table.rectForSection(1) == CGRect(x: 0, y: 930, width: 390, height: 930))
    }

    // Source: UITableView.Style.plain doc ("float when the table view is scrolled"), with
    // contentInset and adjustedContentInset docs: the visible area is the one inside the
    // adjusted content inset (a header floats under a navigation bar, not behind it).
    @Test func floatingKeepsClearOfTheAdjustedContentInset() {
      let table = makeTable(.plain)
      table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
      scroll(table, to: 0)
      #expect(table.headerView(forSection: 0)?.frame.minY == 100)
      // 844 less the bottom inset (50) and the footer's height (20).
      #expect(table.footerView(forSection: 0)?.frame.minY == 774)
      // Pulled down past the top, the header stays at its place in the content.
      scroll(table, to: -150)
      #expect(table.headerView(forSection: 0)?.frame.minY == 0)
    }

    /// Rows without headers or footers, counting the header views asked for.
    @MainActor private final class PlainRows: NSObject, UITableViewDataSource, UITableViewDelegate {
      var headerViewRequests = 0
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
      func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
      }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerViewRequests += 1
        return nil
      }
    }

    // The stricter choice (Apple does not say when the view of a header with no height is
    // asked): a plain table's section without a title or a header height has no header to
    // float, and scrolling does not ask the delegate for one on every pass.
    @Test func aSectionWithoutAHeaderHasNothingToFloat() {
      let rows = PlainRows()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = rows
      table.delegate = rows
      for y in stride(from: 0, through: 2000, by: 500) { scroll(table, to: CGFloat(y)) }
      #expect(rows.headerViewRequests == 0)
      #expect(table.rectForHeader(inSection: 0).height == 0)
    }

    // Source: UITableView.Style.grouped doc ("Section headers and footers don't float when the
    // table view scrolls"); insetGrouped is a grouped style.
    @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedHeadersAndFootersScrollWithTheirSection(style: UITableView.Style) {
      let table = makeTable(style)
      table.layoutIfNeeded()
      #expect(table.footerView(forSection: 0) == nil)
      scroll(table, to: 300)
      #expect(table.headerView(forSection: 0) == nil)
      scroll(table, to: 940)
      #expect(table.headerView(forSection: 1)?.frame.minY == 930)
      #expect(table.footerView(forSection: 1) == nil)
      scroll(table, to: 1000)
      #expect(table.headerView(forSection: 1) == nil)
      #expect(table.footerView(forSection: 1)?.frame.minY == 1840)
    }
  }
#endif
