#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct TraitEnvironmentTests {
    // Source: UIKit's UIView.h, UIViewController.h, UIScreen.h and UIPresentationController.h:
    // each adopts UITraitEnvironment (Apple's documentation of UITraitEnvironment lists them).
    @Test func viewsControllersScreensAndPresentationsAreTraitEnvironments() {
      let controller = UIViewController()
      let environments: [any UITraitEnvironment] = [
        UIView(), UIWindow(), controller, UIScreen.main,
        UIPresentationController(presentedViewController: controller, presenting: nil),
      ]
      for environment in environments {
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
        environment.traitCollectionDidChange(nil)
      }
      #expect(UIScreen.main.traitCollection.displayScale == UIScreen.main.scale)
    }

    // Source: Apple's documentation of UITraitCollection.init(traitsFrom:) ("the
    // highest-indexed element that contains a given trait is used for that trait") and of
    // init(verticalSizeClass:) and init(displayScale:).
    @Test func traitsFromTakesEachTraitFromTheLastCollectionThatHasIt() {
      let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular),
        UITraitCollection(verticalSizeClass: .compact),
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(displayScale: 2),
      ])
      #expect(merged.horizontalSizeClass == .compact)
      #expect(merged.verticalSizeClass == .compact)
      #expect(merged.displayScale == 2)
      // No collection specifies the style: it stays unspecified.
      #expect(merged.userInterfaceStyle == .unspecified)
      let dark = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .dark),
        UITraitCollection(verticalSizeClass: .compact),
      ])
      #expect(dark.userInterfaceStyle == .dark && dark.verticalSizeClass == .compact)
    }

    // Source: Apple's documentation of setOverrideTraitCollection(_:forChild:) (the child's
    // traits are the parent's with the override's specified traits; nil removes it) and
    // overrideTraitCollection(forChild:); UIKit calls traitCollectionDidChange(_:) on the
    // controllers whose traits changed. Overriding a controller that is not a child is reported
    // (Apple documents it for children only: the stricter reading).
    @Test func aParentOverridesItsChildsTraits() {
      final class Child: UIViewController {
        var previous: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
          self.previous.append(previous)
        }
      }
      let parent = UIViewController()
      let child = Child()
      parent.addChild(child)
      child.didMove(toParent: parent)
      let window = UIWindow()
      window.rootViewController = parent
      window.makeKeyAndVisible()
      #expect(child.traitCollection.horizontalSizeClass == .compact)
      let override = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular),
        UITraitCollection(verticalSizeClass: .compact),
      ])
      parent.setOverrideTraitCollection(override, forChild: child)
      #expect(parent.overrideTraitCollection(forChild: child) === override)
      #expect(child.traitCollection.horizontalSizeClass == .regular)
      #expect(child.traitCollection.verticalSizeClass == .compact)
      #expect(child.view.traitCollection.horizontalSizeClass == .regular)
      #expect(parent.traitCollection.horizontalSizeClass == .compact)
      #expect(child.previous.count == 1)
      #expect(child.previous.first??.horizontalSizeClass == .compact)
      parent.setOverrideTraitCollection(nil, forChild: child)
      #expect(child.traitCollection.horizontalSizeClass == .compact)
      #expect(child.previous.count == 2)

      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) {
        child.setOverrideTraitCollection(override, forChild: parent)
      }
      #expect(reports.count == 1)
      #expect(child.overrideTraitCollection(forChild: parent) == nil)
    }

    // Source: Apple's documentation of UITraitCollection.current (thread-local) and
    // performAsCurrent(_:) (sets current, performs the actions, then restores it).
    @Test func currentIsThreadLocalAndPerformAsCurrentRestoresIt() async {
      let before = UITraitCollection.current
      #expect(before == UIScreen.main.traitCollection)
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      var inside: UIUserInterfaceStyle?
      dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
      #expect(inside == .dark)
      #expect(UITraitCollection.current == before)

      // The screen's traits in dark: other tests run on this thread during the await below,
      // and see only the style changed.
      UITraitCollection.current = UITraitCollection(traitsFrom: [before, dark])
      defer { UITraitCollection.current = before }
      let elsewhere = await Task.detached { UITraitCollection.current.userInterfaceStyle }.value
      #expect(elsewhere == .light)
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }

    // Source: Apple's "Supporting Dark Mode in your interface": UIKit updates the current trait
    // collection before calling traitCollectionDidChange(_:).
    @Test func traitsAreCurrentWhileAControllerHearsOfAChange() {
      final class Watcher: UIViewController {
        var seen: UITraitCollection?
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
          seen = UITraitCollection.current
        }
      }
      let watcher = Watcher()
      let window = UIWindow()
      window.rootViewController = watcher
      window.makeKeyAndVisible()
      window.headless.horizontalSizeClass = .regular
      #expect(watcher.seen?.horizontalSizeClass == .regular)
      #expect(UITraitCollection.current.horizontalSizeClass == .compact)
    }
  }
#endif
