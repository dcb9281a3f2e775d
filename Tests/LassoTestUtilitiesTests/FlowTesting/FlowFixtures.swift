import Lasso
import LassoTestUtilities

@testable import LassoExampleApp

/// The tutorial flow, its screens made by a factory so that tests can substitute mock screens.
final class FactoryTutorialFlow: Flow<TutorialFlowModule> {
  private let screens: TutorialScreenModule.ScreenFactory

  init(screens: TutorialScreenModule.ScreenFactory = TutorialScreenModule.screenFactory()) {
    self.screens = screens
  }

  override func createInitialController() -> UIViewController {
    screens.createScreen(with: .welcome)
      .observeOutput { [weak self] output in
        guard let self else { return }
        switch output {

        case .didPressButton(index: 0):
          dispatchOutput(.didPressSkip)

        case .didPressButton:
          screens.createScreen(with: .finish)
            .observeOutput { [weak self] _ in self?.dispatchOutput(.didFinish) }
            .place(with: nextPushedInFlow)
        }
      }
      .controller
  }
}

/// A flow presented modally in a navigation controller: a form that can be cancelled
/// (dismissing the flow) or submitted (pushing a confirmation).
enum SignUpFlowModule: FlowModule {
  enum Output: Equatable {
    case didCancel
    case didSignUp
  }
}

final class SignUpFlow: Flow<SignUpFlowModule> {
  override func createInitialController() -> UIViewController {
    let form = TutorialScreenModule.createScreen(
      with: .init(title: "Sign up", body: "…", buttonTitles: ["Cancel", "Submit"]))
    form.observeOutput { [weak self] output in
      guard let self else { return }
      switch output {

      case .didPressButton(index: 0):
        dispatchOutput(.didCancel)
        dismiss(animated: true)

      case .didPressButton:
        let done = TutorialScreenModule.createScreen(with: .finish)
        form.controller.navigationController?.pushViewController(done.controller, animated: true)
        dispatchOutput(.didSignUp)
      }
    }
    return form.controller
  }
}
