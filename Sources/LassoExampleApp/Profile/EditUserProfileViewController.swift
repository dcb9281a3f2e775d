import VSM

/// Edits the username (document 001's editing view): a field, Save, a spinner while saving, and
/// an error with Retry and Cancel.
final class EditUserProfileViewController: UIViewController {
  @RenderedViewState var state: EditUserProfileViewState

  private let savedLabel = UILabel()
  private let usernameTextField = UITextField()
  private let saveButton = UIButton(type: .system)
  private let loadingView = UIActivityIndicatorView(style: .medium)
  private let errorView = UIStackView()
  private let errorLabel = UILabel()
  private let retryButton = UIButton(type: .system)
  private let cancelButton = UIButton(type: .system)

  /// The "encapsulated" initializer: the view starts editing `userData`.
  init(userData: UserData, services: ExampleServices) {
    let savingModel = EditUserProfileViewState.EditingModel(userData: userData, services: services)
    let state = EditUserProfileViewState(data: userData, editingState: .editing(savingModel))
    _state = .init(wrappedValue: state, render: Self.render)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    usernameTextField.placeholder = "Username"
    saveButton.setTitle("Save", for: .normal)
    loadingView.accessibilityLabel = "Saving…"
    errorLabel.textColor = .systemRed
    retryButton.setTitle("Retry", for: .normal)
    cancelButton.setTitle("Cancel", for: .normal)
    savedLabel.useDynamicType()
    usernameTextField.useDynamicType()
    usernameTextField.autocapitalizationType = .none
    usernameTextField.autocorrectionType = .no
    saveButton.useDynamicType(.headline)
    errorLabel.useDynamicType()
    retryButton.useDynamicType()
    cancelButton.useDynamicType()
    let errorButtons = UIStackView(arrangedSubviews: [retryButton, cancelButton])
    errorButtons.axis = .horizontal
    errorButtons.distribution = .fillEqually
    errorButtons.spacing = 12
    errorView.axis = .vertical
    errorView.spacing = 8
    errorView.addArrangedSubview(errorLabel)
    errorView.addArrangedSubview(errorButtons)
    // This view is a child of the profile's loading view, which scrolls and sets the width:
    // the stack fills this view, whose height is the stack's.
    let stack = UIStackView.vertical([
      savedLabel, usernameTextField, saveButton, loadingView, errorView,
    ])
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
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
      savedLabel.text = "Saved username: \(state.data.username)"
      errorView.isHidden = true
      loadingView.stopAnimating()
      loadingView.isHidden = true
      usernameTextField.text = state.data.username
      saveButton.isEnabled = true
    case .saving:
      errorView.isHidden = true
      loadingView.isHidden = false
      loadingView.startAnimating()
      saveButton.isEnabled = false
    case .savingError(let errorModel):
      // The document keeps the spinner during an error; a terminal shows it, so stop it.
      loadingView.stopAnimating()
      errorView.isHidden = false
      errorLabel.text = errorModel.message
      saveButton.isEnabled = false
    }
  }
}
