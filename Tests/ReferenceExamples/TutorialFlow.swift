import Lasso

// The tutorial flow from "Lasso: An introduction to Flows", as written there (the article's
// comment placeholders filled in with what it says they do). One change: inside an extension of
// the nested `TutorialScreenModule.State`, Swift does not see the module's `State` name, so the
// article's `static var welcome: State` is written with `Self`.

enum TutorialFlowModule: FlowModule {

  enum Output: Equatable {
    case didFinish
    case didPressSkip
  }

  typealias RequiredContext = UINavigationController

}

enum TutorialScreenModule: ScreenModule {

  struct State: Equatable {
    let title: String
    let body: String
    let buttonTitles: [String]
  }

  enum Output: Equatable {
    case didPressButton(index: Int)
  }

  typealias Action = Output

  static var defaultInitialState: State { .welcome }

  static func createScreen(with store: PassthroughStore<TutorialScreenModule>) -> Screen {
    Screen(store, TutorialViewController(store.asViewStore()))
  }
}

extension TutorialScreenModule.State {

  static var welcome: Self {
    return Self(title: "Welcome!", body: "...", buttonTitles: ["Skip", "Next"])
  }

  static var finish: Self {
    return Self(title: "That was fun!", body: "...", buttonTitles: ["OK"])
  }

}

final class TutorialViewController: UIViewController, LassoView {
  let store: TutorialScreenModule.ViewStore
  private(set) var buttons: [UIButton] = []

  init(_ store: TutorialScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bodyLabel = UILabel()
    view.addSubview(bodyLabel)
    store.observeState(\.title) { [weak self] in self?.title = $0 }
    store.observeState(\.body) { bodyLabel.text = $0 }
    for (index, buttonTitle) in state.buttonTitles.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(buttonTitle, for: .normal)
      button.bind(to: store, action: .didPressButton(index: index))
      view.addSubview(button)
      buttons.append(button)
    }
  }
}

class TutorialFlow: Flow<TutorialFlowModule> {

  override func createInitialController() -> UIViewController {
    let welcomeState = TutorialScreenModule.State.welcome
    let introScreen = TutorialScreenModule.createScreen(with: welcomeState)

    introScreen.observeOutput({ [weak self] output in
      guard let self = self else { return }
      switch output {

      case .didPressButton(index: let index):
        switch index {
        case 0:
          // handle skip
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
