// Fixture of scripts/diagnostics-parity: the isolation of the closures UIKit takes. The SDK's
// handlers and completions are nonisolated closures, so their bodies are checked in the caller's
// isolation: from nonisolated code, a body that touches a view is diagnosed on its own line. Not
// part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func actionHandlers(_ view: UIView) {
  _ = UIAction(title: "Go") { action in
    view.alpha = 0
    _ = action.title
  }
}

func alertHandlers(_ view: UIView) {
  let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
  alert.addAction(
    UIAlertAction(title: "OK", style: .default) { action in
      view.alpha = 0
      _ = action.title
    })
  alert.addTextField { field in
    field.placeholder = "Name"
  }
}

func presentationCompletions(_ presenter: UIViewController, _ view: UIView) {
  presenter.present(UIViewController(), animated: false) {
    view.alpha = 0
  }
  presenter.dismiss(
    animated: false,
    completion: {
      view.alpha = 1
    })
}

func pageCompletions(_ pages: UIPageViewController, _ view: UIView) {
  pages.setViewControllers([UIViewController()], direction: .forward, animated: false) { _ in
    view.alpha = 0
  }
}

func openCompletions(_ view: UIView) {
  UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) { _ in
    view.alpha = 0
  }
}

func coordinatorClosures(_ controller: UIViewController, _ view: UIView) {
  controller.transitionCoordinator?.animate(
    alongsideTransition: { context in
      view.alpha = 0
      _ = context.isAnimated
    },
    completion: { _ in
      view.alpha = 1
    })
}

func layoutProviders() -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { section, environment in
    _ = environment.container.contentSize
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    _ = size
    return nil
  }
}

func listProviders() -> UICollectionLayoutListConfiguration {
  var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
  configuration.trailingSwipeActionsConfigurationProvider = { _ in
    UISwipeActionsConfiguration(actions: [])
  }
  return configuration
}

func registrations() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
  UICollectionView.CellRegistration { cell, _, item in
    cell.backgroundColor = .red
    _ = item
  }
}

func animationClosures(_ view: UIView) {
  UIView.animate(
    withDuration: 0.2,
    animations: {
      view.alpha = 0
    },
    completion: { _ in
      view.alpha = 1
    })
}

func dataSourceProviders(_ table: UITableView) -> UITableViewDiffableDataSource<Int, String> {
  UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = item
    return cell
  }
}

func swipeHandlers(_ view: UIView) -> UIContextualAction {
  UIContextualAction(style: .destructive, title: "Delete") { action, source, done in
    view.alpha = 0
    _ = source.bounds
    done(true)
  }
}

func menus(_ view: UIView) -> UIMenu {
  UIMenu(
    title: "More",
    children: [
      UIAction(title: "Hide") { _ in
        view.isHidden = true
      }
    ])
}

func barItems(_ view: UIView) -> UIBarButtonItem {
  UIBarButtonItem(
    systemItem: .done,
    primaryAction: UIAction { _ in
      view.alpha = 1
    })
}

func transitions(_ view: UIView) {
  UIView.transition(
    with: view, duration: 0.2, options: .transitionCrossDissolve,
    animations: {
      view.alpha = 0
    },
    completion: { _ in
      view.alpha = 1
    })
}
