import VSM

/// Loads the user's profile (document 001's loading view): a spinner, an error with Retry, and,
/// once loaded, the editing view as a child.
final class LoadUserProfileViewController: UIViewController {
  @RenderedViewState var state: LoadUserProfileViewState

  private let loadingView = UIActivityIndicatorView(style: .large)
  private let contentView = UIView()
  private let errorView = UIStackView()
  private let errorLabel = UILabel()
  private let retryButton = UIButton(type: .system)
  private let services: ExampleServices

  /// The "encapsulated" initializer: the view owns its loader.
  init(userId: Int, services: ExampleServices) {
    self.services = services
    let loaderModel = LoadUserProfileViewState.LoaderModel(userId: userId, services: services)
    _state = .init(wrappedValue: .initialized(loaderModel), render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    loadingView.accessibilityLabel = "Loading the profile…"
    errorLabel.textColor = .systemRed
    errorLabel.numberOfLines = 0
    retryButton.setTitle("Retry", for: .normal)
    errorView.axis = .vertical
    errorView.addArrangedSubview(errorLabel)
    errorView.addArrangedSubview(retryButton)
    let stack = UIStackView(arrangedSubviews: [loadingView, errorView, contentView])
    stack.axis = .vertical
    view.addSubview(stack)
    setUpViews()
  }

  override func viewDidAppear(_ animated: Bool) {
    if case .initialized(let loaderModel) = state {
      $state.observe(loaderModel.load())
    }
    super.viewDidAppear(animated)
  }

  func setUpViews() {
    retryButton.addAction(
      UIAction(
        title: "Retry",
        handler: { [weak self] action in
          guard let strongSelf = self else { return }
          if case .loadingError(let errorModel) = strongSelf.state {
            strongSelf.$state.observe(errorModel.retry())
          }
        }
      ),
      for: .touchUpInside
    )
  }

  func render() {
    switch state {
    case .initialized, .loading:
      errorView.isHidden = true
      loadingView.isHidden = false
      if !loadingView.isAnimating {
        loadingView.startAnimating()
      }
    case .loadingError(let errorModel):
      // The document leaves the spinner running here; a terminal shows it, so stop it.
      loadingView.stopAnimating()
      errorView.isHidden = false
      errorLabel.text = errorModel.message
    case .loaded(let userData):
      errorView.isHidden = true
      loadingView.stopAnimating()
      loadingView.isHidden = true
      contentView.subviews.forEach { $0.removeFromSuperview() }
      children.forEach { child in
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.didMove(toParent: nil)
      }
      let editProfileViewController = EditUserProfileViewController(
        userData: userData, services: services)
      editProfileViewController.willMove(toParent: self)
      contentView.addSubview(editProfileViewController.view)
      addChild(editProfileViewController)
      editProfileViewController.didMove(toParent: self)
    }
  }
}
