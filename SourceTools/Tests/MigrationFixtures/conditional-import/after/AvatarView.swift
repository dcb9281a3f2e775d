// A `#if canImport(UIKit)` that imports UIKit takes the UIKit branch on Linux too; `import Lasso`
// is added for the method-reference form, and `@objc` stays where no selector names the method.
import Lasso
#if canImport(UIKit) || os(Linux)
  import HeadlessUIKit
#endif

final class AvatarView: UIView {
  func connect(_ button: UIButton) {
    button.addTarget(self, action: Self.didTap(_:), for: .touchUpInside)
  }

  func didTap(_ sender: UIButton) {}

  #if canImport(ObjectiveC)
  @objc
  #endif
  func calledFromObjectiveC() {}
}
