#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A trait change asks for layout: the views whose traits changed are laid out again, after
  /// their controllers heard of the change.
  @MainActor @Suite struct TraitChangeLayoutTests {
    /// A controller that logs its trait and layout callbacks.
    final class Recorder: UIViewController {
      var log: [String] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
      }
      override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    // Apple, "Automatic trait tracking": when a trait a view used in layout changes, UIKit
    // invalidates it with setNeedsLayout(); "traitCollectionDidChange(_:)": called when the
    // interface environment changes, so that the controller can adjust its layout (the
    // callback comes first, the layout pass after it).
    @Test func aSizeClassChangeLaysTheWindowsControllersOutAgain() async {
      useShortTransitions()
      let recorder = Recorder()
      let window = UIWindow()
      window.rootViewController = recorder
      window.makeKeyAndVisible()
      #expect(await transitionsEnded(in: window))
      window.layoutIfNeeded()
      #expect(!recorder.view.layoutPass.needsLayout)
      recorder.log = []

      window.headless.horizontalSizeClass = .regular
      #expect(recorder.log == ["traitCollectionDidChange"])
      #expect(recorder.view.layoutPass.needsLayout)
      // In a window the pass comes on the next main-queue turn, as on a device.
      #expect(await waitUntil { recorder.log.count == 3 })
      #expect(
        recorder.log == [
          "traitCollectionDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        ])
    }

    // Apple, "setOverrideTraitCollection(_:forChild:)" and "Automatic trait tracking": the
    // child's traits change, so its views are laid out again; its parent's own views, whose
    // traits did not change, are not.
    @Test func anOverriddenChildIsLaidOutAgainAndItsParentIsNot() {
      let parent = UIViewController()
      let sibling = UIView()
      let child = Recorder()
      let inner = UIView()
      parent.view.addSubview(sibling)
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.view.addSubview(inner)
      child.didMove(toParent: parent)
      parent.view.layoutIfNeeded()
      child.log = []

      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .regular), forChild: child)
      #expect(child.log == ["traitCollectionDidChange"])
      #expect(child.view.layoutPass.needsLayout && inner.layoutPass.needsLayout)
      #expect(!parent.view.layoutPass.needsLayout && !sibling.layoutPass.needsLayout)
      parent.view.layoutIfNeeded()
      #expect(
        child.log == [
          "traitCollectionDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        ])
    }

    // Apple, "Automatic trait tracking": a changed trait invalidates the layout of the views
    // that used it; a forced style is inherited by the views below, so they are laid out again.
    @Test func aForcedStyleLaysTheViewsBelowOutAgain() {
      let controller = UIViewController()
      let view = UIView()
      let inner = UIView()
      let outside = UIView()
      controller.view.addSubview(view)
      controller.view.addSubview(outside)
      view.addSubview(inner)
      controller.view.layoutIfNeeded()
      view.overrideUserInterfaceStyle = .dark
      #expect(view.layoutPass.needsLayout && inner.layoutPass.needsLayout)
      #expect(!outside.layoutPass.needsLayout && !controller.view.layoutPass.needsLayout)
      controller.view.layoutIfNeeded()
      controller.overrideUserInterfaceStyle = .dark
      #expect(controller.view.layoutPass.needsLayout && outside.layoutPass.needsLayout)
      controller.view.layoutIfNeeded()
      controller.overrideUserInterfaceStyle = .dark
      #expect(!controller.view.layoutPass.needsLayout)
    }

    // Apple, "traitCollectionDidChange(_:)": called when the environment changes; no change,
    // no callback and nothing to lay out again.
    @Test func settingTheSameTraitsAsksForNothing() {
      let parent = UIViewController()
      let child = Recorder()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      parent.view.layoutIfNeeded()
      child.log = []
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .compact), forChild: child)
      #expect(child.log.isEmpty)
      #expect(!child.view.layoutPass.needsLayout)
    }
  }
#endif
