import Lasso

/// Congratulates the user on the day's goal.
enum GoalModule: ScreenModule {

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

  static func createScreen(with store: GoalStore) -> Screen {
    Screen(store, GoalViewController(store.asViewStore()))
  }
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

/// "Well done", the day's count, and a button to start the day again.
final class GoalViewController: UIViewController, LassoView {
  let store: GoalModule.ViewStore

  let messageLabel = UILabel()
  let doneButton = UIButton(type: .system)

  init(_ store: GoalModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Well done"
    view.backgroundColor = .systemBackground
    doneButton.setTitle("Start a new day", for: .normal)
    let stack = UIStackView(arrangedSubviews: [messageLabel, doneButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
    ])
    store.observeState(\.glasses) { [weak self] glasses in
      self?.messageLabel.text = "You drank \(glasses) glasses today"
    }
    doneButton.bind(to: store, action: .didTapDone)
  }
}
