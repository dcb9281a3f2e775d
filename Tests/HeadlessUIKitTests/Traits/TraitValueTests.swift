#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// The values a trait collection holds, and who hears when they change.
  @MainActor @Suite struct TraitValueTests {
    private func expectUnspecified(
      _ traits: UITraitCollection, but kept: [PartialKeyPath<UITraitCollection>],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let checks: [(PartialKeyPath<UITraitCollection>, Bool)] = [
        (\.userInterfaceStyle, traits.userInterfaceStyle == .unspecified),
        (\.horizontalSizeClass, traits.horizontalSizeClass == .unspecified),
        (\.verticalSizeClass, traits.verticalSizeClass == .unspecified),
        (\.displayScale, traits.displayScale == 0),
        (\.userInterfaceIdiom, traits.userInterfaceIdiom == .unspecified),
        (\.preferredContentSizeCategory, traits.preferredContentSizeCategory == .unspecified),
      ]
      for (path, unspecified) in checks where !kept.contains(path) {
        #expect(unspecified, "\(path) is specified", sourceLocation: sourceLocation)
      }
    }

    // Source: UITraitCollection.init() ("A trait collection whose traits are set to
    // 'unspecified'") and each single-trait initializer's page, e.g. init(userInterfaceStyle:)
    // ("A new trait collection containing only the interface style trait"): the others keep
    // their unspecified values (a display scale of 0.0, the displayScale page's unspecified).
    @Test func aSingleTraitCollectionLeavesTheOthersUnspecified() {
      expectUnspecified(UITraitCollection(), but: [])
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      #expect(dark.userInterfaceStyle == .dark)
      expectUnspecified(dark, but: [\.userInterfaceStyle])
      expectUnspecified(
        UITraitCollection(horizontalSizeClass: .regular), but: [\.horizontalSizeClass])
      expectUnspecified(UITraitCollection(verticalSizeClass: .compact), but: [\.verticalSizeClass])
      expectUnspecified(UITraitCollection(displayScale: 2), but: [\.displayScale])
      expectUnspecified(UITraitCollection(userInterfaceIdiom: .pad), but: [\.userInterfaceIdiom])
      expectUnspecified(
        UITraitCollection(preferredContentSizeCategory: .extraLarge),
        but: [\.preferredContentSizeCategory])
      let merged = UITraitCollection(traitsFrom: [
        dark, UITraitCollection(displayScale: 2),
      ])
      expectUnspecified(merged, but: [\.userInterfaceStyle, \.displayScale])
      // A view's and a controller's traits are the device's, every one specified.
      let view = UIView().traitCollection
      #expect(view.preferredContentSizeCategory == .large && view.displayScale == 3)
      #expect(view.userInterfaceIdiom == .phone && view.verticalSizeClass == .regular)
      #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
    }

    // Source: the SDK's UIFontMetrics.h: `@interface UIFontMetrics : NSObject`, sendable
    // (NS_SWIFT_SENDABLE), `init` unavailable, `defaultMetrics` a class property.
    @Test func fontMetricsIsASendableObject() {
      let metrics: any Sendable = UIFontMetrics(forTextStyle: .title1)
      #expect(metrics is NSObject)
      #expect(UIFontMetrics.default === UIFontMetrics.default)
      #expect(UIFontMetrics.default.headless.textStyle == .body)
      #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10) == 10)
    }

    /// A presentation controller that records the traits it is told it had.
    final class RecordingPresentation: UIPresentationController {
      var previous: [UITraitCollection?] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection)
      }
    }

    // Source: the SDK's UIPresentationController.h (`UIPresentationController : NSObject
    // <…, UITraitEnvironment, …>`) and UITraitEnvironment's traitCollectionDidChange(_:) page
    // ("Called when the iOS interface environment changes"): a presentation whose traits
    // change hears it, with the traits before.
    @Test func aPresentationControllerHearsItsTraitsChange() async {
      useShortTransitions()
      let presenter = UIViewController()
      let window = await makeWindow(root: presenter)
      let sheet = UIViewController()
      let presentation = RecordingPresentation(
        presentedViewController: sheet, presenting: presenter)
      sheet.storedPresentationController = presentation
      presenter.present(sheet, animated: false)
      #expect(await transitionsEnded(in: window))
      #expect(presentation.traitCollection.userInterfaceStyle == .light)
      window.overrideUserInterfaceStyle = .dark
      #expect(presentation.traitCollection.userInterfaceStyle == .dark)
      #expect(presentation.previous.map { $0?.userInterfaceStyle } == [.light])
      window.overrideUserInterfaceStyle = .dark
      #expect(presentation.previous.count == 1)
      window.overrideUserInterfaceStyle = .unspecified
    }

    // Headless rule (the layout engine asks a button's size on every pass that describes it):
    // a button with a configuration measures again only when its configuration, title or the
    // content size category changed, and then gives the new size.
    @Test func aConfiguredButtonMeasuresOnlyWhenItsContentChanges() {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Save"
      let button = UIButton(configuration: configuration)
      let size = button.intrinsicContentSize
      #expect(button.cachedContentLayout?.layout.size == size)
      button.setTitle("Save changes", for: .normal)
      #expect(button.cachedContentLayout == nil)
      let longer = button.intrinsicContentSize
      #expect(longer.width > size.width)
      configuration.title = "OK"
      button.configuration = configuration
      #expect(button.cachedContentLayout == nil)
      button.setTitle(nil, for: .normal)
      let small = button.intrinsicContentSize
      #expect(small.width < size.width)
      // The app's category changed, which tells no button (set without the trait change that
      // `UIApplication.shared.headless` delivers to every window, other tests' included;
      // restored before anything is awaited).
      ContentSizeCategorySetting.app = .accessibilityExtraLarge
      let large = button.intrinsicContentSize
      ContentSizeCategorySetting.app = .large
      #expect(large.height > small.height)
      #expect(button.intrinsicContentSize == small)
    }
  }
#endif
