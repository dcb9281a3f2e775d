import Foundation
import Lasso
import Testing

/// The view controller that `lasso-migrate` made of
/// SourceTools/Tests/MigrationFixtures/view-controller/before (`ProfileViewController.swift` here
/// is a link to the fixture's `after`, so the tests compile the very file the tool writes): its target-action, now method references, behaves as UIKit's
/// selectors did. Apple's "UIControl", "UIBarButtonItem" and "UIGestureRecognizer" pages: the
/// action method is called with the sender (the control, the item, the recognizer) when one of
/// the registered events happens, and the target is not retained.
@MainActor @Suite struct MigratedTargetActionTests {
  @Test func theMigratedControllerIsCalledAsUIKitCallsItsSelectors() throws {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    controller.saveButton.sendActions(for: .touchUpInside)
    controller.saveButton.sendActions(for: .valueChanged)  // not registered: not logged
    controller.publicSwitch.setOn(true, animated: false)
    controller.publicSwitch.sendActions(for: .valueChanged)
    controller.stopObservingTheSwitch()
    controller.publicSwitch.sendActions(for: .valueChanged)  // removed: not logged
    #expect(controller.log == ["didTap", "didFlip true"])

    let done = try #require(controller.navigationItem.rightBarButtonItem)
    let cancel = try #require(controller.navigationItem.leftBarButtonItem)
    #expect(done.style == .done)
    userTaps(done)
    userTaps(cancel)
    #expect(controller.log == ["didTap", "didFlip true", "done", "cancel "])

    let tap = try #require(controller.view.gestureRecognizers?.first)
    #expect(tap is UITapGestureRecognizer)
    #expect(tap.view === controller.view)
    #if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
      // UIKit has no public way to fire a recognizer's actions; the headless one has.
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(tap.headless.recognize())
      #expect(controller.log.last == "didTapBackground")
    #endif
  }

  /// What UIKit does when the user taps a bar button item: its action sent to its target, with
  /// the item as the sender.
  private func userTaps(_ item: UIBarButtonItem) {
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      _ = (item.target as? NSObject)?.perform(item.action, with: item)
    #else
      item.headless.tap()
    #endif
  }

  @Test func theControlsDoNotKeepTheMigratedControllerAlive() {
    let button: UIButton
    weak var released: ProfileViewController?
    do {
      let controller = ProfileViewController()
      controller.loadViewIfNeeded()
      button = controller.saveButton
      released = controller
    }
    #expect(released == nil)
    button.sendActions(for: .touchUpInside)  // its target is gone: nothing is called
  }
}
