import Lasso

/// The settings screen: notifications (a switch), the theme (a segmented control), the text
/// size (a stepper), and buttons that replay the tutorial or log out.
enum SettingsScreenModule: ScreenModule {
  enum Action: Equatable, Codable {
    case didToggleNotifications(Bool)
    case didSelectTheme(Int)
    case didChangeTextSize(Double)
    case didTapReplayTutorial
    case didTapLogOut
  }

  enum Output: Equatable, Codable {
    case didTapReplayTutorial
    case didTapLogOut
  }

  struct State: Equatable, Codable {
    var notificationsOn = true
    var theme = Theme.system
    var textSize = 3.0
  }

  enum Theme: Int, CaseIterable, Equatable, Codable {
    case light, dark, system

    var title: String {
      switch self {
      case .light: "Light"
      case .dark: "Dark"
      case .system: "System"
      }
    }
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: SettingsScreenStore) -> Screen {
    Screen(store, SettingsViewController(store.asViewStore()))
  }
}

/// Keeps the settings; the buttons become outputs for the app. (Open to subclasses: the replay
/// tests change its behaviour in one.)
class SettingsScreenStore: LassoStore<SettingsScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didToggleNotifications(let isOn):
      update { $0.notificationsOn = isOn }

    case .didSelectTheme(let index):
      update { $0.theme = SettingsScreenModule.Theme(rawValue: index) ?? .system }

    case .didChangeTextSize(let size):
      update { $0.textSize = size }

    case .didTapReplayTutorial:
      dispatchOutput(.didTapReplayTutorial)

    case .didTapLogOut:
      dispatchOutput(.didTapLogOut)
    }
  }
}
