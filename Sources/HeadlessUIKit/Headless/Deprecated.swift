#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // The headless-only API's spellings before it moved behind `headless` and `Headless` (issue
  // 36), kept for one release; each is renamed to its new spelling (a fix-it) and forwards to
  // the same implementation.

  /// Deprecated: ``Headless``, which holds ``Headless/animatedTransitionDuration``.
  @available(*, deprecated, renamed: "Headless")
  public typealias HeadlessTiming = Headless

  extension UIBarButtonItem {
    /// Deprecated: `headless.tap()`.
    @available(*, deprecated, renamed: "headless.tap()")
    @discardableResult public func simulateUserTap() -> Bool { userTap() }
  }

  extension UINavigationController {
    /// Deprecated: `headless.tapBackButton()`.
    @available(*, deprecated, renamed: "headless.tapBackButton()")
    @discardableResult public func simulateUserTapBackButton() -> Bool { userTapBackButton() }
  }

  extension UITabBarController {
    /// Deprecated: `headless.selectTab(at:)`.
    @available(*, deprecated, renamed: "headless.selectTab(at:)")
    @discardableResult public func simulateUserSelectingTab(at index: Int) -> Bool {
      userSelectTab(at: index)
    }
  }

  extension UIPageViewController {
    /// Deprecated: `headless.swipe(_:)`.
    @available(*, deprecated, renamed: "headless.swipe(_:)")
    @discardableResult public func simulateUserSwipe(_ direction: NavigationDirection) -> Bool {
      userSwipe(direction)
    }
  }

  extension UIAlertController {
    /// Deprecated: `headless.tap(on:)`.
    @available(*, deprecated, renamed: "headless.tap(on:)")
    @discardableResult public func simulateUserTap(on action: UIAlertAction) -> Bool {
      userTap(on: action)
    }

    /// Deprecated: `headless.tapAction(titled:)`.
    @available(*, deprecated, renamed: "headless.tapAction(titled:)")
    @discardableResult public func simulateUserTapAction(titled title: String) -> Bool {
      userTapAction(titled: title)
    }
  }

  extension UIViewController {
    /// Deprecated: `headless.swipeToDismiss()`.
    @available(*, deprecated, renamed: "headless.swipeToDismiss()")
    @discardableResult public func simulateUserSwipeToDismiss() -> Bool { userSwipeToDismiss() }
  }

  extension UIControl {
    /// Deprecated: `headless.tap()`.
    @available(*, deprecated, renamed: "headless.tap()")
    @discardableResult public func simulateUserTap() -> Bool { userTap() }
  }

  extension UISwitch {
    /// Deprecated: `headless.toggle()`.
    @available(*, deprecated, renamed: "headless.toggle()")
    @discardableResult public func simulateUserToggle() -> Bool { userToggle() }
  }

  extension UISlider {
    /// Deprecated: `headless.slide(to:)`.
    @available(*, deprecated, renamed: "headless.slide(to:)")
    @discardableResult public func simulateUserSlide(to value: Float) -> Bool {
      userSlide(to: value)
    }
  }

  extension UIStepper {
    /// Deprecated: `headless.increment()`.
    @available(*, deprecated, renamed: "headless.increment()")
    @discardableResult public func simulateUserIncrement() -> Bool { userIncrement() }

    /// Deprecated: `headless.decrement()`.
    @available(*, deprecated, renamed: "headless.decrement()")
    @discardableResult public func simulateUserDecrement() -> Bool { userDecrement() }
  }

  extension UISegmentedControl {
    /// Deprecated: `headless.selectSegment(at:)`.
    @available(*, deprecated, renamed: "headless.selectSegment(at:)")
    @discardableResult public func simulateUserSelectingSegment(at index: Int) -> Bool {
      userSelectSegment(at: index)
    }
  }

  extension UIPageControl {
    /// Deprecated: `headless.selectPage(_:)`.
    @available(*, deprecated, renamed: "headless.selectPage(_:)")
    @discardableResult public func simulateUserSelectingPage(_ page: Int) -> Bool {
      userSelectPage(page)
    }
  }

  extension UIDatePicker {
    /// Deprecated: `headless.pick(_:)`.
    @available(*, deprecated, renamed: "headless.pick(_:)")
    @discardableResult public func simulateUserPicking(_ date: Date) -> Bool { userPick(date) }
  }

  extension UIRefreshControl {
    /// Deprecated: `headless.pullToRefresh()`.
    @available(*, deprecated, renamed: "headless.pullToRefresh()")
    @discardableResult public func simulateUserPullToRefresh() -> Bool { userPullToRefresh() }
  }

  extension UITextField {
    /// Deprecated: `headless.type(_:)`.
    @available(*, deprecated, renamed: "headless.type(_:)")
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool { userType(text) }

    /// Deprecated: `headless.tapReturnKey()`.
    @available(*, deprecated, renamed: "headless.tapReturnKey()")
    @discardableResult public func simulateUserTapReturnKey() -> Bool { userTapReturnKey() }
  }

  extension UITextView {
    /// Deprecated: `headless.type(_:)`.
    @available(*, deprecated, renamed: "headless.type(_:)")
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool { userType(text) }
  }

  extension UIMenu {
    /// Deprecated: `headless.choose(_:sender:)`.
    @available(*, deprecated, renamed: "headless.choose(_:sender:)")
    @discardableResult public func simulateUserChoosing(
      _ title: String, sender: AnyObject? = nil
    ) -> Bool { userChoose(title, sender: sender) }
  }

  extension UIGestureRecognizer {
    /// Deprecated: `headless.recognize(at:)`.
    @available(*, deprecated, renamed: "headless.recognize(at:)")
    @discardableResult public func simulateUserGesture(at location: CGPoint = .zero) -> Bool {
      userGesture(at: location)
    }
  }

  extension UISearchBar {
    /// Deprecated: `headless.type(_:)`.
    @available(*, deprecated, renamed: "headless.type(_:)")
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool { userType(text) }

    /// Deprecated: `headless.tapSearchButton()`.
    @available(*, deprecated, renamed: "headless.tapSearchButton()")
    @discardableResult public func simulateUserTapSearchButton() -> Bool { userTapSearchButton() }

    /// Deprecated: `headless.tapCancel()`.
    @available(*, deprecated, renamed: "headless.tapCancel()")
    @discardableResult public func simulateUserTapCancel() -> Bool { userTapCancel() }

    /// Deprecated: `headless.selectScope(_:)`.
    @available(*, deprecated, renamed: "headless.selectScope(_:)")
    @discardableResult public func simulateUserSelectingScope(_ index: Int) -> Bool {
      userSelectScope(index)
    }
  }

  extension UIScrollView {
    /// Deprecated: `headless.scroll(to:)`.
    @available(*, deprecated, renamed: "headless.scroll(to:)")
    @discardableResult public func simulateUserScroll(to offset: CGPoint) -> Bool {
      userScroll(to: offset)
    }

    /// Deprecated: `headless.scroll(byScreens:)`.
    @available(*, deprecated, renamed: "headless.scroll(byScreens:)")
    @discardableResult public func simulateUserScroll(byScreens screens: CGFloat) -> Bool {
      userScroll(byScreens: screens)
    }
  }

  extension UITableView {
    /// Deprecated: `headless.tap(at:)`.
    @available(*, deprecated, renamed: "headless.tap(at:)")
    @discardableResult public func simulateUserTap(at indexPath: IndexPath) -> Bool {
      userTap(at: indexPath)
    }

    /// Deprecated: `headless.swipeToDelete(at:)`.
    @available(*, deprecated, renamed: "headless.swipeToDelete(at:)")
    @discardableResult public func simulateUserSwipeToDelete(at indexPath: IndexPath) -> Bool {
      userSwipeToDelete(at: indexPath)
    }

    /// Deprecated: `headless.swipeAction(_:at:leading:)`.
    @available(*, deprecated, renamed: "headless.swipeAction(_:at:leading:)")
    @discardableResult public func simulateUserSwipeAction(
      _ title: String, at indexPath: IndexPath, leading: Bool = false
    ) -> Bool { userSwipeAction(title, at: indexPath, leading: leading) }
  }

  extension UICollectionView {
    /// Deprecated: `headless.tap(at:)`.
    @available(*, deprecated, renamed: "headless.tap(at:)")
    @discardableResult public func simulateUserTap(at indexPath: IndexPath) -> Bool {
      userTap(at: indexPath)
    }

    /// Deprecated: `headless.swipeToDelete(at:)`.
    @available(*, deprecated, renamed: "headless.swipeToDelete(at:)")
    @discardableResult public func simulateUserSwipeToDelete(at indexPath: IndexPath) -> Bool {
      userSwipeToDelete(at: indexPath)
    }

    /// Deprecated: `headless.swipeAction(_:at:leading:)`.
    @available(*, deprecated, renamed: "headless.swipeAction(_:at:leading:)")
    @discardableResult public func simulateUserSwipeAction(
      _ title: String, at indexPath: IndexPath, leading: Bool = false
    ) -> Bool { userSwipeAction(title, at: indexPath, leading: leading) }
  }

  extension UIApplication {
    /// Deprecated: `Headless.launch(delegateClass:sceneDelegateClass:launchOptions:)`.
    @available(
      *, deprecated, renamed: "Headless.launch(delegateClass:sceneDelegateClass:launchOptions:)"
    )
    @discardableResult
    public static func simulateLaunch(
      delegateClass: AnyClass, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [LaunchOptionsKey: Any]? = nil
    ) -> UIApplicationDelegate? {
      launch(
        delegateClass: delegateClass, sceneDelegateClass: sceneDelegateClass,
        launchOptions: launchOptions)
    }

    /// Deprecated: `Headless.launch(delegate:sceneDelegateClass:launchOptions:)`.
    @available(
      *, deprecated, renamed: "Headless.launch(delegate:sceneDelegateClass:launchOptions:)"
    )
    public static func simulateLaunch(
      delegate: UIApplicationDelegate, sceneDelegateClass: AnyClass? = nil,
      launchOptions: [LaunchOptionsKey: Any]? = nil
    ) {
      launch(
        delegate: delegate, sceneDelegateClass: sceneDelegateClass, launchOptions: launchOptions)
    }

    /// Deprecated: `Headless.moveToBackground()`.
    @available(*, deprecated, renamed: "Headless.moveToBackground()")
    public static func simulateMovingToBackground() { moveToBackground() }

    /// Deprecated: `Headless.moveToForeground()`.
    @available(*, deprecated, renamed: "Headless.moveToForeground()")
    public static func simulateMovingToForeground() { moveToForeground() }

    /// Deprecated: `Headless.terminate()`.
    @available(*, deprecated, renamed: "Headless.terminate()")
    public static func simulateTermination() { terminate() }
  }

  extension UIApplication {
    /// Deprecated: ``Headless/runMainLoop``.
    @available(*, deprecated, renamed: "Headless.runMainLoop")
    public static var headlessRunMainLoop: @MainActor () -> Void {
      get { Headless.runMainLoop }
      set { Headless.runMainLoop = newValue }
    }

    /// Deprecated: ``Headless/sceneDelegateClass``.
    @available(*, deprecated, renamed: "Headless.sceneDelegateClass")
    public static var headlessSceneDelegateClass: AnyClass? {
      get { Headless.sceneDelegateClass }
      set { Headless.sceneDelegateClass = newValue }
    }

    /// Deprecated: `headless.openedURLs`.
    @available(*, deprecated, renamed: "headless.openedURLs")
    public var headlessOpenedURLs: [URL] { openedURLs }

    /// Deprecated: `headless.clearOpenedURLs()`.
    @available(*, deprecated, renamed: "headless.clearOpenedURLs()")
    public func headlessClearOpenedURLs() { openedURLs = [] }
  }

  extension UIView {
    /// Deprecated: `headless.isReachableByUser`.
    @available(*, deprecated, renamed: "headless.isReachableByUser")
    public var isReachableByUser: Bool { isUserReachable }

    /// Deprecated: `headless.allSubviewsInReadingOrder`.
    @available(*, deprecated, renamed: "headless.allSubviewsInReadingOrder")
    public var allSubviewsInReadingOrder: [UIView] { readingOrderSubviews }

    /// Deprecated: `headless.visibleSubviewsInReadingOrder`.
    @available(*, deprecated, renamed: "headless.visibleSubviewsInReadingOrder")
    public var visibleSubviewsInReadingOrder: [UIView] { visibleReadingOrderSubviews }
  }

  extension UIMenu {
    /// Deprecated: `headless.allActions`.
    @available(*, deprecated, renamed: "headless.allActions")
    public var allActions: [UIAction] { flattenedActions }
  }

  extension UIWindow {
    /// Deprecated: `headless.visibleViewController`.
    @available(*, deprecated, renamed: "headless.visibleViewController")
    public var visibleViewController: UIViewController? { headless.visibleViewController }

    /// Deprecated: `headless.isTransitioning`.
    @available(*, deprecated, renamed: "headless.isTransitioning")
    public var isTransitioning: Bool { hasTransitions }

    /// Deprecated: `headless.whenTransitionsEnd(_:)`.
    @available(*, deprecated, renamed: "headless.whenTransitionsEnd(_:)")
    public func headlessWhenTransitionsEnd(_ body: @escaping @MainActor () -> Void) {
      whenTransitionsEnd(body)
    }

    /// Deprecated: `headless.horizontalSizeClass`.
    @available(*, deprecated, renamed: "headless.horizontalSizeClass")
    public var headlessHorizontalSizeClass: UIUserInterfaceSizeClass? {
      get { forcedHorizontalSizeClass }
      set { forcedHorizontalSizeClass = newValue }
    }
  }

  extension UISplitViewController {
    /// Deprecated: `headless.shownViewControllers`.
    @available(*, deprecated, renamed: "headless.shownViewControllers")
    public var headlessShownViewControllers: [UIViewController] { shownControllers }
  }

  extension UITableView {
    /// Deprecated: `headless.headerView(forSection:)`.
    @available(*, deprecated, renamed: "headless.headerView(forSection:)")
    public func headlessHeaderView(forSection section: Int) -> UIView? {
      visibleHeaderView(forSection: section)
    }

    /// Deprecated: `headless.footerView(forSection:)`.
    @available(*, deprecated, renamed: "headless.footerView(forSection:)")
    public func headlessFooterView(forSection section: Int) -> UIView? {
      visibleFooterView(forSection: section)
    }
  }

  extension UIBarButtonItem {
    /// Deprecated: `headless.systemItem`.
    @available(*, deprecated, renamed: "headless.systemItem")
    public var systemItem: SystemItem? { madeAsSystemItem }
  }

  extension UITableViewCell {
    /// Deprecated: `headless.style`.
    @available(*, deprecated, renamed: "headless.style")
    public var cellStyle: CellStyle { createdStyle }

    /// Deprecated: `headless.texts`.
    @available(*, deprecated, renamed: "headless.texts")
    public var headlessTexts: [String] { shownTexts }
  }

  extension UITableViewHeaderFooterView {
    /// Deprecated: `headless.texts`.
    @available(*, deprecated, renamed: "headless.texts")
    public var headlessTexts: [String] { shownTexts }
  }

  extension UICollectionReusableView {
    /// Deprecated: `headless.texts`.
    @available(*, deprecated, renamed: "headless.texts")
    public var headlessTexts: [String] { shownTexts }
  }

  extension UISearchBar {
    /// Deprecated: `headless.isScopeBarVisible`.
    @available(*, deprecated, renamed: "headless.isScopeBarVisible")
    public var headlessIsScopeBarVisible: Bool { isScopeBarVisible }
  }

  extension UITouch {
    /// Deprecated: `headless.setLocation(_:)`.
    @available(*, deprecated, renamed: "headless.setLocation(_:)")
    public func setLocation(_ location: CGPoint) { self.location = location }
  }

  extension UIFeedbackGenerator {
    /// Deprecated: `headless.feedbackCount`.
    @available(*, deprecated, renamed: "headless.feedbackCount")
    public var headlessFeedbackCount: Int { feedbackCount }
  }

  extension UIImage {
    /// Deprecated: `headless.name`.
    @available(*, deprecated, renamed: "headless.name")
    public var headlessName: String? { symbolName ?? assetName }
  }

  extension UIColor {
    /// Deprecated: `headless.red` (UIKit's `red` is the static color).
    @available(*, deprecated, renamed: "headless.red")
    public var red: CGFloat { redComponent }
    /// Deprecated: `headless.green` (UIKit's `green` is the static color).
    @available(*, deprecated, renamed: "headless.green")
    public var green: CGFloat { greenComponent }
    /// Deprecated: `headless.blue` (UIKit's `blue` is the static color).
    @available(*, deprecated, renamed: "headless.blue")
    public var blue: CGFloat { blueComponent }
    /// Deprecated: `headless.alpha`.
    @available(*, deprecated, renamed: "headless.alpha")
    public var alpha: CGFloat { alphaComponent }
    /// Deprecated: `headless.name`.
    @available(*, deprecated, renamed: "headless.name")
    public var name: String? { systemName }
  }

  extension UIFont {
    /// Deprecated: `headless.weight`.
    @available(*, deprecated, renamed: "headless.weight")
    public var weight: Weight { fontWeight }
    /// Deprecated: `headless.textStyle`.
    @available(*, deprecated, renamed: "headless.textStyle")
    public var textStyle: TextStyle? { fontTextStyle }
  }

  extension UIImpactFeedbackGenerator {
    /// Deprecated: `headless.style`.
    @available(*, deprecated, renamed: "headless.style")
    public var style: FeedbackStyle { impactStyle }
  }

  extension UIFontMetrics {
    /// Deprecated: `headless.textStyle`.
    @available(*, deprecated, renamed: "headless.textStyle")
    public var textStyle: UIFont.TextStyle { metricsTextStyle }
  }

  extension UIImage.SymbolConfiguration {
    /// Deprecated: `headless.pointSize`.
    @available(*, deprecated, renamed: "headless.pointSize")
    public var pointSize: CGFloat? { symbolPointSize }
    /// Deprecated: `headless.weight`.
    @available(*, deprecated, renamed: "headless.weight")
    public var weight: UIImage.SymbolWeight? { symbolWeight }
    /// Deprecated: `headless.textStyle`.
    @available(*, deprecated, renamed: "headless.textStyle")
    public var textStyle: UIFont.TextStyle? { symbolTextStyle }
    /// Deprecated: `headless.scale`.
    @available(*, deprecated, renamed: "headless.scale")
    public var scale: Scale { symbolScale }
  }

  extension UICellAccessory {
    /// Deprecated: ``Headless/CellAccessoryKind``.
    @available(*, deprecated, renamed: "Headless.CellAccessoryKind")
    public typealias Kind = Headless.CellAccessoryKind
    /// Deprecated: `headless.kind`.
    @available(*, deprecated, renamed: "headless.kind")
    public var kind: Headless.CellAccessoryKind { accessoryKind }
    /// Deprecated: `headless.displayed`.
    @available(*, deprecated, renamed: "headless.displayed")
    public var displayed: DisplayedState { displayedState }
  }

  extension UIButton.Configuration {
    /// Deprecated: `headless.style`.
    @available(*, deprecated, renamed: "headless.style")
    public var style: String { baseStyle }
  }

  extension UISearchBar {
    /// Deprecated: UIKit's Swift name is `setShowsScope(_:animated:)`.
    @available(*, deprecated, renamed: "setShowsScope(_:animated:)")
    public func setShowsScopeBar(_ show: Bool, animated: Bool) {
      setShowsScope(show, animated: animated)
    }
  }

  extension UIDatePicker {
    /// Deprecated: UIKit's name is `UIDatePickerStyle`.
    @available(*, deprecated, renamed: "UIDatePickerStyle")
    public typealias Style = UIDatePickerStyle
  }

  extension UICollectionViewLayoutAttributes {
    /// Deprecated: UIKit's name is `UICollectionView.ElementCategory`.
    @available(*, deprecated, renamed: "UICollectionView.ElementCategory")
    public typealias Category = UICollectionView.ElementCategory
  }
#endif
