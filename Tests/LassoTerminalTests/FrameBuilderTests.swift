import HeadlessUIKit
import LassoTerminal
import Testing

@MainActor @Suite struct FrameBuilderTests {
  private func content(_ views: [UIView], focus: FocusTarget? = nil) -> [String] {
    let window = makeWindow(FormController(title: "Form", views))
    return contentLines(FrameBuilder(width: 40).frame(of: window, focus: focus))
  }

  @Test func titleAndRule() {
    let window = makeWindow(FormController(title: "Form", []))
    let frame = FrameBuilder(width: 20).frame(of: window)
    #expect(frame.lines == ["        Form", String(repeating: "─", count: 20)])
  }

  @Test func labelsWrapAndErrorTextIsMarked() {
    let error = UILabel.with("Invalid login")
    error.textColor = .systemRed
    let long = UILabel.with("one two three four five six seven eight nine")
    #expect(
      content([UILabel.with("Hello"), error, long, UILabel()]) == [
        " Hello", " ⚠ Invalid login", " one two three four five six seven eight", " nine",
      ])
  }

  @Test func textFieldsShowPlaceholderTextSecureMaskAndCaret() {
    let name = UITextField()
    name.placeholder = "Username"
    name.text = "alice"
    let password = UITextField()
    password.placeholder = "Password"
    password.text = "abc"
    password.isSecureTextEntry = true
    let lines = content([name, password])
    #expect(lines[0] == " Username: [alice                   ]")
    #expect(lines[1] == " Password: [•••                     ]")
    let window = makeWindow(FormController(title: "F", [name]))
    _ = name.becomeFirstResponder()
    #expect(contentLines(FrameBuilder().frame(of: window))[0].contains("[alice_"))
  }

  @Test func buttonsEnabledAndDisabled() {
    let disabled = UIButton.titled("Save")
    disabled.isEnabled = false
    #expect(content([UIButton.titled("Log in"), disabled]) == [" [ Log in ]", " ( Save )"])
  }

  @Test func switchesSegmentsSlidersSteppers() {
    let on = UISwitch()
    on.isOn = true
    on.accessibilityLabel = "Notifications"
    let segments = UISegmentedControl(items: ["Light", "Dark"])
    segments.selectedSegmentIndex = 1
    let slider = UISlider()
    slider.value = 0.6
    let stepper = UIStepper()
    stepper.value = 3
    #expect(
      content([on, UISwitch(), segments, slider, stepper]) == [
        " [x] Notifications", " [ ]", " | Light |[Dark]|", " [======----] 0.60", " [-] 3 [+]",
      ])
  }

  @Test func progressViewsShowTheirFractionAndLabel() {
    let download = UIProgressView()
    download.progress = 0.6
    download.accessibilityLabel = "Downloading"
    let done = UIProgressView(progressViewStyle: .bar)
    done.progress = 1
    #expect(content([download, done]) == [" [██████░░░░] 60% Downloading", " [██████████] 100%"])
  }

  @Test func spinnersShowOnlyWhileAnimating() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.accessibilityLabel = "Saving…"
    #expect(content([spinner]) == [])
    spinner.startAnimating()
    #expect(content([spinner]) == [" ⠋ Saving…"])
    let window = makeWindow(FormController(title: "F", [spinner]))
    let frame = FrameBuilder(width: 40, spinnerPhase: 1).frame(of: window)
    #expect(contentLines(frame) == [" ⠙ Saving…"])
  }

  @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() {
    let hidden = UIStackView(arrangedSubviews: [UILabel.with("secret"), UIButton.titled("No")])
    hidden.isHidden = true
    let transparent = UILabel.with("ghost")
    transparent.alpha = 0
    let hiddenButton = UIButton.titled("Hidden")
    hiddenButton.isHidden = true
    let window = makeWindow(
      FormController(title: "F", [UILabel.with("shown"), hidden, transparent, hiddenButton]))
    let frame = FrameBuilder(width: 40).frame(of: window)
    #expect(contentLines(frame) == [" shown"])
    #expect(frame.focusTargets.isEmpty)
  }

  @Test func horizontalStacksShareALineAndFocusIsMarked() {
    let skip = UIButton.titled("Skip")
    let next = UIButton.titled("Next")
    let row = UIStackView(arrangedSubviews: [skip, next])
    row.axis = .horizontal
    #expect(content([row], focus: .control(next)) == [" [ Skip ] ▸[ Next ]"])
  }

  @Test func focusTargetsAreEnabledControlsInReadingOrder() {
    let field = UITextField()
    let button = UIButton.titled("Go")
    let disabled = UIButton.titled("Off")
    disabled.isEnabled = false
    let toggle = UISwitch()
    let window = makeWindow(
      FormController(title: "F", [UILabel.with("x"), field, disabled, button, toggle]))
    let frame = FrameBuilder().frame(of: window)
    #expect(frame.focusTargets == [.control(field), .control(button), .control(toggle)])
  }

  @Test func navigationBarShowsBackAndItems() {
    let first = FormController(title: "Home", [])
    let second = FormController(title: "Details", [])
    let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
    second.navigationItem.rightBarButtonItem = done
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    let window = makeWindow(navigation)
    let frame = FrameBuilder(width: 40).frame(of: window, focus: .barItem(done))
    #expect(frame.lines[0] == " ‹ Home         Details          ▸[Done]")
    #expect(frame.focusTargets == [FocusTarget.backButton(navigation), .barItem(done)])
  }

  @Test func tabBarMarksTheSelectedTab() {
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [FormController(title: "One", []), FormController(title: "Two", [])], animated: false)
    tabs.selectedIndex = 1
    let window = makeWindow(tabs)
    let frame = FrameBuilder(width: 30).frame(of: window)
    #expect(frame.lines.last == " 1 One  [2 Two]")
    #expect(frame.lines[0].contains("Two"))
  }

  @Test func presentedControllerIsBoxedOverItsPresenter() {
    let presenter = FormController(title: "Settings", [])
    let window = makeWindow(presenter)
    let sheet = FormController(title: "Sheet", [UILabel.with("Hi")])
    presenter.present(sheet, animated: false)
    let frame = FrameBuilder(width: 24).frame(of: window)
    #expect(
      frame.lines == [
        "  Settings  (behind)",
        "╭──────────────────────╮",
        "│        Sheet         │",
        "│ ──────────────────── │",
        "│  Hi                  │",
        "╰──────────────────────╯",
      ])
    #expect(frame.visibleController === sheet)
  }
}
