#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor private final class SplitDelegate: UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?
    var collapsesSecondaryItself = false

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      events.append("topColumn(proposed: \(proposedTopColumn))")
      return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      events.append("didCollapse")
    }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      events.append("didExpand")
    }
    func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) { events.append("willShow(\(column))") }
    func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) { events.append("willHide(\(column))") }
    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) { events.append("willChangeTo(\(displayMode))") }
    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      events.append("collapseSecondary")
      return collapsesSecondaryItself
    }
  }

  /// A wide (regular) or an iPhone-wide (compact) visible window showing `root`.
  @MainActor private func makeWindow(
    root: UIViewController, width: CGFloat
  ) async -> UIWindow {
    useShortTransitions()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 768))
    window.rootViewController = root
    window.makeKeyAndVisible()
    await transitionsEnded(in: window)
    return window
  }

  @MainActor @Suite struct SplitViewControllerTests {
    // Source: UISplitViewController.h, setViewController:forColumn: ("If the vc is not a
    // UINavigationController, one will be created, except for UISplitViewControllerColumnCompact")
    // and the splitViewController property ("If the view controller has a split view controller
    // as its ancestor, return it").
    @Test func columnsAreWrappedInNavigationControllers() {
      let split = UISplitViewController(style: .doubleColumn)
      let list = UIViewController()
      let detail = UIViewController()
      let compact = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      split.setViewController(compact, for: .compact)
      #expect(split.style == .doubleColumn)
      #expect(split.viewController(for: .primary) === list)
      #expect(split.viewController(for: .secondary) === detail)
      #expect(split.viewController(for: .compact) === compact)
      #expect(list.navigationController?.viewControllers == [list])
      #expect(detail.navigationController?.parent === split)
      #expect(compact.navigationController == nil)
      #expect(compact.parent === split)
      #expect(list.splitViewController === split)
      #expect(split.viewControllers == [list.navigationController!, detail.navigationController!])
    }

    // Source: UISplitViewController.h, .supplementary "Valid for
    // UISplitViewControllerStyleTripleColumn only"; setViewController(_:for:) doc ("doesn't
    // apply to classic split view controllers").
    @Test func misusedColumnsAreRefused() {
      let split = UISplitViewController(style: .doubleColumn)
      let reports = misuseReports {
        split.setViewController(UIViewController(), for: .supplementary)
      }
      #expect(reports.count == 1)
      #expect(split.viewController(for: .supplementary) == nil)
      let classic = UISplitViewController()
      #expect(
        misuseReports { classic.setViewController(UIViewController(), for: .primary) }.count == 1)
      #expect(classic.children.isEmpty)
    }

    // Source: UISplitViewController doc (isCollapsed: "the split view controller collapses
    // when its horizontal size class is compact"); the columns are its contained children and
    // get appearance callbacks as any container's.
    @Test func regularWidthShowsBothColumnsSideBySide() async {
      let log = EventLog()
      let split = UISplitViewController(style: .doubleColumn)
      let list = LoggingViewController("List", log: log)
      let detail = LoggingViewController("Detail", log: log)
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = await makeWindow(root: split, width: 1024)
      #expect(split.traitCollection.horizontalSizeClass == .regular)
      #expect(!split.isCollapsed)
      #expect(split.displayMode == .oneBesideSecondary)
      let appeared = log.takeAppearance()
      #expect(appeared.contains("List.viewDidAppear"))
      #expect(appeared.contains("Detail.viewDidAppear"))
      #expect(list.view.window === window)
      #expect(detail.view.window === window)
      let primaryFrame = list.navigationController!.view.frame
      let secondaryFrame = detail.navigationController!.view.frame
      #expect(primaryFrame.width == split.primaryColumnWidth)
      #expect(secondaryFrame.minX == primaryFrame.maxX)
      #expect(secondaryFrame.maxX == split.view.bounds.maxX)
      // As a window's root, the split view spans the window, so the columns share its width.
      #expect(split.view.frame == window.bounds)
      #expect(primaryFrame.width == 320)
      #expect(secondaryFrame.width == 704)
      window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
      #expect(detail.navigationController!.view.frame.width == 1046)
    }

    // Source: splitViewController(_:topColumnForCollapsingToProposedTopColumn:) doc (the
    // column shown on top once collapsed; UIKit proposes the secondary) and
    // splitViewControllerDidCollapse(_:).
    @Test func compactWidthCollapsesTheSecondaryOntoThePrimaryStack() async {
      let delegate = SplitDelegate()
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = delegate
      let list = UIViewController()
      let detail = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = await makeWindow(root: split, width: 390)
      #expect(split.isCollapsed)
      #expect(delegate.events == ["topColumn(proposed: secondary)", "didCollapse"])
      #expect(list.navigationController?.viewControllers == [list, detail])
      #expect(window.headless.visibleViewController === detail)
      #expect(split.viewControllers == [list.navigationController!])
    }

    // Source: same delegate method: returning `.primary` shows the list first on an iPhone.
    @Test func theDelegateCanKeepThePrimaryOnTop() async {
      let delegate = SplitDelegate()
      delegate.topColumn = .primary
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = delegate
      let list = UIViewController()
      let detail = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = await makeWindow(root: split, width: 390)
      #expect(split.isCollapsed)
      #expect(list.navigationController?.viewControllers == [list])
      #expect(window.headless.visibleViewController === list)
      #expect(detail.view.window == nil)
    }

    // Source: UISplitViewController.h, UISplitViewControllerColumnCompact: "If a vc is set for
    // this column, it will be used when the UISVC is collapsed, instead of stacking the vc's".
    @Test func theCompactColumnIsShownWhenCollapsed() async {
      let split = UISplitViewController(style: .doubleColumn)
      let list = UIViewController()
      let detail = UIViewController()
      let compact = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      split.setViewController(compact, for: .compact)
      let window = await makeWindow(root: split, width: 390)
      #expect(split.isCollapsed)
      #expect(window.headless.visibleViewController === compact)
      #expect(list.view.window == nil)
      #expect(list.navigationController?.viewControllers == [list])

      window.headless.horizontalSizeClass = .regular
      #expect(!split.isCollapsed)
      await transitionsEnded(in: window)
      #expect(compact.view.window == nil)
      #expect(list.view.window === window)
      #expect(detail.view.window === window)
    }

    // Source: UISplitViewController doc, "Collapse and expand": a change of the horizontal size
    // class (rotation, multitasking) collapses or expands the split view; the delegate hears
    // splitViewControllerDidCollapse / DidExpand; traitCollectionDidChange(_:) follows.
    @Test func aSizeClassChangeCollapsesAndExpands() async {
      let log = EventLog()
      let delegate = SplitDelegate()
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = delegate
      let list = LoggingViewController("List", log: log)
      let detail = LoggingViewController("Detail", log: log)
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = await makeWindow(root: split, width: 1024)
      _ = log.take()

      window.headless.horizontalSizeClass = .compact
      #expect(split.isCollapsed)
      #expect(delegate.events == ["topColumn(proposed: secondary)", "didCollapse"])
      #expect(list.navigationController?.viewControllers == [list, detail])
      #expect(split.traitCollection.horizontalSizeClass == .compact)
      // The appearance follows on later turns, as for any container's change.
      #expect(log.takeAppearance().isEmpty)
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["List.viewWillDisappear", "List.viewDidDisappear"])
      #expect(window.headless.visibleViewController === detail)

      delegate.events = []
      window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
      window.headless.horizontalSizeClass = nil
      #expect(!split.isCollapsed)
      #expect(delegate.events == ["didExpand"])
      #expect(list.navigationController?.viewControllers == [list])
      #expect(detail.navigationController?.viewControllers == [detail])
      await transitionsEnded(in: window)
      #expect(log.takeAppearance() == ["List.viewWillAppear", "List.viewDidAppear"])
      #expect(list.view.window === window)
      #expect(detail.view.window === window)
    }

    // Source: headless rule documented on UIWindow.headless.horizontalSizeClass: compact below
    // 600 points wide, regular from there, as an iPad's full screen and two thirds are.
    @Test func theWindowWidthSetsTheSizeClass() {
      let window = UIWindow()
      #expect(window.traitCollection.horizontalSizeClass == .compact)
      window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
      #expect(window.traitCollection.horizontalSizeClass == .regular)
      window.frame = CGRect(x: 0, y: 0, width: 375, height: 768)
      #expect(window.traitCollection.horizontalSizeClass == .compact)
      window.headless.horizontalSizeClass = .regular
      #expect(window.traitCollection.horizontalSizeClass == .regular)
    }

    // Source: showDetailViewController(_:sender:) doc: in an expanded split view the controller
    // goes to the secondary column; collapsed, it is pushed on the primary navigation stack.
    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() async {
      let split = UISplitViewController(style: .doubleColumn)
      let list = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      let window = await makeWindow(root: split, width: 1024)
      let first = UIViewController()
      list.showDetailViewController(first, sender: nil)
      #expect(split.viewController(for: .secondary) === first)
      await transitionsEnded(in: window)
      #expect(first.view.window === window)
      #expect(first.splitViewController === split)

      window.headless.horizontalSizeClass = .compact
      await transitionsEnded(in: window)
      let second = UIViewController()
      list.showDetailViewController(second, sender: nil)
      await transitionsEnded(in: window)
      #expect(list.navigationController?.topViewController === second)
      #expect(window.headless.visibleViewController === second)
    }

    // Source: show(_:sender:) doc for UISplitViewController: shows the controller in the
    // primary column (pushed on its navigation controller).
    @Test func showPushesOnThePrimary() async {
      let split = UISplitViewController(style: .doubleColumn)
      let list = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      let window = await makeWindow(root: split, width: 1024)
      let next = UIViewController()
      split.show(next, sender: nil)
      await transitionsEnded(in: window)
      #expect(list.navigationController?.viewControllers == [list, next])
    }

    // Source: UISplitViewController.h, comment above hideColumn:/showColumn: (expanded: animates
    // to the nearest display mode where the column is (not) visible; ignored for the secondary)
    // and the delegate's willShow/willHide column and willChangeToDisplayMode.
    @Test func hidingAndShowingTheprimaryChangesTheDisplayMode() async {
      let delegate = SplitDelegate()
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = delegate
      let list = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      let window = await makeWindow(root: split, width: 1024)
      split.hide(.primary)
      #expect(split.displayMode == .secondaryOnly)
      #expect(delegate.events == ["willHide(primary)", "willChangeTo(secondaryOnly)"])
      await transitionsEnded(in: window)
      #expect(list.view.window == nil)
      delegate.events = []
      split.hide(.secondary)
      split.hide(.primary)
      #expect(delegate.events.isEmpty)
      split.show(.primary)
      #expect(split.displayMode == .oneBesideSecondary)
      #expect(delegate.events == ["willShow(primary)", "willChangeTo(oneBesideSecondary)"])
      await transitionsEnded(in: window)
      #expect(list.view.window === window)
      #expect(misuseReports { split.show(.compact) }.count == 1)
    }

    // Source: UISplitViewController.h, -collapseSecondaryViewController:forSplitViewController:
    // ("The default implementation simply shows the primary"; a navigation controller primary
    // pushes the secondary) and the delegate's collapseSecondary:onto: (true: handled).
    @Test func aClassicSplitViewCollapsesThroughItsPrimary() async {
      let delegate = SplitDelegate()
      let split = UISplitViewController()
      split.delegate = delegate
      let list = UIViewController()
      let navigation = UINavigationController(rootViewController: list)
      let detail = UIViewController()
      split.viewControllers = [navigation, detail]
      #expect(split.style == .unspecified)
      let window = await makeWindow(root: split, width: 390)
      #expect(split.isCollapsed)
      #expect(delegate.events == ["collapseSecondary"])
      #expect(navigation.viewControllers == [list, detail])
      #expect(split.viewControllers == [navigation])
      #expect(window.headless.visibleViewController === detail)

      window.headless.horizontalSizeClass = .regular
      #expect(!split.isCollapsed)
      #expect(split.viewControllers == [navigation, detail])
      #expect(navigation.viewControllers == [list])
      await transitionsEnded(in: window)
      #expect(detail.view.window === window)
    }

    // Source: same delegate method: returning true means the delegate handled the collapse
    // (UIKit then discards the secondary).
    @Test func aClassicDelegateCanDiscardTheSecondary() async {
      let delegate = SplitDelegate()
      delegate.collapsesSecondaryItself = true
      let split = UISplitViewController()
      split.delegate = delegate
      let navigation = UINavigationController(rootViewController: UIViewController())
      let detail = UIViewController()
      split.viewControllers = [navigation, detail]
      let window = await makeWindow(root: split, width: 390)
      #expect(navigation.viewControllers.count == 1)
      #expect(split.viewControllers == [navigation])
      #expect(window.headless.visibleViewController === navigation.topViewController)
    }

    // Source: traitCollectionDidChange(_:) doc: called when the traits (here the horizontal
    // size class) change.
    @Test func controllersHearTheTraitChange() async {
      final class Observer: UIViewController {
        var previous: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          previous.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
        }
      }
      let observer = Observer()
      let window = await makeWindow(root: observer, width: 390)
      window.headless.horizontalSizeClass = .regular
      #expect(observer.previous == [.compact])
      #expect(observer.traitCollection.horizontalSizeClass == .regular)
      window.headless.horizontalSizeClass = .regular
      #expect(observer.previous == [.compact])
    }

    // Source: DESIGN.md "Leaks are tests": controllers are released when they leave.
    @Test func columnsAreReleasedWithTheSplitView() async {
      weak var weakSplit: UISplitViewController?
      weak var weakDetail: UIViewController?
      do {
        let split = UISplitViewController(style: .doubleColumn)
        let detail = UIViewController()
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = await makeWindow(root: split, width: 1024)
        window.headless.horizontalSizeClass = .compact
        await transitionsEnded(in: window)
        window.rootViewController = nil
        await transitionsEnded(in: window)
        weakSplit = split
        weakDetail = detail
      }
      #expect(weakSplit == nil)
      #expect(weakDetail == nil)
    }
  }
#endif
