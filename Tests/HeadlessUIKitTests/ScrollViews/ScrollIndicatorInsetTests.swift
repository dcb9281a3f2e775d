#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Where the scroll indicators are drawn: an iPhone 14 in portrait, a table controller in a
  /// navigation controller (adjusted content inset 91 at the top, 34 at the bottom).
  @MainActor @Suite struct ScrollIndicatorInsetTests {
    private func tableInNavigation() async -> (UITableView, UIWindow) {
      let controller = UITableViewController(style: .plain)
      let window = await makeWindow(root: UINavigationController(rootViewController: controller))
      controller.tableView.layoutIfNeeded()
      return (controller.tableView, window)
    }

    // Source: the SDK's UIScrollView.h: automaticallyAdjustsScrollIndicatorInsets "Configures
    // whether the scroll indicator insets are automatically adjusted by the system. Default is
    // YES"; verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets "default is
    // UIEdgeInsetsZero". The adjustment is the safe area's part of the adjusted content inset
    // (the indicator runs beside the content, below the bar), and the properties keep the
    // values set (the stricter reading: UIKit adds its adjustment out of sight).
    @Test func indicatorsKeepClearOfTheBarsByDefault() async {
      let (table, window) = await tableInNavigation()
      let bars = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
      #expect(table.automaticallyAdjustsScrollIndicatorInsets)
      #expect(table.verticalScrollIndicatorInsets == .zero)
      #expect(table.horizontalScrollIndicatorInsets == .zero)
      #expect(table.headless.verticalIndicatorInsets == bars)
      table.verticalScrollIndicatorInsets = UIEdgeInsets(top: 5, left: 0, bottom: 6, right: 2)
      #expect(
        table.headless.verticalIndicatorInsets
          == UIEdgeInsets(top: 96, left: 0, bottom: 40, right: 2))
      // The user's content inset is not the safe area's: the indicators do not follow it.
      table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
      #expect(table.adjustedContentInset.top == 191)
      #expect(table.headless.verticalIndicatorInsets.top == 96)
      withExtendedLifetime(window) {}
    }

    // Source: as above; with the flag false, "the system" adjusts nothing: the indicators are
    // inset by the properties alone.
    @Test func turningTheAdjustmentOffLeavesTheSetInsets() async {
      let (table, window) = await tableInNavigation()
      table.automaticallyAdjustsScrollIndicatorInsets = false
      #expect(table.headless.verticalIndicatorInsets == .zero)
      table.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 3, bottom: 4, right: 0)
      #expect(
        table.headless.horizontalIndicatorInsets
          == UIEdgeInsets(top: 0, left: 3, bottom: 4, right: 0))
      withExtendedLifetime(window) {}
    }

    // Source: the SDK's UIScrollView.h: scrollIndicatorInsets is "a convenience for setting
    // both verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets to the same
    // value".
    @Test func scrollIndicatorInsetsSetsBoth() {
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      scroll.scrollIndicatorInsets = insets
      #expect(scroll.verticalScrollIndicatorInsets == insets)
      #expect(scroll.horizontalScrollIndicatorInsets == insets)
      // Outside a window there is no safe area to add.
      #expect(scroll.headless.verticalIndicatorInsets == insets)
    }
  }
#endif
