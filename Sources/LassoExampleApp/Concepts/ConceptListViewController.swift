import Lasso

/// The concepts in a grouped table on a diffable data source, with a search controller in the
/// navigation bar. Typing filters the list (the store keeps the query); tapping a row selects.
final class ConceptListViewController: UIViewController, LassoView {
  let store: ConceptListScreenModule.ViewStore

  init(_ store: ConceptListScreenModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let searchController = UISearchController(searchResultsController: nil)
  private var dataSource: DataSource?
  private static let cellIdentifier = "Concept"

  private final class DataSource: UITableViewDiffableDataSource<Concept.Topic, String> {
    override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    {
      sectionIdentifier(for: section)?.rawValue
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Concepts"
    view.backgroundColor = .systemBackground

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.delegate = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])

    let store = store
    dataSource = DataSource(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.cellIdentifier, for: indexPath)
      let concept = store.state.concepts.first { $0.id == id }
      var content = UIListContentConfiguration.subtitleCell()
      content.text = concept?.name
      content.secondaryText = concept?.summary
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search concepts"
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true

    store.observeState(\.query) { [weak self] _ in self?.applySnapshot() }
  }

  /// Shows the store's matching concepts; animated once the list is on screen.
  private func applySnapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Concept.Topic, String>()
    for (topic, concepts) in store.state.sections {
      snapshot.appendSections([topic])
      snapshot.appendItems(concepts.map(\.id), toSection: topic)
    }
    dataSource?.apply(snapshot, animatingDifferences: viewIfLoaded?.window != nil)
  }
}

extension ConceptListViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
    store.dispatchAction(.didSelectConcept(id: id))
  }
}

extension ConceptListViewController: UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    guard query != store.state.query else { return }
    store.dispatchAction(.didChangeQuery(query))
  }
}
