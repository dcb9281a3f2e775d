#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// The rewrite docs/MIGRATION.md gives for `CellType(style:reuseIdentifier:)` called through
  /// a generic metatype: the table makes the cell, calling the subclass's initializer.
  @MainActor @Suite struct GenericDequeueTests {
    final class NameCell: UITableViewCell {
      var madeWithStyle: CellStyle?
      // As Xcode's template writes a cell subclass.
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
      }
      required init?(coder: NSCoder) { nil }
    }

    private func dequeue<CellType: UITableViewCell>(
      _ table: UITableView, _ indexPath: IndexPath
    ) -> CellType {
      let id = String(describing: CellType.self)
      table.register(CellType.self, forCellReuseIdentifier: id)
      return table.dequeueReusableCell(withIdentifier: id, for: indexPath) as! CellType
    }

    // Source: Apple's documentation of register(_:forCellReuseIdentifier:) and
    // dequeueReusableCell(withIdentifier:for:): the table creates a new cell of the registered
    // class with init(style:reuseIdentifier:) when none is queued.
    @Test func aGenericHelperGetsItsCellThroughRegistration() {
      let table = UITableView()
      let cell: NameCell = dequeue(table, IndexPath(row: 0, section: 0))
      #expect(cell.madeWithStyle == .default)
      #expect(cell.reuseIdentifier == "NameCell")
    }
  }
#endif
