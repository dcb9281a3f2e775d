#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  @_spi(Lasso) import LassoDiagnostics

  /// The delegate of a tab bar, as UIKit's `UITabBarDelegate` (every method optional). A tab bar
  /// controller's bar has its controller as delegate; a bar of your own takes one.
  @preconcurrency @MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (not called when code sets ``UITabBar/selectedItem``).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customizing sheet is about to show `items`. Headless: never shown.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet shows `items`. Headless: never shown.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is about to hide. Headless: never shown.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet hid. Headless: never shown.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
  }

  extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(
      _ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool
    ) {}
    /// Does nothing.
    public func tabBar(
      _ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool
    ) {}
  }

  /// The bar of tabs of a tab bar controller, or a bar of your own, as UIKit's `UITabBar`. A tab
  /// bar controller's bar shows its controllers' tab bar items and refuses to be changed
  /// directly, as UIKit refuses it; a bar of your own keeps the items you give it.
  @preconcurrency @MainActor open class UITabBar: UIView {
    /// How items are spread along the bar, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
      /// As the device's idiom does: filled on an iPhone, centered on an iPad.
      case automatic = 0
      /// Spread over the bar's width.
      case fill = 1
      /// Centered, each ``UITabBar/itemWidth`` wide and ``UITabBar/itemSpacing`` apart.
      case centered = 2
    }

    /// The tab bar controller whose bar this is.
    weak var tabBarController: UITabBarController?

    private weak var storedDelegate: UITabBarDelegate?
    /// The delegate (weak), told when the user selects an item. A tab bar controller's bar takes
    /// none: as UIKit refuses it, setting one is reported as a `Misuse` and ignored.
    open weak var delegate: UITabBarDelegate? {
      get { storedDelegate }
      set {
        guard refuseIfManaged("Changing the delegate of") else { return }
        storedDelegate = newValue
      }
    }

    private var storedItems: [UITabBarItem]?
    /// The items, in order (`nil` by default): a tab bar controller's bar shows its controllers'
    /// tab bar items.
    open var items: [UITabBarItem]? {
      get { tabBarController.map { $0.viewControllers?.map(\.tabBarItem) } ?? storedItems }
      set { setItems(newValue, animated: false) }
    }

    private weak var storedSelectedItem: UITabBarItem?
    /// The selected item (weak; `nil` by default): a tab bar controller's bar has its selected
    /// controller's. Setting it in code does not tell the delegate, as in UIKit.
    open weak var selectedItem: UITabBarItem? {
      get {
        guard let tabBarController else { return storedSelectedItem }
        return tabBarController.selectedViewController?.tabBarItem
      }
      set {
        guard refuseIfManaged("Directly modifying") else { return }
        storedSelectedItem = newValue
      }
    }

    /// Whether the customizing sheet shows. Headless: never.
    open var isCustomizing: Bool { false }

    /// The style (``UIBarStyle/default``; an appearance property).
    open var barStyle: UIBarStyle = .default {
      didSet { appearanceSetterCalled("barStyle") { [barStyle] in $0.barStyle = barStyle } }
    }
    /// The image behind the bar (an appearance property).
    open var backgroundImage: UIImage? {
      didSet {
        appearanceSetterCalled("backgroundImage") { [backgroundImage] in
          $0.backgroundImage = backgroundImage
        }
      }
    }
    /// The image behind the selected item (an appearance property).
    open var selectionIndicatorImage: UIImage? {
      didSet {
        appearanceSetterCalled("selectionIndicatorImage") { [selectionIndicatorImage] in
          $0.selectionIndicatorImage = selectionIndicatorImage
        }
      }
    }
    /// The image of the line above the bar (shown only with a custom background image, as in
    /// UIKit; an appearance property).
    open var shadowImage: UIImage? {
      didSet {
        appearanceSetterCalled("shadowImage") { [shadowImage] in $0.shadowImage = shadowImage }
      }
    }
    /// How items are spread (``ItemPositioning/automatic``; an appearance property).
    open var itemPositioning: ItemPositioning = .automatic {
      didSet {
        appearanceSetterCalled("itemPositioning") { [itemPositioning] in
          $0.itemPositioning = itemPositioning
        }
      }
    }
    /// The items' width when centered (0: the system's; an appearance property).
    open var itemWidth: CGFloat = 0 {
      didSet { appearanceSetterCalled("itemWidth") { [itemWidth] in $0.itemWidth = itemWidth } }
    }
    /// The space between centered items (0: the system's; an appearance property).
    open var itemSpacing: CGFloat = 0 {
      didSet {
        appearanceSetterCalled("itemSpacing") { [itemSpacing] in $0.itemSpacing = itemSpacing }
      }
    }

    /// Sets ``items`` (a selected item no longer among them is deselected). Headless: at once,
    /// whatever `animated` says.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
      guard refuseIfManaged("Directly modifying") else { return }
      storedItems = items
      if let selected = storedSelectedItem, items?.contains(selected) != true {
        storedSelectedItem = nil
      }
    }

    /// A user's tap on `item`: a tab bar controller's bar selects the item's tab as a tap does
    /// (its delegate asked); a bar of your own selects the item and tells its delegate. `false`
    /// for an item not on the bar or disabled.
    func userSelect(_ item: UITabBarItem) -> Bool {
      guard let index = items?.firstIndex(of: item), item.isEnabled else { return false }
      if let tabBarController { return tabBarController.userSelectTab(at: index) }
      storedSelectedItem = item
      storedDelegate?.tabBar(self, didSelect: item)
      return true
    }

    /// Whether the bar may be changed directly: not a tab bar controller's, whose changes UIKit
    /// refuses with an exception (reported here as a `Misuse`).
    private func refuseIfManaged(_ what: String) -> Bool {
      guard tabBarController != nil else { return true }
      Misuse.report(
        "\(what) a tab bar managed by a tab bar controller is not allowed.",
        fix: """
          Change the tab bar controller's view controllers (or their tabBarItem) and its \
          selection instead, or use a UITabBar of your own.
          """)
      return false
    }

    /// The color of unselected items.
    open var unselectedItemTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("unselectedItemTintColor") { [unselectedItemTintColor] in
          $0.unselectedItemTintColor = unselectedItemTintColor
        }
      }
    }
    /// The bar's background tint.
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
      didSet {
        appearanceSetterCalled("isTranslucent") { [isTranslucent] in
          $0.isTranslucent = isTranslucent
        }
      }
    }

    private var storedStandardAppearance = UITabBarAppearance()
    /// The look of the bar (a copy of the appearance set).
    open var standardAppearance: UITabBarAppearance {
      get { storedStandardAppearance }
      set {
        storedStandardAppearance = newValue.copied()
        appearanceSetterCalled("standardAppearance") { $0.standardAppearance = newValue }
      }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// The look of the bar when content is scrolled to its edge; `nil` uses
    /// ``standardAppearance``.
    open var scrollEdgeAppearance: UITabBarAppearance? {
      get { storedScrollEdgeAppearance }
      set {
        storedScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("scrollEdgeAppearance") { $0.scrollEdgeAppearance = newValue }
      }
    }
  }
#endif
