// A `#if canImport(UIKit)` that imports UIKit takes the UIKit branch on Linux too; `import Lasso`
// is added for the method-reference form, and `@objc` stays where no selector names the method.
#if canImport(UIKit)
  import UIKit
#endif

final class AvatarView: UIView {
  func connect(_ button: UIButton) {
    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
  }

  @objc func didTap(_ sender: UIButton) {}

  @objc func calledFromObjectiveC() {}
}
