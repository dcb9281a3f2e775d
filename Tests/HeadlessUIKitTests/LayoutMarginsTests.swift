#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Layout margins as UIKit computes them: the view's own, the safe area, a controller's system
  /// minimum margins, the superview's preserved margins; the readable content guide.
  @MainActor @Suite struct LayoutMarginsTests {
    private func insets(
      _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    // developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea: "any
    // margins that are outside the safe area are automatically modified to fall within the safe
    // area boundary", and the SDK's UIView.h: the layoutMarginsGuide's edges are "the edges of
    // the view inset by the layoutMargins", so the getter returns the margins counted from the
    // safe area's edges (8 points past it for a plain view). Turned off, the margins stay.
    @Test func marginsCountFromTheSafeArea() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let content = UIView(frame: controller.view.bounds)
      controller.view.addSubview(content)
      #expect(UIView().layoutMargins == insets(8, 8, 8, 8))
      #expect(content.layoutMargins == insets(55, 8, 42, 8))
      #expect(
        content.directionalLayoutMargins
          == NSDirectionalEdgeInsets(top: 55, leading: 8, bottom: 42, trailing: 8))
      content.insetsLayoutMarginsFromSafeArea = false
      #expect(content.layoutMargins == insets(8, 8, 8, 8))
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins and
    // viewrespectssystemminimumlayoutmargins: the root view's margins are "no smaller than" the
    // system minimum (16 points at the sides of a compact iPhone, 20 from 414 points and on an
    // iPad; the SDK header: "determined by the view controller from context and hardware"),
    // "either your custom values or the minimum values ..., whichever values are greater";
    // turned off, the view "obtains its margins solely from its directionalLayoutMargins".
    // layoutmargins: "For the root view of a view controller, the default value of this property
    // reflects the system minimum margins and safe area insets."
    @Test func theRootViewHasTheSystemMinimumMarginsInsideTheSafeArea() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      let root = controller.view!
      #expect(
        controller.systemMinimumLayoutMargins
          == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
      #expect(controller.viewRespectsSystemMinimumLayoutMargins)
      #expect(root.layoutMargins == insets(47, 16, 34, 16))
      root.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 4, leading: 30, bottom: 4, trailing: 4)
      #expect(root.layoutMargins == insets(51, 30, 38, 16))
      controller.viewRespectsSystemMinimumLayoutMargins = false
      #expect(root.layoutMargins == insets(51, 30, 38, 4))
      root.semanticContentAttribute = .forceRightToLeft
      #expect(root.layoutMargins == insets(51, 4, 38, 30))
      #expect(root.directionalLayoutMargins.leading == 30)
      window.frame.size.width = 414
      #expect(controller.systemMinimumLayoutMargins.leading == 20)
    }

    // developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:) and
    // systemminimumlayoutmargins: on an iPad the minimum side margins are 20 points.
    @Test func anIPadIdiomWidensTheMinimumMargins() async {
      let child = UIViewController()
      let parent = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      parent.setOverrideTraitCollection(
        UITraitCollection(userInterfaceIdiom: .pad), forChild: child)
      #expect(child.traitCollection.userInterfaceIdiom == .pad)
      #expect(child.systemMinimumLayoutMargins.leading == 20)
      #expect(parent.systemMinimumLayoutMargins.leading == 16)
    }

    // developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins: "UIKit
    // adjusts the content view's layout to respect the superview's margins. The amount of the
    // adjustment is the smallest amount needed"; the SDK's UIView.h: margins "cascade down the
    // view tree, adjusting for geometry offsets"; layoutMarginsDidChange() is called when they
    // change.
    @Test func preservedMarginsReachIntoSubviews() {
      let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let inner = InsetsCountingView(frame: CGRect(x: 10, y: 0, width: 280, height: 290))
      outer.addSubview(inner)
      outer.layoutMargins = insets(20, 40, 20, 15)
      #expect(inner.layoutMargins == insets(8, 8, 8, 8))
      #expect(inner.marginChanges == 0)
      inner.preservesSuperviewLayoutMargins = true
      #expect(inner.layoutMargins == insets(20, 30, 10, 8))
      #expect(inner.marginChanges == 1)
      outer.layoutMargins = insets(20, 50, 20, 15)
      #expect(inner.layoutMargins.left == 40)
      #expect(inner.marginChanges == 2)
      outer.layoutMargins = insets(20, 50, 20, 15)
      #expect(inner.marginChanges == 2)
    }

    // developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange(): called when the
    // margins change, as setting them does; not when they are set to what they were.
    @Test func settingMarginsTellsTheView() {
      let view = InsetsCountingView()
      view.layoutMargins = insets(8, 8, 8, 8)
      #expect(view.marginChanges == 0)
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 1, leading: 2, bottom: 3, trailing: 4)
      #expect(view.marginChanges == 1)
      #expect(view.layoutMargins == insets(1, 2, 3, 4))
    }

    // developer.apple.com/documentation/uikit/uiview/readablecontentguide (the SDK's UIView.h: "a
    // centered region") and useyourloaf.com/blog/readable-content-guides: at the default text
    // size the guide is 672 points wide, centered between the margins (inset 176 points in a
    // 1024-point view with 20-point margins); on an iPhone it is the margins guide.
    @Test func theReadableGuideIsAtMost672PointsCentered() async {
      let controller = UIViewController()
      let window = await makeWindow(root: controller)
      #expect(controller.view.readableContentInsets == insets(47, 16, 34, 16))
      let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
      wide.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 8, leading: 20, bottom: 8, trailing: 20)
      #expect(wide.readableContentInsets == insets(8, 176, 8, 176))
      withExtendedLifetime(window) {}
    }

    // The SDK's UITraitCollection.h (traitCollectionWithUserInterfaceIdiom:) and UIDatePicker.h:
    // "datePickerStyle ... always returns a concrete style (never automatic)";
    // developer.apple.com/documentation/uikit/uidatepickerstyle/compact and inline: "You can't
    // use this style with the countDownTimer mode" (it has wheels only).
    @Test func idiomTraitsAndTheDatePickersStyle() {
      let pad = UITraitCollection(userInterfaceIdiom: .pad)
      #expect(pad.userInterfaceIdiom == .pad)
      #expect(pad != UITraitCollection())
      let merged = UITraitCollection(traitsFrom: [
        pad, UITraitCollection(userInterfaceStyle: .dark),
      ])
      #expect(merged.userInterfaceIdiom == .pad && merged.userInterfaceStyle == .dark)
      let picker = UIDatePicker()
      #expect(picker.datePickerStyle == .compact)
      picker.preferredDatePickerStyle = .inline
      #expect(picker.datePickerStyle == .inline)
      picker.datePickerMode = .countDownTimer
      #expect(picker.datePickerStyle == .wheels)
    }
  }
#endif
