import HeadlessUIKit
import Lasso

/// Already imports HeadlessUIKit: gains `import Lasso` for the method-reference form.
final class StatusBarItem: NSObject {
  lazy var item = UIBarButtonItem(
    image: UIImage(systemName: "info"), style: .plain, target: self,
    action: StatusBarItem.showStatus(_:))

  func showStatus(_ sender: UIBarButtonItem) {}
}
