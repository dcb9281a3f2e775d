import HeadlessUIKit

// A table of self-sizing cells scrolled end to end, and its plain-Swift baseline: the same
// number of text measurements (one label wrapped at the cell's width per row) summed by hand.

/// A cell whose multi-line label is pinned to its content view's margins.
final class SelfSizingTextCell: UITableViewCell {
  let body = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    body.numberOfLines = 0
    body.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(body)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: margins.topAnchor),
      body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The text of row `row`: one to four lines at a 390-point table's width.
func selfSizingText(row: Int) -> String {
  String(repeating: "Row \(row) says something worth wrapping. ", count: 1 + row % 8)
}

/// A data source of `rows` self-sizing text cells.
@MainActor final class SelfSizingSource: NSObject, UITableViewDataSource {
  let rows: Int
  init(rows: Int) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    (cell as? SelfSizingTextCell)?.body.text = selfSizingText(row: indexPath.row)
    return cell
  }
}

/// Makes an iPhone-sized table of `rows` self-sizing cells and scrolls it a screen at a time
/// from top to bottom, laying out at each step; returns its final content height.
@MainActor public func scrollSelfSizingTable(rows: Int) -> Double {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  table.register(SelfSizingTextCell.self, forCellReuseIdentifier: "text")
  let source = SelfSizingSource(rows: rows)
  table.dataSource = source
  table.layoutIfNeeded()
  while table.contentOffset.y < table.contentSize.height - table.bounds.height {
    table.contentOffset.y = min(
      table.contentOffset.y + table.bounds.height, table.contentSize.height - table.bounds.height)
    table.layoutIfNeeded()
  }
  return Double(table.contentSize.height)
}

/// The baseline: the same `rows` texts measured by a label wrapped at the cell's width (inside
/// the content view's margins, UIKit's cell margins), the heights summed with the margins and
/// separators.
@MainActor public func measureSelfSizingTexts(rows: Int) -> Double {
  let margins = SelfSizingTextCell(style: .default, reuseIdentifier: nil).contentView.layoutMargins
  let label = UILabel()
  label.numberOfLines = 0
  let width = 390 - margins.left - margins.right
  var total: CGFloat = 0
  for row in 0..<rows {
    label.text = selfSizingText(row: row)
    let size = label.sizeThatFits(CGSize(width: width, height: 10_000))
    total += margins.top + size.height + margins.bottom + 1 / 3
  }
  return Double(total)
}
