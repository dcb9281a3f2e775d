import HeadlessUIKit
import LassoTerminal

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

/// A visible window whose root is `root`.
@MainActor
func makeWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// The content lines of a frame: between the first rule and the next rule (or the end).
func contentLines(_ frame: Frame) -> [String] {
  let isRule: (String) -> Bool = { $0.hasPrefix("──") }
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
