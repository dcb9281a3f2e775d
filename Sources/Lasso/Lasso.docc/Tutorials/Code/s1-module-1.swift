import Lasso

/// Counts the glasses of water drunk today, against a goal.
enum WaterModule: DefaultStateModule {

  struct State: Equatable {
    var glasses = 0
    var goal = 8
  }

  static var defaultInitialState: State { State() }
}
