// Fixture of scripts/diagnostics-parity: the same uses of UIKit from main-actor code, where none
// of them is diagnosed. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor func configure(_ view: UIView) {
  view.backgroundColor = .systemBlue
  view.alpha = 0.5
  _ = view.frame
  view.layer.cornerRadius = 8
  view.addSubview(UIView())
  view.layoutIfNeeded()
}

@MainActor func makeViews() -> [UIView] {
  let label = UILabel()
  label.text = "Title"
  label.font = .preferredFont(forTextStyle: .headline)
  let button = UIButton(type: .system)
  button.setTitle("Go", for: .normal)
  return [label, button]
}

@MainActor func controllers() -> UINavigationController {
  let root = UIViewController()
  root.title = "Root"
  let navigation = UINavigationController(rootViewController: root)
  navigation.pushViewController(UIViewController(), animated: false)
  return navigation
}

@MainActor final class Screen {
  let label = UILabel()
  let table = UITableView(frame: .zero, style: .plain)
  var color: UIColor = .red

  func update() {
    label.text = "\(table.numberOfSections)"
    label.textColor = color
    _ = UIApplication.shared.applicationState
    _ = UIScreen.main.bounds
  }

  func animate() {
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.label.alpha = 0
      },
      completion: { _ in
        self.label.alpha = 1
      })
  }

  func alert(_ presenter: UIViewController) {
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { _ in
        self.label.text = "OK"
      })
    presenter.present(alert, animated: true) {
      self.label.text = "shown"
    }
  }
}

struct Model {
  var title = ""

  @MainActor func apply(to label: UILabel) {
    label.text = title
  }

  func title(of label: UILabel) -> String? {
    label.text
  }
}
