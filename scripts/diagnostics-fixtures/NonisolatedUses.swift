// Fixture of scripts/diagnostics-parity: UIKit used from nonisolated code, as apps do when a
// helper function forgets `@MainActor`. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func configure(_ view: UIView) {
  view.backgroundColor = .systemBlue
  view.alpha = 0.5
  view.isHidden = false
  _ = view.frame
  _ = view.bounds.width
  view.layer.cornerRadius = 8
  view.addSubview(UIView())
  view.setNeedsLayout()
  view.layoutIfNeeded()
  view.translatesAutoresizingMaskIntoConstraints = false
}

func makeViews() -> [UIView] {
  let label = UILabel()
  label.text = "Title"
  label.font = .preferredFont(forTextStyle: .headline)
  label.textColor = .label
  label.numberOfLines = 0
  let button = UIButton(type: .system)
  button.setTitle("Go", for: .normal)
  button.isEnabled = false
  return [label, button, UIView(frame: .zero)]
}

func controllers() -> UINavigationController {
  let root = UIViewController()
  root.title = "Root"
  _ = root.view
  let navigation = UINavigationController(rootViewController: root)
  navigation.pushViewController(UIViewController(), animated: false)
  _ = navigation.viewControllers.count
  return navigation
}

func tables(_ table: UITableView) {
  table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  table.reloadData()
  _ = table.numberOfSections
  table.rowHeight = 44
}

func controls(_ control: UIControl) {
  control.isSelected = true
  control.sendActions(for: .valueChanged)
  _ = control.state
}

func values() {
  let color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  _ = color.withAlphaComponent(0.5)
  _ = UIColor.systemRed
  let font = UIFont.systemFont(ofSize: 17)
  _ = font.pointSize
  _ = UIFont.boldSystemFont(ofSize: 12)
  _ = UIImage(systemName: "star")
  let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  _ = insets.top
  _ = UIEdgeInsets.zero
  _ = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
}

func singletons() {
  _ = UIApplication.shared.applicationState
  _ = UIScreen.main.bounds
  _ = UIScreen.main.scale
}

func layout(_ first: UIView, _ second: UIView) {
  let constraint = first.topAnchor.constraint(equalTo: second.topAnchor)
  constraint.constant = 8
  NSLayoutConstraint.activate([constraint])
  _ = first.widthAnchor.constraint(equalToConstant: 10)
}

func gestures(_ view: UIView) {
  let tap = UITapGestureRecognizer()
  view.addGestureRecognizer(tap)
  _ = tap.state
}

func animations(_ view: UIView) {
  UIView.animate(withDuration: 0.3) {
    view.alpha = 0
  }
  UIView.performWithoutAnimation {
    view.alpha = 1
  }
}

func alerts(_ presenter: UIViewController) {
  let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
  alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
  presenter.present(alert, animated: true)
  presenter.dismiss(animated: true) {
    _ = presenter.view
  }
}
