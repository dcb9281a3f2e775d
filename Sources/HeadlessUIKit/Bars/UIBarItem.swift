#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// An item of a bar, as UIKit's `UIBarItem`: the base of bar button and tab bar items.
  @preconcurrency @MainActor open class UIBarItem {
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

    /// Creates an item.
    public init() {}
  }
#endif
