#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// An element of a menu, as UIKit's `UIMenuElement`: the base of ``UIAction``.
  @preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// How an element looks, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates attributes.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Disabled.
      public static let disabled = Attributes(rawValue: 1 << 0)
      /// Destructive (red).
      public static let destructive = Attributes(rawValue: 1 << 1)
      /// Hidden.
      public static let hidden = Attributes(rawValue: 1 << 2)
      /// Keeps the menu open when chosen.
      public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A checkmark state, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
      /// Unchecked.
      case off
      /// Checked.
      case on
      /// Mixed.
      case mixed
    }

    /// The text of the menu item; `headless.choose(_:)` finds an item by it.
    open var title: String
    /// The icon shown beside the title. Headless: stored only.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
      self.title = title
      self.image = image
    }
  }
#endif
