#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import Testing

  @testable import HeadlessUIKit

  /// Records a tab bar's selections.
  @MainActor private final class TabBarRecorder: NSObject, UITabBarDelegate {
    var selected: [String] = []

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      selected.append(item.title ?? "")
    }
  }

  /// A bar class of the tests' own, so that its appearance proxy styles no other test's bars.
  private final class ProbeTabBar: UITabBar {}

  @MainActor @Suite struct TabBarTests {
    // UITabBar.h (iOS 16.5 SDK): `items` "default is nil", `selectedItem` "default is nil";
    // UITabBarDelegate: `didSelectItem` is "called when a new view is selected by the user (but
    // not programmatically)".
    @Test func aBarOfYourOwnTellsItsDelegateOfTheUsersSelectionsOnly() {
      let bar = UITabBar()
      let delegate = TabBarRecorder()
      bar.delegate = delegate
      #expect(bar.items == nil)
      #expect(bar.selectedItem == nil)
      let inbox = UITabBarItem(title: "Inbox", image: nil, tag: 0)
      let sent = UITabBarItem(title: "Sent", image: nil, tag: 1)
      bar.setItems([inbox, sent], animated: true)
      bar.selectedItem = inbox
      #expect(bar.selectedItem === inbox)
      #expect(delegate.selected.isEmpty)
      #expect(bar.headless.tap(sent))
      #expect(bar.selectedItem === sent)
      #expect(delegate.selected == ["Sent"])
      sent.isEnabled = false
      #expect(!bar.headless.tap(sent))
      #expect(!bar.headless.tap(UITabBarItem(title: "Elsewhere", image: nil, tag: 2)))
      #expect(delegate.selected == ["Sent"])
      // An item taken off the bar is no longer selected.
      bar.items = [inbox]
      #expect(bar.selectedItem == nil)
    }

    // A tab bar controller's bar shows its tabs' items; UIKit raises on a direct change ("Directly
    // modifying a tab bar managed by a tab bar controller is not allowed.", "Changing the
    // delegate of a tab bar managed by a tab bar controller is not allowed."): reported as a
    // Misuse here, and nothing changes. A tap on its item selects the tab.
    @Test func aTabBarControllersBarShowsItsTabsAndRefusesChanges() {
      let inbox = UIViewController()
      inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
      let sent = UIViewController()
      sent.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
      let tabs = UITabBarController()
      tabs.setViewControllers([inbox, sent], animated: false)
      let bar = tabs.tabBar
      #expect(bar.items?.map(\.title) == ["Inbox", "Sent"])
      #expect(bar.selectedItem === inbox.tabBarItem)
      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) {
        bar.items = []
        bar.selectedItem = sent.tabBarItem
        bar.delegate = TabBarRecorder()
      }
      #expect(bar.items?.count == 2)
      #expect(bar.selectedItem === inbox.tabBarItem)
      #expect(bar.delegate == nil)
      #expect(reports.count == 3)
      #expect(reports.allSatisfy { $0.message.contains("managed by a tab bar controller") })
      #expect(bar.headless.tap(sent.tabBarItem))
      #expect(tabs.selectedViewController === sent)
      #expect(bar.selectedItem === sent.tabBarItem)
      // Badges are set on the items the bar shows, as apps set them.
      bar.items?[0].badgeValue = "3"
      #expect(inbox.tabBarItem.badgeValue == "3")
    }

    // UITabBar.h: the images, `itemPositioning`, `itemWidth`, `itemSpacing` and `barStyle` are
    // UI_APPEARANCE_SELECTORs.
    @Test func theBarsLookFollowsTheAppearanceProxy() {
      let shadow = UIImage()
      ProbeTabBar.appearance().shadowImage = shadow
      ProbeTabBar.appearance().itemPositioning = .centered
      ProbeTabBar.appearance().itemWidth = 80
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let bar = ProbeTabBar()
      #expect(bar.itemPositioning == .automatic)
      window.addSubview(bar)
      #expect(bar.shadowImage === shadow)
      #expect(bar.itemPositioning == .centered)
      #expect(bar.itemWidth == 80)
      #expect(bar.itemSpacing == 0)
      #expect(bar.barStyle == .default)
      #expect(!bar.isCustomizing)
    }
  }
#endif
