// Fixture of scripts/diagnostics-parity: patterns of app code around UIKit — controllers that
// conform to several delegate protocols, nonisolated witnesses, initializers and `deinit` of
// subclasses, scenes and windows, work started from tasks. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class SearchViewController: UIViewController, UISearchResultsUpdating,
  UIGestureRecognizerDelegate
{
  private let results = UILabel()
  private var query = ""

  init(query: String) {
    self.query = query
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  deinit {
    _ = query
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    results.text = query
  }

  func updateSearchResults(for searchController: UISearchController) {
    query = searchController.searchBar.text ?? ""
  }

  nonisolated func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

final class CardView: UIView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(title)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  func update(_ text: String) {
    title.text = text
  }
}

func makeCard() -> CardView {
  let card = CardView(frame: .zero)
  card.update("Hello")
  return card
}

func scenes() {
  _ = UIApplication.shared.connectedScenes.count
  _ = UIApplication.shared.applicationState == .active
}

@MainActor func startWork(_ card: CardView) {
  Task {
    let text = await loadText()
    card.update(text)
  }
  Task.detached {
    let text = await loadText()
    await card.update(text)
  }
}

func loadText() async -> String {
  "loaded"
}

func imagesAndColors() -> [Any] {
  [
    UIImage(named: "logo") as Any, UIColor.systemBackground, UIColor.secondaryLabel,
    UIFont.preferredFont(forTextStyle: .body), UIImage.SymbolConfiguration(pointSize: 12),
  ]
}

actor Cache {
  var images: [String: UIImage] = [:]
  var colors: [UIColor] = []

  func store(_ image: UIImage, for key: String) {
    images[key] = image
  }

  func makeView() -> UIView {
    UIView()
  }
}

struct Row: Hashable, Sendable {
  let title: String
  let color: UIColor
}
