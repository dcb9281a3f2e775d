import Lasso

/// One tutorial page: a title, a body and a row of buttons; each tap is an output.
enum TutorialScreenModule: ScreenModule {

  struct State: Equatable, Codable {
    let title: String
    let body: String
    let buttonTitles: [String]
  }

  enum Output: Equatable, Codable {
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
    return Self(
      title: "Welcome!",
      body: "Screens hold a store and a view. Flows place screens and listen to their outputs.",
      buttonTitles: ["Skip", "Next"])
  }

  static var finish: Self {
    return Self(
      title: "That was fun!",
      body: "This flow did not know whether it was pushed or presented: a placer decided.",
      buttonTitles: ["OK"])
  }

}

/// Shows a tutorial page; its buttons dispatch `didPressButton(index:)`.
final class TutorialViewController: UIViewController, LassoView {
  let store: TutorialScreenModule.ViewStore
  /// The page's buttons, in order (tests tap them).
  private(set) var buttons: [UIButton] = []

  init(_ store: TutorialScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bodyLabel = UILabel()
    bodyLabel.useDynamicType()
    let row = UIStackView()
    row.axis = .horizontal
    row.distribution = .fillEqually
    row.spacing = 12
    layOutScrollingContent(UIStackView.vertical([bodyLabel, row], spacing: 20))
    store.observeState(\.title) { [weak self] in self?.title = $0 }
    store.observeState(\.body) { bodyLabel.text = $0 }
    for (index, buttonTitle) in state.buttonTitles.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(buttonTitle, for: .normal)
      button.useDynamicType(.headline)
      button.bind(to: store, action: .didPressButton(index: index))
      row.addArrangedSubview(button)
      buttons.append(button)
    }
  }
}
