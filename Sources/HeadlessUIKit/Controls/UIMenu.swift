#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// A menu of actions and submenus, as UIKit's `UIMenu`, shown by a button or bar button
  /// item. A user's choice is simulated by `headless.choose(_:)`.
  @preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// How a menu shows inside its parent.
    public struct Options: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates options.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Shown inline in the parent.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// Destructive.
      public static let destructive = Options(rawValue: 1 << 1)
      /// One choice among the children.
      public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
      title: String = "", image: UIImage? = nil, options: Options = [],
      children: [UIMenuElement] = []
    ) {
      self.options = options
      self.children = children
      super.init(title: title, image: image)
    }
  }
#endif
