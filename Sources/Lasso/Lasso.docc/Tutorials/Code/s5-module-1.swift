import Lasso

/// Counts the glasses of water drunk today, against a goal.
enum WaterModule: ScreenModule {

  struct State: Equatable, Codable {
    var glasses = 0
    var goal = 8
  }

  enum Action: Equatable, Codable {
    case didTapDrink
    case didTapReset
  }

  enum Output: Equatable, Codable {
    case didReachGoal
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: WaterStore) -> Screen {
    Screen(store, WaterViewController(store.asViewStore()))
  }
}
