#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a search controller, as UIKit's `UISearchControllerDelegate` (all
  /// methods optional).
  @preconcurrency @MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Called as the search controller's presentation begins.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called once the search controller's presentation ended.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called as the search controller's dismissal begins.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called once the search controller's dismissal ended.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the search controller as it activates; the default lets it present itself.
    func presentSearchController(_ searchController: UISearchController)
    /// Called before the search bar moves to another placement.
    func searchController(
      _ searchController: UISearchController,
      willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
    /// Called after the search bar moved to another placement.
    func searchController(
      _ searchController: UISearchController,
      didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
  }

  extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Lets the search controller present itself, as UIKit does when this is not implemented.
    public func presentSearchController(_ searchController: UISearchController) {
      searchController.presentItself()
    }
    /// Does nothing.
    public func searchController(
      _ searchController: UISearchController,
      willChangeTo newPlacement: UINavigationItem.SearchBarPlacement
    ) {}
    /// Does nothing.
    public func searchController(
      _ searchController: UISearchController,
      didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement
    ) {}
  }

  /// The object that updates search results, as UIKit's `UISearchResultsUpdating`.
  @preconcurrency @MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar becomes first responder (the search activates), on every
    /// change the user makes to its text, and when the search ends.
    func updateSearchResults(for searchController: UISearchController)
  }

  /// A controller that manages a search bar and shows results, as UIKit's
  /// `UISearchController`. Put it in a navigation item (`navigationItem.searchController`) or
  /// show its ``searchBar`` yourself.
  ///
  /// Activation: the user's typing in the bar (`searchBar.headless.type(_:)`) or
  /// `isActive = true` presents the search controller over the controller showing the bar
  /// (within the nearest ancestor that `definesPresentationContext`, else the root), as
  /// UIKit does: ``isActive`` is `true` when the call returns; the presentation, with the
  /// delegate's `willPresentSearchController` then `didPresentSearchController`, follows on
  /// later turns of the run loop, as any presentation's. `isActive = false`, or the cancel
  /// button (`searchBar.headless.tapCancel()`, which also clears the text), dismisses it the
  /// same way. The ``searchResultsUpdater`` is asked to update as the search activates, on
  /// every change of the text by the user, and as it ends.
  @preconcurrency @MainActor open class UISearchController: UIViewController {
    /// When the scope bar shows (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
      /// The search controller's choice (on search activation).
      case automatic = 0
      /// Only as the app sets `showsScopeBar`.
      case manual = 1
      /// Once text is entered.
      case onTextEntry = 2
      /// As the search activates.
      case onSearchActivation = 3
    }

    /// The controller showing the results (a child of the search controller), if any.
    public let searchResultsController: UIViewController?
    /// The object that updates the results (weak).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate (weak).
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search is dimmed while searching (`false` since iOS 15).
    open var obscuresBackgroundDuringPresentation = false
    /// Whether the navigation bar hides while searching (`true`).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller shows once there is text (`true`).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the cancel button shows while searching (`true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while searching (`true`).
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows.
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Whether search suggestions are ignored when the bar is stacked.
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false

    /// The navigation item showing the search bar.
    weak var owningNavigationItem: UINavigationItem?
    private var storedIsActive = false
    private var storedShowsResults = false
    private var storedSearchBar: UISearchBar?

    /// Creates a search controller showing its results in `searchResultsController` (`nil`:
    /// in the controller that shows the search bar).
    public init(searchResultsController: UIViewController?) {
      self.searchResultsController = searchResultsController
      super.init(nibName: nil, bundle: nil)
      setUp()
    }

    /// Creates a search controller that shows its results in place.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.searchResultsController = nil
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      setUp()
    }

    /// Creates a search controller from an archive (headless: one without results controller).
    public required init?(coder: NSCoder) {
      self.searchResultsController = nil
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      // Presented over the content, within the presentation context, as UIKit presents it.
      modalPresentationStyle = .overCurrentContext
      if let searchResultsController {
        searchResultsController.willMove(toParent: self)
        searchResultsController.parent = self
        storedChildren.append(searchResultsController)
        searchResultsController.didMove(toParent: self)
      }
    }

    /// The search bar, created with the controller.
    open var searchBar: UISearchBar {
      if let storedSearchBar { return storedSearchBar }
      let bar = UISearchBar(
        frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 56))
      bar.owningSearchController = self
      storedSearchBar = bar
      return bar
    }

    /// Where the search bar is (iOS 16): its navigation item's preferred placement, else
    /// stacked.
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
      let preferred = owningNavigationItem?.preferredSearchBarPlacement ?? .automatic
      return preferred == .automatic ? .stacked : preferred
    }

    /// The controller that shows the search bar: the owner of the navigation item that holds
    /// the search controller, else the controller whose view holds the bar.
    var owningController: UIViewController? {
      if let controller = owningNavigationItem?.owningViewController { return controller }
      var responder: UIResponder? = storedSearchBar?.superview
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    /// Whether the results controller shows. While ``automaticallyShowsSearchResultsController``
    /// is on, it follows the text (shown once there is some); setting it turns that off.
    open var showsSearchResultsController: Bool {
      get { storedShowsResults }
      set {
        automaticallyShowsSearchResultsController = false
        setShowsResults(newValue)
      }
    }

    private func setShowsResults(_ shows: Bool) {
      guard shows != storedShowsResults else { return }
      storedShowsResults = shows
      let shown = shownResults
      transitionContent(
        to: shown,
        in: hostWindow?.transition(
          forChangeOf: self, from: nil, to: shown.first ?? self, animated: false))
    }

    private var shownResults: [UIViewController] {
      storedShowsResults ? searchResultsController.map { [$0] } ?? [] : []
    }

    /// Whether the search is active. Setting it presents (or dismisses) the search controller,
    /// over the controller showing the bar, on later turns of the run loop (the delegate hears
    /// will/did present or dismiss then); the cancel button and scope bar follow when
    /// automatic; the updater is asked to update.
    open var isActive: Bool {
      get { storedIsActive }
      set {
        guard newValue != storedIsActive else { return }
        if newValue { activate() } else { deactivate() }
      }
    }

    private func activate() {
      storedIsActive = true
      if automaticallyShowsCancelButton { searchBar.setShowsCancelButtonAutomatically(true) }
      if automaticallyShowsScopeBar, scopeBarActivation != .manual,
        scopeBarActivation != .onTextEntry
      {
        searchBar.setShowsScopeBarAutomatically(true)
      }
      if automaticallyShowsSearchResultsController {
        setShowsResults(!(searchBar.text ?? "").isEmpty)
      }
      if let delegate {
        delegate.presentSearchController(self)
      } else {
        presentItself()
      }
      attachPresentationCallbacks()
      updateResults()
    }

    private func deactivate() {
      storedIsActive = false
      searchBar.resignFirstResponder()
      if automaticallyShowsCancelButton { searchBar.setShowsCancelButtonAutomatically(false) }
      if automaticallyShowsScopeBar, scopeBarActivation != .manual {
        searchBar.setShowsScopeBarAutomatically(false)
      }
      if automaticallyShowsSearchResultsController { setShowsResults(false) }
      if let window = hostWindow, let pending = modalTransition(in: window) {
        // Still being presented: dismissed once the presentation ended, as a dismiss during
        // a transition would be refused.
        pending.completions.append { [weak self] in
          guard let self, !self.storedIsActive else { return }
          self.dismissItself()
        }
      } else {
        dismissItself()
      }
      updateResults()
    }

    /// Presents the search controller over the controller that shows its bar.
    func presentItself() {
      guard storedPresenting == nil, let owner = owningController else { return }
      owner.present(self, animated: true)
    }

    private func dismissItself() {
      guard storedPresenting != nil, let window = hostWindow else { return }
      dismiss(animated: true)
      guard let transition = modalTransition(in: window) else { return }
      transition.beforeWillCallbacks.append { [weak self] in
        guard let self else { return }
        self.delegate?.willDismissSearchController(self)
      }
      transition.completions.append { [weak self] in
        guard let self else { return }
        self.delegate?.didDismissSearchController(self)
      }
    }

    /// Hooks the delegate's will/did present on the presentation just requested.
    private func attachPresentationCallbacks() {
      guard let window = hostWindow, let transition = modalTransition(in: window) else { return }
      transition.beforeWillCallbacks.append { [weak self] in
        guard let self else { return }
        self.delegate?.willPresentSearchController(self)
      }
      transition.completions.append { [weak self] in
        guard let self else { return }
        self.delegate?.didPresentSearchController(self)
      }
    }

    private func modalTransition(in window: UIWindow) -> ControllerTransition? {
      window.transitions.last { $0.kind == .modal && $0.involves(self) && $0.phase != .ended }
    }

    private func updateResults() {
      searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: Events from the search bar

    func searchBarDidBeginEditing() {
      if storedIsActive { updateResults() } else { isActive = true }
    }

    func searchBarTextDidChange() {
      if !storedIsActive {
        isActive = true
        return
      }
      if automaticallyShowsSearchResultsController {
        setShowsResults(!(searchBar.text ?? "").isEmpty)
      }
      if scopeBarActivation == .onTextEntry, automaticallyShowsScopeBar {
        searchBar.setShowsScopeBarAutomatically(!(searchBar.text ?? "").isEmpty)
      }
      updateResults()
    }

    func searchBarCancelTapped() {
      searchBar.text = ""
      isActive = false
    }

    /// Loads a view that holds the results controller's view while it shows.
    open override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      installContent(shownResults)
    }

    override var childrenForAppearance: [UIViewController] { shownResults }
  }
#endif
