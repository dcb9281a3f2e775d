#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// What the headless UIKit leaves unisolated, as the iOS SDK does; used here from nonisolated
  /// code and other threads (these tests compile without a warning only if it is so; the
  /// diagnostics themselves are compared with the SDK's by scripts/diagnostics-parity).
  @Suite struct IsolationTests {
    /// `UIAccessibility.isVoiceOverRunning` and `UIAccessibility.post(notification:argument:)`
    /// are the C functions `UIAccessibilityIsVoiceOverRunning` and
    /// `UIAccessibilityPostNotification` of the SDK's UIAccessibility.h, not isolated: callable
    /// from a nonisolated function.
    @Test func accessibilityIsNotIsolated() {
      #expect(!UIAccessibility.isVoiceOverRunning)
      UIAccessibility.post(notification: .announcement, argument: "Saved")
    }

    /// The SDK's `UIActionHandler` (UIAction.h) is a plain block, not a main-actor one: a
    /// handler made in nonisolated code that touches nothing isolated is accepted there; run by
    /// a control on the main actor, it runs once per event.
    @MainActor @Test func actionHandlerIsNotIsolated() {
      let counter = Counter()
      let button = UIButton(type: .system)
      button.addAction(
        UIAction(title: "Go", handler: Self.handler(counting: counter)), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(counter.value == 1)
    }

    /// A handler made in nonisolated code.
    nonisolated static func handler(counting counter: Counter) -> UIActionHandler {
      { _ in counter.increment() }
    }

    /// `UIColor(dynamicProvider:)` takes a plain block in the iOS 16.5 SDK's UIColor.h
    /// (`initWithDynamicProvider:`, no Sendable annotation), so a provider may capture a
    /// non-`Sendable` object of the app; the color resolves through it for each style.
    @Test func dynamicColorProviderMayCaptureNonSendableState() {
      final class Theme {
        var accent = UIColor.systemBlue
      }
      let theme = Theme()
      let color = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .white : theme.accent
      }
      #expect(
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .systemBlue)
      theme.accent = .systemRed
      #expect(
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .systemRed)
      #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    /// `UIContentConfiguration`'s `updated(for:)` is not isolated in the SDK's Swift overlay
    /// (only `makeContentView()` is `@MainActor`), nor is `UIConfigurationState`.
    @Test func contentConfigurationUpdatesAreNotIsolated() {
      var content = UIListContentConfiguration.cell()
      content.text = "Title"
      let state = UICellConfigurationState(
        traitCollection: UITraitCollection(userInterfaceStyle: .dark))
      #expect(content.updated(for: state).text == "Title")
      #expect(!state.isSelected)
    }
  }

  /// A thread-safe count for the tests above.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }
#endif
