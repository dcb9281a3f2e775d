import HeadlessUIKit
import LassoTerminal
import TestSupport
import Testing

@MainActor @Suite struct TerminalSessionTests {
  @Test func tabAndArrowsMoveFocusInReadingOrderAndWrap() async {
    let a = UIButton.titled("A")
    let b = UIButton.titled("B")
    let session = TerminalSession(window: await makeWindow(FormController(title: "F", [a, b])))
    session.frame()
    #expect(session.focus == .control(a))
    session.handle(.tab)
    #expect(session.focus == .control(b))
    session.handle(.down)
    #expect(session.focus == .control(a))
    session.handle(.backTab)
    #expect(session.focus == .control(b))
    session.handle(.up)
    #expect(session.focus == .control(a))
  }

  @Test func typingEditsTheFocusedFieldThroughInsertTextAndDeleteBackward() async {
    let field = UITextField()
    var changes: [String] = []
    field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
    let session = TerminalSession(window: await makeWindow(FormController(title: "F", [field])))
    session.frame()
    #expect(field.isFirstResponder)
    for character in "hi q1" { session.handle(.character(character)) }
    session.handle(.backspace)
    #expect(field.text == "hi q")
    #expect(changes == ["h", "hi", "hi ", "hi q", "hi q1", "hi q"])
    #expect(!session.isFinished)
    #expect(session.frame().text.contains("[hi q_"))
  }

  @Test func enterTapsButtonsAndSpaceTogglesSwitches() async {
    let button = UIButton.titled("Go")
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let toggle = UISwitch()
    var values: [Bool] = []
    toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
    let session = TerminalSession(
      window: await makeWindow(FormController(title: "F", [button, toggle])))
    session.frame()
    session.handle(.enter)
    session.handle(.character(" "))
    #expect(taps == 2)
    session.handle(.tab)
    session.handle(.character(" "))
    session.handle(.enter)
    #expect(values == [true, false])
  }

  @Test func enterInAFieldIsReturnThenFocusesTheNextControl() async {
    let field = UITextField()
    var returns = 0
    field.addAction(UIAction { _ in returns += 1 }, for: .primaryActionTriggered)
    let button = UIButton.titled("Go")
    let session = TerminalSession(
      window: await makeWindow(FormController(title: "F", [field, button])))
    session.frame()
    session.handle(.enter)
    #expect(returns == 1)
    #expect(session.focus == .control(button))
    #expect(!field.isFirstResponder)
  }

  @Test func arrowsAdjustSegmentsSlidersAndSteppers() async {
    let segments = UISegmentedControl(items: ["A", "B", "C"])
    segments.selectedSegmentIndex = 0
    let slider = UISlider()
    let stepper = UIStepper()
    let session = TerminalSession(
      window: await makeWindow(FormController(title: "F", [segments, slider, stepper])))
    session.frame()
    session.handle(.right)
    session.handle(.right)
    session.handle(.right)
    #expect(segments.selectedSegmentIndex == 2)
    session.handle(.left)
    #expect(segments.selectedSegmentIndex == 1)
    session.handle(.tab)
    session.handle(.right)
    #expect(abs(slider.value - 0.1) < 0.0001)
    session.handle(.tab)
    session.handle(.right)
    session.handle(.right)
    session.handle(.left)
    #expect(stepper.value == 1)
  }

  @Test func escapePopsThenDismissesSheets() async {
    let root = FormController(title: "Root", [UIButton.titled("x")])
    let navigation = UINavigationController(rootViewController: root)
    let window = await makeWindow(navigation)
    let pushed = FormController(title: "Pushed", [])
    navigation.pushViewController(pushed, animated: false)
    await transitionsEnded(in: window)
    let session = TerminalSession(window: window)
    session.frame()
    session.handle(.escape)
    #expect(navigation.viewControllers == [root])
    await transitionsEnded(in: window)
    let sheet = FormController(title: "Sheet", [])
    root.present(sheet, animated: false)
    await transitionsEnded(in: window)
    session.frame()
    session.handle(.escape)
    // UIKit keeps the sheet presented until its dismissal ends (uikit-timing.md 2.4).
    #expect(root.presentedViewController === sheet)
    await transitionsEnded(in: window)
    #expect(root.presentedViewController == nil)
    #expect(session.frame().visibleController === root)
    #expect(!session.handle(.escape))
  }

