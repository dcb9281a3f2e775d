#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`.
  @preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// How large the title is.
    public enum LargeTitleDisplayMode: Int, Sendable {
      /// As the previous item.
      case automatic
      /// Large.
      case always
      /// Small.
      case never
    }

    /// Where the search bar shows (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
      /// The navigation bar's choice.
      case automatic = 0
      /// In the navigation bar, with the other items.
      case inline = 1
      /// Under the navigation bar.
      case stacked = 2
    }

    /// The controller whose item this is.
    weak var owningViewController: UIViewController?

    /// The search controller whose search bar shows in the navigation bar.
    open var searchController: UISearchController? {
      didSet {
        if oldValue?.owningNavigationItem === self { oldValue?.owningNavigationItem = nil }
        searchController?.owningNavigationItem = self
      }
    }
    /// Whether the search bar hides while the content scrolls (`true`).
    open var hidesSearchBarWhenScrolling = true
    /// Where the search bar prefers to show (iOS 16).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Where the search bar shows: the preferred placement, stacked when automatic.
    open var searchBarPlacement: SearchBarPlacement {
      preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }

    /// The title (follows the controller's `title`).
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// The title of the back button that returns to this item's controller.
    open var backButtonTitle: String?
    /// The back button that returns to this item's controller.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether left items show next to the back button.
    open var leftItemsSupplementBackButton = false
    /// How large the title is.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Creates an item with the given title.
    public init(title: String) {
      self.title = title
    }

    /// Creates an item without a title.
    public override init() {}

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
      get { leftBarButtonItems?.first }
      set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
      get { rightBarButtonItems?.first }
      set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      leftBarButtonItem = item
    }

    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
      rightBarButtonItem = item
    }

    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      leftBarButtonItems = items
    }

    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      rightBarButtonItems = items
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
      self.hidesBackButton = hidesBackButton
    }
  }
#endif
