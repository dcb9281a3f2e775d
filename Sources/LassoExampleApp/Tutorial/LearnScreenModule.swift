import Lasso

/// The "Learn" tab's first screen: a short text and a button that starts the tutorial.
enum LearnScreenModule: ScreenModule {
  enum Action: Equatable, Codable {
    case didTapStartTutorial
  }

  enum Output: Equatable, Codable {
    case didTapStartTutorial
  }

  struct State: Equatable, Codable {
    var completedTutorials = 0
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: LearnScreenStore) -> Screen {
    Screen(store, LearnViewController(store.asViewStore()))
  }
}

/// Forwards the tap; counts the tutorials finished (the app tells it).
final class LearnScreenStore: LassoStore<LearnScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didTapStartTutorial:
      dispatchOutput(.didTapStartTutorial)
    }
  }

  /// Records a finished tutorial.
  func tutorialDidFinish() {
    update { $0.completedTutorials += 1 }
  }
}

/// A text, the tutorial count and a "Start the tutorial" button.
final class LearnViewController: UIViewController, LassoView {
  let store: LearnScreenModule.ViewStore

  init(_ store: LearnScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Learn"
    let intro = UILabel()
    intro.text = "The tutorial flow, pushed onto this tab's navigation stack."
    intro.useDynamicType()
    let count = UILabel()
    count.useDynamicType(.subheadline)
    count.textColor = .secondaryLabel
    let start = UIButton(type: .system)
    start.setTitle("Start the tutorial", for: .normal)
    start.useDynamicType(.headline)
    start.bind(to: store, action: .didTapStartTutorial)
    layOutScrollingContent(UIStackView.vertical([intro, count, start]))
    store.observeState(\.completedTutorials) { completed in
      count.text = completed == 0 ? nil : "Tutorials finished: \(completed)"
    }
  }
}
