import Lasso

// The tutorial flow of "Lasso: An introduction to Flows" (document 003), as written there. The
// package's flow tests exercise this copy (`@testable import LassoExampleApp`).

/// The tutorial flow's types: it needs a navigation controller to push its screens.
enum TutorialFlowModule: FlowModule {

  enum Output: Equatable, Codable {
    case didFinish
    case didPressSkip
  }

  typealias RequiredContext = UINavigationController

}

/// Two screens: "Welcome!" (Skip, Next) then "That was fun!" (OK).
final class TutorialFlow: Flow<TutorialFlowModule> {

  override func createInitialController() -> UIViewController {
    let welcomeState = TutorialScreenModule.State.welcome
    let introScreen = TutorialScreenModule.createScreen(with: welcomeState)

    introScreen.observeOutput({ [weak self] output in
      guard let self = self else { return }
      switch output {

      case .didPressButton(index: let index):
        switch index {
        case 0:
          self.dispatchOutput(.didPressSkip)

        case 1:
          let finishController = self.assembleFinishController()
          self.context?.pushViewController(finishController, animated: true)

        default:
          return
        }
      }
    })

    return introScreen.controller
  }

  private func assembleFinishController() -> UIViewController {
    let finishState = TutorialScreenModule.State.finish
    let finishScreen = TutorialScreenModule.createScreen(with: finishState)

    finishScreen.observeOutput({ [weak self] output in
      guard let self = self else { return }
      switch output {

      case .didPressButton(index: let index):
        switch index {

        case 0:
          self.dispatchOutput(.didFinish)

        default:
          return
        }
      }
    })

    return finishScreen.controller
  }

}
