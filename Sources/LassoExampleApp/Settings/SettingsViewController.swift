import Lasso

/// The settings form, bound to the store with Lasso's control bindings.
final class SettingsViewController: UIViewController, LassoView {
  let store: SettingsScreenModule.ViewStore

  init(_ store: SettingsScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  private let notificationsSwitch = UISwitch()
  private let notificationsLabel = UILabel()
  private let themeControl = UISegmentedControl(
    items: SettingsScreenModule.Theme.allCases.map(\.title))
  private let themeLabel = UILabel()
  private let textSizeStepper = UIStepper()
  private let textSizeLabel = UILabel()
  private let summaryLabel = UILabel()
  private let replayButton = UIButton(type: .system)
  private let logOutButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    notificationsLabel.text = "Notifications"
    themeLabel.text = "Theme"
    textSizeLabel.text = "Text size"
    textSizeStepper.minimumValue = 1
    textSizeStepper.maximumValue = 5
    replayButton.setTitle("Replay the tutorial", for: .normal)
    logOutButton.setTitle("Log out", for: .normal)
    summaryLabel.textColor = .secondaryLabel
    for label in [notificationsLabel, themeLabel, textSizeLabel] { label.useDynamicType() }
    summaryLabel.useDynamicType(.footnote)
    replayButton.useDynamicType()
    logOutButton.useDynamicType()
    logOutButton.tintColor = .systemRed
    layOutScrollingContent(
      UIStackView.vertical([
        UIStackView.row([notificationsLabel, notificationsSwitch]),
        UIStackView.row([themeLabel, themeControl]),
        UIStackView.row([textSizeLabel, textSizeStepper]),
        summaryLabel, replayButton, logOutButton,
      ]))
    setUpBindings()
  }

  private func setUpBindings() {
    store.observeState(\.notificationsOn) { [weak self] isOn in
      self?.notificationsSwitch.isOn = isOn
    }
    store.observeState(\.theme) { [weak self] theme in
      self?.themeControl.selectedSegmentIndex = theme.rawValue
    }
    store.observeState(\.textSize) { [weak self] size in
      self?.textSizeStepper.value = size
    }
    store.observeState { [weak self] state in
      self?.summaryLabel.text =
        "Notifications \(state.notificationsOn ? "on" : "off"), \(state.theme.title) theme, "
        + "text size \(Int(state.textSize))"
    }
    notificationsSwitch.bindValueChange(to: store) { .didToggleNotifications($0) }
    themeControl.bindValueChange(to: store) { .didSelectTheme($0) }
    textSizeStepper.bindValueChange(to: store) { .didChangeTextSize($0) }
    replayButton.bind(to: store, action: .didTapReplayTutorial)
    logOutButton.bind(to: store, action: .didTapLogOut)
  }
}
