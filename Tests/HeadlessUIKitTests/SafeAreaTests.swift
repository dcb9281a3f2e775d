#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A controller whose root view records safe-area and margin callbacks, in order.
  @MainActor
  final class InsetsLoggingController: UIViewController {
    var events: [String] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      events.append("viewWillAppear")
    }
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      events.append("viewSafeAreaInsetsDidChange")
    }
    override func viewLayoutMarginsDidChange() {
      super.viewLayoutMarginsDidChange()
      events.append("viewLayoutMarginsDidChange")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("viewDidAppear")
    }
  }

  /// A view that counts its safe-area and margin callbacks.
  @MainActor
  final class InsetsCountingView: UIView {
    var safeAreaChanges = 0
    var marginChanges = 0
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  /// The safe area of an iPhone 14 in portrait and of the bars UIKit's containers add to it.
  @MainActor @Suite struct SafeAreaTests {
    private func insets(
      _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    // The iPhone 14 (390 × 844 points at scale 3, safe area 47 at the top and 34 at the
    // bottom in portrait), and developer.apple.com/documentation/uikit/uiview/safeareainsets:
    // "If the view is not currently installed in a view hierarchy, or is not yet visible
    // onscreen, the edge insets in this property are 0."
    @Test func theWindowIsAnIPhone14WithItsSafeArea() async {
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(UIScreen.main.scale == 3)
      let controller = UIViewController()
      #expect(controller.view.safeAreaInsets == .zero)
      let window = UIWindow()
      #expect(window.frame == UIScreen.main.bounds)
      window.rootViewController = controller
      #expect(window.safeAreaInsets == .zero)
      #expect(controller.view.safeAreaInsets == .zero)
      window.makeKeyAndVisible()
      await transitionsEnded(in: window)
      #expect(window.safeAreaInsets == insets(47, 0, 34, 0))
      #expect(controller.view.safeAreaInsets == insets(47, 0, 34, 0))
      #expect(UIView().safeAreaInsets == .zero)
      window.isHidden = true
      #expect(controller.view.safeAreaInsets == .zero)
    }

    // developer.apple.com/documentation/uikit/uiview/safeareainsets: "For other views in the view
    // hierarchy, the insets reflect only the portion of the view that is covered. For example,
    // if a view is entirely within the safe area of its superview, the edge insets in this
    // property are 0." And martiancraft.com/blog/2019/02/notes-from-the-margins: a subview moved
    // past its superview's edge keeps an inset "capped at the size of the superview's safe area
    // inset". A view inside the unsafe area never gets insets larger than itself (the stricter
    // choice where sources are silent: its safe area is never inverted).
    @Test func aSubviewIsInsetByThePartOfItTheSafeAreaDoesNotCover() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let root = controller.view!
      let inside = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      let footer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
      let beyond = UIView(frame: CGRect(x: 0, y: -30, width: 390, height: 100))
      let sliver = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
      for view in [inside, header, footer, beyond, sliver] { root.addSubview(view) }
      #expect(inside.safeAreaInsets == .zero)
      #expect(header.safeAreaInsets == insets(47, 0, 0, 0))
      #expect(footer.safeAreaInsets == insets(0, 0, 34, 0))
      #expect(beyond.safeAreaInsets == insets(47, 0, 0, 0))
      #expect(sliver.safeAreaInsets == insets(20, 0, 0, 0))
      let nested = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
      header.addSubview(nested)
      #expect(nested.safeAreaInsets == insets(37, 0, 0, 0))
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets: "Use
    // this property to adjust the safe area insets of this view controller's views by the
    // specified amount"; viewsafeareainsetsdidchange(): "UIKit updates the safe area in response
    // to size changes to system bars or when you modify the additional safe area insets".
    @Test func additionalInsetsGrowTheRootViewsSafeArea() async {
      let controller = InsetsLoggingController()
      let window = await makeWindow(root: controller)
      controller.events = []
      controller.additionalSafeAreaInsets = insets(10, 5, 20, 0)
      #expect(controller.view.safeAreaInsets == insets(57, 5, 54, 0))
      #expect(controller.events.first == "viewSafeAreaInsetsDidChange")
      controller.events = []
      controller.additionalSafeAreaInsets = insets(10, 5, 20, 0)
      #expect(controller.events.isEmpty)
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange():
    // "UIKit also calls this method immediately before your view appears onscreen"; the root
    // view's margins change with it (they count from the safe area), and both come after
    // viewWillAppear and before viewDidAppear.
    @Test func theSafeAreaIsAnnouncedAsTheViewAppears() async {
      let controller = InsetsLoggingController()
      let window = await makeWindow(root: controller)
      #expect(
        controller.events == [
          "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
          "viewDidAppear",
        ])
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiview/safeareainsets: "The safe area of a view
    // reflects the area not covered by navigation bars, tab bars, toolbars"; the bars' heights
    // on an iPhone in portrait: a navigation bar 44 points under the status area (96 with a
    // large title), a toolbar 44, a tab bar 49 above the home indicator's 34.
    @Test func navigationBarsAndToolbarsCoverTheTopController() async {
      let content = InsetsLoggingController()
      let navigation = UINavigationController(rootViewController: content)
      let window = await makeWindow(root: navigation)
      #expect(navigation.view.safeAreaInsets == insets(47, 0, 34, 0))
      #expect(content.view.safeAreaInsets == insets(91, 0, 34, 0))
      content.events = []
      navigation.setToolbarHidden(false, animated: false)
      #expect(content.view.safeAreaInsets == insets(91, 0, 78, 0))
      #expect(content.events.first == "viewSafeAreaInsetsDidChange")
      navigation.isNavigationBarHidden = true
      #expect(content.view.safeAreaInsets == insets(47, 0, 78, 0))
      navigation.isNavigationBarHidden = false
      navigation.navigationBar.prefersLargeTitles = true
      #expect(content.view.safeAreaInsets.top == 143)
      content.navigationItem.largeTitleDisplayMode = .never
      #expect(content.view.safeAreaInsets.top == 91)
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed: the tab
    // bar hides while a controller pushed with it set is in the stack; a visible tab bar covers
    // 49 points above the home indicator.
    @Test func aTabBarCoversTheBottomOfTheSelectedTab() async {
      let first = UIViewController()
      let pushed = UIViewController()
      pushed.hidesBottomBarWhenPushed = true
      let navigation = UINavigationController(rootViewController: first)
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation, UIViewController()]
      let window = await makeWindow(root: tabs)
      #expect(tabs.view.safeAreaInsets == insets(47, 0, 34, 0))
      #expect(navigation.view.safeAreaInsets == insets(47, 0, 83, 0))
      #expect(first.view.safeAreaInsets == insets(91, 0, 83, 0))
      navigation.pushViewController(pushed, animated: false)
      await transitionsEnded(in: window)
      #expect(pushed.view.safeAreaInsets == insets(91, 0, 34, 0))
      tabs.tabBar.isHidden = true
      #expect(tabs.viewControllers?[0].view.safeAreaInsets.bottom == 34)
    }

    // developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange(): "Called when the
    // safe area of the view changes." The layout pass calls updateSafeAreaAfterLayout() after
    // it moved views; a view told once is not told again while its insets stay the same.
    @Test func aMovedViewHearsOfItsNewSafeArea() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let view = InsetsCountingView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
      controller.view.addSubview(view)
      controller.view.updateSafeAreaAfterLayout()
      #expect(view.safeAreaChanges == 0)
      view.frame.origin.y = 0
      controller.view.updateSafeAreaAfterLayout()
      #expect(view.safeAreaChanges == 1 && view.marginChanges == 1)
      #expect(view.layoutMargins == insets(55, 8, 8, 8))
      controller.view.updateSafeAreaAfterLayout()
      #expect(view.safeAreaChanges == 1 && view.marginChanges == 1)
      withExtendedLifetime(window) {}
    }

    // The SDK's UIViewController.h: the top and bottom layout guides (UILayoutSupport) measure
    // the bars above and below the view; their lengths are the root view's safe area insets
    // since iOS 11, and UIKit places them with constraints the root view holds (its
    // _UILayoutSupportConstraint: the guide's edge on the view's, its height the length).
    @available(*, deprecated, message: "tests API deprecated in iOS 11")
    @Test func legacyLayoutGuidesAreConstrainedToTheSafeArea() async throws {
      let content = UIViewController()
      let navigation = UINavigationController(rootViewController: content)
      let window = await makeWindow(root: navigation)
      let top = content.topLayoutGuide
      let bottom = content.bottomLayoutGuide
      #expect(top.length == 91 && bottom.length == 34)
      let own = content.view.constraints.filter { $0.identifier == "_UILayoutSupportConstraint" }
      #expect(own.count == 4)
      let topHeight = try #require(
        own.first { $0.firstItem === top && $0.firstAttribute == .height })
      #expect(topHeight.constant == 91 && topHeight.secondItem == nil)
      #expect(
        own.contains {
          $0.firstItem === top && $0.firstAttribute == .top && $0.secondItem === content.view
            && $0.secondAttribute == .top && $0.constant == 0
        })
      #expect(
        own.contains {
          $0.firstItem === bottom && $0.firstAttribute == .bottom
            && $0.secondItem === content.view && $0.secondAttribute == .bottom
        })
      content.additionalSafeAreaInsets.top = 9
      #expect(topHeight.constant == 100)
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide (the SDK's UIView.h):
    // "When the keyboard is offscreen or undocked, keyboardLayoutGuide.topAnchor matches the
    // view's safeAreaLayoutGuide.bottomAnchor"; on screen it follows the keyboard (336 points
    // at the bottom of the headless iPhone's screen).
    @Test func theKeyboardGuideFollowsTheKeyboard() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let field = UITextField()
      controller.view.addSubview(field)
      #expect(controller.view.keyboardLayoutGuideHeight == 34)
      #expect(field.becomeFirstResponder())
      #expect(controller.view.keyboardLayoutGuideHeight == 336)
      withExtendedLifetime(window) {}
    }

    // Apple, keyboardLayoutGuide ("A layout guide that tracks the keyboard's position in your
    // app's layout"): a bar pinned to its top sits on the safe area's bottom while the keyboard
    // is hidden, moves up with it in the next layout pass when it shows, and back when it hides.
    @Test func aViewPinnedToTheKeyboardGuideMovesWithTheKeyboard() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let field = UITextField()
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(field)
      controller.view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
      ])
      // 844 points high, 34 of bottom safe area; the keyboard 336 points high.
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 810)
      #expect(field.becomeFirstResponder())
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 508)
      #expect(controller.view.keyboardLayoutGuide.layoutFrame.minY == 508)
      #expect(field.resignFirstResponder())
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 810)
    }

    // Apple, UITrackingLayoutGuide: constraints set for an edge are active while the guide is
    // near it (setConstraints(_:activeWhenNearEdge:)) or away from it
    // (setConstraints(_:activeWhenAwayFrom:)); an iPhone's docked keyboard is at the bottom,
    // as wide as the view: near the bottom, leading and trailing edges, away from the top.
    @Test func theKeyboardGuideTracksTheDockedKeyboardsEdges() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let box = UIView()
      view.addSubview(box)
      let guide = view.keyboardLayoutGuide
      let nearBottom = box.heightAnchor.constraint(equalToConstant: 1)
      let awayFromTop = box.widthAnchor.constraint(equalToConstant: 1)
      let awayFromBottom = box.widthAnchor.constraint(equalToConstant: 2)
      guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
      guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
      guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
      #expect(nearBottom.isActive)
      #expect(awayFromTop.isActive)
      #expect(!awayFromBottom.isActive)
      #expect(guide.constraintsActiveWhenNear(edge: .bottom) == [nearBottom])
      #expect(guide.constraintsActiveWhenAway(from: .top) == [awayFromTop])
      guide.removeAllTrackedConstraints()
      #expect(!nearBottom.isActive)
      #expect(!awayFromTop.isActive)
      #expect(guide.constraintsActiveWhenNear(edge: .bottom).isEmpty)
    }

    // Apple, UIKeyboardLayoutGuide.usesBottomSafeArea (iOS 17): true by default, tying the
    // guide to the safe area's bottom; false ties it to the view's bottom.
    @available(iOS 17.0, *)
    @Test func theKeyboardGuideCanIgnoreTheBottomSafeArea() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let guide: UIKeyboardLayoutGuide = controller.view.keyboardLayoutGuide
      #expect(guide.usesBottomSafeArea)
      #expect(!guide.followsUndockedKeyboard)
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 10),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
      ])
      guide.usesBottomSafeArea = false
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 844)
      #expect(guide.layoutFrame.height == 0)
    }
  }
#endif
