#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Ten sections of three 44-point rows, each with a 30-point header the delegate has no view
  /// for: it records the sections it is asked about.
  @MainActor
  private final class NilHeadersSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var asked: [Int] = []
    func numberOfSections(in tableView: UITableView) -> Int { 10 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      30
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      asked.append(section)
      return nil
    }
  }

  /// Source: Apple's `tableView(_:viewForHeaderInSection:)` page (the view "to display at the
  /// start of the given section"; `nil` shows none) is silent on how often a table asks. UIKit
  /// asks when a header comes on screen and keeps the answer until a reload; the headless table
  /// keeps a `nil` answer as it keeps a view, so a layout pass (each scrolled frame) does not
  /// ask the delegate again for the headers it already showed.
  @MainActor @Suite struct NilHeaderViewTests {
    @Test func aNilHeaderViewIsAskedForOncePerReload() {
      let source = NilHeadersSource()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      // Sections of 30 + 3 × 44 = 162 points: sections 0–5 start within 844.
      #expect(source.asked == [0, 1, 2, 3, 4, 5])
      #expect(table.headerView(forSection: 0) == nil)
      #expect(table.rectForHeader(inSection: 1).height == 30)
      table.contentOffset = CGPoint(x: 0, y: 10)
      table.layoutIfNeeded()
      table.setNeedsLayout()
      table.layoutIfNeeded()
      #expect(source.asked == [0, 1, 2, 3, 4, 5])
      table.reloadData()
      table.layoutIfNeeded()
      #expect(source.asked == [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5])
    }
  }
#endif
