import Lasso
import LassoTestUtilities
import Testing

/// The failures of the list cell helpers end with a picture of the views involved (headless
/// only: Apple's UIKit has none), so a test that cannot find or tap a row shows where things are.
@MainActor @Suite struct ListCellFailureTests {
  @Test func aRowNotOnScreenShowsTheControllersViews() async {
    let controller = ListController(rows: ["Alpha", "Beta"])
    let issues = await capturingIssues {
      _ = await visibleListCell(showing: "Gamma", in: controller, timeout: 0.01)
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("No row or item on screen in ListController shows \"Gamma\""))
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      #expect(
        message.hasSuffix(
          "\nThe views of ListController:\n"
            + picture(controller.view.headless.layoutDescription, lines: 40)))
      #expect(message.contains("\n  UIView (0 0 390 844) mask\n    UITableView (0 0 390 844) mask"))
      #expect(message.contains("UILabel \"Alpha\" "))
    #endif
  }

  @Test func aLongPictureIsCutAfterFortyLines() async {
    let controller = ListController(rows: [])
    for index in 0..<60 {
      let view = UIView(frame: CGRect(x: 0, y: CGFloat(index), width: 10, height: 1))
      view.accessibilityIdentifier = "filler\(index)"
      controller.view.addSubview(view)
    }
    let issues = await capturingIssues {
      _ = await visibleListCell(showing: "Anything", in: controller, timeout: 0.01)
    }
    let lines = (issues.first?.message ?? "").split(
      separator: "\n", omittingEmptySubsequences: false)
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      // The picture has 62 lines: the view, the table and 60 fillers.
      #expect(lines.suffix(2) == ["    UIView #filler37 (0 37 10 1) mask", "  … 22 more"])
      let title = lines.firstIndex(of: "The views of ListController:")
      #expect(title.map { lines.count - $0 - 1 } == 41)
    #endif
  }

  @Test func aRowThatCannotBeSelectedShowsTheCellsViews() async {
    let controller = ListController(rows: ["Alpha"])
    // A finger cannot reach it: the headless UIKit's tap says so (Apple's, when the list does
    // not allow selection).
    controller.table.allowsSelection = false
    controller.table.isUserInteractionEnabled = false
    let issues = await capturingIssues {
      await tapListCell(showing: "Alpha", in: controller, timeout: 1)
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("The row or item showing \"Alpha\" at [0, 0] could not be selected"))
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      let cell = controller.table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(
        cell.map {
          message.hasSuffix(
            "\nThe cell's views:\n" + picture($0.headless.layoutDescription, lines: 40))
        } == true)
      #expect(message.contains("\n  UITableViewCell (0 0 390 "))
    #endif
  }

  /// `description` indented two spaces, as a failure message shows it, when it is short.
  private func picture(_ description: String, lines: Int) -> String {
    let all = description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(all.count <= lines)
    return all.map { "  " + $0 }.joined(separator: "\n")
  }
}

/// A controller whose view, loaded, holds a table of one section of `rows`.
@MainActor private final class ListController: UIViewController, UITableViewDataSource {
  let rows: [String]
  let table = UITableView(frame: .zero, style: .plain)

  init(rows: [String]) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    loadViewIfNeeded()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = view.bounds
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}
