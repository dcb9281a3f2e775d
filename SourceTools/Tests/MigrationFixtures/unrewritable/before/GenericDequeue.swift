import UIKit

/// A UIKit initializer called through a generic type parameter: the file is left as it was.
extension UITableView {
  func dequeue<CellType: UITableViewCell>(_ id: String) -> CellType {
    if let cell = dequeueReusableCell(withIdentifier: id) as? CellType { return cell }
    return CellType(style: .default, reuseIdentifier: id)
  }
}
