import Lasso

/// Makes every decision of the water counter.
final class WaterStore: LassoStore<WaterModule> {

  override func handleAction(_ action: Action) {
    switch action {

    case .didTapDrink:
      update { $0.glasses += 1 }
      // Every glass from the goal on says so: the goal screen shows each one.
      if state.glasses >= state.goal {
        dispatchOutput(.didReachGoal)
      }

    case .didTapReset:
      update { $0.glasses = 0 }
    }
  }
}
