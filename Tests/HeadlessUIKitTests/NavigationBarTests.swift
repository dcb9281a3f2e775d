#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Records a navigation bar's delegate calls; refuses what it is told to.
  @MainActor private final class BarRecorder: NSObject, UINavigationBarDelegate, UISearchBarDelegate
  {
    var calls: [String] = []
    var refusesPush = false
    var refusesPop = false
    var position = UIBarPosition.any

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    {
      calls.append("shouldPush \(item.title ?? "")")
      return !refusesPush
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
      calls.append("didPush \(item.title ?? "")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      calls.append("shouldPop \(item.title ?? "")")
      return !refusesPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
      calls.append("didPop \(item.title ?? "")")
    }
    func position(for bar: UIBarPositioning) -> UIBarPosition {
      calls.append("position")
      return position
    }
  }

  /// A bar class of the tests' own, so that its appearance proxy styles no other test's bars.
  private final class ProbeNavigationBar: UINavigationBar {}

  @MainActor @Suite struct NavigationBarTests {
    // UINavigationBar.h (iOS 16.5 SDK): `pushNavigationItem:animated:`, `popNavigationItemAnimated:`
    // ("Returns the item that was popped"), `topItem`, `backItem`; UINavigationBarDelegate:
    // `shouldPushItem` "return NO not to", `didPushItem` "called at end of animation of push or
    // immediately if not animated", the pop methods "same as push methods".
    @Test func aBarOfYourOwnPushesAndPopsItemsAsItsDelegateAllows() {
      let bar = UINavigationBar()
      let delegate = BarRecorder()
      bar.delegate = delegate
      #expect(bar.items?.isEmpty == true)
      #expect(bar.topItem == nil)
      bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
      bar.pushItem(UINavigationItem(title: "Message"), animated: false)
      #expect(bar.topItem?.title == "Message")
      #expect(bar.backItem?.title == "Inbox")
      delegate.refusesPush = true
      bar.pushItem(UINavigationItem(title: "Refused"), animated: false)
      #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
      delegate.refusesPop = true
      #expect(bar.popItem(animated: false) == nil)
      delegate.refusesPop = false
      #expect(bar.popItem(animated: false)?.title == "Message")
      #expect(bar.backItem == nil)
      #expect(
        delegate.calls == [
          "shouldPush Inbox", "didPush Inbox", "shouldPush Message", "didPush Message",
          "shouldPush Refused", "shouldPop Message", "shouldPop Message", "didPop Message",
        ])
      // `setItems` replaces the stack without asking the delegate.
      delegate.calls = []
      bar.setItems([UINavigationItem(title: "A"), UINavigationItem(title: "B")], animated: true)
      #expect(bar.topItem?.title == "B")
      #expect(delegate.calls.isEmpty)
    }

    // UINavigationBarDelegate: `didPushItem` is "called at end of animation of push": an
    // animated push is not reported while the call that made it runs.
    @Test func anAnimatedPushIsReportedAfterTheCallReturns() async {
      let bar = UINavigationBar()
      let delegate = BarRecorder()
      bar.delegate = delegate
      bar.pushItem(UINavigationItem(title: "Inbox"), animated: true)
      #expect(delegate.calls == ["shouldPush Inbox"])
      #expect(bar.topItem?.title == "Inbox")
      #expect(await waitUntil { delegate.calls.count == 2 })
      #expect(delegate.calls.last == "didPush Inbox")
    }

    // A navigation controller's bar shows the items of its controllers, and UIKit raises on a
    // direct change ("Cannot call pushNavigationItem:animated: directly on a UINavigationBar
    // managed by a controller.", "Cannot manually set the delegate on a UINavigationBar managed
    // by a controller."): reported as a Misuse here, and nothing changes.
    @Test func aNavigationControllersBarShowsItsControllersItemsAndRefusesChanges() {
      let root = UIViewController()
      root.title = "Inbox"
      let detail = UIViewController()
      detail.title = "Message"
      let navigation = UINavigationController(rootViewController: root)
      navigation.pushViewController(detail, animated: false)
      let bar = navigation.navigationBar
      #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
      #expect(bar.topItem === detail.navigationItem)
      #expect(bar.backItem === root.navigationItem)
      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) {
        bar.pushItem(UINavigationItem(title: "Direct"), animated: false)
        #expect(bar.popItem(animated: false) == nil)
        bar.delegate = BarRecorder()
      }
      #expect(bar.items?.count == 2)
      #expect(bar.delegate == nil)
      #expect(reports.count == 3)
      #expect(reports.allSatisfy { $0.message.contains("managed by a controller") })
    }

    // UIBarPositioningDelegate.position(for:): "Delegates for the UINavigationBar and UISearchBar
    // classes return the value UIBarPosition.top by default"; asked "in its new window".
    @Test func navigationAndSearchBarsAreAtTheTopUnlessTheirDelegateSays() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let bar = UINavigationBar()
      let searchBar = UISearchBar()
      let delegate = BarRecorder()
      bar.delegate = delegate
      window.addSubview(bar)
      #expect(bar.barPosition == .top)
      delegate.position = .topAttached
      searchBar.delegate = delegate
      #expect(searchBar.barPosition == .top)
      window.addSubview(searchBar)
      #expect(searchBar.barPosition == .topAttached)
      #expect(delegate.calls == ["position", "position"])
      let bars: [UIBarPositioning] = [bar, searchBar, UIToolbar()]
      #expect(bars.map(\.barPosition) == [.top, .topAttached, .bottom])
    }

    // UINavigationBar.h: the background images, `shadowImage`, the back indicator images and the
    // title adjustment are UI_APPEARANCE_SELECTORs; `setBackgroundImage:forBarMetrics:` is the
    // image for any position.
    @Test func imagesAreKeptPerPositionAndMetricsAndFollowTheAppearanceProxy() {
      let image = UIImage()
      let bar = UINavigationBar()
      bar.setBackgroundImage(image, for: .topAttached, barMetrics: .default)
      #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === image)
      #expect(bar.backgroundImage(for: .default) == nil)
      bar.setBackgroundImage(image, for: .compact)
      #expect(bar.backgroundImage(for: .any, barMetrics: .compact) === image)
      bar.setTitleVerticalPositionAdjustment(-2, for: .default)
      #expect(bar.titleVerticalPositionAdjustment(for: .default) == -2)
      #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 0)

      let shadow = UIImage()
      ProbeNavigationBar.appearance().shadowImage = shadow
      ProbeNavigationBar.appearance().barStyle = .black
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let fresh = ProbeNavigationBar()
      window.addSubview(fresh)
      #expect(fresh.shadowImage === shadow)
      #expect(fresh.barStyle == .black)
    }

    // UIKit's delegate and data source protocols refine NSObjectProtocol (`@protocol
    // UITableViewDataSource<NSObject>` and the others in the SDK's headers): a conformer is an
    // NSObject, and the protocols' values are usable as NSObjectProtocol values.
    @Test func delegatesAreNSObjects() {
      let delegate: any UINavigationBarDelegate = BarRecorder()
      let asObject: any NSObjectProtocol = delegate
      #expect(asObject.isEqual(delegate))
      let item = UIBarButtonItem(title: "Edit")
      let items: Set<UIBarButtonItem> = [item, item, UIBarButtonItem(title: "Edit")]
      #expect(items.count == 2)
      #expect((item as AnyObject) is NSObject)
      #expect((UINavigationItem(title: "A") as AnyObject) is NSObject)
      #expect((UITapGestureRecognizer() as AnyObject) is NSObject)
      #expect((UIAction(title: "A") { _ in } as AnyObject) is NSObject)
    }
  }
#endif
