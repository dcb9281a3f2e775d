import Lasso

/// The app: the water counter, and the goal screen when the goal is reached.
enum WaterFlowModule: FlowModule {
  typealias RequiredContext = UINavigationController
}

final class WaterFlow: Flow<WaterFlowModule> {

  override func createInitialController() -> UIViewController {
    WaterModule.createScreen().controller
  }
}
