#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  // Appearance proxies are global, as in UIKit: each test styles classes or containers of its own
  // so that no other test's views are styled.
  private final class ProbeButton: UIButton {
    var tintSeenOnEnteringWindow: UIColor?
    override func didMoveToWindow() {
      super.didMoveToWindow()
      tintSeenOnEnteringWindow = tintColor
    }
  }
  private final class DirectlyStyledLabel: UILabel {}
  private final class ContainedLabel: UILabel {}
  private final class OuterContainer: UIView {}
  private final class InnerContainer: UIView {}
  private final class CellContainer: UIView {}
  private final class TraitLabel: UILabel {}
  private final class StyledNavigationController: UINavigationController {}
  private final class StyledTabBarController: UITabBarController {}

  @MainActor @Suite struct AppearanceTests {
    // Source: Apple's documentation of UIAppearance ("iOS applies appearance changes when a view
    // enters a window") and of UIView.didMoveToWindow.
    @Test func aProxysValueStylesAViewWhenItEntersAWindowBeforeDidMoveToWindow() {
      ProbeButton.appearance().tintColor = .red
      let button = ProbeButton()
      #expect(button.tintColor == .systemBlue, "not styled before it enters a window")
      let window = UIWindow()
      window.addSubview(button)
      #expect(button.tintSeenOnEnteringWindow == .red)
      #expect(button.tintColor == .red)
    }

    // Source: Apple's documentation of UIAppearance: the proxy is an instance of the class
    // (`appearance()` returns `Self`), the same one for the same arguments.
    @Test func theProxyIsTheSameInstanceOfTheClassAndReadsBack() {
      let proxy: UIButton = UIButton.appearance(whenContainedInInstancesOf: [CellContainer.self])
      #expect(proxy === UIButton.appearance(whenContainedInInstancesOf: [CellContainer.self]))
      #expect(proxy !== UIButton.appearance(whenContainedInInstancesOf: [OuterContainer.self]))
      proxy.setTitleColor(.green, for: .highlighted)
      #expect(proxy.titleColor(for: .highlighted) == .green)
      #expect(proxy.window == nil)
    }

    // Source: Apple's documentation of UIAppearance ("a value set directly on the instance
    // takes precedence over the appearance proxy"), whether set before or after the proxy.
    @Test func aValueSetDirectlyWinsOverTheProxy() {
      let before = DirectlyStyledLabel()
      before.textColor = .blue
      DirectlyStyledLabel.appearance().textColor = .red
      DirectlyStyledLabel.appearance().font = .systemFont(ofSize: 30)
      let after = DirectlyStyledLabel()
      after.font = .systemFont(ofSize: 12)
      let untouched = DirectlyStyledLabel()
      let window = UIWindow()
      for label in [before, after, untouched] { window.addSubview(label) }
      #expect(before.textColor == .blue)
      #expect(before.font.pointSize == 30)
      #expect(after.textColor == .red)
      #expect(after.font.pointSize == 12)
      #expect(untouched.textColor == .red)
      // Leaving and entering a window again keeps the direct value and reapplies the proxy's.
      DirectlyStyledLabel.appearance().textColor = .green
      before.removeFromSuperview()
      window.addSubview(before)
      #expect(before.textColor == .blue)
      untouched.removeFromSuperview()
      window.addSubview(untouched)
      #expect(untouched.textColor == .green)
    }

    // Source: Apple's documentation of appearance(whenContainedInInstancesOf:) and UIKit's
    // UIAppearance.h ("the outermost appearance proxy wins. Specificity (depth of the chain) is
    // the tie-breaker").
    @Test func containmentProxiesAreMoreSpecificAndTheOutermostWins() {
      ContainedLabel.appearance().textColor = .gray
      ContainedLabel.appearance(whenContainedInInstancesOf: [InnerContainer.self]).textColor = .red
      ContainedLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self]).textColor =
        .blue
      ContainedLabel.appearance(whenContainedInInstancesOf: [OuterContainer.self, UIView.self])
        .textColor = .green
      let window = UIWindow()
      let outer = OuterContainer()
      let inner = InnerContainer()
      let labelInBoth = ContainedLabel()
      let labelInInner = ContainedLabel()
      let labelAlone = ContainedLabel()
      inner.addSubview(labelInBoth)
      outer.addSubview(inner)
      window.addSubview(outer)
      let otherInner = InnerContainer()
      otherInner.addSubview(labelInInner)
      window.addSubview(otherInner)
      window.addSubview(labelAlone)
      #expect(labelInBoth.textColor == .green, "outermost, then the deeper chain")
      #expect(labelInInner.textColor == .red)
      #expect(labelAlone.textColor == .gray)
    }

    // Source: Apple's documentation of UIAppearance's appearance(for:), and of
    // UITraitCollection.containsTraits(in:).
    @Test func aTraitProxyStylesOnlyViewsWithThoseTraits() {
      TraitLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
      let window = UIWindow()
      let dark = UIView()
      dark.overrideUserInterfaceStyle = .dark
      let darkLabel = TraitLabel()
      let lightLabel = TraitLabel()
      dark.addSubview(darkLabel)
      window.addSubview(dark)
      window.addSubview(lightLabel)
      #expect(darkLabel.textColor == .white)
      #expect(lightLabel.textColor == .label)
    }

    // Source: Apple's documentation of UINavigationBar.standardAppearance (copied), of
    // UIBarItem.setTitleTextAttributes(_:for:) and of UITabBar.standardAppearance.
    @Test func barsAndBarItemsAreStyledWhenTheirControllerIsShown() async {
      let barAppearance = UINavigationBarAppearance()
      barAppearance.configureWithOpaqueBackground()
      barAppearance.backgroundColor = .red
      barAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
      let inStyled = [StyledNavigationController.self]
      UINavigationBar.appearance(whenContainedInInstancesOf: inStyled).standardAppearance =
        barAppearance
      UINavigationBar.appearance(whenContainedInInstancesOf: inStyled).barTintColor = .black
      UIBarButtonItem.appearance(whenContainedInInstancesOf: inStyled).tintColor = .yellow
      UIBarButtonItem.appearance(whenContainedInInstancesOf: inStyled).setTitleTextAttributes(
        [.foregroundColor: UIColor.orange], for: .normal)
      let tabAppearance = UITabBarAppearance()
      tabAppearance.stackedLayoutAppearance.selected.iconColor = .purple
      UITabBar.appearance(whenContainedInInstancesOf: [StyledTabBarController.self])
        .standardAppearance = tabAppearance

      let content = UIViewController()
      let item = UIBarButtonItem(title: "Save")
      content.navigationItem.rightBarButtonItem = item
      let navigation = StyledNavigationController(rootViewController: content)
      let tabs = StyledTabBarController()
      tabs.viewControllers = [navigation]
      let plain = UINavigationController(rootViewController: UIViewController())
      _ = await makeWindow(root: tabs)
      _ = await makeWindow(root: plain)

      let bar = navigation.navigationBar
      #expect(bar.standardAppearance.backgroundColor == .red)
      #expect(bar.standardAppearance !== barAppearance, "a copy, as UIKit's property is")
      #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
      #expect(bar.barTintColor == .black)
      #expect(item.tintColor == .yellow)
      #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
      #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .purple)
      #expect(plain.navigationBar.barTintColor == nil, "not inside the styled class")
      #expect(plain.navigationBar.standardAppearance.backgroundColor == nil)
    }
  }
#endif
