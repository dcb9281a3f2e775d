import UIKit

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
    saveButton.addTarget(self, action: #selector(didTap), for: .touchUpInside)
    publicSwitch.addTarget(self, action: #selector(didFlip(_:)), for: .valueChanged)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: self, action: #selector(done))
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self,
      action: #selector(ProfileViewController.cancel(_:)))
    let tap = UITapGestureRecognizer(target: self, action: #selector(self.didTapBackground))
    view.addGestureRecognizer(tap)
  }

  func stopObservingTheSwitch() {
    publicSwitch.removeTarget(self, action: nil, for: .valueChanged)
  }

  @objc private func didTap() {
    log.append("didTap")
  }

  @objc func didFlip(_ sender: UISwitch) {
    log.append("didFlip \(sender.isOn)")
  }

  @objc
  func done() {
    log.append("done")  // not @objc func done() in a comment
  }

  @objc private func cancel(_ sender: UIBarButtonItem) {
    log.append("cancel \(sender.title ?? "")")
  }

  @objc private func didTapBackground() {
    log.append("didTapBackground")
  }
}