  @Test func backButtonAndBarItemsAreFocusable() async {
    let root = FormController(title: "Root", [])
    let navigation = UINavigationController(rootViewController: root)
    let window = await makeWindow(navigation)
    let pushed = FormController(title: "Pushed", [])
    var doneTaps = 0
    pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", primaryAction: UIAction { _ in doneTaps += 1 })
    navigation.pushViewController(pushed, animated: false)
    await transitionsEnded(in: window)
    let session = TerminalSession(window: window)
    let frame = session.frame()
    #expect(frame.lines[0].hasPrefix("▸‹ Root"))
    session.handle(.tab)
    session.handle(.enter)
    #expect(doneTaps == 1)
    session.handle(.tab)
    session.handle(.enter)
    #expect(navigation.viewControllers == [root])
  }

  @Test func theToolbarsItemsAreDrawnBelowTheContentAndFocusable() async {
    var shares = 0
    let root = FormController(title: "Root", [UILabel.with("Body")])
    root.toolbarItems = [
      UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in shares += 1 }),
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(title: "Delete"),
    ]
    let navigation = UINavigationController(rootViewController: root)
    let window = await makeWindow(navigation)
    let session = TerminalSession(window: window)
    #expect(!session.frame().text.contains("[Share]"), "hidden until isToolbarHidden is false")
    navigation.setToolbarHidden(false, animated: false)
    let lines = session.frame().lines
    #expect(lines.suffix(2).first?.allSatisfy { $0 == "─" } == true)
    #expect(lines.last == "▸[Share]  [Delete]")
    session.handle(.enter)
    #expect(shares == 1)
  }

  @Test func digitsSelectTabsAndQQuitsOutsideFields() async {
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [FormController(title: "One", []), FormController(title: "Two", [])], animated: false)
    let session = TerminalSession(window: await makeWindow(tabs))
    session.frame()
    session.handle(.character("2"))
    #expect(tabs.selectedIndex == 1)
    await transitionsEnded()
    #expect(session.frame().lines.last == " 1 One  [2 Two]")
    #expect(!session.handle(.character("7")))
    session.handle(.character("q"))
    #expect(session.isFinished)
  }

  @Test func ctrlCQuitsEvenInAField() async {
    let session = TerminalSession(
      window: await makeWindow(FormController(title: "F", [UITextField()])))
    session.frame()
    session.handle(.interrupt)
    #expect(session.isFinished)
  }

  @Test func focusMovesToTheFirstControlWhenTheScreenChanges() async {
    let first = UIButton.titled("Next")
    let root = FormController(title: "Root", [first])
    let navigation = UINavigationController(rootViewController: root)
    let second = UIButton.titled("OK")
    first.addAction(
      UIAction { _ in
        navigation.pushViewController(FormController(title: "Two", [second]), animated: false)
      }, for: .touchUpInside)
    let session = TerminalSession(window: await makeWindow(navigation))
    session.frame()
    session.handle(.enter)
    session.frame()
    #expect(session.focus == .control(second))
  }

  @Test func aDisabledFocusedButtonKeepsTheFocus() async {
    let field = UITextField()
    let button = UIButton.titled("Save")
    button.addAction(UIAction { _ in button.isEnabled = false }, for: .touchUpInside)
    let session = TerminalSession(
      window: await makeWindow(FormController(title: "F", [field, button])))
    session.frame()
    session.handle(.tab)
    session.handle(.enter)
    let frame = session.frame()
    #expect(session.focus == .control(button))
    #expect(frame.text.contains("▸( Save )"))
  }
}

@MainActor @Suite struct TerminalTransitionTests {
  // A device ignores touches while a controller transition runs, but typed keys are not lost:
  // the terminal keeps them and applies them, in order, when the transition ends.
  @Test func keysDuringATransitionWaitUntilItEnds() async {
    let root = FormController(title: "Root", [UIButton.titled("x")])
    let navigation = UINavigationController(rootViewController: root)
    let window = await makeWindow(navigation)
    let session = TerminalSession(window: window)
    navigation.pushViewController(FormController(title: "Pushed", []), animated: true)
    session.frame()
    #expect(window.headless.isTransitioning)
    #expect(session.handle(.escape))
    #expect(session.pendingKeys == [.escape])
    #expect(navigation.viewControllers.count == 2)
    await transitionsEnded(in: window)
    #expect(session.pendingKeys.isEmpty)
    #expect(navigation.viewControllers == [root])
  }
}
