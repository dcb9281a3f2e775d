#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  @testable import HeadlessUIKit

  /// A cell that counts its reuses.
  final class CountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A table data source and delegate over an array of sections of strings, recording calls.
  @MainActor final class RowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var log: [String] = []
    var cellRequests: [IndexPath] = []
    var countRequests = 0
    var identifier = "cell"
    var willSelect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight = true
    var canEdit = true
    var trailingActions: UISwipeActionsConfiguration?
    var heights: ((IndexPath) -> CGFloat)?
    var heightRequests = 0

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int) {
      self.init([(0..<rows).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      countRequests += 1
      return sections.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      cellRequests.append(indexPath)
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      log.append("commit \(editingStyle) \(indexPath.row)")
      guard editingStyle == .delete else { return }
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      log.append("willDisplay \(indexPath.row)")
    }
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      log.append("shouldHighlight \(indexPath.row)")
      return shouldHighlight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      log.append("willSelect \(indexPath.row)")
      if let willSelect { return willSelect(indexPath) }
      return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      log.append("willDeselect \(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      log.append("didDeselect \(indexPath.row)")
    }
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      trailingActions
    }
  }

  /// A source whose rows have delegate heights.
  @MainActor final class HeightsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var heightRequests: [IndexPath] = []
    var cellRequests = 0
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      cellRequests += 1
      return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightRequests.append(indexPath)
      return indexPath.row.isMultiple(of: 2) ? 100 : 50
    }
  }

  /// A table with a screen-sized frame, a registered cell class and `source` as its data
  /// source and delegate.
  @MainActor func makeTable(
    _ source: RowsSource, style: UITableView.Style = .plain,
    frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
  ) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    return table
  }
#endif
#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  @testable import HeadlessUIKit

  /// A cell that forces its style, as apps write (overriding the designated initializer).
  final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  /// A header view class, as apps register.
  final class TitleHeader: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  /// A source with custom header views and heights.
  @MainActor final class HeaderViewsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var displayed: [Int] = []
    func numberOfSections(in tableView: UITableView) -> Int { 30 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      50
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      header?.textLabel?.text = "Header \(section)"
      return header
    }
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      displayed.append(section)
    }
  }
#endif
