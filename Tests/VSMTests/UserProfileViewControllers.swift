import VSM

// The view controllers of document 001, written code-first: the document's storyboard outlets
// are created in `viewDidLoad`, `init(state:coder:)` becomes `init(state:)` calling
// `super.init(nibName:bundle:)`, and the storyboard instantiation of the editor becomes its
// initializer. `render()`, `setUpViews()` and the lifecycle code are the document's.

final class LoadUserProfileViewController: UIViewController {
  @RenderedViewState var state: LoadUserProfileViewState

  let loadingView = UIActivityIndicatorView(style: .medium)
  let contentView = UIView()
  let errorView = UIView()
  let errorLabel = UILabel()
  let retryButton = UIButton(type: .system)

  init(state: LoadUserProfileViewState) {
    _state = .init(wrappedValue: state, render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    errorView.addSubview(errorLabel)
    errorView.addSubview(retryButton)
    view.addSubview(loadingView)
    view.addSubview(errorView)
    view.addSubview(contentView)
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
      let editProfileViewController = EditUserProfileViewController(userData: userData)
      editProfileViewController.willMove(toParent: self)

      editProfileViewController.view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(editProfileViewController.view)
      NSLayoutConstraint.activate([
        editProfileViewController.view.centerYAnchor.constraint(
          equalTo: contentView.centerYAnchor),
        editProfileViewController.view.centerXAnchor.constraint(
          equalTo: contentView.centerXAnchor),
        editProfileViewController.view.widthAnchor.constraint(equalTo: contentView.widthAnchor),
        editProfileViewController.view.heightAnchor.constraint(equalTo: contentView.heightAnchor),
      ])
      addChild(editProfileViewController)

      editProfileViewController.didMove(toParent: self)
    }
  }
}

final class EditUserProfileViewController: UIViewController {
  @RenderedViewState var state: EditUserProfileViewState

  let usernameTextField = UITextField()
  let saveButton = UIButton(type: .system)
  let loadingView = UIActivityIndicatorView(style: .medium)
  let errorView = UIView()
  let errorLabel = UILabel()
  let retryButton = UIButton(type: .system)
  let cancelButton = UIButton(type: .system)

  init(state: EditUserProfileViewState) {
    _state = .init(wrappedValue: state, render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  convenience init(userData: UserData, service: UserService = UserService()) {
    let savingModel = EditUserProfileViewState.EditingModel(userData: userData, service: service)
    let state = EditUserProfileViewState(data: userData, editingState: .editing(savingModel))
    self.init(state: state)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [errorLabel, retryButton, cancelButton] { errorView.addSubview(subview) }
    for subview in [usernameTextField, saveButton, loadingView, errorView] {
      view.addSubview(subview)
    }
    setUpViews()
    $state.startRendering(on: self)
  }

  func setUpViews() {
    saveButton.addAction(
      UIAction(
        title: "Save",
        handler: { [weak self] action in
          guard let strongSelf = self else { return }
          if case .editing(let editingModel) = strongSelf.state.editingState {
            strongSelf.$state.observe(
              editingModel.save(username: strongSelf.usernameTextField.text ?? "")
            )
          }
        }
      ),
      for: .touchUpInside
    )

    retryButton.addAction(
      UIAction(
        title: "Retry",
        handler: { [weak self] action in
          guard let strongSelf = self else { return }
          if case .savingError(let errorModel) = strongSelf.state.editingState {
            strongSelf.$state.observe(errorModel.retry())
          }
        }
      ),
      for: .touchUpInside
    )

    cancelButton.addAction(
      UIAction(
        title: "Cancel",
        handler: { [weak self] action in
          guard let strongSelf = self else { return }
          if case .savingError(let errorModel) = strongSelf.state.editingState {
            strongSelf.$state.observe(errorModel.cancel())
          }
        }
      ),
      for: .touchUpInside
    )
  }

  func render() {
    switch state.editingState {
    case .editing:
      errorView.isHidden = true
      loadingView.stopAnimating()
      loadingView.isHidden = true
      usernameTextField.text = state.data.username
    case .saving:
      errorView.isHidden = true
      loadingView.isHidden = false
      loadingView.startAnimating()
    case .savingError(let errorModel):
      errorView.isHidden = false
      errorLabel.text = errorModel.message
    }
  }
}
