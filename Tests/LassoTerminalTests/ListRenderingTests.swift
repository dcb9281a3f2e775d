import HeadlessUIKit
import LassoTerminal
import TestSupport
import Testing

/// A table of `sections` sections of `rows` rows ("S<section> R<row>"), headers "Section <n>",
/// that records the rows the user selects.
@MainActor
private final class NumberedTableController: UITableViewController {
  let sections: Int
  let rows: Int
  var selected: [IndexPath] = []

  init(sections: Int, rows: Int) {
    self.sections = sections
    self.rows = rows
    super.init(style: .plain)
    title = "Numbers"
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  {
    "Section \(section)"
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  )
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "S\(indexPath.section) R\(indexPath.row)"
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor @Suite struct ListRenderingTests {
  @Test func aTableIsDrawnAsItsRowsOnScreenUnderTheirHeaders() async {
    let table = NumberedTableController(sections: 2, rows: 3)
    let session = TerminalSession(window: await makeWindow(table))
    let lines = contentLines(session.frame())
    #expect(
      lines == [
        "── Section 0 " + String(repeating: "─", count: 47),
        "▸S0 R0 ›", " S0 R1 ›", " S0 R2 ›",
        "── Section 1 " + String(repeating: "─", count: 47),
        " S1 R0 ›", " S1 R1 ›", " S1 R2 ›",
      ])
  }

  @Test func arrowsMoveFromRowToRowAcrossSectionsAndEnterSelects() async {
    let table = NumberedTableController(sections: 2, rows: 2)
    let session = TerminalSession(window: await makeWindow(table))
    session.frame()
    session.handle(.down)
    session.handle(.down)
    #expect(session.focus == .cell(table.tableView, IndexPath(row: 0, section: 1)))
    session.handle(.up)
    session.handle(.enter)
    #expect(table.selected == [IndexPath(row: 1, section: 0)])
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func aLongTableScrollsAsTheFocusMovesPastTheScreen() async {
    let table = NumberedTableController(sections: 1, rows: 1_000)
    let session = TerminalSession(window: await makeWindow(table))
    let first = session.frame()
    // Only the rows that fit the screen are drawn (and made), with a mark for the rest.
    let drawnRows = first.lines.filter { $0.hasPrefix("▸S0") || $0.hasPrefix(" S0") }
    #expect(drawnRows.count < 30)
    #expect(first.text.contains(" ↓ more"))
    #expect(!first.text.contains(" ↑ more"))
    let target = drawnRows.count + 5
    for _ in 0..<target { session.handle(.down) }
    let scrolled = session.frame()
    #expect(session.focus == .cell(table.tableView, IndexPath(row: target, section: 0)))
    #expect(scrolled.lines.contains("▸S0 R\(target) ›"))
    #expect(scrolled.text.contains(" ↑ more"))
    #expect(!scrolled.lines.contains(" S0 R0 ›"))
  }

  @Test func aWideTerminalShowsASplitViewsColumnsAndANarrowOneCollapsesIt() async {
    let split = UISplitViewController(style: .doubleColumn)
    let primary = NumberedTableController(sections: 1, rows: 2)
    let secondary = UIViewController()
    secondary.title = "Detail"
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    let window = await makeWindow(split)
    let session = TerminalSession(window: window, width: 120)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    await transitionsEnded(in: window)
    let wide = session.frame()
    #expect(!split.isCollapsed)
    let titleLine = wide.lines[0]
    #expect(titleLine.contains("Numbers") && titleLine.contains("Detail"))
    #expect(titleLine.contains("│"))
    #expect(wide.lines.contains { $0.hasPrefix("▸S0 R0 ›") && $0.contains("│") })

    session.builder.width = 60
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    await transitionsEnded(in: window)
    let narrow = session.frame()
    #expect(split.isCollapsed)
    #expect(!narrow.text.contains("│"))
  }
}
