import Lasso

/// Shows the glasses drunk today and the two buttons that change them.
final class WaterViewController: UIViewController, LassoView {
  let store: WaterModule.ViewStore

  let countLabel = UILabel()
  let drinkButton = UIButton(type: .system)
  let resetButton = UIButton(type: .system)

  init(_ store: WaterModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Water"
    view.backgroundColor = .systemBackground
    drinkButton.setTitle("Drink a glass", for: .normal)
    resetButton.setTitle("Reset", for: .normal)
    let stack = UIStackView(arrangedSubviews: [countLabel, drinkButton, resetButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
    ])
    store.observeState { [weak self] state in
      self?.countLabel.text = "\(state.glasses) of \(state.goal) glasses"
    }
    drinkButton.bind(to: store, action: .didTapDrink)
    resetButton.bind(to: store, action: .didTapReset)
  }
}
