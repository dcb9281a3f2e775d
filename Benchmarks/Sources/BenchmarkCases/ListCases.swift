import Lasso

// Lists: a table's cost must not grow with its row count (only the cells on screen are made), and
// applying a diffable snapshot must grow linearly with its item count. The "lasso" variant is the
// large list, the "baseline" the same work on a small one: their ratio is the growth. Each `check`
// returns the cells made so far, which stays near a screenful's whatever the row count.

/// A table's data source of `rows` rows, counting the cells it configures.
@MainActor final class CountingDataSource: NSObject, UITableViewDataSource {
  let rows: Int
  var cellsConfigured = 0

  init(rows: Int) {
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsConfigured += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
}

/// A laid-out table of `rows` rows, a screen tall.
@MainActor func laidOutTable(rows: Int) -> (UITableView, CountingDataSource) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  let dataSource = CountingDataSource(rows: rows)
  table.dataSource = dataSource
  table.layoutIfNeeded()
  return (table, dataSource)
}

/// `reloadData` and the layout that makes the cells on screen again.
@MainActor func reloadWork(rows: Int) -> Work {
  let (table, dataSource) = laidOutTable(rows: rows)
  return Work(
    run: { iterations in
      for _ in iterations {
        table.reloadData()
        table.layoutIfNeeded()
      }
    }, check: { withExtendedLifetime(table) { dataSource.cellsConfigured } })
}

/// A scroll by one screen, down then back up, with the layout that brings the new cells.
@MainActor func scrollWork(rows: Int) -> Work {
  let (table, dataSource) = laidOutTable(rows: rows)
  let screen = table.bounds.height
  return Work(
    run: { iterations in
      for iteration in iterations {
        table.contentOffset.y = iteration.isMultiple(of: 2) ? screen : 0
        table.layoutIfNeeded()
      }
    }, check: { dataSource.cellsConfigured })
}

/// A snapshot of `items` items in ten sections, and the same with 100 changes (50 items deleted,
/// 50 inserted), applied in turn to a table's diffable data source.
@MainActor func snapshotWork(items: Int) -> Work {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  var cellsConfigured = 0
  let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) {
    table, indexPath, item in
    cellsConfigured += 1
    return table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  let perSection = items / 10
  var original = NSDiffableDataSourceSnapshot<Int, Int>()
  original.appendSections(Array(0..<10))
  for section in 0..<10 {
    original.appendItems(
      Array(section * perSection..<(section + 1) * perSection), toSection: section)
  }
  var changed = original
  let step = items / 50
  changed.deleteItems(stride(from: 0, to: items, by: step).map { $0 })
  for section in 0..<5 {
    changed.appendItems(
      Array((items + section * 10)..<(items + section * 10 + 10)), toSection: section)
  }
  dataSource.apply(original, animatingDifferences: false)
  table.layoutIfNeeded()
  return Work(
    run: { iterations in
      for iteration in iterations {
        dataSource.apply(
          iteration.isMultiple(of: 2) ? changed : original, animatingDifferences: false)
      }
    }, check: { withExtendedLifetime((table, dataSource)) { cellsConfigured } })
}

/// The list cases: 100,000 rows against 100, and snapshots of 100,000 items against 10,000.
let listCases: [BenchmarkCase] = [
  BenchmarkCase(
    "table: reloadData and lay out, 100,000 rows (baseline: 100 rows)",
    lasso: { reloadWork(rows: 100_000) }, baseline: { reloadWork(rows: 100) }),
  BenchmarkCase(
    "table: scroll by one screen, 100,000 rows (baseline: 100 rows)",
    lasso: { scrollWork(rows: 100_000) }, baseline: { scrollWork(rows: 100) }),
  BenchmarkCase(
    "diffable: apply a snapshot with 100 changes, 100,000 items (baseline: 10,000 items)",
    operationsPerSample: 1,
    lasso: { snapshotWork(items: 100_000) }, baseline: { snapshotWork(items: 10_000) }),
]
