#if !canImport(UIKit)
  /// An item of a bar, as UIKit's `UIBarItem`: the base of bar button and tab bar items.
  @MainActor open class UIBarItem {
    /// The title.
    open var title: String?
    /// The image.
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
