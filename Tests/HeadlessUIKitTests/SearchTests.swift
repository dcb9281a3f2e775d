#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Records search bar, search controller and updater calls.
  @MainActor
  private final class SearchRecorder: NSObject, UISearchBarDelegate, UISearchControllerDelegate,
    UISearchResultsUpdating
  {
    var events: [String] = []
    var allowsBeginning = true
    var allowsChanges = true
    let items = ["Apple", "Apricot", "Banana", "Cherry"]
    var results: [String] = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      events.append("shouldBegin")
      return allowsBeginning
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      events.append("textDidChange(\(searchText))")
    }
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { allowsChanges }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
      events.append("scope(\(selectedScope))")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
      events.append("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      events.append("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      events.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      events.append("didDismiss")
    }
    func updateSearchResults(for searchController: UISearchController) {
      let text = searchController.searchBar.text ?? ""
      events.append("update(\(text))")
      results = text.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(text) }
    }
  }

  /// A list in a navigation controller whose navigation item holds a search controller.
  @MainActor private func makeSearchScreen(
    results: UIViewController? = nil
  ) async -> (UIWindow, UIViewController, UISearchController, SearchRecorder) {
    let list = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let recorder = SearchRecorder()
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    search.searchBar.delegate = recorder
    list.navigationItem.searchController = search
    list.definesPresentationContext = true
    let window = await makeWindow(root: UINavigationController(rootViewController: list))
    return (window, list, search, recorder)
  }

  @MainActor @Suite struct SearchTests {
    // Source: UISearchResultsUpdating.updateSearchResults(for:) doc ("Called when the search
    // bar becomes the first responder or when the user makes changes inside the search bar")
    // and UISearchBarDelegate's searchBar(_:textDidChange:).
    @Test func typingActivatesTheSearchAndUpdatesTheResultsOnEveryChange() async {
      let (window, list, search, recorder) = await makeSearchScreen()
      #expect(search.searchBar.headless.type("ap"))
      #expect(search.isActive)
      #expect(search.searchBar.searchTextField.isFirstResponder)
      #expect(
        recorder.events == [
          "shouldBegin", "didBegin", "update()", "textDidChange(a)", "update(a)",
          "textDidChange(ap)", "update(ap)",
        ])
      #expect(recorder.results == ["Apple", "Apricot"])
      #expect(search.searchBar.text == "ap")
      await transitionsEnded(in: window)
      #expect(search.presentingViewController === list)
      #expect(search.searchBar.showsCancelButton)
      #expect(recorder.events.suffix(2) == ["willPresent", "didPresent"])
    }

    // Source: UISearchController.isActive doc and the existing transition timing
    // (uikit-timing.md 1.1–1.5): set at once, presentation callbacks on later turns.
    @Test func settingIsActivePresentsAndDismissesOnLaterTurns() async {
      let (window, list, search, recorder) = await makeSearchScreen()
      search.isActive = true
      #expect(search.isActive)
      #expect(recorder.events == ["update()"])
      #expect(search.presentingViewController === list)
      await nextMainQueueTurn()
      #expect(recorder.events.contains("willPresent"))
      await transitionsEnded(in: window)
      #expect(recorder.events == ["update()", "willPresent", "didPresent"])

      recorder.events = []
      search.isActive = false
      #expect(!search.isActive)
      #expect(recorder.events == ["update()"])
      await transitionsEnded(in: window)
      #expect(recorder.events == ["update()", "willDismiss", "didDismiss"])
      #expect(search.presentingViewController == nil)
      #expect(!search.searchBar.showsCancelButton)
    }

    // Source: UISearchBarDelegate.searchBarCancelButtonClicked(_:) and UISearchController's
    // cancel behaviour: the text clears, editing ends and the search deactivates.
    @Test func cancelClearsTheTextAndDeactivates() async {
      let (window, _, search, recorder) = await makeSearchScreen()
      search.searchBar.headless.type("ch")
      await transitionsEnded(in: window)
      #expect(recorder.results == ["Cherry"])
      recorder.events = []
      #expect(search.searchBar.headless.tapCancel())
      #expect(search.searchBar.text == "")
      #expect(!search.isActive)
      #expect(!search.searchBar.searchTextField.isFirstResponder)
      #expect(recorder.events == ["cancel", "didEnd", "update()"])
      #expect(recorder.results == recorder.items)
      await transitionsEnded(in: window)
      #expect(recorder.events.suffix(2) == ["willDismiss", "didDismiss"])
      #expect(!search.searchBar.headless.tapCancel())
    }

    // Source: UISearchBarDelegate.searchBarShouldBeginEditing(_:) ("return NO to not become
    // first responder") and searchBar(_:shouldChangeTextIn:replacementText:).
    @Test func theDelegateCanRefuseEditingAndChanges() async {
      let (window, _, search, recorder) = await makeSearchScreen()
      defer { withExtendedLifetime(window) {} }
      recorder.allowsBeginning = false
      #expect(!search.searchBar.headless.type("a"))
      #expect(!search.isActive)
      #expect(recorder.events == ["shouldBegin"])

      recorder.allowsBeginning = true
      recorder.allowsChanges = false
      recorder.events = []
      #expect(search.searchBar.headless.type("a"))
      #expect(search.searchBar.text == "")
      #expect(!recorder.events.contains { $0.hasPrefix("textDidChange") })
    }

    // Source: UISearchBarDelegate.searchBarSearchButtonClicked(_:) ("called when keyboard
    // search button pressed").
    @Test func theSearchButtonCallsTheDelegate() async {
      let (window, _, search, recorder) = await makeSearchScreen()
      defer { withExtendedLifetime(window) {} }
      search.searchBar.headless.type("b")
      recorder.events = []
      #expect(search.searchBar.headless.tapSearchButton())
      #expect(recorder.events == ["search"])
      #expect(search.searchBar.returnKeyType == .search)
    }

    // Source: UISearchBar.h, scopeButtonTitles ("no scope bar shown unless 2 or more items"),
    // UISearchController.automaticallyShowsScopeBar (shown while searching) and
    // searchBar(_:selectedScopeButtonIndexDidChange:).
    @Test func scopeButtonsShowWhileSearchingAndReportTheSelection() async {
      let (window, _, search, recorder) = await makeSearchScreen()
      search.searchBar.scopeButtonTitles = ["All", "Fruit"]
      #expect(!search.searchBar.headless.selectScope(1))
      search.searchBar.headless.type("a")
      await transitionsEnded(in: window)
      #expect(search.searchBar.headless.isScopeBarVisible)
      recorder.events = []
      #expect(search.searchBar.headless.selectScope(1))
      #expect(search.searchBar.selectedScopeButtonIndex == 1)
      #expect(recorder.events == ["scope(1)"])
      #expect(!search.searchBar.headless.selectScope(5))
    }

    // Source: UISearchController.automaticallyShowsSearchResultsController doc ("automatically
    // show its results controller based on the contents of its text").
    @Test func theResultsControllerShowsOnceThereIsText() async {
      let results = UIViewController()
      let (window, _, search, _) = await makeSearchScreen(results: results)
      #expect(results.parent === search)
      search.searchBar.headless.type("")
      await transitionsEnded(in: window)
      #expect(search.isActive)
      #expect(!search.showsSearchResultsController)
      search.searchBar.headless.type("x")
      await transitionsEnded(in: window)
      #expect(search.showsSearchResultsController)
      #expect(results.view.window === window)
      search.isActive = false
      await transitionsEnded(in: window)
      #expect(results.view.window == nil)
    }

    // Source: UISearchBar.h, showsCancelButton: setting it on a bar owned by a search
    // controller "will implicitly set the UISearchController's automaticallyShowsCancelButton
    // property to NO".
    @Test func settingShowsCancelButtonTurnsOffTheAutomaticCancelButton() {
      let search = UISearchController(searchResultsController: nil)
      #expect(search.automaticallyShowsCancelButton)
      search.searchBar.showsCancelButton = true
      #expect(!search.automaticallyShowsCancelButton)
      search.searchBar.showsScopeBar = true
      #expect(!search.automaticallyShowsScopeBar)
    }

    // Source: UISearchBar.h, setShowsScopeBar:animated: (Swift: setShowsScope(_:animated:))
    // sets showsScopeBar.
    @Test func setShowsScopeSetsShowsScopeBar() {
      let bar = UISearchBar()
      bar.setShowsScope(true, animated: true)
      #expect(bar.showsScopeBar)
      bar.setShowsScope(false, animated: false)
      #expect(!bar.showsScopeBar)
    }

    // Source: UISearchBar.text and UISearchTextField docs: the text lives in the search text
    // field (a UITextField); setting it in code calls no delegate method.
    @Test func theBarsTextLivesInItsSearchTextField() {
      let bar = UISearchBar()
      let recorder = SearchRecorder()
      bar.delegate = recorder
      bar.text = "Kiwi"
      bar.placeholder = "Search"
      let field: UITextField = bar.searchTextField
      #expect(field.text == "Kiwi")
      #expect(field.placeholder == "Search")
      #expect(recorder.events.isEmpty)
      #expect(bar.searchBarStyle == .default)
      bar.text = nil
      #expect(bar.text == "")
    }

    // Source: UINavigationItem.searchController, hidesSearchBarWhenScrolling and
    // preferredSearchBarPlacement docs.
    @Test func theNavigationItemHoldsTheSearchController() {
      let controller = UIViewController()
      let search = UISearchController(searchResultsController: nil)
      controller.navigationItem.searchController = search
      #expect(controller.navigationItem.searchController === search)
      #expect(controller.navigationItem.hidesSearchBarWhenScrolling)
      #expect(controller.navigationItem.preferredSearchBarPlacement == .automatic)
      controller.navigationItem.preferredSearchBarPlacement = .inline
      #expect(search.searchBarPlacement == .inline)
      #expect(search.hidesNavigationBarDuringPresentation)
      #expect(!search.obscuresBackgroundDuringPresentation)
    }

    // Source: DESIGN.md "Leaks are tests".
    @Test func aDismissedSearchIsReleasedWithItsScreen() async {
      weak var weakSearch: UISearchController?
      do {
        let (window, _, search, _) = await makeSearchScreen()
        search.searchBar.headless.type("a")
        await transitionsEnded(in: window)
        search.searchBar.headless.tapCancel()
        await transitionsEnded(in: window)
        window.rootViewController = nil
        await transitionsEnded(in: window)
        weakSearch = search
      }
      #expect(weakSearch == nil)
    }
  }
#endif
