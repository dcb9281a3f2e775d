import UIKit

/// Uses of selectors that have no method-reference form: the file is left as it was.
final class TimerViewController: UIViewController {
  @objc dynamic var progress = 0.0
  private var timer: Timer?
  private var observation: NSKeyValueObservation?
  let resetButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
    timer = Timer.scheduledTimer(
      timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    perform(#selector(reset), with: nil, afterDelay: 1)
    let named = Selector("tick")
    _ = named
    let item = UIBarButtonItem(title: "Reset")
    item.target = self
    item.action = #selector(reset)
    resetButton.removeTarget(self, action: #selector(reset), for: .touchUpInside)
    observation = resetButton.observe(\.isHidden, options: [.new]) { _, _ in }
  }

  @objc func reset() { progress = 0 }
  @objc func tick() { progress += 1 }
  @objc func keyboardWillShow(_ notification: Notification) {}
}
