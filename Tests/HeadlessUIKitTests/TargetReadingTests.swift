#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Testing

  @testable import HeadlessUIKit

  /// A controller whose actions are method references.
  @MainActor
  private final class Screen: UIViewController {
    func done() {}
    func didTap(_ sender: UIButton) {}
  }

  /// Reading who a control or a bar button item calls needs no selector. Apple's pages
  /// "UIBarButtonItem.target" (the object that receives the action), "UIControl.allTargets"
  /// (all target objects associated with the control) and
  /// "UIControl.actions(forTarget:forControlEvent:)" (`nil` when the target has no action for
  /// the event, and always for a `nil` target).
  @MainActor @Suite struct TargetReadingTests {
    @Test func barButtonItemTargetIsTheObjectGiven() {
      let screen = Screen()
      let item = UIBarButtonItem(
        barButtonSystemItem: .done, target: screen, action: Screen.done)
      #expect(item.target === screen)
      item.setTarget(nil as Screen?, action: Screen.done)
      #expect(item.target == nil)
      #expect(UIBarButtonItem(title: "Plain").target == nil)
    }

    @Test func barButtonItemTargetIsHeldWeakly() {
      var screen: Screen? = Screen()
      let item = UIBarButtonItem(title: "Done", style: .done, target: screen, action: Screen.done)
      #expect(item.target != nil)
      screen = nil
      #expect(item.target == nil)
    }

    @Test func controlListsItsTargetsAndTheirActionsPerEvent() {
      let screen = Screen()
      let button = UIButton()
      button.addTarget(screen, action: Screen.didTap, for: .touchUpInside)
      button.addTarget(screen, action: Screen.done, for: [.touchUpInside, .touchDown])
      button.addAction(UIAction { _ in }, for: .touchUpInside)
      #expect(button.allTargets == [AnyHashable(screen)])
      #expect(button.allTargets.contains(screen))
      #expect(button.actions(forTarget: screen, forControlEvent: .touchUpInside)?.count == 2)
      #expect(
        button.actions(forTarget: screen, forControlEvent: .touchDown) == [
          UIControl.methodReferenceActionName
        ])
      #expect(button.actions(forTarget: screen, forControlEvent: .valueChanged) == nil)
      #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
      #expect(button.actions(forTarget: Screen(), forControlEvent: .touchUpInside) == nil)
      button.removeTarget(screen, for: .allEvents)
      #expect(button.allTargets.isEmpty)
    }
  }
#endif
