// Fixture of scripts/diagnostics-parity: nonisolated types conforming to UIKit's delegate and
// data-source protocols, and subclasses of UIKit's classes with overrides. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class Source: NSObject, UITableViewDataSource {
  var rows = ["a", "b"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

final class LateSource: NSObject {
  var rows: [String] = []
}

extension LateSource: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

final class Fields: NSObject, UITextFieldDelegate, UIScrollViewDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    _ = scrollView.contentOffset
  }
}

final class Items: NSObject, UICollectionViewDataSource {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    0
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

final class Navigation: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    _ = navigationController.viewControllers
  }
}

final class ProfileViewController: UIViewController {
  let nameLabel = UILabel()
  var loadCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    loadCount += 1
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    nameLabel.text = "Name"
  }

  nonisolated func describe() -> String {
    "profile"
  }

  nonisolated func peek() {
    _ = nameLabel.text
  }
}

final class ModalHost: UIViewController {
  var dismissals = 0

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissals += 1
    super.dismiss(animated: flag, completion: completion)
  }

  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }
}

final class BadgeView: UIView {
  var count = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    backgroundColor = count > 0 ? .systemRed : .clear
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 20, height: 20)
  }
}

final class Cell: UITableViewCell {
  override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
  }
}

func useSubclasses(_ controller: ProfileViewController, _ badge: BadgeView) {
  _ = controller.describe()
  _ = controller.loadCount
  badge.count = 2
}

struct ValueSource {
  func rows(in table: UITableView) -> Int {
    table.numberOfRows(inSection: 0)
  }
}
