import Lasso
import VSM

/// Shows the tip of the day, loading it first.
final class TipViewController: UIViewController {
  @RenderedViewState var state: TipViewState

  let tipLabel = UILabel()
  let retryButton = UIButton(type: .system)

  init(state: TipViewState) {
    _state = RenderedViewState(wrappedValue: state, render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tip of the day"
    view.backgroundColor = .systemBackground
    retryButton.setTitle("Retry", for: .normal)
    let stack = UIStackView(arrangedSubviews: [tipLabel, retryButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Reading `state` starts rendering; the loader's states follow.
    if case .initialized(let loader) = state {
      $state.observe(loader.load())
    }
  }

  func render() {
    switch state {
    case .initialized, .loading:
      tipLabel.text = "Loading…"
      retryButton.isHidden = true
    case .loaded(let tip):
      tipLabel.text = tip
      retryButton.isHidden = true
    case .loadingError(let error):
      tipLabel.text = error.message
      retryButton.isHidden = false
    }
  }
}
