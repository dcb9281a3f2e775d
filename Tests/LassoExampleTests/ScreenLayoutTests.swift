import Lasso
import Testing

@testable import LassoExampleApp

/// The example's screens lay themselves out as a phone needs (the iOS app under
/// Examples/LassoExampleiOS shows the same controllers on the real UIKit): the headless UIKit
/// solves no constraints, so these tests check that the constraints are there, and the
/// terminal's frames (`ExampleAppTests`, `ScriptRunnerTests`) that nothing changed for it.
@MainActor @Suite struct ScreenLayoutTests {
  /// Each screen's controller, its view loaded.
  static func screens() -> [(name: String, controller: UIViewController)] {
    let services = ExampleServices(options: ExampleOptions(fast: true))
    let screens: [(String, UIViewController)] = [
      ("login", LoginScreenModule.createScreen().controller),
      ("learn", LearnScreenModule.createScreen().controller),
      ("tutorial", TutorialScreenModule.createScreen(with: .welcome).controller),
      ("settings", SettingsScreenModule.createScreen().controller),
      ("profile", LoadUserProfileViewController(userId: 42, services: services)),
      (
        "profile editing",
        EditUserProfileViewController(userData: UserData(username: "billie"), services: services)
      ),
    ]
    for (_, controller) in screens { controller.loadViewIfNeeded() }
    return screens
  }

  /// Every view in `view`'s tree, `view` included.
  static func tree(_ view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap(tree)
  }

  // UIKit places a view whose `translatesAutoresizingMaskIntoConstraints` is true by its frame:
  // a subview added without constraints and without a frame is drawn at zero size on a phone
  // ("Positioning Content Within Layout Margins" and `readableContentGuide`, Apple's UIView
  // documentation, for the guide a text screen is pinned to).
  @Test func everyScreenPinsItsContentWithAutoLayout() {
    for (name, controller) in Self.screens() {
      let root: UIView = controller.view
      for subview in root.subviews {
        #expect(
          !subview.translatesAutoresizingMaskIntoConstraints,
          "\(name): a \(type(of: subview)) is added to the root view without constraints")
      }
      let constraints = Self.tree(root).flatMap(\.constraints)
      for subview in root.subviews {
        let edges = constraints.filter { $0.firstItem === subview || $0.secondItem === subview }
        #expect(edges.count >= 4, "\(name): \(type(of: subview)) is not pinned on four sides")
      }
    }
  }

  @Test func fullScreensUseTheReadableWidthAndTheSystemBackground() {
    for (name, controller) in Self.screens() where !(controller is EditUserProfileViewController) {
      let root: UIView = controller.view
      let constraints = Self.tree(root).flatMap(\.constraints)
      let readable = root.readableContentGuide
      for edge in [NSLayoutConstraint.Attribute.leading, .trailing] {
        #expect(
          constraints.contains { $0.secondItem === readable && $0.secondAttribute == edge },
          "\(name): its content is not pinned to the readable content guide's \(edge)")
      }
      #expect(root.backgroundColor == .systemBackground, "\(name)")
    }
  }

  // Dynamic Type: text views whose font is a text style's and follows the user's size
  // (`adjustsFontForContentSizeCategory`, UIKit's `UIContentSizeCategoryAdjusting`).
  @Test func textFollowsDynamicType() {
    for (name, controller) in Self.screens() {
      for view in Self.tree(controller.view) {
        if let label = view as? UILabel, !(label.superview is UIButton) {
          #expect(label.adjustsFontForContentSizeCategory, "\(name): \(label.text ?? "a label")")
        }
        if let field = view as? UITextField {
          #expect(field.adjustsFontForContentSizeCategory, "\(name): \(field.placeholder ?? "")")
        }
        if let button = view as? UIButton {
          let title = button.title(for: .normal) ?? ""
          #expect(button.titleLabel?.adjustsFontForContentSizeCategory == true, "\(name): \(title)")
        }
      }
    }
  }

  // The iOS scene delegate makes the window for its scene and hands it to the app.
  @Test func theAppStartsInTheWindowItIsGiven() {
    let window = UIWindow()
    let app = ExampleApp(window: window, options: ExampleOptions(fast: true))
    #expect(app.window === window)
    app.start()
    #expect(window.isKeyWindow)
    #expect(
      (window.rootViewController as? UINavigationController)?.viewControllers.first
        is LoginScreenViewController)
    window.isHidden = true
  }
}
