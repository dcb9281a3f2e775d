import Lasso

/// Counts the glasses of water drunk today, against a goal.
enum WaterModule: ScreenModule {

  struct State: Equatable {
    var glasses = 0
    var goal = 8
  }

  enum Action: Equatable {
    case didTapDrink
    case didTapReset
  }

  enum Output: Equatable {
    case didReachGoal
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: WaterStore) -> Screen {
    Screen(store, WaterViewController(store.asViewStore()))
  }
}
