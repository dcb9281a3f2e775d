#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Rows of one text, each with the accessory `accessory` gives it.
  @MainActor private final class AccessoryRows: NSObject, UITableViewDataSource {
    let text: String
    let accessory: (Int) -> UITableViewCell.AccessoryType
    var accessoryView: (() -> UIView)?

    init(_ text: String, accessory: @escaping (Int) -> UITableViewCell.AccessoryType) {
      self.text = text
      self.accessory = accessory
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
      (cell as? MarginTextCell)?.body.text = text
      cell.accessoryType = accessory(indexPath.row)
      cell.accessoryView = accessoryView?()
      return cell
    }
  }

  @MainActor @Suite struct TableCellGeometryTests {
    static let long = String(
      repeating: "Words enough to wrap over a few lines of a table cell's text. ", count: 3)
    static let pixel = 1 / UIScreen.main.scale

    private func makeTable(
      _ source: AccessoryRows, width: CGFloat = 390, style: UITableView.Style = .plain
    ) -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 844), style: style)
      table.register(MarginTextCell.self, forCellReuseIdentifier: "text")
      table.dataSource = source
      return table
    }

    private func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? {
      table.cellForRow(at: IndexPath(row: row, section: 0))
    }

    /// The height of `text` wrapped at `width` in the system font.
    private func textHeight(_ text: String, width: CGFloat) -> CGFloat {
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      label.preferredMaxLayoutWidth = width
      return label.intrinsicContentSize.height
    }

    private func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.01 }

    // Apple documents no separator height: observed on iOS, a row's content view is the row less
    // one pixel of the screen (43.667 points in a 44-point row at scale 3) when the table draws
    // separators (the separatorStyle page: `.singleLine` by default), and the whole row with
    // `.none`.
    @Test func theContentViewLeavesOnePixelForTheSeparator() {
      let source = AccessoryRows("Short") { _ in .none }
      let table = makeTable(source)
      table.rowHeight = 60
      table.layoutIfNeeded()
      #expect(cell(table, 0)?.frame.height == 60)
      #expect(
        cell(table, 0)?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60 - Self.pixel)
      )
      table.separatorStyle = .none
      table.reloadData()
      table.layoutIfNeeded()
      #expect(cell(table, 0)?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    }

    // Apple documents no cell margins (the directionalLayoutMargins page: "For most views, the
    // default layout margins are 8 points on each side"): observed on iOS 11 and later, a table
    // cell's content view has 11 points at the top and bottom, and at the sides the table's
    // system minimum margins (the 16 points on a 390-point iPhone, 20 from 414 points);
    // the cellLayoutMarginsFollowReadableWidth page: the margins then follow the readable width
    // (672 points at the default text size), `false` by default since iOS 12.
    @Test func theContentViewHasUIKitsCellMargins() {
      let source = AccessoryRows("Short") { _ in .none }
      let narrow = makeTable(source)
      narrow.layoutIfNeeded()
      #expect(
        cell(narrow, 0)?.contentView.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
      let wide = makeTable(source, width: 414)
      wide.layoutIfNeeded()
      #expect(
        cell(wide, 0)?.contentView.layoutMargins
          == UIEdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
      let pad = makeTable(source, width: 1024)
      pad.cellLayoutMarginsFollowReadableWidth = true
      pad.layoutIfNeeded()
      #expect(cell(pad, 0)?.contentView.layoutMargins.left == CGFloat(1024 - 672) / 2)
      // Margins set on the content view are kept.
      let custom = MarginTextCell(style: .default, reuseIdentifier: nil)
      custom.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 2, leading: 3, bottom: 4, trailing: 5)
      custom.frame.size.width = 200
      #expect(
        custom.contentView.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5))
    }

    // The accessoryView page ("The accessory view appears in the right side of the cell") and
    // the contentView page (content "positioned appropriately" around the cell's other
    // elements): the content view ends where the accessory begins, the accessory inside the
    // trailing margin. Apple documents no accessory width: the standard ones' are this
    // package's choice (`UITableViewCell.accessoryGlyphWidth`).
    @Test func theAccessoryNarrowsTheContentViewAndLengthensSelfSizingRows() {
      let source = AccessoryRows(Self.long) { $0 == 1 ? .disclosureIndicator : .none }
      let table = makeTable(source)
      table.layoutIfNeeded()
      let glyph = UITableViewCell.accessoryGlyphWidth(.disclosureIndicator)
      let narrowed = 390 - 16 - glyph
      #expect(cell(table, 1)?.contentView.frame.width == narrowed)
      #expect(cell(table, 0)?.contentView.frame.width == 390)
      // A self-sizing row wraps its text at its own content view's width.
      let plain = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
      let withAccessory = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
      #expect(isClose(plain, 11 + textHeight(Self.long, width: 390 - 32) + 11 + Self.pixel))
      #expect(
        isClose(withAccessory, 11 + textHeight(Self.long, width: narrowed - 32) + 11 + Self.pixel))
      #expect(withAccessory > plain)
      // A custom accessory view keeps its size and takes its width from the content view.
      let custom = AccessoryRows("Short") { _ in .checkmark }
      custom.accessoryView = { UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)) }
      let switches = makeTable(custom)
      switches.layoutIfNeeded()
      let accessory = cell(switches, 0)?.accessoryView
      #expect(accessory?.frame.size == CGSize(width: 51, height: 31))
      #expect(cell(switches, 0)?.contentView.frame.width == CGFloat(390 - 16 - 51))
      #expect(accessory?.frame.minX == CGFloat(390 - 16 - 51))
    }

    // The automaticDimension page and Apple's self-sizing guide (the content view's constraints
    // give the height), with the separator's pixel added only when the table draws separators.
    @Test func aSelfSizingRowIsTheFittedContentViewPlusTheSeparator() {
      let source = AccessoryRows(Self.long) { _ in .none }
      let table = makeTable(source)
      table.separatorStyle = .none
      table.layoutIfNeeded()
      let fitted = 11 + textHeight(Self.long, width: 390 - 32) + 11
      #expect(isClose(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, fitted))
      #expect(cell(table, 0).map { isClose($0.contentView.frame.height, fitted) } == true)
    }

    // The insetsContentViewsToSafeArea page: "the table view ensures that cell content views
    // are inset to avoid the safe area insets" (the left and right ones of the table).
    @Test func contentViewsStayInsideTheTablesSideSafeArea() async {
      let controller = UITableViewController(style: .plain)
      let source = AccessoryRows("Short") { _ in .none }
      controller.tableView.register(MarginTextCell.self, forCellReuseIdentifier: "text")
      controller.tableView.dataSource = source
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      await transitionsEnded(in: window)
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 20)
      controller.tableView.reloadData()
      controller.tableView.layoutIfNeeded()
      let content = cell(controller.tableView, 0)?.contentView
      #expect(content?.frame.minX == 30)
      #expect(content?.frame.width == CGFloat(390 - 50))
      #expect(content?.layoutMargins.left == 16)
      controller.tableView.insetsContentViewsToSafeArea = false
      controller.tableView.reloadData()
      controller.tableView.layoutIfNeeded()
      #expect(cell(controller.tableView, 0)?.contentView.frame.minX == 0)
      withExtendedLifetime(window) {}
    }
  }
#endif
