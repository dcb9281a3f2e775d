#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An item of a bar, as UIKit's `UIBarItem`: the base of bar button and tab bar items.
  @preconcurrency @MainActor open class UIBarItem: NSObject {
    /// The text the bar shows for the item: a bar button's label or a tab's name.
    open var title: String?
    /// The icon the bar shows for the item (with or instead of the title). Headless: stored only.
    open var image: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number that identifies the item.
    open var tag = 0
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?

    /// What appearance proxies need to know of the item (Appearance/AppearanceRecord.swift).
    var appearanceRecord: AppearanceRecord?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public override init() {}

    /// Creates an item from an archive. Headless: nothing is decoded; the item is empty.
    public required init?(coder: NSCoder) {}

    /// Sets the attributes of the title in a state (font, color...), as UIKit's
    /// `setTitleTextAttributes(_:for:)`. Appearance-capable.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
      appearanceSetterCalled("setTitleTextAttributes(_:for:)#\(state.rawValue)") {
        $0.setTitleTextAttributes(attributes, for: state)
      }
    }

    /// The attributes of the title in a state, as set by ``setTitleTextAttributes(_:for:)``.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }
  }
#endif
