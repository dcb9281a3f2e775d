import Lasso

/// One concept's details, pushed by the concepts flow: its topic and paragraph, and a button to
/// the next concept of the same topic.
enum ConceptDetailScreenModule: ScreenModule {
  enum Action: Equatable, Codable {
    case didTapNext
  }

  enum Output: Equatable, Codable {
    case didTapNext(Concept)
  }

  struct State: Equatable, Codable {
    var concept: Concept
    /// The next concept of the same topic, if any.
    var next: Concept? {
      let siblings = Concept.catalog.filter { $0.topic == concept.topic }
      guard let index = siblings.firstIndex(of: concept), index + 1 < siblings.count else {
        return nil
      }
      return siblings[index + 1]
    }
  }

  static var defaultInitialState: State { State(concept: Concept.catalog[0]) }

  static func createScreen(with store: ConceptDetailScreenStore) -> Screen {
    Screen(store, ConceptDetailViewController(store.asViewStore()))
  }
}

/// Turns the "next" tap into an output naming the concept.
final class ConceptDetailScreenStore: LassoStore<ConceptDetailScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didTapNext:
      guard let next = state.next else { return }
      dispatchOutput(.didTapNext(next))
    }
  }
}

/// The concept's topic and paragraph in a stack view pinned to the readable area.
final class ConceptDetailViewController: UIViewController, LassoView {
  let store: ConceptDetailScreenModule.ViewStore

  init(_ store: ConceptDetailScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let topic = UILabel()
    topic.font = .preferredFont(forTextStyle: .subheadline)
    topic.textColor = .secondaryLabel
    topic.adjustsFontForContentSizeCategory = true
    let details = UILabel()
    details.font = .preferredFont(forTextStyle: .body)
    details.adjustsFontForContentSizeCategory = true
    details.numberOfLines = 0
    let next = UIButton(type: .system)
    next.bind(to: store, action: .didTapNext)
    let stack = UIStackView(arrangedSubviews: [topic, details, next])
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .leading
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.readableContentGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])

    store.observeState { [weak self] state in
      self?.title = state.concept.name
      topic.text = state.concept.topic.rawValue
      details.text = state.concept.details
      next.setTitle(state.next.map { "Next: \($0.name)" }, for: .normal)
      next.isHidden = state.next == nil
    }
  }
}
