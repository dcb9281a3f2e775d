import Lasso

extension UITableViewCell {
    /// The reuse identifier of a cell class: its name.
    static var reuseName: String { String(describing: self) }
}

extension UITableView {
    /// Registers a cell class under its name.
    func registerCell<Cell: UITableViewCell>(_ type: Cell.Type) {
        register(Cell.self, forCellReuseIdentifier: Cell.reuseName)
    }

    /// Dequeues a registered cell, falling back to a new one when the cast fails.
    func dequeueCell<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: Cell.reuseName, for: indexPath) as? Cell else {
            return Cell()
        }
        return cell
    }
}

/// A header that reloads its table when tapped.
final class ReloadingHeader: UITableViewHeaderFooterView {
    weak var tableView: UITableView?
    private let button = UIButton()

    func connect() {
        button.addTarget(self, action: Self.reload, for: .touchUpInside)
    }

    private func reload() {
        tableView?.reloadData()
    }
}
