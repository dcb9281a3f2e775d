import HeadlessUIKit

/// Already imports HeadlessUIKit: gains `import Lasso` for the method-reference form.
final class StatusBarItem: NSObject {
  lazy var item = UIBarButtonItem(
    image: UIImage(systemName: "info"), style: .plain, target: self,
    action: #selector(StatusBarItem.showStatus(_:)))

  @objc func showStatus(_ sender: UIBarButtonItem) {}
}
