#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  @_spi(Lasso) import LassoDiagnostics

  /// The delegate of a navigation bar, as UIKit's `UINavigationBarDelegate` (every method
  /// optional). A navigation controller's bar has its controller as delegate; a bar of your
  /// own takes one.
  @preconcurrency @MainActor public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed (`true` by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (`true` by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
  }

  extension UINavigationBarDelegate {
    /// `true`: the push goes ahead.
    public func navigationBar(
      _ navigationBar: UINavigationBar, shouldPush item: UINavigationItem
    ) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// `true`: the pop goes ahead.
    public func navigationBar(
      _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
    ) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
  }

  /// The bar at the top of a navigation controller, or a bar of your own, as UIKit's
  /// `UINavigationBar`. A navigation controller's bar shows its controllers' navigation items
  /// and refuses to be changed directly, as UIKit refuses it; a bar of your own keeps a stack of
  /// items that you push and pop.
  @preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning {
    /// The navigation controller whose bar this is.
    weak var navigationController: UINavigationController?

    private weak var storedDelegate: UINavigationBarDelegate?
    /// The delegate (weak): asked before each push and pop and for the bar's position. A
    /// navigation controller's bar takes none: as UIKit refuses it, setting one is reported as
    /// a `Misuse` and ignored.
    open weak var delegate: UINavigationBarDelegate? {
      get { storedDelegate }
      set {
        guard refuseIfManaged("set the delegate on") else { return }
        storedDelegate = newValue
      }
    }

    /// Where the bar is: its delegate's answer when the bar last moved to a window,
    /// ``UIBarPosition/top`` without one or when it answers ``UIBarPosition/any`` (Apple: the
    /// delegates of navigation and search bars return `top` by default).
    public private(set) var barPosition: UIBarPosition = .top

    /// The style (``UIBarStyle/default``).
    open var barStyle: UIBarStyle = .default {
      didSet { appearanceSetterCalled("barStyle") { [barStyle] in $0.barStyle = barStyle } }
    }

    private var storedItems: [UINavigationItem] = []
    /// The items, the top one last: a navigation controller's bar shows its controllers'
    /// navigation items.
    open var items: [UINavigationItem]? {
      get { navigationController?.viewControllers.map(\.navigationItem) ?? storedItems }
      set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: its title is the back button's.
    open var backItem: UINavigationItem? {
      guard let items, items.count > 1 else { return nil }
      return items[items.count - 2]
    }

    /// Pushes an item on the stack when the delegate allows it, then tells the delegate.
    /// Headless: the bar changes at once; the delegate hears `didPush` at once when not
    /// animated, and on the next turn of the main queue when animated (UIKit: at the end of
    /// the animation).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
      guard refuseIfManaged("call pushNavigationItem:animated: directly on") else { return }
      guard storedDelegate?.navigationBar(self, shouldPush: item) ?? true else { return }
      storedItems.append(item)
      tellDelegate(animated: animated) { $0.navigationBar($1, didPush: item) }
    }

    /// Pops the top item when the delegate allows it, then tells the delegate; returns the
    /// popped item. Delegate timing as ``pushItem(_:animated:)``'s.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
      guard refuseIfManaged("call popNavigationItemAnimated: directly on"),
        let item = storedItems.last,
        storedDelegate?.navigationBar(self, shouldPop: item) ?? true
      else { return nil }
      storedItems.removeLast()
      tellDelegate(animated: animated) { $0.navigationBar($1, didPop: item) }
      return item
    }

    /// Replaces the stack (the delegate is not asked).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
      guard refuseIfManaged("call setItems:animated: directly on") else { return }
      storedItems = items ?? []
    }

    private var backgroundImages = BarImages()
    /// Sets the background image for a position and bar metrics (an appearance property).
    open func setBackgroundImage(
      _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
      backgroundImages[barPosition, barMetrics] = backgroundImage
      appearanceSetterCalled("backgroundImage.\(BarImages.key(barPosition, barMetrics))") {
        $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
      }
    }
    /// The background image set for a position and bar metrics.
    open func backgroundImage(
      for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) -> UIImage? {
      backgroundImages[barPosition, barMetrics]
    }
    /// Sets the background image for bar metrics, at any position (an appearance property).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
      setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    /// The background image set for bar metrics at any position.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
      backgroundImage(for: .any, barMetrics: barMetrics)
    }
    /// The image of the line under the bar (shown only with a custom background image, as in
    /// UIKit); an appearance property.
    open var shadowImage: UIImage? {
      didSet {
        appearanceSetterCalled("shadowImage") { [shadowImage] in $0.shadowImage = shadowImage }
      }
    }
    /// The back button's chevron (an appearance property).
    open var backIndicatorImage: UIImage? {
      didSet {
        appearanceSetterCalled("backIndicatorImage") { [backIndicatorImage] in
          $0.backIndicatorImage = backIndicatorImage
        }
      }
    }
    /// The mask of the back button's chevron during a push or pop (an appearance property).
    open var backIndicatorTransitionMaskImage: UIImage? {
      didSet {
        appearanceSetterCalled("backIndicatorTransitionMaskImage") {
          [backIndicatorTransitionMaskImage] in
          $0.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        }
      }
    }
    private var titleAdjustments: [Int: CGFloat] = [:]
    /// Moves the title up or down for bar metrics (an appearance property). Headless: stored.
    open func setTitleVerticalPositionAdjustment(
      _ adjustment: CGFloat, for barMetrics: UIBarMetrics
    ) {
      titleAdjustments[barMetrics.rawValue] = adjustment
      appearanceSetterCalled("titleVerticalPositionAdjustment.\(barMetrics.rawValue)") {
        $0.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics)
      }
    }
    /// The title's vertical adjustment for bar metrics (0 unless set).
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
      titleAdjustments[barMetrics.rawValue] ?? 0
    }

    /// Asks the delegate for the bar's position, as UIKit does when a bar moves to a window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      barPosition = position(askedOf: storedDelegate, otherwise: .top)
    }

    /// Whether the bar may be changed directly: not a navigation controller's, whose changes
    /// UIKit refuses with an exception (reported here as a `Misuse`).
    private func refuseIfManaged(_ what: String) -> Bool {
      guard navigationController != nil else { return true }
      Misuse.report(
        "Cannot \(what) a UINavigationBar managed by a controller.",
        fix: """
          Change the navigation controller's view controllers (or their navigationItem) \
          instead, or use a UINavigationBar of your own.
          """)
      return false
    }

    /// Calls `body` with the delegate: at once, or on the next main-queue turn when animated.
    private func tellDelegate(
      animated: Bool,
      _ body: @escaping @MainActor (UINavigationBarDelegate, UINavigationBar) -> Void
    ) {
      guard animated else {
        if let storedDelegate { body(storedDelegate, self) }
        return
      }
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self, let delegate = self.storedDelegate else { return }
          body(delegate, self)
        }
      }
    }
    /// Whether titles are large by default.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true {
      didSet {
        appearanceSetterCalled("isTranslucent") { [isTranslucent] in
          $0.isTranslucent = isTranslucent
        }
      }
    }
    /// The bar's background tint.
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }
    /// The attributes of the title (font, color...).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        appearanceSetterCalled("titleTextAttributes") { [titleTextAttributes] in
          $0.titleTextAttributes = titleTextAttributes
        }
      }
    }
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        appearanceSetterCalled("largeTitleTextAttributes") { [largeTitleTextAttributes] in
          $0.largeTitleTextAttributes = largeTitleTextAttributes
        }
      }
    }

    private var storedStandardAppearance = UINavigationBarAppearance()
    /// The look of the bar at a standard height (a copy of the appearance set).
    open var standardAppearance: UINavigationBarAppearance {
      get { storedStandardAppearance }
      set {
        storedStandardAppearance = newValue.copied()
        appearanceSetterCalled("standardAppearance") { $0.standardAppearance = newValue }
      }
    }
    private var storedCompactAppearance: UINavigationBarAppearance?
    /// The look of the bar at a compact height; `nil` uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
      get { storedCompactAppearance }
      set {
        storedCompactAppearance = newValue?.copied()
        appearanceSetterCalled("compactAppearance") { $0.compactAppearance = newValue }
      }
    }
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of the bar when content is scrolled to its edge; `nil` uses
    /// ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
      get { storedScrollEdgeAppearance }
      set {
        storedScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("scrollEdgeAppearance") { $0.scrollEdgeAppearance = newValue }
      }
    }
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of the bar at a compact height when content is scrolled to its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
      get { storedCompactScrollEdgeAppearance }
      set {
        storedCompactScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("compactScrollEdgeAppearance") {
          $0.compactScrollEdgeAppearance = newValue
        }
      }
    }
  }
#endif
