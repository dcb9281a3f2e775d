import HeadlessUIKit

/// A UIKit initializer called through a generic type parameter: only the call is left to rewrite
/// by hand.
extension UITableView {
  func dequeue<CellType: UITableViewCell>(_ id: String) -> CellType {
    if let cell = dequeueReusableCell(withIdentifier: id) as? CellType { return cell }
    return CellType(style: .default, reuseIdentifier: id)
  }
}
