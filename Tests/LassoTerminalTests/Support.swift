import HeadlessUIKit
import LassoTerminal
import TestSupport

/// A controller whose view shows `views` in a vertical stack.
@MainActor
final class FormController: UIViewController {
  let views: [UIView]

  init(title: String, _ views: [UIView]) {
    self.views = views
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    view.addSubview(stack)
  }
}

/// A visible window whose root is `root`, its controllers about to appear (on the next turn, as
/// in UIKit): enough to draw it.
@MainActor
func makeWindow(_ root: UIViewController) -> UIWindow {
  shownWindow(root)
}

@MainActor
private func shownWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// A visible window whose root is `root`, once its controllers appeared.
@MainActor
func makeWindow(_ root: UIViewController) async -> UIWindow {
  let window = shownWindow(root)
  await transitionsEnded(in: window)
  return window
}

/// The content lines of a frame: between the first rule and the next rule (or the end).
func contentLines(_ frame: Frame) -> [String] {
  let isRule: (String) -> Bool = { !$0.isEmpty && $0.allSatisfy { $0 == "─" } }
  guard let start = frame.lines.firstIndex(where: isRule) else { return frame.lines }
  let rest = frame.lines[(start + 1)...]
  return Array(rest.prefix { !isRule($0) })
}

extension UIButton {
  static func titled(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }
}

extension UILabel {
  static func with(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }
}
