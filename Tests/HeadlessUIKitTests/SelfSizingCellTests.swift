#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A data source of text cells, recording the rows it is asked for.
  @MainActor private final class TextSource: NSObject, UITableViewDataSource {
    var texts: [String]
    var cellRequests: [IndexPath] = []

    init(_ texts: [String]) { self.texts = texts }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      texts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      cellRequests.append(indexPath)
      let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
      (cell as? MarginTextCell)?.body.text = texts[indexPath.row]
      return cell
    }
  }

  /// A delegate that leaves every row's height automatic.
  @MainActor private final class AutomaticHeights: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      UITableView.automaticDimension
    }
  }

  @MainActor @Suite struct SelfSizingCellTests {
    static let short = "Short"
    static let long = String(
      repeating: "A long line of text that wraps over several lines of the cell. ", count: 4)

    private func makeTable(
      _ source: TextSource, cell: AnyClass = MarginTextCell.self
    ) -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(cell, forCellReuseIdentifier: "text")
      table.dataSource = source
      return table
    }

    /// The row height UIKit gives a text cell on a 390-point table: the label's height wrapped
    /// at the content view's width inside its margins, the margins, and a one-pixel separator.
    private func expectedHeight(_ text: String) -> CGFloat {
      let margins = MarginTextCell(style: .default, reuseIdentifier: nil).contentView.layoutMargins
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      label.preferredMaxLayoutWidth = 390 - margins.left - margins.right
      return margins.top + label.intrinsicContentSize.height + margins.bottom
        + 1 / UIScreen.main.scale
    }

    private func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.01 }

    // Source: Apple's "Self-sizing table view cells" (Table View Programming Guide, "Working
    // with Self-Sizing Table View Cells": rowHeight automaticDimension, constraints pinned to
    // the content view's edges give the height) and the `automaticDimension` page.
    @Test func multiLineLabelCellsTakeTheirHeightFromTheText() {
      let source = TextSource([Self.short, Self.long, Self.short])
      let table = makeTable(source)
      table.layoutIfNeeded()
      let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
      #expect(isClose(heights[0], expectedHeight(Self.short)))
      #expect(isClose(heights[1], expectedHeight(Self.long)))
      #expect(heights[1] > heights[0] * 2)
      #expect(isClose(table.contentSize.height, heights.reduce(0, +)))
      // Each row's cell is asked once: the measured cell is the one shown, at the row's height.
      #expect(source.cellRequests == (0..<3).map { IndexPath(row: $0, section: 0) })
      let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
      #expect(cell.map { isClose($0.frame.height, heights[1]) } == true)
    }

    // Source: the `automaticDimension` page (the delegate's heightForRowAt may return it) and
    // UIKit's standard row height for a content view without constraints (44 points).
    @Test func aCellWithoutConstraintsKeepsTheStandardHeight() {
      let source = TextSource((0..<100).map { "Row \($0)" })
      let table = makeTable(source, cell: UITableViewCell.self)
      let delegate = AutomaticHeights()
      table.delegate = delegate
      table.layoutIfNeeded()
      #expect(
        table.rectForRow(at: IndexPath(row: 3, section: 0))
          == CGRect(x: 0, y: 132, width: 390, height: 44))
      #expect(table.contentSize.height == 4400)
      #expect(source.cellRequests.count == 20)
    }

    // Source: the `estimatedRowHeight` page ("the table view … uses the estimate for rows not
    // yet on screen" and adjusts as rows come into view).
    @Test func offScreenRowsHaveTheEstimateUntilShown() {
      let source = TextSource(Array(repeating: Self.long, count: 1000))
      let table = makeTable(source)
      table.estimatedRowHeight = 120
      table.layoutIfNeeded()
      let measured = expectedHeight(Self.long)
      let shown = source.cellRequests.count
      #expect(shown > 0 && shown < 30)
      #expect(isClose(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, measured))
      #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).height == 120)
      #expect(
        isClose(table.contentSize.height, CGFloat(shown) * measured + CGFloat(1000 - shown) * 120))
    }

    // Source: the `estimatedRowHeight` page (the content size follows the rows' actual
    // heights as they are shown).
    @Test func contentSizeIsExactAfterScrollingToTheEnd() {
      let texts = (0..<300).map { $0.isMultiple(of: 3) ? Self.long : Self.short }
      let source = TextSource(texts)
      let table = makeTable(source)
      table.layoutIfNeeded()
      while table.contentOffset.y < table.contentSize.height - table.bounds.height {
        table.contentOffset.y = min(
          table.contentOffset.y + table.bounds.height,
          table.contentSize.height - table.bounds.height)
        table.layoutIfNeeded()
      }
      let total = texts.map(expectedHeight).reduce(0, +)
      #expect(abs(table.contentSize.height - total) < 0.1)
      #expect(Set(source.cellRequests).count == 300)
      #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 299, section: 0))
    }
  }
#endif
