import Lasso

/// Its `close()` is named by a selector in this file, its `reload()` by one in a file that
/// cannot be rewritten: `close()` loses `@objc`, `reload()` keeps it.
final class FeedViewController: UIViewController {
  let closeButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.addTarget(self, action: Self.close, for: .touchUpInside)
  }

  func close() { dismiss(animated: true) }

  @objc func reload() {}
}
