// Fixture of scripts/diagnostics-parity: more of UIKit's delegate and data-source protocols
// adopted by nonisolated classes (in the declaration and in extensions), and subclasses of
// UIKit's container controllers. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class Pages: NSObject, UIPageViewControllerDataSource {
  var pages: [UIViewController] = []

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    pages.first
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    pages.last
  }
}

final class Tabs: NSObject {
  var selections = 0
}

extension Tabs: UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selections += 1
  }
}

final class Searching: NSObject, UISearchBarDelegate, UITextViewDelegate {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    searchBar.showsCancelButton = !searchText.isEmpty
  }

  func textViewDidChange(_ textView: UITextView) {
    _ = textView.text
  }
}

final class Sheets: NSObject, UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    _ = presentationController.presentedViewController
  }
}

final class Grid: NSObject, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 44)
  }
}

final class ListController: UITableViewController {
  var items = ["a"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

final class Navigation: UINavigationController {
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewController.hidesBottomBarWhenPushed = true
    super.pushViewController(viewController, animated: animated)
  }
}

final class Tabs2: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    selectedIndex = 0
  }
}

func useConformers(_ pages: Pages, _ tabs: Tabs, _ list: ListController) {
  _ = pages.pages.count
  _ = tabs.selections
  _ = list.items
}

final class ToolbarPlacement: NSObject, UIToolbarDelegate {
  var asked = 0

  func position(for bar: UIBarPositioning) -> UIBarPosition {
    asked += 1
    return .top
  }
}

func toolbar(_ navigation: UINavigationController) -> UIToolbar {
  let toolbar = UIToolbar(frame: .zero)
  toolbar.setItems([UIBarButtonItem(title: "Share")], animated: false)
  toolbar.barStyle = .black
  toolbar.delegate = ToolbarPlacement()
  toolbar.standardAppearance = UIToolbarAppearance()
  _ = navigation.toolbar.items
  _ = toolbar.barPosition
  return toolbar
}

@MainActor func toolbarOnTheMainActor(_ navigation: UINavigationController) {
  let toolbar = UIToolbar()
  toolbar.items = navigation.topViewController?.toolbarItems
  toolbar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
  navigation.setToolbarHidden(false, animated: true)
  _ = navigation.toolbar!.barPosition == .bottom
}

final class NavigationBarPlacement: NSObject, UINavigationBarDelegate, UISearchBarDelegate {
  var pushes = 0

  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
    pushes += 1
    return true
  }

  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}

  func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
}

func navigationBar(_ navigation: UINavigationController) -> UINavigationBar {
  let bar = UINavigationBar(frame: .zero)
  bar.delegate = NavigationBarPlacement()
  bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
  _ = bar.popItem(animated: true)
  bar.setItems([UINavigationItem(title: "A")], animated: false)
  bar.barStyle = .black
  bar.shadowImage = UIImage()
  bar.setBackgroundImage(UIImage(), for: .default)
  bar.setBackgroundImage(nil, for: .topAttached, barMetrics: .compact)
  _ = bar.backgroundImage(for: .any, barMetrics: .default)
  bar.setTitleVerticalPositionAdjustment(-2, for: .default)
  _ = navigation.navigationBar.topItem?.title
  _ = navigation.navigationBar.backItem
  _ = navigation.navigationBar.barPosition
  return bar
}

@MainActor func barsOnTheMainActor(_ searchBar: UISearchBar, _ navigation: UINavigationController) {
  let bars: [UIBarPositioning] = [searchBar, navigation.navigationBar]
  _ = bars.map(\.barPosition)
  navigation.navigationBar.backIndicatorImage = UIImage()
  navigation.navigationBar.backIndicatorTransitionMaskImage = UIImage()
  let delegate: UISearchBarDelegate = NavigationBarPlacement()
  let object: NSObjectProtocol = delegate
  _ = object.isEqual(searchBar)
}

final class TabBarSelection: NSObject, UITabBarDelegate {
  var selected = 0

  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    selected += 1
  }
}

func tabBar(_ tabs: UITabBarController) -> UITabBar {
  let bar = UITabBar(frame: .zero)
  bar.delegate = TabBarSelection()
  bar.setItems([UITabBarItem(title: "Inbox", image: nil, tag: 0)], animated: false)
  bar.selectedItem = bar.items?.first
  bar.itemPositioning = .centered
  bar.itemWidth = 80
  bar.shadowImage = UIImage()
  tabs.tabBar.items?.first?.badgeValue = "3"
  return bar
}

@MainActor func tabBarOnTheMainActor(_ tabs: UITabBarController) {
  tabs.tabBar.backgroundImage = UIImage()
  tabs.tabBar.selectionIndicatorImage = nil
  _ = tabs.tabBar.selectedItem?.title
  _ = tabs.tabBar.isCustomizing
  _ = tabs.tabBar.barStyle == .black
}
