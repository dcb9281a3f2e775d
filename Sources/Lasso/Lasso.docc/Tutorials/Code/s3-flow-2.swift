import Lasso

/// The app: the water counter, and the goal screen when the goal is reached.
enum WaterFlowModule: FlowModule {
  typealias RequiredContext = UINavigationController
}

final class WaterFlow: Flow<WaterFlowModule> {

  override func createInitialController() -> UIViewController {
    // The flow keeps a (weak) reference to the store: it reads the count and resets it.
    let store = WaterStore()
    // Given a store: the `createScreen(with:)` you wrote in WaterModule.
    let water = WaterModule.createScreen(with: store)
    water.observeOutput { [weak self, weak store] output in
      switch output {

      case .didReachGoal:
        self?.showGoal(glasses: store?.state.glasses ?? 0)
      }
    }
    return water.controller
  }

  private func showGoal(glasses: Int) {
    guard let navigationController = context else { return }
    // Given a state: Lasso's `createScreen(with:)`, which makes a GoalStore in it and calls yours.
    GoalModule.createScreen(with: GoalModule.State(glasses: glasses))
      .place(with: pushed(in: navigationController))
  }
}
