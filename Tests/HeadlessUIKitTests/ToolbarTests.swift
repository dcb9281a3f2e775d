#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import Testing

  @testable import HeadlessUIKit

  /// A delegate that places its bar at the top.
  @MainActor private final class TopPlacing: NSObject, UIToolbarDelegate {
    var asked = 0
    func position(for bar: UIBarPositioning) -> UIBarPosition {
      asked += 1
      return .top
    }
  }

  @MainActor @Suite struct ToolbarTests {
    // UIToolbar.h (iOS 16.5 SDK): `barStyle` "default is UIBarStyleDefault", `items` "default is
    // nil", `translucent` "Default is YES", `barTintColor` "default is nil".
    @Test func aToolbarStartsWithUIKitsDefaults() {
      let toolbar = UIToolbar()
      #expect(toolbar.items == nil)
      #expect(toolbar.barStyle == .default)
      #expect(toolbar.isTranslucent)
      #expect(toolbar.barTintColor == nil)
      let edit = UIBarButtonItem(title: "Edit")
      toolbar.setItems([edit], animated: true)
      #expect(toolbar.items?.map(\.title) == ["Edit"])
    }

    // UIBarCommon.h: "UIToolbar defaults to UIBarPositionBottom. This message will be sent when
    // the bar moves to a window."
    @Test func theDelegateIsAskedForThePositionWhenTheBarMovesToAWindow() {
      let toolbar = UIToolbar()
      #expect(toolbar.barPosition == .bottom)
      let delegate = TopPlacing()
      toolbar.delegate = delegate
      #expect(delegate.asked == 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(toolbar)
      #expect(delegate.asked == 1)
      #expect(toolbar.barPosition == .top)
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar: the navigation
    // controller manages its toolbar's contents through the controllers on its stack
    // (`setToolbarItems(_:animated:)`); UIToolbar.h: "You may not set the delegate when the
    // toolbar is managed by a UINavigationController."
    @Test func aNavigationControllersToolbarShowsItsTopControllersItems() {
      let root = UIViewController()
      root.setToolbarItems([UIBarButtonItem(title: "Compose")], animated: false)
      let detail = UIViewController()
      detail.toolbarItems = [UIBarButtonItem(title: "Share"), UIBarButtonItem(title: "Delete")]
      let navigation = UINavigationController(rootViewController: root)
      #expect(navigation.isToolbarHidden)
      #expect(navigation.toolbar.items?.map(\.title) == ["Compose"])
      navigation.pushViewController(detail, animated: false)
      #expect(navigation.toolbar.items?.map(\.title) == ["Share", "Delete"])
      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) {
        navigation.toolbar.delegate = TopPlacing()
      }
      #expect(navigation.toolbar.delegate == nil)
      #expect(reports.first?.message.contains("managed by a UINavigationController") == true)
    }

    // A bar with a natural height and no natural width (UIView.intrinsicContentSize); the toolbar
    // of an iPhone in portrait is 44 points tall (the navigation controller adds as much to its
    // top controller's bottom safe area).
    @Test func aToolbarTakesTheWidthItIsGivenAndIs44PointsTall() {
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
      #expect(toolbar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
      toolbar.sizeToFit()
      #expect(toolbar.frame.size == CGSize(width: 390, height: 44))
      #expect(toolbar.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    // UIToolbar.h: the appearances are `copy` properties.
    @Test func appearancesAreCopiedWhenSet() {
      let toolbar = UIToolbar()
      let appearance = UIToolbarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
      toolbar.standardAppearance = appearance
      #expect(toolbar.standardAppearance !== appearance)
      #expect(toolbar.standardAppearance.backgroundColor == .systemBackground)
      #expect(
        toolbar.standardAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor]
          as? UIColor == .red)
      #expect(toolbar.compactScrollEdgeAppearance == nil)
      let image = UIImage()
      toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
      #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
      #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) == nil)
    }
  }
#endif
