#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The app's content size category, readable from any thread: `UIFont.preferredFont` and
  /// `UIFontMetrics` are not main-actor-isolated in the SDK, and read it.
  enum ContentSizeCategorySetting {
    /// Safe as `@unchecked Sendable`: `lock` guards `value`, its only state.
    private final class Storage: @unchecked Sendable {
      let lock = NSLock()
      var value = UIContentSizeCategory.large
    }
    private static let storage = Storage()

    /// The category the user chose for the app (`.large` until a test sets another).
    static var app: UIContentSizeCategory {
      get { storage.lock.withLock { storage.value } }
      set { storage.lock.withLock { storage.value = newValue } }
    }
  }

  extension UIApplication {
    /// The font size the user prefers, as UIKit's `preferredContentSizeCategory`: `.large` on the
    /// headless device unless a test sets `headless.preferredContentSizeCategory`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
      ContentSizeCategorySetting.app
    }
  }

  extension Headless.Proxy where Base: UIApplication {
    /// The font size the user prefers, settable as the Settings app sets it on a device: every
    /// window's views and controllers whose traits change hear `traitCollectionDidChange(_:)`
    /// (labels, fields and text views that adjust their font for the content size category
    /// replace it first), then ``UIContentSizeCategory/didChangeNotification`` is posted with the
    /// new category. App-wide: a test that changes it sets it back before it awaits anything,
    /// as tests share the app. (For one controller's subtree, UIKit's
    /// `setOverrideTraitCollection(_:forChild:)` with a collection made by
    /// `UITraitCollection(preferredContentSizeCategory:)` works as on a device.)
    @preconcurrency @MainActor public var preferredContentSizeCategory: UIContentSizeCategory {
      get { ContentSizeCategorySetting.app }
      nonmutating set {
        guard newValue != ContentSizeCategorySetting.app else { return }
        let change = TraitChange(windows: base.windows)
        ContentSizeCategorySetting.app = newValue
        change.deliver()
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: base,
          userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue.rawValue])
      }
    }
  }
#endif
