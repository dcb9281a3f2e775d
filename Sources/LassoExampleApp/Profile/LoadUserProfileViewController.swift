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
    errorLabel.useDynamicType()
    retryButton.setTitle("Retry", for: .normal)
    retryButton.useDynamicType(.headline)
    errorView.axis = .vertical
    errorView.spacing = 8
    errorView.addArrangedSubview(errorLabel)
    errorView.addArrangedSubview(retryButton)
    layOutScrollingContent(UIStackView.vertical([loadingView, errorView, contentView]))
    // Empty until the profile loads, then as tall as the editing view it holds.
    let emptyHeight = contentView.heightAnchor.constraint(equalToConstant: 0)
    emptyHeight.priority = .defaultLow
    emptyHeight.isActive = true
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
      // The editing view fills the content view, which takes the editing view's height.
      let editView: UIView = editProfileViewController.view
      editView.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        editView.topAnchor.constraint(equalTo: contentView.topAnchor),
        editView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        editView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        editView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
      addChild(editProfileViewController)
      editProfileViewController.didMove(toParent: self)
    }
  }
}
