import Lasso

/// A profile screen wired with UIKit's Objective-C target-action: the fixture of
/// scripts/lasso-migrate (its migrated copy is compiled by Tests/LassoTests).
final class ProfileViewController: UIViewController {
  let saveButton = UIButton(type: .system)
  let publicSwitch = UISwitch()
  private(set) var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(saveButton)
    view.addSubview(publicSwitch)
    saveButton.addTarget(self, action: Self.didTap, for: .touchUpInside)
    publicSwitch.addTarget(self, action: Self.didFlip(_:), for: .valueChanged)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: self, action: Self.done)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self,
      action: ProfileViewController.cancel(_:))
    let tap = UITapGestureRecognizer(target: self, action: Self.didTapBackground)
    view.addGestureRecognizer(tap)
  }

  func stopObservingTheSwitch() {
    publicSwitch.removeTarget(self, for: .valueChanged)
  }

  private func didTap() {
    log.append("didTap")
  }

  func didFlip(_ sender: UISwitch) {
    log.append("didFlip \(sender.isOn)")
  }

  func done() {
    log.append("done")  // not @objc func done() in a comment
  }

  private func cancel(_ sender: UIBarButtonItem) {
    log.append("cancel \(sender.title ?? "")")
  }

  private func didTapBackground() {
    log.append("didTapBackground")
  }
}
