import Lasso

/// Congratulates the user on the day's goal.
enum GoalModule: DefaultStateModule {

  struct State: Equatable {
    var glasses: Int
  }

  enum Action: Equatable {
    case didTapDone
  }

  enum Output: Equatable {
    case didTapDone
  }

  static var defaultInitialState: State { State(glasses: 0) }
}

/// Passes the tap on: what comes next is the flow's decision.
final class GoalStore: LassoStore<GoalModule> {

  override func handleAction(_ action: Action) {
    switch action {

    case .didTapDone:
      dispatchOutput(.didTapDone)
    }
  }
}
